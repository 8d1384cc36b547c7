import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkerLookupBodySchema, type WorkerExport } from '@shared/schemas/privacy.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useEraseWorkerData, useExportWorkerData } from '../api/privacy-mutations';

/** Hands the worker's copy to the browser as a JSON file. */
function download(data: WorkerExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `worker-${data.phone.replace(/\D/g, '')}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A worker asks for his data or for its removal: the admin finds it by his phone number. */
export function WorkerDataRequest() {
  const { t, i18n } = useTranslation('manage');
  const [phone, setPhone] = useState('');
  const { errors, message, setMessage, check } = useFormFeedback();
  const exportData = useExportWorkerData();
  const erase = useEraseWorkerData();
  const busy = exportData.isPending || erase.isPending;
  const fail = (error: unknown) => setMessage({ tone: 'error', text: errorText(error, i18n.t) });

  const runExport = () => {
    const parsed = check(WorkerLookupBodySchema, { phone });
    if (!parsed) return;
    exportData.mutate(parsed.phone, {
      onSuccess: (data) => {
        download(data);
        setMessage({
          tone: 'success',
          text: t('privacy.exported', { count: data.requests.length }),
        });
      },
      onError: fail,
    });
  };

  const runErase = () => {
    const parsed = check(WorkerLookupBodySchema, { phone });
    if (!parsed || !window.confirm(t('privacy.eraseConfirm', { phone: parsed.phone }))) return;
    erase.mutate(parsed.phone, {
      onSuccess: (result) =>
        setMessage({
          tone: 'success',
          text: t('privacy.erased', { count: result.erasedRequests }),
        }),
      onError: fail,
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('privacy.workerPhone')}
        type="tel"
        dir="ltr"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={errors.phone}
      />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={busy} onClick={runExport}>
          {t('privacy.export')}
        </Button>
        <Button disabled={busy} onClick={runErase}>
          {t('privacy.erase')}
        </Button>
      </div>
    </div>
  );
}
