import type { Db } from '../server/db/client';
import { workerCertificates, workerTokenRequests, workerTokens } from '../server/db/schema';
import { randomToken } from '../server/lib/crypto';
import type { TestApp } from './build-test-app';
import { createEntryRequest } from './entry-factories';

/** A permit body on the site: a scaffold job of ten hours from `start`, checks satisfied. */
export function permitBody(
  siteId: number,
  workManagerUserId: number,
  start: Date,
  extra: Record<string, unknown> = {},
) {
  return {
    siteId,
    location: 'בניין A, חזית צפונית',
    task: 'התקנת חיפוי בקומה 4',
    hazards: 'נפילה מגובה, חפצים נופלים',
    domain: 'scaffolds',
    equipmentId: null,
    plannedStart: start.toISOString(),
    plannedEnd: new Date(start.getTime() + 10 * 3_600_000).toISOString(),
    workManagerUserId,
    groundAttendantName: 'יוסי לוי',
    ...extra,
  };
}

/** Everything the work manager confirms before the start. */
export const START_BODY = {
  checklist: [
    'danger-zone-marked',
    'fall-protection',
    'attendant-in-place',
    'equipment-tagged',
    'rescue-ready',
    'workers-briefed',
  ],
  signatureName: 'דוד מנהל',
};

/** Sends a staff call about permits and answers its status and body. */
export async function permitCall(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  const res = await t.app.inject({ method, url, headers: { cookie }, payload });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { id: number } };
}

/**
 * A worker approved on the site today, his phone remembered, holding a verified work-at-height
 * certificate (by default for scaffolds and roofs, valid through next year).
 */
export async function certifiedWorker(
  db: Db,
  place: { companyId: number; siteId: number; verifiedBy: number },
  options: {
    firstName?: string;
    expiresOn?: string;
    dateOfBirth?: string;
    certificate?: boolean;
    decidedAt?: Date;
  } = {},
) {
  const entry = await createEntryRequest(db, {
    companyId: place.companyId,
    siteId: place.siteId,
    status: 'approved',
    firstName: options.firstName ?? 'Иван',
    lastName: 'Петров',
    decidedAt: options.decidedAt ?? new Date(),
  });
  const [token] = await db
    .insert(workerTokens)
    .values({ companyId: place.companyId, tokenHash: randomToken(16) })
    .returning();
  await db.insert(workerTokenRequests).values({ tokenId: token!.id, entryRequestId: entry.id });
  if (options.certificate !== false) {
    const year = new Date().getUTCFullYear();
    await db.insert(workerCertificates).values({
      companyId: place.companyId,
      workerTokenId: token!.id,
      kind: 'work_at_height',
      domains: ['roofs', 'scaffolds'],
      number: randomToken(6),
      issuedOn: `${year - 1}-06-01`,
      expiresOn: options.expiresOn ?? `${year + 1}-01-01`,
      dateOfBirth: options.dateOfBirth ?? '1990-04-01',
      verifiedBy: place.verifiedBy,
      verifiedAt: new Date(),
    });
  }
  return entry;
}

/** What the permit watch tells of an expiry, through the app's push sender and without e-mail. */
export function alertsWithoutEmail(t: TestApp) {
  return { pushSender: t.app.pushSender, isEmailOn: false, publicUrl: null, log: t.app.log };
}
