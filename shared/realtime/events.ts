import type { RequestStatus } from '../entry-request/lifecycle';
import type { PermitState } from '../permits/permit-lifecycle';
import type { EntryRequestSummary } from '../schemas/entry-review.schemas';

export interface NewEntryRequestData {
  entryId: string;
  siteId: number;
  worker: { firstName: string; lastName: string };
  /** The request as the queue lists it, so an open queue, dashboard and counts need no read. */
  request: EntryRequestSummary;
  /** The calendar day it was submitted on, in the company's zone. */
  day: string;
}

/**
 * Every message on /ws, by type, with its payload (docs/realtime.md). Both the server hub and
 * the client's realtime client are typed by this one map.
 */
export interface ServerMessages {
  connected: { data: { audience: 'staff' | 'worker' } };
  new_entry_request: { data: NewEntryRequestData };
  safety_manager_coming: { data: { entryId: string; siteId: number } };
  approval: { data: { entryId: string; siteId: number } };
  rejection: { data: { entryId: string; siteId: number } };
  entry_status_changed: { data: { entryId: string; siteId: number; status: RequestStatus } };
  entry_exited: { data: { entryId: string; siteId: number } };
  /** To the staff of the site and to the pages of the workers on the permit. */
  permit_changed: { data: { permitId: number; siteId: number; state: PermitState } };
  subscribed: { data: { entryId: string } };
  connection_timeout: { data: Record<string, never> };
  /** The server missed events (its database connection was down): read everything again. */
  resync: { data: Record<string, never> };
  error: { data: { code: string } };
}

export type ServerMessageType = keyof ServerMessages;

export type ServerMessage = {
  [K in ServerMessageType]: { type: K; message?: string } & ServerMessages[K];
}[ServerMessageType];

export type ClientMessage = { type: 'subscribe'; entryId: string } | { type: 'ping' };

/** The message a status change sends to the worker's page. */
export type WorkerStatusMessageType = 'safety_manager_coming' | 'approval' | 'rejection';

export const STATUS_EVENT: Partial<Record<RequestStatus, WorkerStatusMessageType>> = {
  safety_manager_coming: 'safety_manager_coming',
  approved: 'approval',
  rejected: 'rejection',
};
