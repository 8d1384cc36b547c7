import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import type { WorkerPermit } from '@shared/schemas/permit.schemas';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { invalidatePermits, permitToJoinQuery } from '@/data/permits';
import { ApiClientError, apiSend, errorText } from '@/lib/api-client';
import { PermitText } from './permit-text';

/**
 * What a worker on site sees when he scans a permit's QR code: the task, the hazards and the
 * instructions, then his confirmation and signature. His age and certificate are checked by the
 * server at that moment; what is missing is shown in his language.
 */
export function JoinScreen({
  token,
  entryId,
  language,
}: {
  token: string;
  entryId: string | null;
  language: Language;
}) {
  const { t } = useTranslation('permits');
  if (!entryId) return <Alert tone="warning">{t('join.notOnSite')}</Alert>;
  return <JoinForm token={token} entryId={entryId} language={language} />;
}

function JoinForm({
  token,
  entryId,
  language,
}: {
  token: string;
  entryId: string;
  language: Language;
}) {
  const { t, i18n } = useTranslation('permits');
  const client = useQueryClient();
  const permit = useQuery(permitToJoinQuery(token, entryId));
  const [hasRead, setHasRead] = useState(false);
  const [signatureName, setSignatureName] = useState('');
  const join = useMutation({
    mutationFn: () =>
      apiSend<WorkerPermit>('POST', `/api/permits/join/${encodeURIComponent(token)}`, {
        entryId,
        signatureName,
        language,
      }),
    onSuccess: () => invalidatePermits(client),
  });
  const missing =
    join.error instanceof ApiClientError ? Object.values(join.error.details ?? {}) : [];
  if (permit.error instanceof ApiClientError && permit.error.status === 404) {
    return <Alert tone="warning">{t('join.notOnSite')}</Alert>;
  }
  return (
    <QueryState query={permit}>
      {(data) => (
        <div className="space-y-4">
          <h1 className="text-xl font-bold">{t('join.title')}</h1>
          <p className="font-semibold">{t(`states.${data.state}`)}</p>
          <PermitText permit={data} />
          {data.hasJoined || join.isSuccess ? (
            <Alert tone="success">
              {t('join.joined')}{' '}
              <a className="underline" href="/worker/permits">
                {t('join.myPermits')}
              </a>
            </Alert>
          ) : data.state !== 'active' ? (
            <Alert tone="warning">{t('join.notActive')}</Alert>
          ) : (
            <form
              className="space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                join.mutate();
              }}
            >
              <CheckboxField
                label={t('join.confirm')}
                checked={hasRead}
                onChange={(e) => setHasRead(e.target.checked)}
              />
              <TextField
                label={t('join.signature')}
                value={signatureName}
                onChange={(e) => setSignatureName(e.target.value)}
              />
              {missing.length > 0 ? (
                <Alert tone="error">
                  {missing.map((text) => (
                    <p key={text}>{text}</p>
                  ))}
                </Alert>
              ) : (
                join.error && <Alert tone="error">{errorText(join.error, i18n.t)}</Alert>
              )}
              <Button
                type="submit"
                className="w-full"
                disabled={!hasRead || !signatureName.trim() || join.isPending}
              >
                {t('join.sign')}
              </Button>
            </form>
          )}
        </div>
      )}
    </QueryState>
  );
}
