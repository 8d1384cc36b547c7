import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';

/** The periods offered; a period saved otherwise (through the API) is offered beside them. */
const PERIODS = [30, 90, 180, 365];
const EVERY_VISIT = 'every';

interface InductionPeriodFieldProps {
  /** Days, or null when the induction is asked on every visit. */
  value: number | null;
  onChange: (days: number | null) => void;
  disabled?: boolean;
}

/** How long the site's induction counts before a returning worker repeats it. */
export function InductionPeriodField({ value, onChange, disabled }: InductionPeriodFieldProps) {
  const { t } = useTranslation('manage');
  const periods = [...new Set([...PERIODS, ...(value === null ? [] : [value])])].sort(
    (a, b) => a - b,
  );
  return (
    <SelectField
      label={t('induction.validity')}
      hint={t('induction.hint')}
      value={value === null ? EVERY_VISIT : String(value)}
      disabled={disabled}
      onChange={(event) =>
        onChange(event.target.value === EVERY_VISIT ? null : Number(event.target.value))
      }
    >
      <option value={EVERY_VISIT}>{t('induction.everyVisit')}</option>
      {periods.map((period) => (
        <option key={period} value={period}>
          {t('induction.days', { days: period })}
        </option>
      ))}
    </SelectField>
  );
}
