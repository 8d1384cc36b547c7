import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EquipmentBodySchema,
  type EquipmentKind,
  type ManagedEquipment,
} from '@shared/schemas/equipment-admin.schemas';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { LabelTranslations } from '@/components/label-translations';
import { SaveCancelActions } from '@/components/save-cancel-actions';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useSaveEquipment } from '../api/save-equipment';

interface EquipmentFormDialogProps {
  item: ManagedEquipment | null;
  kind: EquipmentKind;
  sites: ManagedSite[];
  intervalDays: number;
  onClose: () => void;
  onSaved: (item: ManagedEquipment) => void;
}

/** Adds or edits a scaffold or platform; an empty due date follows the company's interval. */
export function EquipmentFormDialog({
  item,
  kind,
  sites,
  intervalDays,
  onClose,
  onSaved,
}: EquipmentFormDialogProps) {
  const { t } = useTranslation(['manage', 'validation']);
  const [values, setValues] = useState({
    kind: item?.kind ?? kind,
    number: item?.number ?? '',
    label: item?.label ?? '',
    labelTranslations: item?.labelTranslations ?? {},
    siteId: item?.siteId ?? null,
    location: item?.location ?? '',
    isActive: (item?.status ?? 'active') === 'active',
    lastInspection: item?.lastInspection ?? '',
    nextInspectionDue: item?.nextInspectionDue ?? '',
  });
  const { errors, message, check, showSaveError } = useFormFeedback();
  const save = useSaveEquipment();
  const set = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      kind: values.kind,
      number: values.number,
      label: values.label,
      labelTranslations: values.labelTranslations,
      siteId: values.siteId,
      location: values.location,
      status: values.isActive ? ('active' as const) : ('inactive' as const),
      lastInspection: values.lastInspection || null,
      nextInspectionDue: values.nextInspectionDue || null,
    };
    if (!check(EquipmentBodySchema, body)) return;
    save.mutate(item ? { id: item.id, body } : { id: null, body }, {
      onSuccess: onSaved,
      onError: showSaveError,
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        item ? t('equipment.editTitle', { number: item.number }) : t(`equipment.addTitle.${kind}`)
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('equipment.kind')}
            value={values.kind}
            onChange={(event) => set('kind', event.target.value as EquipmentKind)}
          >
            <option value="scaffold">{t('equipment.kinds.scaffold')}</option>
            <option value="platform">{t('equipment.kinds.platform')}</option>
          </SelectField>
          <TextField
            label={t('equipment.number')}
            hint={t('equipment.numberHint')}
            value={values.number}
            dir="ltr"
            onChange={(event) => set('number', event.target.value)}
            error={errors.number}
            required
          />
        </div>
        <TextField
          label={t('equipment.label')}
          hint={t('equipment.labelHint')}
          value={values.label}
          onChange={(event) => set('label', event.target.value)}
          error={errors.label}
          required
        />
        <LabelTranslations
          hebrew={values.label}
          value={values.labelTranslations}
          errors={errors}
          onChange={(next) => set('labelTranslations', next)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('equipment.site')}
            value={values.siteId ?? ''}
            onChange={(event) =>
              set('siteId', event.target.value ? Number(event.target.value) : null)
            }
            error={errors.siteId}
          >
            <option value="">{t('equipment.noSite')}</option>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('equipment.location')}
            value={values.location}
            onChange={(event) => set('location', event.target.value)}
            error={errors.location}
          />
          <TextField
            label={t('equipment.lastInspection')}
            type="date"
            value={values.lastInspection}
            onChange={(event) => set('lastInspection', event.target.value)}
            error={errors.lastInspection}
          />
          <TextField
            label={t('equipment.nextInspection')}
            hint={t('equipment.nextInspectionHint', { count: intervalDays })}
            type="date"
            value={values.nextInspectionDue}
            onChange={(event) => set('nextInspectionDue', event.target.value)}
            error={errors.nextInspectionDue}
          />
        </div>
        <CheckboxField
          label={t('equipment.isActive')}
          hint={t('equipment.isActiveHint')}
          checked={values.isActive}
          onChange={(event) => set('isActive', event.target.checked)}
        />
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <SaveCancelActions pending={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
