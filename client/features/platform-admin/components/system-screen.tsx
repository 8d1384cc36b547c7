import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@shared/schemas/platform-admin';
import { Alert } from '@/components/ui/alert';
import { Card, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { useSystemStatus } from '../api/get-system-status';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 py-2 first:border-t-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function uptimeParts(seconds: number) {
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
  };
}

/** /admin/system: the figures the server keeps for /readyz and /metrics, refreshed live. */
export function SystemScreen() {
  const { t, i18n } = useTranslation('admin');
  const status = useSystemStatus();
  if (status.isPending) return <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>;
  if (status.isError) return <Alert tone="error">{errorText(status.error, i18n.t)}</Alert>;
  return <SystemFigures status={status.data} />;
}

function SystemFigures({ status }: { status: SystemStatus }) {
  const { t, i18n } = useTranslation('admin');
  const { database, requests } = status;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('system.refreshNote')}</p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardTitle>{t('system.server')}</CardTitle>
          <dl className="mt-3">
            <Row label={t('system.version')}>
              <bdi dir="ltr">{status.version}</bdi>
            </Row>
            <Row label={t('system.nodeVersion')}>
              <bdi dir="ltr">{status.nodeVersion}</bdi>
            </Row>
            <Row label={t('system.startedAt')}>
              {formatDateTime(status.startedAt, i18n.language)}
            </Row>
            <Row label={t('system.uptime')}>
              {t('system.uptimeValue', uptimeParts(status.uptimeSeconds))}
            </Row>
            <Row label={t('system.eventLoopLag')}>
              {status.eventLoopLagMs === null
                ? t('system.notMeasured')
                : t('system.milliseconds', { ms: status.eventLoopLagMs })}
            </Row>
          </dl>
        </Card>
        <Card>
          <CardTitle>{t('system.database')}</CardTitle>
          <dl className="mt-3">
            <Row label={t('system.database')}>{t(`system.databaseKinds.${database.kind}`)}</Row>
            <Row label={t('companies.columns.status')}>
              <span
                className={cn(
                  'rounded px-2 py-0.5',
                  database.isReachable ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900',
                )}
              >
                {database.isReachable
                  ? t('system.databaseUp', { ms: database.pingMs ?? 0 })
                  : t('system.databaseDown')}
              </span>
            </Row>
          </dl>
        </Card>
        <Card>
          <CardTitle>{t('system.connections')}</CardTitle>
          <dl className="mt-3">
            {(['staff', 'worker'] as const).map((audience) => (
              <Row key={audience} label={t(`system.audiences.${audience}`)}>
                {status.websocketConnections.find((c) => c.audience === audience)?.count ?? 0}
              </Row>
            ))}
          </dl>
        </Card>
        <Card>
          <CardTitle>{t('system.requests')}</CardTitle>
          {requests ? (
            <dl className="mt-3">
              <Row label={t('system.pendingNow')}>{requests.pendingNow}</Row>
              <Row label={t('system.approvedToday')}>{requests.approvedToday}</Row>
            </dl>
          ) : (
            <p className="mt-3 text-slate-600">{t('system.requestsUnknown')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
