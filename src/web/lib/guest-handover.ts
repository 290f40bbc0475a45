import type { PublicUser } from '../../shared/contracts/user';
import { ApiError, apiJson } from './api';
import { clearGuestProgress, dropGuestClaim, notifyDeviceAssessment, readGuestClaim, readGuestProgress, writeUserProgress } from './assessment-storage';

/** A claim the server has refused for good (not ours, gone, malformed): drop it rather than retry. */
function refused(err: unknown): boolean {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 408 && err.status !== 429;
}

async function handOver(user: PublicUser): Promise<void> {
  const claim = readGuestClaim();
  if (claim) {
    try {
      await apiJson('POST', '/api/assessments/claim', { assessmentId: claim.id, claimToken: claim.token });
      dropGuestClaim();
    } catch (err) {
      // Claimed or dropped: a refused claim never lingers for the next person on this device. A
      // network failure keeps it for a retry in this session; signing out clears it anyway.
      if (refused(err)) dropGuestClaim();
    }
  }
  const progress = readGuestProgress();
  if (progress) {
    const { email: _email, total, ...body } = progress;
    try {
      await apiJson('PUT', '/api/assessment/progress', body);
      writeUserProgress(user.email, { ...body, email: user.email, total });
      clearGuestProgress();
      notifyDeviceAssessment();
    } catch {
      // Stays on the device; the questionnaire still finds it.
    }
  }
}

let inFlight: Promise<void> | null = null;

/**
 * On login or registration, what the guest did on this device moves to the account: a finished
 * assessment is claimed with its secret, unfinished progress is saved on the server. One hand-over
 * runs at a time; a second caller waits for the same one.
 */
export function handOverGuestData(user: PublicUser): Promise<void> {
  inFlight ??= handOver(user).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Before reading the account's assessments: let a pending claim of this device's assessment finish. */
export async function settleGuestHandOver(user: PublicUser): Promise<void> {
  if (inFlight) await inFlight;
  else if (readGuestClaim()) await handOverGuestData(user);
}
