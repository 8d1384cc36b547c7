import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardPermit } from '@shared/schemas/permit.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiClientError, errorText } from '@/lib/api-client';
import { useExtendPermit } from '../api/permit-calls';
import { localInput } from '../lib/local-input';

/**
 * A manager's extension: the new planned end (an hour after the current one to begin with) and
 * the written reason. It sends the end the card shows, so another manager's extension made in
 * the meantime is refused and named rather than overwritten: `onFailed` hears every failure,
 * and the card tells a lost race while the form keeps the rest beside its fields.
 */
export function PermitExtendForm({
  permit,
  onDone,
  onFailed,
}: {
  permit: BoardPermit;
  onDone: () => void;
  onFailed: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation('permits');
  const extend = useExtendPermit(permit.id);
  const [plannedEnd, setPlannedEnd] = useState(() =>
    localInput(new Date(new Date(permit.plannedEnd).getTime() + 3_600_000)),
  );
  const [reason, setReason] = useState('');
  const details = extend.error instanceof ApiClientError ? (extend.error.details ?? {}) : {};
  return (
    <form
      className="space-y-2 rounded-lg border border-slate-300 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        extend.mutate(
          {
            plannedEnd: new Date(plannedEnd).toISOString(),
            currentEnd: permit.plannedEnd,
            reason,
          },
          { onSuccess: onDone, onError: onFailed },
        );
      }}
    >
      <TextField
        type="datetime-local"
        label={t('extend.newEnd')}
        value={plannedEnd}
        error={details.plannedEnd}
        onChange={(e) => setPlannedEnd(e.target.value)}
      />
      <TextField
        label={t('extend.reason')}
        value={reason}
        error={details.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {extend.error && <Alert tone="error">{errorText(extend.error, i18n.t)}</Alert>}
      <Button type="submit" disabled={extend.isPending || !plannedEnd || !reason.trim()}>
        {t('extend.submit')}
      </Button>
    </form>
  );
}
