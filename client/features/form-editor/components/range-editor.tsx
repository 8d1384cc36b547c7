import { useTranslation } from 'react-i18next';
import type { NumberRange } from '@shared/schemas/field-types';
import { TextField } from '@/components/ui/field';

interface RangeEditorProps {
  range: NumberRange;
  onChange: (range: NumberRange) => void;
  error?: string;
}

const LIMITS = ['min', 'max', 'step'] as const;

/** The numbers a field accepts: each limit optional, an empty box is no limit. */
export function RangeEditor({ range, onChange, error }: RangeEditorProps) {
  const { t } = useTranslation('manage');
  return (
    <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('editor.range')}</legend>
      {LIMITS.map((limit) => (
        <TextField
          key={limit}
          label={t(`editor.range_${limit}`)}
          type="number"
          inputMode="decimal"
          dir="ltr"
          step="any"
          value={range[limit] ?? ''}
          error={limit === 'max' ? error : undefined}
          onChange={(event) => {
            const next = { ...range };
            const value = event.target.valueAsNumber;
            if (Number.isFinite(value)) next[limit] = value;
            else delete next[limit];
            onChange(next);
          }}
        />
      ))}
    </fieldset>
  );
}
