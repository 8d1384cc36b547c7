import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyRecognitionSettings } from '@shared/schemas/worker-recognition.schemas';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { CheckboxField, TextField } from '@/components/ui/field';
import { companyRecognitionQuery, saveCompanyRecognition } from '@/data/company-recognition';
import { errorText } from '@/lib/api-client';

/**
 * The company admin's choice of the form field (an ID number, a date of birth...) that a worker
 * on a new phone gives with his phone number to be recognised; off until he chooses one.
 */
export function NewPhoneDetailCard() {
  const { t } = useTranslation('manage');
  const settings = useQuery(companyRecognitionQuery());
  return (
    <Card>
      <CardTitle>{t('workers.newPhoneTitle')}</CardTitle>
      <p className="mt-1 text-sm text-slate-600">{t('workers.newPhoneHint')}</p>
      <div className="mt-4">
        <QueryState query={settings}>{(saved) => <DetailForm saved={saved} />}</QueryState>
      </div>
    </Card>
  );
}

function DetailForm({ saved }: { saved: CompanyRecognitionSettings }) {
  const { t, i18n } = useTranslation('manage');
  const client = useQueryClient();
  const [isOn, setIsOn] = useState(saved.detailFieldId !== null);
  const [fieldId, setFieldId] = useState(saved.detailFieldId ?? '');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    setIsSaving(true);
    try {
      await saveCompanyRecognition(client, { detailFieldId: isOn ? fieldId.trim() : null });
      setMessage({ tone: 'success', text: t('workers.newPhoneSaved') });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, i18n.t) });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
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
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button
        className="self-start"
        disabled={isSaving || (isOn && fieldId.trim() === '')}
        onClick={() => void save()}
      >
        {t('save')}
      </Button>
    </div>
  );
}
