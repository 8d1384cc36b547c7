import { useEffect, useRef, useState } from 'react';
import { autoLogin } from '../api/auto-login';
import { autoLoginUsername, forgetRememberedUser } from '../lib/user-storage';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * Auto-login on /login: with "remember me" on, no sign-out flag and a saved
 * username, the remember-me cookie is tried once. Success goes to the user's landing; failure
 * forgets the saved username and leaves the form.
 */
export function useAutoLogin(isEnabled: boolean): { isTrying: boolean } {
  const completeSignIn = useCompleteSignIn();
  const [username] = useState(() => (isEnabled ? autoLoginUsername() : null));
  const [isTrying, setIsTrying] = useState(username !== null);
  // The cookie is spent by its first use, so a second attempt (StrictMode's double effect)
  // would fail and wrongly forget the user.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (username === null || hasStarted.current) return;
    hasStarted.current = true;
    autoLogin(username).then(
      ({ user }) => completeSignIn(user, { remember: true }),
      () => {
        forgetRememberedUser();
        setIsTrying(false);
      },
    );
  }, [username, completeSignIn]);

  return { isTrying };
}
