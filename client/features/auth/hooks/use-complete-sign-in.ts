import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { AUTH_STATUS_KEY } from '../api/auth-status';
import { landingPathFor } from '../lib/landing';
import { storeSignedInUser } from '../lib/user-storage';

/** After a sign-in: keep the user, drop any cached "signed out" answer, go to the landing. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (user: SessionUser, options: { remember: boolean }) => {
      storeSignedInUser(user, options);
      queryClient.removeQueries({ queryKey: AUTH_STATUS_KEY });
      void navigate(landingPathFor(user.role), { replace: true });
    },
    [queryClient, navigate],
  );
}
