import type { z } from 'zod';
import type { SessionUser } from '../../../shared/schemas/auth.schemas';
import type {
  ContactRequest,
  ContactRequestBodySchema,
  ContactRequestUpdateBody,
  ContactStatus,
} from '../../../shared/schemas/contact-request.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changedFields, writeAudit } from '../../lib/audit';
import * as repo from './contact-requests.repository';

function toContactRequest(row: repo.ContactRequestRow): ContactRequest {
  return {
    ...row,
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

export async function listContactRequests(db: Db, status?: ContactStatus) {
  const rows = await repo.listContactRequests(db, status);
  return { items: rows.map(toContactRequest) };
}

export async function updateContactRequest(
  db: Db,
  user: SessionUser,
  id: number,
  body: ContactRequestUpdateBody,
): Promise<ContactRequest> {
  const row = await repo.findContactRequest(db, id);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  const changes = changedFields(row, body);
  if (Object.keys(changes).length === 0) return toContactRequest(row);
  await db.transaction(async (tx) => {
    await repo.updateContactRequest(tx, id, body);
    await writeAudit(tx, {
      companyId: null,
      actorUserId: user.id,
      action: 'contact_request.update',
      entityType: 'contact_request',
      entityId: id,
      ...(changes.status ? { fromStatus: row.status, toStatus: body.status } : {}),
      details: changes,
    });
  });
  return toContactRequest((await repo.findContactRequest(db, id))!);
}
