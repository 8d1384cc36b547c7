import { useTranslation } from 'react-i18next';
import type { EquipmentAlert } from '@shared/schemas/inspection.schemas';
import { Alert } from '@/components/ui/alert';

/** The scaffolds and platforms the request named that were not fit for use when it was sent. */
export function EquipmentAlerts({ alerts }: { alerts: readonly EquipmentAlert[] }) {
  // Most requests name nothing unfit; their details never wait for the inspections texts.
  return alerts.length === 0 ? null : <AlertList alerts={alerts} />;
}

function AlertList({ alerts }: { alerts: readonly EquipmentAlert[] }) {
  const { t } = useTranslation('inspections');
  return (
    <Alert tone="error">
      <p className="font-semibold">{t('alert.title')}</p>
      <ul>
        {alerts.map((alert) => (
          <li key={`${alert.kind}-${alert.number}`}>
            {t(`kind.${alert.kind}`)} <bdi dir="ltr">{alert.number}</bdi>:{' '}
            {t(`state.${alert.state}`, { date: '' })}
            {alert.reason && ` · ${t(`reason.${alert.reason}`)}`}
            {alert.closedReason && ` · ${t(`closedReason.${alert.closedReason}`)}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
