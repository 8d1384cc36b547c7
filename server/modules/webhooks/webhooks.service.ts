import type { OutboxEventType } from '@shared/notifications/event-types';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEventBody,
} from '@shared/schemas/webhooks.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hostReach } from '../../lib/outbound-target';
import { companyIdForCall } from '../../lib/scope';
import { getEntryStatus } from '../entry-requests/entry-requests.service';
import { newWebhookSecret } from './webhook-signature';
import * as repo from './webhooks.repository';

function toEndpoint(row: repo.WebhookEndpointRow): WebhookEndpoint {
  return { id: row.id, url: row.url, events: row.events, createdAt: row.createdAt.toISOString() };
}

export async function listEndpoints(db: Db, user: SessionUser) {
  return (await repo.listEndpoints(db, companyIdForCall(user, null))).map(toEndpoint);
}

/**
 * A new endpoint of the caller's company. An address on the machine, a private network or
 * link-local is refused unless the operator allows it (ALLOW_PRIVATE_NETWORK_TARGETS).
 */
export async function addEndpoint(
  db: Db,
  user: SessionUser,
  body: WebhookEndpointBody,
  options: { allowPrivateNetworkTargets: boolean },
) {
  const companyId = companyIdForCall(user, null);
  const url = new URL(body.url);
  const reach = await hostReach(url);
  const isAllowed = options.allowPrivateNetworkTargets
    ? url.protocol === 'https:' || reach === 'private'
    : url.protocol === 'https:' && reach === 'public';
  if (!isAllowed) throw new AppError(400, 'WEBHOOK_URL_NOT_ALLOWED');
  const secret = newWebhookSecret();
  const row = await repo.insertEndpoint(db, {
    companyId,
    url: body.url,
    events: body.events,
    secret,
    createdBy: user.id,
  });
  return { endpoint: toEndpoint(row), secret };
}

export async function removeEndpoint(db: Db, user: SessionUser, id: number) {
  if (!(await repo.deleteEndpoint(db, companyIdForCall(user, null), id))) {
    throw new AppError(404, 'NOT_FOUND');
  }
}

const LOG_LENGTH = 50;

function toDelivery(row: repo.WebhookDeliveryRow): WebhookDelivery {
  const state = row.deliveredAt ? 'delivered' : row.givenUpAt ? 'failed' : 'pending';
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastResponse: row.lastResponse,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

async function ownEndpoint(db: Db, user: SessionUser, id: number) {
  const endpoint = await repo.findEndpoint(db, companyIdForCall(user, null), id);
  if (!endpoint) throw new AppError(404, 'NOT_FOUND');
  return endpoint;
}

export async function listDeliveries(db: Db, user: SessionUser, endpointId: number) {
  await ownEndpoint(db, user, endpointId);
  return (await repo.listDeliveries(db, endpointId, LOG_LENGTH)).map(toDelivery);
}

export async function resendDelivery(
  db: Db,
  user: SessionUser,
  endpointId: number,
  deliveryId: number,
) {
  await ownEndpoint(db, user, endpointId);
  const row = await repo.resend(db, endpointId, deliveryId);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toDelivery(row);
}

export interface OutboxEvent {
  eventId: string;
  type: OutboxEventType;
  companyId: number;
  entryRequestId: string;
  occurredAt: Date;
}

/** The body every endpoint receives for an event, as the request stands when it is handed on. */
async function eventBody(db: Db, event: OutboxEvent): Promise<WebhookEventBody> {
  const request = await getEntryStatus(db, event.entryRequestId);
  return {
    id: event.eventId,
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: {
      entryRequestId: request.id,
      requestNumber: request.requestNumber,
      status: request.status,
      site: { id: request.site.id, name: request.site.name },
      worker: {
        firstName: request.worker.firstName,
        lastName: request.worker.lastName,
        company: request.company.name,
      },
      submittedAt: request.createdAt,
      decidedAt: request.decidedAt,
      exitTime: request.exitTime,
    },
  };
}

/**
 * Queues the event for each endpoint of its company that asked for its type. Queuing it again
 * (an instance died before the outbox forgot it) adds nothing.
 */
export async function enqueueDeliveries(db: Db, event: OutboxEvent) {
  const endpoints = await repo.endpointsFor(db, event.companyId, event.type);
  if (endpoints.length === 0) return 0;
  const body = JSON.stringify(await eventBody(db, event));
  await repo.insertDeliveries(
    db,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId: event.eventId,
      eventType: event.type,
      body,
    })),
  );
  return endpoints.length;
}
