import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { commissionPercentSchema, type SalesAgent } from '@shared/schemas/sales-agents.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';
import { zodFieldErrors } from '@/lib/form-errors';
import {
  useAssignCompanyAgent,
  useCompanyAgents,
  useCompanyChoices,
  useRemoveCompanyAgent,
} from '../api/sales-agents';

/** Which agent brings a company, at what commission, and who did before. */
export function CompanyAgentPanel({ agents }: { agents: readonly SalesAgent[] }) {
  const { t, i18n } = useTranslation('backoffice');
  const companies = useCompanyChoices();
  const [companyId, setCompanyId] = useState<number | null>(null);
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <h2 className="text-lg font-semibold">{t('agents.companyAgent')}</h2>
      {companies.isError && <Alert tone="error">{errorText(companies.error, i18n.t)}</Alert>}
      <SelectField
        label={t('agents.company')}
        value={companyId ?? ''}
        onChange={(event) => setCompanyId(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('agents.chooseCompany')}</option>
        {companies.data?.companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </SelectField>
      {companyId !== null && <CompanyAgent key={companyId} companyId={companyId} agents={agents} />}
    </section>
  );
}

function CompanyAgent({ companyId, agents }: { companyId: number; agents: readonly SalesAgent[] }) {
  const { t, i18n } = useTranslation(['backoffice', 'validation']);
  const history = useCompanyAgents(companyId);
  const assign = useAssignCompanyAgent(companyId);
  const remove = useRemoveCompanyAgent(companyId);
  const [agentId, setAgentId] = useState('');
  const [commission, setCommission] = useState('10');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fail = (e: unknown) => setNotice({ tone: 'error', text: errorText(e, i18n.t) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rate = commissionPercentSchema.safeParse(
      commission.trim() === '' ? Number.NaN : Number(commission),
    );
    if (!rate.success) {
      setError(zodFieldErrors(rate.error, i18n.t).form ?? null);
      return;
    }
    setError(null);
    assign.mutate(
      { agentId: Number(agentId), commissionPercent: rate.data },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('agents.assigned') }),
        onError: fail,
      },
    );
  };
  const current = history.data?.periods.find((p) => p.endsAt === null) ?? null;

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('agents.agent')}
          value={agentId}
          required
          onChange={(event) => setAgentId(event.target.value)}
        >
          <option value="">{t('agents.chooseAgent')}</option>
          {agents
            .filter((a) => a.isActive)
            .map((a) => (
              <option key={a.id} value={a.id}>
                {a.fullName}
              </option>
            ))}
        </SelectField>
        <TextField
          type="number"
          step="0.01"
          label={t('agents.commission')}
          value={commission}
          error={error}
          dir="ltr"
          onChange={(event) => setCommission(event.target.value)}
        />
        <Button type="submit" disabled={!agentId || assign.isPending}>
          {t('agents.assign')}
        </Button>
        {current && (
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => setNotice({ tone: 'success', text: t('agents.removed') }),
                onError: fail,
              })
            }
          >
            {t('agents.remove')}
          </Button>
        )}
      </form>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <h3 className="font-semibold">{t('agents.history')}</h3>
      {history.isError && <Alert tone="error">{errorText(history.error, i18n.t)}</Alert>}
      {history.data?.periods.length === 0 && (
        <p className="text-sm text-slate-600">{t('agents.noHistory')}</p>
      )}
      <ul className="flex flex-col gap-1 text-sm">
        {history.data?.periods.map((period) => (
          <li key={period.id}>
            <bdi>{period.agentName}</bdi> · {period.commissionPercent}% ·{' '}
            {t('agents.period', {
              from: formatDateTime(period.startsAt, i18n.language),
              to: period.endsAt ? formatDateTime(period.endsAt, i18n.language) : t('agents.now'),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
