import { useTranslation } from 'react-i18next';
import type { EquipmentItem } from '@shared/schemas/site.schemas';
import { isLanguage } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import { matchEquipment } from '@shared/validation/equipment-match';
import { textLanguage } from '@/lib/text-language';
import { FieldFrame, describedBy, fieldIds } from '../field-frame';
import { EquipmentFitnessNotice } from './equipment-fitness-notice';
import type { FieldProps } from './field-props';
import { inputClassName } from './input-class';

/** The company's list for this field, or why it is missing. */
export type EquipmentList =
  | { kind: 'loading' }
  | { kind: 'ready'; items: readonly EquipmentItem[]; isNumberRequired: boolean }
  | { kind: 'failed' }
  | { kind: 'noCompany' };

interface EquipmentFieldProps extends FieldProps<string> {
  list: EquipmentList;
  language: string;
}

function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/**
 * scaffolding_select and platform_select: the number as typed, checked as
 * the worker types against the company's list (case-insensitive, a partial match counts). The
 * phone suggests the list's numbers; an overdue inspection is said out loud. When the company
 * requires a number, the rule is shown before the worker sends anything.
 */
export function EquipmentField({
  field,
  value,
  onChange,
  error,
  list,
  language,
}: EquipmentFieldProps) {
  const { t } = useTranslation('entry-form');
  const ids = fieldIds(field.id);
  const listId = `list-${field.id}`;
  const typed = value.trim();
  const items = list.kind === 'ready' ? list.items : [];
  const found = list.kind === 'ready' && typed ? matchEquipment(items, typed) : null;
  const isNumberRequired = list.kind === 'ready' && list.isNumberRequired;
  // The label in the worker's language (else English, else Hebrew), marked with its own direction.
  const foundLabel =
    found?.labels && isLanguage(language) ? resolveText(found.labels, language) : null;

  return (
    <FieldFrame field={field} error={error} isSingleControl>
      <input
        id={ids.control}
        name={field.id}
        type="text"
        dir="auto"
        autoComplete="off"
        autoCapitalize="characters"
        list={items.length > 0 ? listId : undefined}
        value={value}
        placeholder={field.placeholder}
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[
          describedBy(field, error),
          isNumberRequired && `rule-${field.id}`,
          `status-${field.id}`,
        ]
          .filter(Boolean)
          .join(' ')}
        onChange={(e) => onChange(e.target.value)}
        className={inputClassName(error ? 'error' : null)}
      />
      {items.length > 0 && (
        <datalist id={listId}>
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </datalist>
      )}
      {isNumberRequired && (
        <p id={`rule-${field.id}`} className="mt-1 text-sm text-slate-700">
          {t('equipment.numberRequired')}
        </p>
      )}
      <div id={`status-${field.id}`} aria-live="polite" className="mt-1 text-sm font-medium">
        {list.kind === 'failed' && <p className="text-red-700">{t('equipment.loadError')}</p>}
        {list.kind === 'noCompany' && (
          <p className="text-red-700">{t('equipment.companyMissing')}</p>
        )}
        {list.kind === 'ready' &&
          typed &&
          !error &&
          (found ? (
            <>
              <p className="text-green-800">
                ✓{' '}
                <span {...textLanguage(foundLabel?.lang)}>
                  {t('equipment.found', { label: foundLabel?.text ?? found.label })}
                </span>
              </p>
              <EquipmentFitnessNotice fitness={found.fitness} />
              {found.isInspectionOverdue && (
                <p className="mt-1 rounded-md bg-amber-50 p-2 text-amber-900">
                  {t('equipment.overdue', {
                    date: found.nextInspectionDue
                      ? formatDay(found.nextInspectionDue, language)
                      : '-',
                  })}
                </p>
              )}
            </>
          ) : (
            <p className="text-red-700">{t('equipment.notFound')}</p>
          ))}
      </div>
    </FieldFrame>
  );
}
