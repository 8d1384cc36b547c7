import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingPlanBodySchema, type BillingPlan } from '@shared/schemas/billing.schemas';
import { addDays, platformDay } from '@shared/time/calendar-day';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { saveErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSetPlan } from '../api/billing';

/** Billing days are the platform's calendar days, so tomorrow is tomorrow there. */
const tomorrow = () => addDays(platformDay(new Date()), 1);

/** A plan from a day on, checked in the browser with the server's own schema. */
export function PlanForm({
  companyId,
  current,
}: {
  companyId: number;
  current: BillingPlan | null;
}) {
  const { t, i18n } = useTranslation(['backoffice', 'validation']);
  const [values, setValues] = useState({
    effectiveFrom: tomorrow(),
    monthlyBase: String(current?.monthlyBase ?? ''),
    siteDayPrice: String(current?.siteDayPrice ?? ''),
    entryPrice: String(current?.entryPrice ?? ''),
    vatPercent: String(current?.vatPercent ?? 18),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useSetPlan(companyId);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BillingPlanBodySchema.safeParse({
      effectiveFrom: values.effectiveFrom,
      monthlyBase: number(values.monthlyBase),
      siteDayPrice: number(values.siteDayPrice),
      entryPrice: number(values.entryPrice),
      vatPercent: number(values.vatPercent),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, i18n.t));
      setNotice(null);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        setErrors({});
        setNotice({ tone: 'success', text: t('billing.plan.saved') });
      },
      onError: (error) => {
        const result = saveErrors(error, i18n.t);
        setErrors(result.fields);
        setNotice({ tone: 'error', text: result.message });
      },
    });
  };

  const field = (name: keyof typeof values, label: string, type = 'number') => (
    <TextField
      type={type}
      step={type === 'number' ? '0.01' : undefined}
      inputMode={type === 'number' ? 'decimal' : undefined}
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={set(name)}
      dir="ltr"
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('billing.plan.title')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
    >
      <h3 className="font-semibold">{t('billing.plan.title')}</h3>
      {field('effectiveFrom', t('billing.plan.effectiveFrom'), 'date')}
      {field('monthlyBase', t('billing.plan.monthlyBase'))}
      {field('siteDayPrice', t('billing.plan.siteDayPrice'))}
      {field('entryPrice', t('billing.plan.entryPrice'))}
      {field('vatPercent', t('billing.plan.vatPercent'))}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {t('billing.plan.save')}
      </Button>
    </form>
  );
}
