import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { ApiClientError, errorText } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { isRememberPreferred, savedUsername } from '../lib/user-storage';

const DEFAULT_WAIT_MINUTES = 15;

/** Username, password and "remember me"; a failure is told in the user's language. */
export function LoginForm({ isDisabled = false }: { isDisabled?: boolean }) {
  const { t, i18n } = useTranslation('staff');
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [username, setUsername] = useState(savedUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(isRememberPreferred);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const [missingFields, setMissingFields] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const isIncomplete = !username.trim() || !password;
    setMissingFields(isIncomplete);
    if (isIncomplete) return;
    login.mutate(
      { username: username.trim(), password, remember },
      { onSuccess: ({ user }) => completeSignIn(user, { remember }) },
    );
  }

  const failure = missingFields ? t('login.missingFields') : failureText(login.error);
  function failureText(error: unknown): string | null {
    if (!error) return null;
    if (error instanceof ApiClientError && error.status === 429) {
      const seconds = error.retryAfterSeconds ?? DEFAULT_WAIT_MINUTES * 60;
      return t('login.throttled', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
    }
    return errorText(error, i18n.t);
  }

  const isBusy = isDisabled || login.isPending;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        disabled={isBusy}
      />
      <div className="flex flex-col gap-1">
        <TextField
          label={t('login.password')}
          name="password"
          type={isPasswordShown ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={isBusy}
        />
        <button
          type="button"
          className="self-start text-sm font-medium text-blue-800 underline-offset-2 hover:underline"
          aria-pressed={isPasswordShown}
          onClick={() => setIsPasswordShown((shown) => !shown)}
        >
          {isPasswordShown ? t('login.hidePassword') : t('login.showPassword')}
        </button>
      </div>
      <CheckboxField
        label={t('login.remember')}
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
        disabled={isBusy}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" disabled={isBusy} className="w-full">
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
