import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SiteCreateBodySchema,
  SiteUpdateBodySchema,
  type ManagedSite,
} from '@shared/schemas/site-admin.schemas';
import { SaveCancelActions } from '@/components/save-cancel-actions';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, TextField } from '@/components/ui/field';
import { inductionSettingsQuery } from '@/data/inductions';
import { errorText } from '@/lib/api-client';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useSaveSite } from '../api/save-site';
import { InductionPeriodField } from './induction-period-field';

interface SiteFormDialogProps {
  /** The site to edit, or null to add one. */
  site: ManagedSite | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (site: ManagedSite) => void;
}

/**
 * Adds or edits a site: its code (the short link), name, location, whether it is open, and how
 * long its induction counts for a returning worker.
 */
export function SiteFormDialog({ site, open, onOpenChange, onSaved }: SiteFormDialogProps) {
  const { t, i18n } = useTranslation(['manage', 'validation']);
  const [code, setCode] = useState(site?.code ?? '');
  const [name, setName] = useState(site?.name ?? '');
  const [location, setLocation] = useState(site?.location ?? '');
  const [isActive, setIsActive] = useState(site?.isActive ?? true);
  const period = useQuery({ ...inductionSettingsQuery(site?.id ?? 0), enabled: site !== null });
  const savedDays = period.data?.validityDays ?? null;
  /** Undefined until the manager picks a period: the saved one is shown and left as it is. */
  const [days, setDays] = useState<number | null | undefined>(undefined);
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const save = useSaveSite();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = site ? { code, name, location, isActive } : { code, name, location };
    const parsed = check(site ? SiteUpdateBodySchema : SiteCreateBodySchema, body);
    if (!parsed) return;
    setMessage(null);
    save.mutate(
      { id: site?.id ?? null, body: parsed, validityDays: days === savedDays ? undefined : days },
      { onSuccess: onSaved, onError: showSaveError },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={site ? t('sites.editTitle', { name: site.name }) : t('sites.addTitle')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('sites.code')}
          hint={t('sites.codeHint', { link: `${window.location.origin}/${code || 'ABC123'}` })}
          value={code}
          onChange={(event) => setCode(event.target.value.trim())}
          error={errors.code}
          dir="ltr"
          autoComplete="off"
          required
        />
        <TextField
          label={t('sites.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          required
        />
        <TextField
          label={t('sites.location')}
          value={location}
          onChange={(event) => setLocation(event.target.value)}
          error={errors.location}
        />
        {site && (
          <CheckboxField
            label={t('sites.isActive')}
            hint={t('sites.isActiveHint')}
            checked={isActive}
            onChange={(event) => setIsActive(event.target.checked)}
          />
        )}
        <InductionPeriodField
          value={days === undefined ? savedDays : days}
          onChange={setDays}
          disabled={site !== null && !period.isSuccess}
        />
        {period.isError && <Alert tone="error">{errorText(period.error, i18n.t)}</Alert>}
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <SaveCancelActions pending={save.isPending} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}
