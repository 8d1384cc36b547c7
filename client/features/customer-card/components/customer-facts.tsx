import { useTranslation } from 'react-i18next';
import { formatShekels } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';
import { useCustomerFacts } from '../api/get-customer-facts';

/** The back office's part of a company's card: agent, plan and billing, leads, timeline. */
export function CustomerFacts({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation('backoffice');
  const facts = useCustomerFacts(companyId);
  if (facts.isPending) return <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>;
  if (facts.isError) return <Alert tone="error">{errorText(facts.error, i18n.t)}</Alert>;
  const { agent, plan, leads, timeline, month, monthNetAgorot } = facts.data;
  const money = (agorot: number) => formatShekels(agorot, i18n.language);
  return (
    <section aria-label={t('customer.title')} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <h3 className="font-semibold">{t('customer.agent')}</h3>
        <p>
          {agent ? (
            <>
              <bdi>{agent.agentName}</bdi> · {agent.commissionPercent}%
            </>
          ) : (
            t('leads.noAgent')
          )}
        </p>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <h3 className="font-semibold">{t('customer.plan')}</h3>
        <p>
          {plan
            ? t('billing.planSummary', {
                base: money(Math.round(plan.monthlyBase * 100)),
                siteDay: money(Math.round(plan.siteDayPrice * 100)),
                entry: money(Math.round(plan.entryPrice * 100)),
              })
            : t('billing.noPlan')}
        </p>
        <p>{t('customer.monthTotal', { month, net: money(monthNetAgorot) })}</p>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <h3 className="font-semibold">{t('customer.leads')}</h3>
        {leads.length === 0 ? (
          <p className="text-slate-600">{t('customer.noLeads')}</p>
        ) : (
          <ul>
            {leads.map((lead) => (
              <li key={lead.id}>
                <bdi>{lead.name}</bdi> · {t(`leads.status.${lead.status}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <h3 className="font-semibold">{t('customer.timeline')}</h3>
        {timeline.length === 0 ? (
          <p className="text-slate-600">{t('customer.noTimeline')}</p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm">
            {timeline.map((entry) => (
              <li key={entry.id}>
                {formatDateTime(entry.at, i18n.language)} · <span dir="ltr">{entry.action}</span>
                {entry.actorName && (
                  <>
                    {' '}
                    · <bdi>{entry.actorName}</bdi>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
