import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyRecognitionSettings } from '@shared/schemas/worker-recognition.schemas';
import { QueryState } from '@/components/query-state';
import { SettingsCard, SettingsForm } from '@/components/settings-card';
import { CheckboxField, TextField } from '@/components/ui/field';
import { companyRecognitionQuery, saveCompanyRecognition } from '@/data/company-recognition';

/**
 * The company admin's choice of the form field (an ID number, a date of birth...) that a worker
 * on a new phone gives with his phone number to be recognised; off until he chooses one.
 */
export function NewPhoneDetailCard() {
  const { t } = useTranslation('manage');
  const settings = useQuery(companyRecognitionQuery());
  return (
    <SettingsCard title={t('workers.newPhoneTitle')} hint={t('workers.newPhoneHint')}>
      <QueryState query={settings}>{(saved) => <DetailForm saved={saved} />}</QueryState>
    </SettingsCard>
  );
}

function DetailForm({ saved }: { saved: CompanyRecognitionSettings }) {
  const { t } = useTranslation('manage');
  const client = useQueryClient();
  const [isOn, setIsOn] = useState(saved.detailFieldId !== null);
  const [fieldId, setFieldId] = useState(saved.detailFieldId ?? '');

  return (
    <SettingsForm
      save={() => saveCompanyRecognition(client, { detailFieldId: isOn ? fieldId.trim() : null })}
      savedText={t('workers.newPhoneSaved')}
      canSave={!isOn || fieldId.trim() !== ''}
    >
      <CheckboxField
        label={t('workers.newPhoneOn')}
        checked={isOn}
        onChange={(event) => setIsOn(event.target.checked)}
      />
      {isOn && (
        <TextField
          label={t('workers.newPhoneField')}
          hint={t('workers.newPhoneFieldHint')}
          dir="ltr"
          required
          value={fieldId}
          onChange={(event) => setFieldId(event.target.value)}
        />
      )}
    </SettingsForm>
  );
}
