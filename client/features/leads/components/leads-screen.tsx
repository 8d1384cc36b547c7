import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_STATUSES,
  type ContactRequest,
  type ContactStatus,
} from '@shared/schemas/contact-request.schemas';
import { csvHref, DataTable, type DataColumn } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { formatDay } from '@/lib/date-format';
import { useLeads } from '../api/leads';
import { LeadDialog } from './lead-dialog';
import { LeadStatusBadge } from './lead-status-badge';

interface LeadsScreenProps {
  /** The platform's people assign agents and open companies; an agent works his leads only. */
  canManage: boolean;
}

/** The public site's contact and account requests as a sales pipeline. */
export function LeadsScreen({ canManage }: LeadsScreenProps) {
  const { t, i18n } = useTranslation('backoffice');
  const leads = useLeads();
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [openId, setOpenId] = useState<number | null>(null);

  if (leads.isPending) return <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>;
  if (leads.isError) return <Alert tone="error">{errorText(leads.error, i18n.t)}</Alert>;

  const rows = status
    ? leads.data.items.filter((lead) => lead.status === status)
    : leads.data.items;
  const columns: DataColumn<ContactRequest>[] = [
    {
      id: 'createdAt',
      header: t('leads.columns.createdAt'),
      cell: (lead) => formatDay(lead.createdAt.slice(0, 10), i18n.language),
      sortValue: (lead) => lead.createdAt,
    },
    {
      id: 'name',
      header: t('leads.columns.name'),
      cell: (lead) => (
        <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpenId(lead.id)}>
          <bdi>{lead.name}</bdi>
        </Button>
      ),
      sortValue: (lead) => lead.name,
    },
    {
      id: 'companyName',
      header: t('leads.columns.companyName'),
      cell: (lead) => <bdi>{lead.companyName}</bdi>,
      sortValue: (lead) => lead.companyName,
    },
    {
      id: 'contact',
      header: t('leads.columns.phone'),
      cell: (lead) => (
        <span dir="ltr" className="whitespace-nowrap">
          {lead.phone || lead.email}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('leads.columns.status'),
      cell: (lead) => <LeadStatusBadge status={lead.status} />,
      sortValue: (lead) => CONTACT_STATUSES.indexOf(lead.status),
    },
    {
      id: 'agent',
      header: t('leads.columns.agent'),
      cell: (lead) => lead.assignedAgent?.fullName ?? t('leads.noAgent'),
      sortValue: (lead) => lead.assignedAgent?.fullName ?? null,
    },
    {
      id: 'followUpOn',
      header: t('leads.columns.followUpOn'),
      cell: (lead) => (lead.followUpOn ? formatDay(lead.followUpOn, i18n.language) : ''),
      sortValue: (lead) => lead.followUpOn,
    },
  ];

  return (
    <>
      <DataTable
        caption={t('titles.contactRequests')}
        rows={rows}
        rowKey={(lead) => lead.id}
        columns={columns}
        searchText={(lead) =>
          [lead.name, lead.companyName, lead.phone, lead.email, lead.message].join(' ')
        }
        initialSort={{ id: 'createdAt', descending: true }}
        toolbar={
          <>
            <SelectField
              label={t('leads.columns.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value as ContactStatus | '')}
            >
              <option value="">{t('leads.allStatuses')}</option>
              {CONTACT_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`leads.status.${option}`)}
                </option>
              ))}
            </SelectField>
            <a
              href={csvHref(
                '/api/contact-requests/export.csv',
                i18n.language,
                status ? { status } : {},
              )}
              download
              className={buttonClassName('secondary')}
            >
              {t('table.export')}
            </a>
          </>
        }
      />
      {openId !== null && (
        <LeadDialog id={openId} canManage={canManage} onClose={() => setOpenId(null)} />
      )}
    </>
  );
}
