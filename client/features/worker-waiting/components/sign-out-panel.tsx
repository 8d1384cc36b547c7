import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { useSignOutOfSite } from '../api/sign-out-of-site';
import { Surface } from './surface';

/**
 * The approved worker's "sign out of the site", asked twice because it cannot be undone: the
 * on-site headcount counts whoever has no exit time.
 */
export function SignOutPanel({ request }: { request: EntryRequestStatus }) {
  const { t, i18n } = useTranslation('worker');
  const [isConfirming, setIsConfirming] = useState(false);
  const signOut = useSignOutOfSite(request.id);

  if (request.exitTime) {
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
      new Date(request.exitTime),
    );
    return (
      <Surface tone="muted" role="status" className="text-center text-base font-semibold">
        {t('waiting.approved.signedOut', { time })}
      </Surface>
    );
  }

  if (!isConfirming) {
    return (
      <Button className="min-h-14 w-full" onClick={() => setIsConfirming(true)}>
        {t('waiting.approved.signOut')}
      </Button>
    );
  }

  return (
    <Surface className="text-center">
      <p className="text-lg font-bold text-slate-900">{t('waiting.approved.signOutQuestion')}</p>
      {signOut.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">
          {errorText(signOut.error, i18n.t)}
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button className="min-h-14" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('waiting.approved.signOutConfirm')}
        </Button>
        <Button
          variant="secondary"
          className="min-h-14"
          disabled={signOut.isPending}
          onClick={() => {
            signOut.reset();
            setIsConfirming(false);
          }}
        >
          {t('waiting.approved.cancel')}
        </Button>
      </div>
    </Surface>
  );
}
