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
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useSaveSite } from '../api/save-site';

interface SiteFormDialogProps {
  /** The site to edit, or null to add one. */
  site: ManagedSite | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (site: ManagedSite) => void;
}

/** Adds or edits a site: its code (the short link), name, location and whether it is open. */
export function SiteFormDialog({ site, open, onOpenChange, onSaved }: SiteFormDialogProps) {
  const { t } = useTranslation(['manage', 'validation']);
  const [code, setCode] = useState(site?.code ?? '');
  const [name, setName] = useState(site?.name ?? '');
  const [location, setLocation] = useState(site?.location ?? '');
  const [isActive, setIsActive] = useState(site?.isActive ?? true);
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const save = useSaveSite();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = site ? { code, name, location, isActive } : { code, name, location };
    const parsed = check(site ? SiteUpdateBodySchema : SiteCreateBodySchema, body);
    if (!parsed) return;
    setMessage(null);
    save.mutate(
      { id: site?.id ?? null, body: parsed },
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
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <SaveCancelActions pending={save.isPending} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}
