import type { RequestStatus } from '@shared/entry-request/lifecycle';
import type { Db } from '../server/db/client';
import { auditLog, entryRequestFiles, entryRequests } from '../server/db/schema';
import { randomToken } from '../server/lib/crypto';

let nextNumber = 1;

/**
 * An entry request written straight to the database, for tests of the staff screens that must
 * not depend on the submission's multipart format.
 */
export async function createEntryRequest(
  db: Db,
  values: {
    companyId: number;
    siteId: number;
    status?: RequestStatus;
    firstName?: string;
    lastName?: string;
    phone?: string;
    workerCompany?: string;
    createdAt?: Date;
    decidedAt?: Date | null;
    decidedBy?: number | null;
    exitTime?: Date | null;
    rejectionReason?: string | null;
    workStartDate?: string | null;
    scaffoldingNumber?: string | null;
    platformNumber?: string | null;
    formVersion?: number;
    values?: Record<string, unknown>;
    language?: string;
  },
) {
  const status = values.status ?? 'pending';
  const isDecided = status === 'approved' || status === 'rejected';
  const [row] = await db
    .insert(entryRequests)
    .values({
      id: randomToken(16),
      companyId: values.companyId,
      siteId: values.siteId,
      requestNumber: nextNumber++,
      status,
      rejectionReason: values.rejectionReason ?? null,
      formVersion: values.formVersion ?? 0,
      values: values.values ?? {},
      language: values.language ?? 'he',
      workerFirstName: values.firstName ?? 'משה',
      workerLastName: values.lastName ?? 'כהן',
      workerPhone: values.phone ?? '050-1234567',
      workerCompany: values.workerCompany ?? 'קבלן משנה',
      workStartDate: values.workStartDate ?? null,
      scaffoldingNumber: values.scaffoldingNumber ?? null,
      platformNumber: values.platformNumber ?? null,
      exitTime: values.exitTime ?? null,
      decidedBy: values.decidedBy ?? null,
      decidedAt:
        values.decidedAt === undefined ? (isDecided ? new Date() : null) : values.decidedAt,
      createdAt: values.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}

export async function addEntryFile(db: Db, entryRequestId: string, fieldId: string) {
  const id = randomToken(16);
  const bytes = Buffer.from([0xff, 0xd8, 0xff]);
  await db.insert(entryRequestFiles).values({
    id,
    entryRequestId,
    fieldId,
    contentType: 'image/jpeg',
    width: 1,
    height: 1,
    bytes,
    thumbnail: bytes,
  });
  return id;
}

export async function addEntryAudit(
  db: Db,
  values: {
    companyId: number;
    entryRequestId: string;
    actorUserId: number | null;
    action: string;
    fromStatus?: string | null;
    toStatus?: string | null;
    reason?: string | null;
    createdAt?: Date;
  },
) {
  await db.insert(auditLog).values({
    companyId: values.companyId,
    actorUserId: values.actorUserId,
    action: values.action,
    entityType: 'entry_request',
    entityId: values.entryRequestId,
    fromStatus: values.fromStatus ?? null,
    toStatus: values.toStatus ?? null,
    reason: values.reason ?? null,
    createdAt: values.createdAt ?? new Date(),
  });
}
