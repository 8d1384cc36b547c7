import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import type { WorkerPermit } from '@shared/schemas/permit.schemas';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { invalidatePermits, permitToJoinQuery } from '@/data/permits';
import { permitConflict, permitConflictText } from '@/lib/permit-conflict';
import { ApiClientError, apiUpload, errorText } from '@/lib/api-client';
import { PermitText } from './permit-text';

/** The worker's signature as a picture: drawn, or his typed name drawn. */
export interface SignatureFile {
  blob: Blob;
  name: string;
}

/** The control he signs with; the route gives the entry form's pad. */
export type SignatureInput = ComponentType<{
  label: string;
  onChange: (file: SignatureFile | null) => void;
}>;

/**
 * The join as the server reads it: the language first (every later message is in it), then the
 * signature as a file, as the entry form sends its own.
 */
function joinBody(entryId: string, language: Language, signature: SignatureFile): FormData {
  const body = new FormData();
  body.append('language', language);
  body.append('entryId', entryId);
  body.append('file_signature', signature.blob, signature.name);
  return body;
}

/**
 * What a worker on site sees when he scans a permit's QR code: the task, the hazards and the
 * instructions, then his confirmation and signature (the entry form's pad, or his name typed for
 * whoever cannot draw). His age and certificate are checked by the server at that moment; what
 * is missing is shown in his language.
 */
export function JoinScreen({
  token,
  entryId,
  language,
  Signature,
}: {
  token: string;
  entryId: string | null;
  language: Language;
  Signature: SignatureInput;
}) {
  const { t } = useTranslation('permits');
  if (!entryId) return <Alert tone="warning">{t('join.notOnSite')}</Alert>;
  return <JoinForm token={token} entryId={entryId} language={language} Signature={Signature} />;
}

function JoinForm({
  token,
  entryId,
  language,
  Signature,
}: {
  token: string;
  entryId: string;
  language: Language;
  Signature: SignatureInput;
}) {
  const { t, i18n } = useTranslation('permits');
  const client = useQueryClient();
  const permit = useQuery(permitToJoinQuery(token, entryId));
  const [hasRead, setHasRead] = useState(false);
  const [signature, setSignature] = useState<SignatureFile | null>(null);
  const join = useMutation({
    mutationFn: (signed: SignatureFile) =>
      apiUpload<WorkerPermit>(
        `/api/permits/join/${encodeURIComponent(token)}`,
        joinBody(entryId, language, signed),
      ),
    onSuccess: () => invalidatePermits(client),
    // Suspended or closed as he signed: the permit is read again, and the 409 says who stopped it.
    onError: (error) => (permitConflict(error) ? invalidatePermits(client) : undefined),
  });
  const conflict = permitConflict(join.error);
  const conflictText = conflict && permitConflictText(conflict, t, i18n.language);
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
            <Alert tone="warning">
              {conflictText && <p>{conflictText}</p>}
              <p>{t('join.notActive')}</p>
            </Alert>
          ) : (
            <form
              className="space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (signature) join.mutate(signature);
              }}
            >
              <CheckboxField
                label={t('join.confirm')}
                checked={hasRead}
                onChange={(e) => setHasRead(e.target.checked)}
              />
              <Signature label={t('join.signature')} onChange={setSignature} />
              {missing.length > 0 ? (
                <Alert tone="error">
                  {missing.map((text) => (
                    <p key={text}>{text}</p>
                  ))}
                </Alert>
              ) : (
                join.error && (
                  <Alert tone="error">{conflictText ?? errorText(join.error, i18n.t)}</Alert>
                )
              )}
              <Button
                type="submit"
                className="w-full"
                disabled={!hasRead || !signature || join.isPending}
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
