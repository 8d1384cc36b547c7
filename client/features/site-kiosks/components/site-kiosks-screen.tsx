import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { createKiosk, invalidateKiosks, revokeKiosk, siteKiosksQuery } from '@/data/kiosks';
import { ApiClientError, errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';

/**
 * A site's kiosks: make one (its pairing link shows once, to open on the tablet at the gate)
 * and revoke any, which stops that tablet at its next check, within seconds.
 */
export function SiteKiosksScreen({ siteId }: { siteId: number }) {
  const { t, i18n } = useTranslation('manage');
  const queryClient = useQueryClient();
  const kiosks = useQuery(siteKiosksQuery(siteId));
  const [label, setLabel] = useState('');
  const [link, setLink] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: () => createKiosk(siteId, label),
    onSuccess: (created) => {
      setLink(new URL(created.pairingPath, window.location.origin).href);
      setLabel('');
    },
    onSettled: () => invalidateKiosks(queryClient),
  });
  const revoke = useMutation({
    mutationFn: revokeKiosk,
    onSettled: () => invalidateKiosks(queryClient),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setLink(null);
    create.mutate();
  };
  const labelError =
    create.error instanceof ApiClientError ? (create.error.details?.label ?? null) : null;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('kiosks.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('kiosks.label')}
          hint={t('kiosks.labelHint')}
          value={label}
          maxLength={80}
          error={labelError}
          onChange={(event) => setLabel(event.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          {t('kiosks.create')}
        </Button>
      </form>
      {create.isError && !labelError && (
        <Alert tone="error">{errorText(create.error, i18n.t)}</Alert>
      )}
      {link && (
        <Alert tone="success">
          <p className="font-semibold">{t('kiosks.linkOnce')}</p>
          <p className="mt-1 break-all font-mono text-sm" dir="ltr" data-testid="kiosk-link">
            {link}
          </p>
        </Alert>
      )}
      {revoke.isError && <Alert tone="error">{errorText(revoke.error, i18n.t)}</Alert>}
      {kiosks.isError && <Alert tone="error">{errorText(kiosks.error, i18n.t)}</Alert>}
      {kiosks.data && kiosks.data.kiosks.length === 0 && (
        <p className="text-slate-600">{t('kiosks.none')}</p>
      )}
      <ul className="flex flex-col gap-2">
        {kiosks.data?.kiosks.map((kiosk) => (
          <li
            key={kiosk.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
          >
            <div>
              <p className="font-semibold text-slate-900">{kiosk.label}</p>
              <p className="text-sm text-slate-600">
                {kiosk.revokedAt
                  ? t('kiosks.revokedAt', { time: formatDateTime(kiosk.revokedAt, i18n.language) })
                  : kiosk.pairedAt
                    ? t('kiosks.pairedAt', { time: formatDateTime(kiosk.pairedAt, i18n.language) })
                    : t('kiosks.notPaired')}
              </p>
            </div>
            {!kiosk.revokedAt && (
              <Button
                variant="secondary"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(kiosk.id)}
                aria-label={t('kiosks.revokeNamed', { label: kiosk.label })}
              >
                {t('kiosks.revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
