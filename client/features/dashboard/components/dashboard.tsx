import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Dashboard as DashboardData } from '@shared/schemas/dashboard.schemas';
import type { WaitTimes } from '@shared/schemas/wait-times.schemas';
import { QueryState } from '@/components/query-state';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { requestOpenEntry } from '@/lib/open-entry-request';
import { useLiveEntryRequests } from '@/data/staff-realtime';
import { useDashboard } from '../api/get-dashboard';
import { useWaitTimes } from '../api/get-wait-times';
import { ActivityList } from './activity-list';
import { EntriesChart } from './entries-chart';
import { WaitTimesPanel } from './wait-times-panel';

const FIGURES = [
  { key: 'pending', tone: 'border-amber-400 text-amber-900' },
  { key: 'approved', tone: 'border-green-500 text-green-900' },
  { key: 'onSite', tone: 'border-blue-600 text-blue-900' },
  { key: 'rejected', tone: 'border-red-500 text-red-900' },
] as const;

interface DashboardProps {
  siteId: number | null;
  /** The gate's waiting times, for a user of a company. */
  withWaitTimes?: boolean;
}

/** The control panel: today's four figures, the chart, the latest activity, the gate's waits. */
export function Dashboard({ siteId, withWaitTimes = false }: DashboardProps) {
  useLiveEntryRequests();
  const query = useDashboard(siteId);
  const waits = useWaitTimes(withWaitTimes);
  return (
    <QueryState query={query}>
      {(data) => <DashboardFigures data={data} waits={waits.data} siteId={siteId} />}
    </QueryState>
  );
}

interface DashboardFiguresProps {
  data: DashboardData;
  waits: WaitTimes | undefined;
  siteId: number | null;
}

function DashboardFigures({
  data: { today, activity, perDay },
  waits,
  siteId,
}: DashboardFiguresProps) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const openRequest = (entryRequestId: string) => {
    requestOpenEntry(entryRequestId);
    navigate('/manager/approval-queue');
  };

  return (
    <div className="flex flex-col gap-4">
      <ul
        className="grid grid-cols-1 gap-3 min-[18rem]:grid-cols-2 lg:grid-cols-4"
        aria-label={t('dashboard.todayTitle')}
      >
        {FIGURES.map(({ key, tone }) => (
          <li key={key} className={cn('rounded-xl border-s-4 bg-white p-4 shadow-sm', tone)}>
            <span className="block text-4xl font-bold">{today[key]}</span>
            <span className="text-base text-slate-700">{t(`dashboard.figures.${key}`)}</span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <Card>
          <EntriesChart days={perDay} />
        </Card>
        <Card>
          <ActivityList items={activity} onOpen={openRequest} />
        </Card>
      </div>
      {waits && (
        <Card>
          <WaitTimesPanel data={waits} siteId={siteId} onOpen={openRequest} />
        </Card>
      )}
    </div>
  );
}
