import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingCorrectionBodySchema } from '@shared/schemas/billing.schemas';
import { addDays, platformDay } from '@shared/time/calendar-day';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { saveErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useAddCorrection } from '../api/billing';

/** Billing days are the platform's calendar days, so yesterday is yesterday there. */
const yesterday = () => addDays(platformDay(new Date()), -1);

/** A correction on a closed day: a new ledger line with its reason, never an edit. */
export function CorrectionForm({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation(['backoffice', 'validation']);
  const [values, setValues] = useState({ day: yesterday(), amount: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const add = useAddCorrection(companyId);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BillingCorrectionBodySchema.safeParse({
      day: values.day,
      amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount),
      reason: values.reason,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, i18n.t));
      setNotice(null);
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        setErrors({});
        setValues((v) => ({ ...v, amount: '', reason: '' }));
        setNotice({ tone: 'success', text: t('billing.correction.saved') });
      },
      onError: (error) => {
        const result = saveErrors(error, i18n.t);
        setErrors(result.fields);
        setNotice({ tone: 'error', text: result.message });
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('billing.correction.title')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
    >
      <h3 className="font-semibold">{t('billing.correction.title')}</h3>
      <TextField
        type="date"
        label={t('billing.columns.day')}
        value={values.day}
        error={errors.day}
        onChange={set('day')}
      />
      <TextField
        type="number"
        step="0.01"
        label={t('billing.correction.amount')}
        value={values.amount}
        error={errors.amount}
        onChange={set('amount')}
        dir="ltr"
      />
      <TextField
        label={t('billing.columns.reason')}
        value={values.reason}
        error={errors.reason}
        onChange={set('reason')}
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" disabled={add.isPending}>
        {t('billing.correction.save')}
      </Button>
    </form>
  );
}
