import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { itemInspectionsQuery } from '@/data/inspections';
import { formatDateTime } from '@/lib/date-format';
import { ChangeForm } from './change-form';
import { FitnessBanner } from './fitness-banner';
import { InspectionForm } from './inspection-form';
import { TagPrint } from './tag-print';

/**
 * An item's state, its checklist for a qualified user, a change to it for whoever may mark
 * one, and its earlier inspections.
 */
export function InspectScreen({ id, mayRecordChange }: { id: number; mayRecordChange: boolean }) {
  const { t, i18n } = useTranslation('inspections');
  const query = useQuery(itemInspectionsQuery(id));
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  return (
    <QueryState query={query}>
      {(item) => (
        <div className="mx-auto max-w-xl space-y-4">
          <h2 className="text-xl font-semibold">
            {t('inspect.title', {
              item: `${t(`kind.${item.kind}`)} ${item.number} · ${resolveText(item.label, language).text}`,
            })}
          </h2>
          <FitnessBanner fitness={item.fitness} />
          {item.canInspect ? (
            <InspectionForm item={item} />
          ) : (
            <Alert tone="warning">{t('inspect.notQualified')}</Alert>
          )}
          {mayRecordChange && item.kind === 'scaffold' && <ChangeForm equipmentId={item.id} />}
          <TagPrint item={item} />
          {item.records.length > 0 && (
            <section>
              <h3 className="font-semibold">{t('inspect.history')}</h3>
              <ul className="divide-y divide-slate-200">
                {item.records.map((record) => (
                  <li key={record.id} className="py-2">
                    <span className="font-medium">
                      {t(`outcome.${record.outcome}`)}
                      {record.closedReason && ` · ${t(`closedReason.${record.closedReason}`)}`}
                    </span>{' '}
                    · {formatDateTime(record.inspectedAt, i18n.language)} · {record.inspectorName}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </QueryState>
  );
}
