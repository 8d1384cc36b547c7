import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesAgent } from '@shared/schemas/sales-agents.schemas';
import { csvHref, DataTable, type DataColumn } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';
import { useSalesAgents } from '../api/sales-agents';
import { AgentFormDialog } from './agent-form-dialog';
import { CompanyAgentPanel } from './company-agent-panel';

/** The sales agents, a new agent's sign-in, and which agent brings each company. */
export function SalesAgentsScreen() {
  const { t, i18n } = useTranslation('backoffice');
  const agents = useSalesAgents();
  const [isAdding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (agents.isPending) return <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>;
  if (agents.isError) return <Alert tone="error">{errorText(agents.error, i18n.t)}</Alert>;

  const columns: DataColumn<SalesAgent>[] = [
    {
      id: 'fullName',
      header: t('agents.columns.fullName'),
      cell: (a) => <bdi>{a.fullName}</bdi>,
      sortValue: (a) => a.fullName,
    },
    {
      id: 'username',
      header: t('agents.columns.username'),
      cell: (a) => <bdi>{a.username}</bdi>,
      sortValue: (a) => a.username,
    },
    {
      id: 'phone',
      header: t('agents.columns.phone'),
      cell: (a) => <span dir="ltr">{a.phone}</span>,
    },
    {
      id: 'companies',
      header: t('agents.columns.companies'),
      cell: (a) => a.companyCount,
      sortValue: (a) => a.companyCount,
    },
    {
      id: 'openLeads',
      header: t('agents.columns.openLeads'),
      cell: (a) => a.openLeadCount,
      sortValue: (a) => a.openLeadCount,
    },
    {
      id: 'active',
      header: t('agents.columns.active'),
      cell: (a) => t(a.isActive ? 'common.active' : 'common.inactive'),
      sortValue: (a) => (a.isActive ? 1 : 0),
    },
    {
      id: 'lastLogin',
      header: t('agents.columns.lastLogin'),
      cell: (a) =>
        a.lastLoginAt ? formatDateTime(a.lastLoginAt, i18n.language) : t('users.never'),
      sortValue: (a) => a.lastLoginAt,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      {notice && <Alert tone="success">{notice}</Alert>}
      <DataTable
        caption={t('titles.salesAgents')}
        rows={agents.data.agents}
        rowKey={(a) => a.id}
        columns={columns}
        searchText={(a) => `${a.fullName} ${a.username} ${a.phone} ${a.email}`}
        initialSort={{ id: 'fullName', descending: false }}
        toolbar={
          <>
            <Button onClick={() => setAdding(true)}>{t('agents.add')}</Button>
            <a
              href={csvHref('/api/admin/sales-agents/export.csv', i18n.language)}
              download
              className={buttonClassName('secondary')}
            >
              {t('table.export')}
            </a>
          </>
        }
      />
      <CompanyAgentPanel agents={agents.data.agents} />
      {isAdding && (
        <AgentFormDialog
          onClose={() => setAdding(false)}
          onCreated={(agent) => {
            setAdding(false);
            setNotice(t('agents.created', { name: agent.fullName }));
          }}
        />
      )}
    </div>
  );
}
