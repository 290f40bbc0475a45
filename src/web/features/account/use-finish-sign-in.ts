import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthResponse } from '../../../shared/contracts/auth';
import { useAuth } from '../../app/auth-provider';
import { destinationAfterSignIn } from './destination';
import { clearPendingVerification } from './pending-verification';

/** Stores the session and goes where the spec sends a newly signed-in user. */
export function useFinishSignIn(onSuccess?: (result: AuthResponse) => void) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    (result: AuthResponse) => {
      clearPendingVerification();
      signIn(result.user, result.token);
      if (onSuccess) onSuccess(result);
      else void navigate(destinationAfterSignIn(result.user), { replace: true });
    },
    [signIn, navigate, onSuccess],
  );
}
