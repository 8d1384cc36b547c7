import { useTranslation } from 'react-i18next';
import { PushDevicesScreen } from '@/features/push-devices/components/push-devices-screen';
import { ManagePage } from './manage-page';

/** /manager/notifications: the user's devices that receive push notifications. */
export function PushDevicesPage() {
  const { t } = useTranslation('staff');
  return <ManagePage title={t('titles.pushDevices')}>{() => <PushDevicesScreen />}</ManagePage>;
}
