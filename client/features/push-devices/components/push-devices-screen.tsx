import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@shared/i18n/languages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  addPushDevice,
  invalidatePushDevices,
  pushDevicesQuery,
  removePushDevice,
} from '@/data/push-devices';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';
import { canReceivePush, subscribeToPush } from '@/lib/staff-pwa';
import { deviceLabel } from '../lib/device-label';

/**
 * The user's devices that receive push notifications: turn this one on, see each, remove any.
 * Each device speaks the language the app had when it was turned on.
 */
export function PushDevicesScreen() {
  const { t, i18n } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const devices = useQuery(pushDevicesQuery());
  const [isDenied, setIsDenied] = useState(false);

  const enable = useMutation({
    mutationFn: async () => {
      const subscription = await subscribeToPush(devices.data!.publicKey);
      if (!subscription) {
        setIsDenied(true);
        return;
      }
      await addPushDevice({
        endpoint: subscription.endpoint ?? '',
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        deviceLabel: deviceLabel(navigator.userAgent),
        language: isLanguage(i18n.language) ? i18n.language : 'he',
      });
    },
    onSettled: () => invalidatePushDevices(queryClient),
  });
  const remove = useMutation({
    mutationFn: removePushDevice,
    onSettled: () => invalidatePushDevices(queryClient),
  });

  const isSupported = canReceivePush();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('devices.intro')}</p>
      {!isSupported && <Alert tone="info">{t('devices.unsupported')}</Alert>}
      {isDenied && <Alert tone="error">{t('devices.denied')}</Alert>}
      {enable.isError && <Alert tone="error">{errorText(enable.error, i18n.t)}</Alert>}
      {remove.isError && <Alert tone="error">{errorText(remove.error, i18n.t)}</Alert>}
      {devices.isError && <Alert tone="error">{errorText(devices.error, i18n.t)}</Alert>}
      {isSupported && devices.data && (
        <Button className="self-start" disabled={enable.isPending} onClick={() => enable.mutate()}>
          {enable.isPending ? t('devices.enabling') : t('devices.enable')}
        </Button>
      )}
      {devices.data && devices.data.devices.length === 0 && (
        <p className="text-slate-600">{t('devices.empty')}</p>
      )}
      {devices.data && devices.data.devices.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {devices.data.devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="flex flex-col gap-1">
                <span className="font-semibold text-slate-900">
                  {device.deviceLabel || t('devices.unnamed')}
                </span>
                <span className="text-sm text-slate-600">
                  {t('devices.added', { date: formatDateTime(device.createdAt, i18n.language) })}
                  {device.lastSentAt &&
                    ` · ${t('devices.lastSent', { date: formatDateTime(device.lastSentAt, i18n.language) })}`}
                </span>
              </div>
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() => remove.mutate(device.id)}
              >
                {t('devices.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
