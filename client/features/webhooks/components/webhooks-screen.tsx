import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OUTBOX_EVENT_TYPES, type OutboxEventType } from '@shared/notifications/event-types';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import {
  addWebhookEndpoint,
  invalidateWebhooks,
  removeWebhookEndpoint,
  webhookEndpointsQuery,
} from '@/data/webhooks';
import { errorText } from '@/lib/api-client';
import { DeliveryLog } from './delivery-log';

/** `entry_request.submitted` -> `submitted`: the event's key among the screen's texts. */
export const eventKey = (type: OutboxEventType) =>
  type.slice(type.indexOf('.') + 1) as 'submitted' | 'decided' | 'exited';

/** The company's webhook endpoints: add one (its secret shown once), remove, read its log. */
export function WebhooksScreen() {
  const { t, i18n } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const endpoints = useQuery(webhookEndpointsQuery());
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<OutboxEventType[]>([...OUTBOX_EVENT_TYPES]);
  const [openLog, setOpenLog] = useState<number | null>(null);
  const add = useMutation({
    mutationFn: addWebhookEndpoint,
    onSuccess: () => setUrl(''),
    onSettled: () => invalidateWebhooks(queryClient),
  });
  const remove = useMutation({
    mutationFn: removeWebhookEndpoint,
    onSettled: () => invalidateWebhooks(queryClient),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ url, events });
  };
  const toggle = (type: OutboxEventType) =>
    setEvents((current) =>
      current.includes(type) ? current.filter((e) => e !== type) : [...current, type],
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('webhooks.intro')}</p>
      <p className="text-sm text-slate-600">{t('webhooks.signing')}</p>
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <TextField
          label={t('webhooks.url')}
          type="url"
          dir="ltr"
          required
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 font-semibold">{t('webhooks.events')}</legend>
          {OUTBOX_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={() => toggle(type)}
              />
              {t(`webhooks.eventNames.${eventKey(type)}`)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="self-start" disabled={add.isPending}>
          {t('webhooks.add')}
        </Button>
        {add.isError && <Alert tone="error">{errorText(add.error, i18n.t)}</Alert>}
        {add.data && (
          <Alert tone="success">
            {t('webhooks.secretOnce')}{' '}
            <code dir="ltr" className="break-all">
              {add.data.secret}
            </code>
          </Alert>
        )}
      </form>
      {endpoints.isError && <Alert tone="error">{errorText(endpoints.error, i18n.t)}</Alert>}
      {remove.isError && <Alert tone="error">{errorText(remove.error, i18n.t)}</Alert>}
      {endpoints.data?.endpoints.length === 0 && (
        <p className="text-slate-600">{t('webhooks.empty')}</p>
      )}
      <ul className="flex flex-col gap-3">
        {endpoints.data?.endpoints.map((endpoint) => (
          <li key={endpoint.id} className="rounded-xl border border-slate-200 bg-white p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-col">
                <span dir="ltr" className="break-all font-semibold text-slate-900">
                  {endpoint.url}
                </span>
                <span className="text-sm text-slate-600">
                  {endpoint.events
                    .map((type) => t(`webhooks.eventNames.${eventKey(type)}`))
                    .join(' · ')}
                </span>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  aria-expanded={openLog === endpoint.id}
                  onClick={() => setOpenLog(openLog === endpoint.id ? null : endpoint.id)}
                >
                  {t('webhooks.deliveries')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(endpoint.id)}
                >
                  {t('webhooks.remove')}
                </Button>
              </div>
            </div>
            {openLog === endpoint.id && <DeliveryLog endpointId={endpoint.id} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
