import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/api-client';
import { getFormVersion } from '../api/get-form-version';
import { useFormVersions } from '../api/get-form-versions';
import { useSaveSiteForm } from '../api/save-site-form';

/**
 * The saved versions of the site's form. Restoring one saves its fields again as the newest
 * version, so nothing of the history is lost and requests keep the version they were filled on.
 */
export function FormVersions({ siteId }: { siteId: number }) {
  const { t, i18n } = useTranslation('manage');
  const versions = useFormVersions(siteId);
  const save = useSaveSiteForm();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [isRestoring, setIsRestoring] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const restore = async (version: number) => {
    setIsRestoring(true);
    try {
      const old = await getFormVersion(siteId, version);
      const saved = await save.mutateAsync({ siteId, formFields: old.formFields });
      setMessage({
        tone: 'success',
        text: t('versions.restored', { version, newVersion: saved.version }),
      });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, i18n.t) });
    } finally {
      setIsRestoring(false);
      setConfirming(null);
    }
  };

  return (
    <Card>
      <CardTitle>{t('versions.title')}</CardTitle>
      <p className="mt-1 text-sm text-slate-600">{t('versions.intro')}</p>
      {message && (
        <Alert tone={message.tone} className="mt-3">
          {message.text}
        </Alert>
      )}
      {versions.isError && (
        <Alert tone="error" className="mt-3">
          {errorText(versions.error, i18n.t)}
        </Alert>
      )}
      <ul className="mt-3 divide-y divide-slate-200">
        {versions.data?.versions.map((entry) => {
          const isCurrent = entry.version === versions.data.currentVersion;
          return (
            <li
              key={entry.version}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {entry.version === 0
                    ? t('versions.builtIn')
                    : t('versions.number', { version: entry.version })}
                  {isCurrent && (
                    <span className="ms-2 rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">
                      {t('versions.current')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {entry.createdAt
                    ? t('versions.savedBy', {
                        date: dateFormat.format(new Date(entry.createdAt)),
                        name: entry.createdByName ?? t('versions.bySystem'),
                      })
                    : t('versions.builtInHint')}
                  {' · '}
                  {t('versions.fieldCount', { count: entry.fieldCount })}
                </p>
              </div>
              {!isCurrent && (
                <Button variant="secondary" onClick={() => setConfirming(entry.version)}>
                  {t('versions.restore')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {confirming !== null && (
        <Dialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={t('versions.confirmTitle')}
          description={t('versions.confirmText', {
            version:
              confirming === 0
                ? t('versions.builtIn')
                : t('versions.number', { version: confirming }),
          })}
        >
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => restore(confirming)} disabled={isRestoring}>
              {isRestoring ? t('saving') : t('versions.restore')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('cancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </Card>
  );
}
