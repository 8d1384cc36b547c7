import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedForeman } from '@shared/schemas/crew.schemas';
import { QueryState } from '@/components/query-state';
import { SettingsCard } from '@/components/settings-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { addForeman, crewAdminQuery, revokeForeman } from '@/data/crews';
import { ApiClientError, errorText } from '@/lib/api-client';

/** The address a named foreman opens: his pass in the fragment, which no server receives. */
export function foremanLink(origin: string, siteCode: string, pass: string): string {
  return `${origin}/crew/${encodeURIComponent(siteCode)}#pass=${pass}`;
}

/**
 * The subcontractors' supervisors named as the site's foremen: name one and hand him his link
 * (shown this once), or revoke one, whose link stops at once.
 */
export function ForemenCard({ siteId, siteCode }: { siteId: number; siteCode: string }) {
  const { t, i18n } = useTranslation('crew');
  const client = useQueryClient();
  const admin = useQuery(crewAdminQuery(siteId));
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedForeman | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    try {
      setCreated(await addForeman(client, siteId, { name, phone }));
      setName('');
      setPhone('');
    } catch (error) {
      if (error instanceof ApiClientError && error.details) setErrors(error.details);
      setFailure(errorText(error, i18n.t));
    }
  };

  return (
    <SettingsCard title={t('admin.foremenTitle')} hint={t('admin.foremenHint')}>
      <QueryState query={admin}>
        {(data) =>
          data.foremen.length === 0 ? (
            <p className="text-slate-600">{t('admin.noForemen')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200">
              {data.foremen.map((foreman) => (
                <li
                  key={foreman.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <span dir="auto">
                    {foreman.name} · <bdi>{foreman.phone}</bdi>
                  </span>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      void revokeForeman(client, siteId, foreman.id).catch((error: unknown) =>
                        setFailure(errorText(error, i18n.t)),
                      )
                    }
                  >
                    {t('admin.revoke', { name: foreman.name })}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {created && (
        <Alert tone="success">
          <p>{t('admin.linkOnce', { name: created.name })}</p>
          <p className="mt-1 break-all" dir="ltr">
            <bdi data-testid="foreman-link">
              {foremanLink(window.location.origin, siteCode, created.pass)}
            </bdi>
          </p>
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void add(event)} className="flex flex-col gap-3">
        <TextField
          label={t('admin.foremanName')}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('admin.foremanPhone')}
          type="tel"
          value={phone}
          error={errors.phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Button type="submit" className="self-start">
          {t('admin.addForeman')}
        </Button>
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </SettingsCard>
  );
}
