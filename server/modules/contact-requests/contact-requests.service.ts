import type { z } from 'zod';
import { userCan } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  ContactRequest,
  ContactRequestBodySchema,
  ContactRequestUpdateBody,
  ContactStatus,
  LeadAgentBody,
  LeadDetails,
} from '@shared/schemas/contact-request.schemas';
import type { CompanyCreateBodySchema, PlatformCompany } from '@shared/schemas/platform-admin';
import type { Language } from '@shared/i18n/languages';
import type { Db } from '../../db/client';
import { validationMessage } from '../../i18n/messages';
import { AppError } from '../../lib/app-error';
import { changedFields, writeAudit } from '../../lib/audit';
import { catalogText } from '../../lib/catalog';
import { attachmentDisposition, toCsv } from '../../lib/csv';
import { createCompany } from '../platform-admin/platform-admin.service';
import * as repo from './contact-requests.repository';

/** Who is asking: the platform's people read every lead, an agent the leads assigned to him. */
export interface LeadReader {
  user: SessionUser;
  mainAccountUsernames: readonly string[];
}

const readsEveryLead = (reader: LeadReader) =>
  userCan(reader.user, 'leads.manage', reader.mainAccountUsernames);

function toLead(row: repo.LeadRow): ContactRequest {
  const { agentName, assignedAgentId, ...lead } = row;
  return {
    ...lead,
    assignedAgent:
      assignedAgentId === null ? null : { id: assignedAgentId, fullName: agentName ?? '' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Stores an inquiry from a marketing page. A filled honeypot is a robot: it is told "thank
 * you" like anybody else, so it learns nothing, and nothing is stored.
 */
export async function submitContactRequest(
  db: Db,
  body: z.infer<typeof ContactRequestBodySchema>,
): Promise<void> {
  if (body.website) return;
  const { website: _website, ...values } = body;
  await db.transaction(async (tx) => {
    const id = await repo.insertContactRequest(tx, values);
    await writeAudit(tx, {
      companyId: null,
      actorUserId: null,
      action: 'contact_request.create',
      entityType: 'contact_request',
      entityId: id,
      toStatus: 'new',
      details: { kind: values.kind, source: values.source },
    });
  });
}

export async function listLeads(db: Db, reader: LeadReader, status?: ContactStatus) {
  const agentId = readsEveryLead(reader) ? undefined : reader.user.id;
  const rows = await repo.listLeads(db, { status, agentId });
  return { items: rows.map(toLead) };
}

/** A lead the reader may see; another agent's lead answers 404, as if it did not exist. */
async function readableLead(db: Db, reader: LeadReader, id: number) {
  const row = await repo.findLead(db, id);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  if (!readsEveryLead(reader) && row.assignedAgentId !== reader.user.id) {
    throw new AppError(404, 'NOT_FOUND');
  }
  return row;
}

export async function leadDetails(db: Db, reader: LeadReader, id: number): Promise<LeadDetails> {
  const row = await readableLead(db, reader, id);
  const notes = await repo.listNotes(db, id);
  return {
    ...toLead(row),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}

export async function updateLead(
  db: Db,
  reader: LeadReader,
  id: number,
  body: ContactRequestUpdateBody,
): Promise<ContactRequest> {
  const row = await readableLead(db, reader, id);
  const changes = changedFields(row, body);
  if (Object.keys(changes).length === 0) return toLead(row);
  await db.transaction(async (tx) => {
    await repo.updateLead(tx, id, body);
    await writeAudit(tx, {
      companyId: null,
      actorUserId: reader.user.id,
      action: 'contact_request.update',
      entityType: 'contact_request',
      entityId: id,
      ...(changes.status ? { fromStatus: row.status, toStatus: body.status } : {}),
      details: changes,
    });
  });
  return toLead((await repo.findLead(db, id))!);
}

export async function addNote(db: Db, reader: LeadReader, id: number, body: string) {
  await readableLead(db, reader, id);
  await db.transaction(async (tx) => {
    const noteId = await repo.insertNote(tx, { leadId: id, authorUserId: reader.user.id, body });
    await writeAudit(tx, {
      companyId: null,
      actorUserId: reader.user.id,
      action: 'contact_request.note',
      entityType: 'contact_request',
      entityId: id,
      details: { noteId },
    });
  });
  return leadDetails(db, reader, id);
}

export async function assignAgent(
  db: Db,
  reader: LeadReader,
  id: number,
  body: LeadAgentBody,
  language: Language,
): Promise<ContactRequest> {
  const row = await readableLead(db, reader, id);
  if (body.agentId !== null && (await repo.findActiveAgent(db, body.agentId)) === null) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      agentId: validationMessage('agentUnknown', language),
    });
  }
  if (row.assignedAgentId === body.agentId) return toLead(row);
  await db.transaction(async (tx) => {
    await repo.updateLead(tx, id, { assignedAgentId: body.agentId });
    await writeAudit(tx, {
      companyId: null,
      actorUserId: reader.user.id,
      action: 'contact_request.assign',
      entityType: 'contact_request',
      entityId: id,
      details: { from: row.assignedAgentId, to: body.agentId },
    });
  });
  return toLead((await repo.findLead(db, id))!);
}

/**
 * Opens the company the lead asked for, with its first admin, and marks the lead won, in one
 * transaction: a lead opens one company; a second attempt answers 409 and creates nothing.
 */
export async function openCompany(
  db: Db,
  reader: LeadReader,
  id: number,
  body: z.infer<typeof CompanyCreateBodySchema>,
): Promise<PlatformCompany> {
  const row = await readableLead(db, reader, id);
  if (row.companyId !== null) throw new AppError(409, 'LEAD_ALREADY_CONVERTED');
  return createCompany(db, reader.user, body, async (tx, companyId) => {
    if (!(await repo.linkCompany(tx, id, companyId))) {
      throw new AppError(409, 'LEAD_ALREADY_CONVERTED');
    }
    await writeAudit(tx, {
      companyId,
      actorUserId: reader.user.id,
      action: 'contact_request.convert',
      entityType: 'contact_request',
      entityId: id,
      fromStatus: row.status,
      toStatus: 'won',
    });
  });
}

const CSV_COLUMNS = [
  'createdAt',
  'name',
  'companyName',
  'phone',
  'email',
  'status',
  'agent',
  'followUpOn',
  'message',
] as const;

export async function leadsCsv(
  db: Db,
  reader: LeadReader,
  status: ContactStatus | undefined,
  language: Language,
) {
  const { items } = await listLeads(db, reader, status);
  const text = (key: string) => catalogText(language, 'backoffice', key);
  const csv = toCsv(
    CSV_COLUMNS.map((column) => text(`leads.columns.${column}`)),
    items.map((lead) => [
      lead.createdAt.slice(0, 10),
      lead.name,
      lead.companyName,
      lead.phone,
      lead.email,
      text(`leads.status.${lead.status}`),
      lead.assignedAgent?.fullName ?? '',
      lead.followUpOn ?? '',
      lead.message,
    ]),
  );
  return { csv, disposition: attachmentDisposition('leads.csv') };
}
