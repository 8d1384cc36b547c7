import { useTranslation } from 'react-i18next';
import type { WorkerHistory } from '@shared/schemas/worker-recognition.schemas';

type Visit = WorkerHistory['visits'][number];

/**
 * The worker's visits, newest first: which site, when, what was decided, from where, and the
 * induction each carried.
 */
export function WorkerVisitList({ visits }: { visits: WorkerHistory['visits'] }) {
  const { t, i18n } = useTranslation(['manage', 'review']);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const inductionText = (induction: NonNullable<Visit['induction']>) => {
    if (induction.isRevoked) return t('workers.inductionRevoked');
    const kind = induction.isReused ? t('workers.inductionReused') : t('workers.inductionDone');
    const until = induction.validUntil
      ? t('workers.inductionUntil', {
          date: new Date(induction.validUntil).toLocaleDateString(i18n.language),
        })
      : t('workers.inductionEveryVisit');
    return `${kind} · ${until}`;
  };
  return (
    <table className="w-full text-start text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th className="py-2 text-start font-medium">{t('workers.number')}</th>
          <th className="py-2 text-start font-medium">{t('workers.site')}</th>
          <th className="py-2 text-start font-medium">{t('workers.submitted')}</th>
          <th className="py-2 text-start font-medium">{t('workers.status')}</th>
        </tr>
      </thead>
      <tbody>
        {visits.map((visit) => (
          <tr key={visit.id} className="border-b border-slate-100 align-top">
            <td className="py-2">{visit.requestNumber}</td>
            <td className="py-2" dir="auto">
              {visit.siteName}
            </td>
            <td className="py-2">{when(visit.createdAt)}</td>
            <td className="py-2">
              {t(`status.${visit.status}`, { ns: 'review' })}
              {visit.isFromRememberedPhone && (
                <span className="block text-xs text-slate-600">{t('workers.fromRemembered')}</span>
              )}
              {visit.induction && (
                <span className="block text-xs text-slate-600">
                  {inductionText(visit.induction)}
                </span>
              )}
              {visit.isPersonalDataErased && (
                <span className="block text-xs text-slate-600">{t('workers.erased')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
