import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { invalidateWebhooks, resendWebhookDelivery, webhookDeliveriesQuery } from '@/data/webhooks';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';
import { eventKey } from './webhooks-screen';

/** An endpoint's latest deliveries with the receiver's answers, each one sendable again. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const { t, i18n } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const log = useQuery(webhookDeliveriesQuery(endpointId));
  const resend = useMutation({
    mutationFn: (deliveryId: number) => resendWebhookDelivery(endpointId, deliveryId),
    onSettled: () => invalidateWebhooks(queryClient),
  });
  if (log.isError) return <Alert tone="error">{errorText(log.error, i18n.t)}</Alert>;
  if (!log.data) return null;
  if (log.data.deliveries.length === 0) {
    return <p className="mt-2 text-slate-600">{t('webhooks.noDeliveries')}</p>;
  }
  return (
    <ol className="mt-2 divide-y divide-slate-200 border-t border-slate-200">
      {resend.isError && <Alert tone="error">{errorText(resend.error, i18n.t)}</Alert>}
      {log.data.deliveries.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="flex flex-col text-sm">
            <span className="font-semibold">
              {t(`webhooks.eventNames.${eventKey(delivery.eventType)}`)} ·{' '}
              {t(`webhooks.state.${delivery.state}`)}
            </span>
            <span className="text-slate-600">
              {formatDateTime(delivery.createdAt, i18n.language)} ·{' '}
              {t('webhooks.attempts', { count: delivery.attempts })}
              {delivery.lastStatus !== null &&
                ` · ${t('webhooks.lastStatus', { status: delivery.lastStatus })}`}
            </span>
            {(delivery.lastError ?? delivery.lastResponse) && (
              <code dir="ltr" className="break-all text-xs text-slate-500">
                {delivery.lastError ?? delivery.lastResponse}
              </code>
            )}
          </div>
          <Button
            variant="secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate(delivery.id)}
          >
            {t('webhooks.resend')}
          </Button>
        </li>
      ))}
    </ol>
  );
}
