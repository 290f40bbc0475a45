import type { PublicUser } from '../../shared/contracts/user';
import { apiJson } from './api';
import { clearGuestClaim, clearGuestProgress, readGuestClaim, readGuestProgress, writeUserProgress } from './assessment-storage';

/**
 * On login or registration, what the guest did on this device moves to the account: a finished
 * assessment is claimed with its secret, unfinished progress is saved on the server. Each part
 * is cleared locally only once the server has it, so nothing is lost if a call fails.
 */
export async function handOverGuestData(user: PublicUser): Promise<void> {
  const claim = readGuestClaim();
  if (claim) {
    try {
      await apiJson('POST', '/api/assessments/claim', { assessmentId: claim.id, claimToken: claim.token });
      clearGuestClaim();
    } catch {
      // Keep the claim: the next sign-in on this device tries again.
    }
  }
  const progress = readGuestProgress();
  if (progress) {
    const { email: _email, total, ...body } = progress;
    try {
      await apiJson('PUT', '/api/assessment/progress', body);
      writeUserProgress(user.email, { ...body, email: user.email, total });
      clearGuestProgress();
    } catch {
      // Stays on the device; the questionnaire still finds it.
    }
  }
}
