import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EquipmentSettingsBodySchema,
  type EquipmentSettingsView,
} from '@shared/schemas/equipment-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField, TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useEquipmentSettings, useSaveEquipmentSettings } from '../api/equipment-settings';

/** The server says whether the caller may change the rules (the equipment.manage ability). */
function SettingsForm({ settings }: { settings: EquipmentSettingsView }) {
  const { canEdit } = settings;
  const { t } = useTranslation(['manage', 'validation']);
  const [days, setDays] = useState(String(settings.inspectionIntervalDays));
  const [isRequired, setIsRequired] = useState(settings.isEquipmentNumberRequired);
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const save = useSaveEquipmentSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(EquipmentSettingsBodySchema, {
      inspectionIntervalDays: days.trim() === '' ? Number.NaN : Number(days),
      isEquipmentNumberRequired: isRequired,
    });
    if (!parsed) return;
    save.mutate(parsed, {
      onSuccess: () => setMessage({ tone: 'success', text: t('equipmentSettings.saved') }),
      onError: showSaveError,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('equipmentSettings.interval')}
        hint={t('equipmentSettings.intervalHint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        value={days}
        disabled={!canEdit}
        onChange={(event) => setDays(event.target.value)}
        error={errors.inspectionIntervalDays}
        className="max-w-xs"
      />
      <CheckboxField
        label={t('equipmentSettings.numberRequired')}
        hint={t('equipmentSettings.numberRequiredHint')}
        checked={isRequired}
        disabled={!canEdit}
        onChange={(event) => setIsRequired(event.target.checked)}
      />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {canEdit ? (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('equipmentSettings.readOnly')}</p>
      )}
    </form>
  );
}

/** The company's rules for its equipment; admins change them, others see them. */
export function EquipmentSettingsCard() {
  const { t, i18n } = useTranslation('manage');
  const settings = useEquipmentSettings();
  return (
    <Card>
      {settings.isPending && <p className="text-slate-600">{t('loading')}</p>}
      {settings.isError && <Alert tone="error">{errorText(settings.error, i18n.t)}</Alert>}
      {settings.data && <SettingsForm settings={settings.data} />}
    </Card>
  );
}
