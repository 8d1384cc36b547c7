import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserCheck } from '@shared/schemas/user-check.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { useUserCheck } from '../api/check-user';

function CheckResult({ result }: { result: UserCheck }) {
  const { t } = useTranslation('backoffice');
  if (!result.exists) {
    return <Alert tone="error">{t('userCheck.notFound', { username: result.username })}</Alert>;
  }
  return (
    <Alert tone={result.isActive ? 'success' : 'warning'}>
      <p className="font-semibold">
        {t(result.isActive ? 'userCheck.active' : 'userCheck.inactive', {
          username: result.username,
        })}
      </p>
      <p className="mt-1">
        {t(`roles.${result.role!}`)} · {result.companyName ?? t('userCheck.noCompany')}
      </p>
    </Alert>
  );
}

/**
 * The support check of a username: someone who cannot sign in gives his username, and the
 * platform's person sees at once whether such an account exists and whether it is active.
 */
export function CheckUserScreen() {
  const { t, i18n } = useTranslation('backoffice');
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const check = useUserCheck(asked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = typed.trim();
    setMissing(username === '');
    if (username) setAsked(username);
    if (username === asked) void check.refetch();
  };

  return (
    <div className="flex max-w-xl flex-col gap-4 rounded-lg bg-white p-4 shadow-sm">
      <p className="text-slate-700">{t('userCheck.intro')}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
        <TextField
          label={t('userCheck.username')}
          dir="ltr"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={missing ? i18n.t('validation:valueRequired') : null}
          className="grow"
        />
        <Button type="submit" disabled={check.isFetching}>
          {t('userCheck.check')}
        </Button>
      </form>
      {check.isError && <Alert tone="error">{errorText(check.error, i18n.t)}</Alert>}
      {check.data && !check.isFetching && <CheckResult result={check.data} />}
    </div>
  );
}
