import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Dashboard as DashboardData } from '@shared/schemas/dashboard.schemas';
import { QueryState } from '@/components/query-state';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { requestOpenEntry } from '@/lib/open-entry-request';
import { useLiveEntryRequests } from '@/data/staff-realtime';
import { useDashboard } from '../api/get-dashboard';
import { ActivityList } from './activity-list';
import { EntriesChart } from './entries-chart';

const FIGURES = [
  { key: 'pending', tone: 'border-amber-400 text-amber-900' },
  { key: 'approved', tone: 'border-green-500 text-green-900' },
  { key: 'onSite', tone: 'border-blue-600 text-blue-900' },
  { key: 'rejected', tone: 'border-red-500 text-red-900' },
] as const;

/** The control panel: today's four figures, the chart, the latest activity. */
export function Dashboard({ siteId }: { siteId: number | null }) {
  useLiveEntryRequests();
  const query = useDashboard(siteId);
  return <QueryState query={query}>{(data) => <DashboardFigures data={data} />}</QueryState>;
}

function DashboardFigures({ data: { today, activity, perDay } }: { data: DashboardData }) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const openRequest = (entryRequestId: string) => {
    requestOpenEntry(entryRequestId);
    navigate('/manager/approval-queue');
  };

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('dashboard.todayTitle')}>
        {FIGURES.map(({ key, tone }) => (
          <li key={key} className={cn('rounded-xl border-s-4 bg-white p-4 shadow-sm', tone)}>
            <span className="block text-4xl font-bold">{today[key]}</span>
            <span className="text-base text-slate-700">{t(`dashboard.figures.${key}`)}</span>
          </li>
        ))}
      </ul>
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <Card>
          <EntriesChart days={perDay} />
        </Card>
        <Card>
          <ActivityList items={activity} onOpen={openRequest} />
        </Card>
      </div>
    </div>
  );
}
