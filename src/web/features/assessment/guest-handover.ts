import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../shared/contracts/user';
import { ApiError } from '../../lib/api';
import { claimAssessment, saveProgress } from './api';
import { clearGuestProgress, dropGuestClaim, notifyDeviceAssessment, readGuestClaim, readGuestProgress, writeUserProgress } from './assessment-storage';

/** A claim the server has refused for good (not ours, gone, malformed): drop it rather than retry. */
function refused(err: unknown): boolean {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 408 && err.status !== 429;
}

async function handOver(queryClient: QueryClient, user: PublicUser): Promise<void> {
  const claim = readGuestClaim();
  if (claim) {
    try {
      await claimAssessment(queryClient, user.id, claim.id, claim.token);
      dropGuestClaim();
    } catch (err) {
      // Claimed or dropped: a refused claim never lingers for the next person on this device. A
      // network failure keeps it for a retry in this session; signing out clears it anyway.
      if (refused(err)) dropGuestClaim();
    }
  }
  const progress = readGuestProgress();
  if (progress) {
    const { email: _email, ...body } = progress;
    try {
      await saveProgress(queryClient, user.id, body);
      writeUserProgress(user.email, { ...body, email: user.email });
      clearGuestProgress();
      notifyDeviceAssessment();
    } catch {
      // Stays on the device; the questionnaire still finds it.
    }
  }
}

/** Whether this device holds anything of a guest's to hand over. */
export function hasGuestData(): boolean {
  return !!readGuestClaim() || !!readGuestProgress();
}

let inFlight: Promise<void> | null = null;

/**
 * On login or registration, what the guest did on this device moves to the account: a finished
 * assessment is claimed with its secret, unfinished progress is saved on the server (each call
 * brings the cached lists up to date). One hand-over runs at a time; a second caller waits for it.
 */
export function handOverGuestData(queryClient: QueryClient, user: PublicUser): Promise<void> {
  inFlight ??= handOver(queryClient, user).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
