import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { AUTH_STATUS_KEY } from '../api/auth-status';
import { landingPathFor } from '../lib/landing';
import { lastPageOf, storeSignedInUser } from '../lib/user-storage';

/**
 * After a sign-in: keep the user, drop any cached "signed out" answer, and go back to the page
 * this user had open when his last session ended, else to his landing.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (user: SessionUser, options: { remember: boolean }) => {
      storeSignedInUser(user, options);
      queryClient.removeQueries({ queryKey: AUTH_STATUS_KEY });
      void navigate(lastPageOf(user.username) ?? landingPathFor(user), { replace: true });
    },
    [queryClient, navigate],
  );
}
