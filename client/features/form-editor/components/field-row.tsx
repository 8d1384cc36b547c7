import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FieldEditor } from './field-editor';
import { TranslationStatus } from './translation-status';

interface FieldRowProps {
  field: LocalizedFormField;
  index: number;
  translateTo: Language | null;
  count: number;
  isOpen: boolean;
  errors: Record<string, string>;
  onToggle: () => void;
  onChange: (field: LocalizedFormField) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

const iconButton = 'min-h-11 min-w-11 px-3 text-lg leading-none';

/** One field of the form in the list: its summary, order buttons, and its editor when open. */
export function FieldRow(props: FieldRowProps) {
  const { field, index, count, isOpen, errors } = props;
  const { t } = useTranslation('manage');
  const hasErrors = Object.keys(errors).length > 0;
  const label = field.label.he;
  return (
    <li
      className={cn(
        'rounded-lg border bg-white',
        hasErrors ? 'border-red-400' : 'border-slate-200',
        isOpen && 'shadow-md',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 p-3">
        <span className="w-8 text-center text-sm font-bold text-slate-500">{index + 1}</span>
        <button
          type="button"
          onClick={props.onToggle}
          aria-expanded={isOpen}
          className="min-h-11 min-w-0 flex-1 text-start"
        >
          <span className="block font-semibold text-slate-900" lang="he" dir="rtl">
            {label || t('editor.noLabel')}
            {field.required && (
              <>
                <span className="ms-1 text-red-700" aria-hidden="true">
                  *
                </span>
                <span className="sr-only"> ({t('editor.requiredMark')})</span>
              </>
            )}
          </span>
          <span className="block text-sm text-slate-600">
            {t(`fieldTypes.${field.type}`)}
            {hasErrors && (
              <span className="ms-2 font-semibold text-red-700">{t('editor.hasErrors')}</span>
            )}
          </span>
        </button>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="secondary"
            className={iconButton}
            disabled={index === 0}
            onClick={() => props.onMove(-1)}
            aria-label={t('editor.moveUp', { label })}
          >
            ↑
          </Button>
          <Button
            variant="secondary"
            className={iconButton}
            disabled={index === count - 1}
            onClick={() => props.onMove(1)}
            aria-label={t('editor.moveDown', { label })}
          >
            ↓
          </Button>
          <Button variant="secondary" className="min-h-11 px-3" onClick={props.onToggle}>
            {isOpen ? t('editor.close') : t('edit')}
          </Button>
          <Button
            variant="secondary"
            className="min-h-11 px-3 text-red-800"
            onClick={props.onRemove}
            aria-label={t('editor.removeField', { label })}
          >
            {t('remove')}
          </Button>
        </div>
      </div>
      <div className="-mt-2 px-3 pb-3 min-[18rem]:ps-13">
        <TranslationStatus field={field} />
      </div>
      {isOpen && (
        <div className="border-t border-slate-200 p-4">
          <FieldEditor
            field={field}
            onChange={props.onChange}
            translateTo={props.translateTo}
            errors={errors}
          />
        </div>
      )}
    </li>
  );
}
