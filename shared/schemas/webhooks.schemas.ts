import { z } from 'zod';
import { REQUEST_STATUSES } from '../entry-request/lifecycle';
import { OUTBOX_EVENT_TYPES } from '../notifications/event-types';

/**
 * POST /api/webhooks: an integrator's HTTPS address and the events it receives. Plain HTTP
 * passes this check only for the server to refuse it, unless the operator allows private
 * addresses (a test's receiver on the machine itself).
 */
export const WebhookEndpointBodySchema = z.object({
  url: z.url({ protocol: /^https?$/, message: 'validation.webhookUrl' }).max(500),
  events: z
    .array(z.enum(OUTBOX_EVENT_TYPES))
    .min(1, 'validation.webhookEvents')
    .max(OUTBOX_EVENT_TYPES.length)
    .refine((events) => new Set(events).size === events.length, 'validation.webhookEvents'),
});
export type WebhookEndpointBody = z.infer<typeof WebhookEndpointBodySchema>;

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(OUTBOX_EVENT_TYPES)),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });

/** The answer to a new endpoint: its signing secret, shown this once. */
export const CreatedWebhookEndpointSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string(),
});
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.enum(OUTBOX_EVENT_TYPES),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  /** The start of the receiver's last answer. */
  lastResponse: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) });

/**
 * The JSON body of every delivery (signed with the Standard Webhooks scheme: webhook-id,
 * webhook-timestamp and webhook-signature headers). `id` is the event's, the same on every
 * retry, so a receiver drops a second delivery by it.
 */
export const WebhookEventBodySchema = z.object({
  id: z.string(),
  type: z.enum(OUTBOX_EVENT_TYPES),
  timestamp: z.string(),
  data: z.object({
    entryRequestId: z.string(),
    requestNumber: z.number().int(),
    status: z.enum(REQUEST_STATUSES),
    site: z.object({ id: z.number().int(), name: z.string() }),
    worker: z.object({ firstName: z.string(), lastName: z.string(), company: z.string() }),
    submittedAt: z.string(),
    decidedAt: z.string().nullable(),
    exitTime: z.string().nullable(),
  }),
});
export type WebhookEventBody = z.infer<typeof WebhookEventBodySchema>;
