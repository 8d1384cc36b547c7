import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, crewForemen, crewMembers, crews, entryRequests } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { eraseExpiredPersonalData } from './retention-job';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp;
let companyId: number;
let siteId: number;
let cookie: string;
let workers = 0;

async function namedForeman(phone: string, createdAt: Date, revokedAt: Date | null = null) {
  const [row] = await t.db
    .insert(crewForemen)
    .values({
      companyId,
      siteId,
      name: 'אבי לוי',
      phone,
      passHash: sha256(randomToken(32)),
      createdAt,
      revokedAt,
    })
    .returning();
  return row!.id;
}

/** A crew of `size` workers as a submission leaves it: the crew and one request per worker. */
async function crewOf(
  createdAt: Date,
  foreman: { phone: string; foremanId?: number | null },
  size = 2,
) {
  const id = randomToken(16);
  await t.db.insert(crews).values({
    id,
    companyId,
    siteId,
    foremanName: 'אבי לוי',
    foremanPhone: foreman.phone,
    foremanId: foreman.foremanId ?? null,
    employer: 'קבלן משנה',
    workStartDate: '2026-01-01',
    language: 'he',
    createdAt,
  });
  const memberIds: string[] = [];
  for (let position = 0; position < size; position += 1) {
    const request = await createEntryRequest(t.db, {
      companyId,
      siteId,
      createdAt,
      phone: `054-${String((workers += 1)).padStart(7, '0')}`,
      firstName: 'משה',
    });
    await t.db.insert(crewMembers).values({ crewId: id, entryRequestId: request.id, position });
    memberIds.push(request.id);
  }
  return { id, memberIds };
}

const crewForeman = (id: string) =>
  t.db
    .select({ name: crews.foremanName, phone: crews.foremanPhone })
    .from(crews)
    .where(eq(crews.id, id))
    .then((rows) => rows[0]!);

const named = (id: number) =>
  t.db
    .select()
    .from(crewForemen)
    .where(eq(crewForemen.id, id))
    .then((rows) => rows[0]!);

const audits = (entityType: string, entityId: number | string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, String(entityId)),
        eq(auditLog.action, `${entityType}.personal_data_erase`),
      ),
    );

const eraseOnRequest = (phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacy/worker-erase',
    headers: { cookie },
    payload: { phone },
  });

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db, { timezone: 'Asia/Jerusalem' });
  companyId = company.id;
  siteId = (await createSite(t.db, companyId)).id;
  const admin = await createUser(t.db, { role: 'company_admin', companyId });
  cookie = await loginAs(t, admin.username);
});

afterAll(async () => {
  await t.close();
});

describe("the retention job and the crews' foremen", () => {
  it('erases the foreman of old crews and named foremen revoked or idle past retention', async () => {
    const idle = await namedForeman('050-1000001', daysAgo(500));
    const oldCrew = await crewOf(daysAgo(400), { phone: '050-1000001', foremanId: idle });
    const active = await namedForeman('050-1000002', daysAgo(500));
    const youngCrew = await crewOf(daysAgo(30), { phone: '050-1000002', foremanId: active });
    const revokedLongAgo = await namedForeman('050-1000003', daysAgo(600), daysAgo(400));
    const revokedLately = await namedForeman('050-1000004', daysAgo(100), daysAgo(30));
    const neverUsed = await namedForeman('050-1000005', daysAgo(30));

    await eraseExpiredPersonalData(t.db, t.blobStore);
    await eraseExpiredPersonalData(t.db, t.blobStore);

    expect(await crewForeman(oldCrew.id)).toEqual({ name: '', phone: '' });
    expect(await crewForeman(youngCrew.id)).toEqual({ name: 'אבי לוי', phone: '050-1000002' });
    for (const id of [idle, revokedLongAgo]) {
      const row = await named(id);
      expect(row).toMatchObject({ name: '', phone: '' });
      // Kept for the audit trail, and no longer a way in.
      expect(row.revokedAt).toBeInstanceOf(Date);
      expect(row.siteId).toBe(siteId);
      const rows = await audits('crew_foreman', id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason: 'retention', actorUserId: null });
    }
    expect((await named(revokedLongAgo)).revokedAt!.getTime()).toBeLessThan(daysAgo(399).getTime());
    for (const id of [active, revokedLately, neverUsed]) {
      expect(await named(id)).toMatchObject({ name: 'אבי לוי' });
      expect(await audits('crew_foreman', id)).toHaveLength(0);
    }
    expect((await named(active)).revokedAt).toBeNull();
  });
});

describe("a worker's erasure and the crews' foremen", () => {
  it("erases a crew's foreman once the last of its requests is erased", async () => {
    const crew = await crewOf(daysAgo(5), { phone: '050-2000001' }, 2);
    const [first, second] = crew.memberIds as [string, string];
    const phoneOf = async (requestId: string) => {
      const [row] = await t.db
        .select({ phone: entryRequests.workerPhone })
        .from(entryRequests)
        .where(eq(entryRequests.id, requestId));
      return row!.phone;
    };

    expect((await eraseOnRequest(await phoneOf(first))).statusCode).toBe(200);
    expect(await crewForeman(crew.id)).toEqual({ name: 'אבי לוי', phone: '050-2000001' });

    expect((await eraseOnRequest(await phoneOf(second))).statusCode).toBe(200);
    expect(await crewForeman(crew.id)).toEqual({ name: '', phone: '' });
  });

  it('erases the crews a worker sent and his named-foreman rows, audited', async () => {
    const phone = '052-3000001';
    // He entered himself, sent a crew as a recognised worker, and was named a foreman.
    await createEntryRequest(t.db, { companyId, siteId, createdAt: daysAgo(3), phone });
    const sent = await crewOf(daysAgo(2), { phone });
    const foremanId = await namedForeman('0523000001', daysAgo(1));
    const other = await crewOf(daysAgo(2), { phone: '052-3000002' });

    const response = await eraseOnRequest('052 300 0001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erasedRequests: 1, deletedImages: 0 });
    expect(await crewForeman(sent.id)).toEqual({ name: '', phone: '' });
    expect(await crewForeman(other.id)).toEqual({ name: 'אבי לוי', phone: '052-3000002' });
    const row = await named(foremanId);
    expect(row).toMatchObject({ name: '', phone: '' });
    expect(row.revokedAt).toBeInstanceOf(Date);
    for (const [type, id] of [
      ['crew', sent.id],
      ['crew_foreman', foremanId],
    ] as const) {
      const rows = await audits(type, id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason: 'worker_request' });
      expect(rows[0]!.actorUserId).not.toBeNull();
    }
  });

  it('erases a named foreman who never entered himself, then knows him no more', async () => {
    const foremanId = await namedForeman('053-4000001', daysAgo(1));
    const response = await eraseOnRequest('053-4000001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erasedRequests: 0, deletedImages: 0 });
    expect(await named(foremanId)).toMatchObject({ name: '', phone: '' });
    expect((await eraseOnRequest('053-4000001')).statusCode).toBe(404);
  });
});
