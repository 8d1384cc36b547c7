import { useTranslation } from 'react-i18next';
import type { VisitsReport } from '@shared/schemas/visits.schemas';

/**
 * The worker's way in, step by step: how many reached each step (distinct per day; approvals
 * one each), as a bar and as a share of those who arrived.
 */
export function VisitsFunnel({ funnel }: { funnel: VisitsReport['funnel'] }) {
  const { t, i18n } = useTranslation('visits');
  const count = new Intl.NumberFormat(i18n.language);
  const first = funnel[0]?.visitors ?? 0;
  const widest = Math.max(1, ...funnel.map((s) => s.visitors));
  return (
    <ol className="flex flex-col gap-3">
      {funnel.map((s) => {
        const percent = first > 0 ? Math.round((s.visitors / first) * 100) : 0;
        return (
          <li key={s.step} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-slate-900">{t(`steps.${s.step}`)}</span>
              <span className="flex flex-wrap gap-x-3 text-sm text-slate-700">
                <bdi className="font-semibold text-slate-900">{count.format(s.visitors)}</bdi>
                {first > 0 ? <span>{t('funnel.ofFirst', { percent })}</span> : null}
              </span>
            </div>
            <div className="h-3 w-full rounded bg-slate-100" aria-hidden="true">
              <div
                className="h-3 rounded bg-blue-900"
                style={{ width: `${(s.visitors / widest) * 100}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
