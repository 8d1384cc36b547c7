import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type Kind = 'scaffold' | 'platform';

/** Scaffolds or lifting platforms: two pressed-or-not buttons. */
export function KindSwitch({
  kind,
  onChange,
  label,
}: {
  kind: Kind;
  onChange: (kind: Kind) => void;
  label: string;
}) {
  const { t } = useTranslation('inspections');
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
      {(['scaffold', 'platform'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={kind === option}
          onClick={() => onChange(option)}
          className={cn(
            'min-h-11 rounded-lg border px-4 font-semibold',
            kind === option
              ? 'border-blue-900 bg-blue-900 text-white'
              : 'border-slate-300 bg-white text-slate-900',
          )}
        >
          {t(`kind.${option}`)}
        </button>
      ))}
    </div>
  );
}
