import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage, EntryRequestDetails } from '@shared/schemas/entry-review.schemas';
import {
  auditLog,
  companySettings,
  entryRequestFiles,
  entryRequests,
  rollCallEntries,
  rollCalls,
} from '../../db/schema';
import { entryFileKey } from '../../lib/blob-store/entry-files';
import { randomToken } from '../../lib/crypto';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { eraseExpiredPersonalData } from './retention-job';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;

async function createWorld() {
  const companyA = await createCompany(t.db, { timezone: 'Asia/Jerusalem' });
  const companyB = await createCompany(t.db, { timezone: 'Asia/Jerusalem' });
  const siteA = await createSite(t.db, companyA.id);
  const siteB = await createSite(t.db, companyB.id);
  const adminA = await createUser(t.db, { role: 'company_admin', companyId: companyA.id });
  const adminB = await createUser(t.db, { role: 'company_admin', companyId: companyB.id });
  const managerA = await createUser(t.db, {
    role: 'manager',
    companyId: companyA.id,
    siteIds: [siteA.id],
  });
  return {
    companyA,
    companyB,
    siteA,
    siteB,
    cookieA: await loginAs(t, adminA.username),
    cookieB: await loginAs(t, adminB.username),
    cookieManagerA: await loginAs(t, managerA.username),
  };
}

/** A request with a selfie and a signature in the blob store, as a submission leaves them. */
async function requestWithImages(
  companyId: number,
  siteId: number,
  createdAt: Date,
  phone = '050-1234567',
) {
  const request = await createEntryRequest(t.db, {
    companyId,
    siteId,
    createdAt,
    phone,
    firstName: 'משה',
    lastName: 'כהן',
    workerCompany: 'קבלן משנה',
    values: { firstName: 'משה', idNumber: '123456782', selfiePhoto: 'x', signature: 'y' },
  });
  const fileIds: string[] = [];
  for (const fieldId of ['selfiePhoto', 'signature']) {
    const id = randomToken(16);
    await t.blobStore.put(entryFileKey(id, false), Buffer.from('image'), 'image/jpeg');
    await t.blobStore.put(entryFileKey(id, true), Buffer.from('thumb'), 'image/jpeg');
    await t.db.insert(entryRequestFiles).values({
      id,
      entryRequestId: request.id,
      fieldId,
      contentType: 'image/jpeg',
      width: 1,
      height: 1,
      inStore: true,
    });
    fileIds.push(id);
  }
  return { id: request.id, fileIds };
}

async function stateOf(request: { id: string; fileIds: string[] }) {
  const [row] = await t.db.select().from(entryRequests).where(eq(entryRequests.id, request.id));
  const files = await t.db
    .select({ id: entryRequestFiles.id })
    .from(entryRequestFiles)
    .where(eq(entryRequestFiles.entryRequestId, request.id));
  const blobs = await Promise.all(
    request.fileIds.map((id) => t.blobStore.get(entryFileKey(id, false))),
  );
  return { row: row!, files: files.length, blobs: blobs.filter(Boolean).length };
}

const expectUntouched = async (request: { id: string; fileIds: string[] }) => {
  const state = await stateOf(request);
  expect(state.row.personalDataErasedAt).toBeNull();
  expect(state.row.workerFirstName).toBe('משה');
  expect(state.row.workerPhone).not.toBe('');
  expect(state.row.values).toHaveProperty('idNumber');
  expect(state.files).toBe(2);
  expect(state.blobs).toBe(2);
};

const expectErased = async (request: { id: string; fileIds: string[] }) => {
  const state = await stateOf(request);
  expect(state.row.personalDataErasedAt).toBeInstanceOf(Date);
  expect(state.row).toMatchObject({
    workerFirstName: '',
    workerLastName: '',
    workerPhone: '',
    workerCompany: '',
    values: {},
  });
  expect(state.files).toBe(0);
  expect(state.blobs).toBe(0);
};

/** How many of this database's sessions are waiting for a row lock. */
async function sessionsWaitingForLocks(): Promise<number> {
  const result = (await t.db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { waiting: number }[] };
  return result.rows[0]!.waiting;
}

/**
 * Two runs of the job as two instances would make them. On PostgreSQL each run has its own
 * connections, and a third holds the expired requests' rows until both runs are blocked on
 * them, so they are proven to overlap: the race the claim must settle, not one run after the
 * other. PGlite has one connection, where the runs interleave between statements only.
 * Returns each run's count and how many sessions were seen waiting at once.
 */
async function twoConcurrentRuns(expiredIds: string[]) {
  if (t.database.kind !== 'postgres') {
    const runs = await Promise.all([
      eraseExpiredPersonalData(t.db, t.blobStore),
      eraseExpiredPersonalData(t.db, t.blobStore),
    ]);
    return { runs, waiting: null };
  }
  let waiting = 0;
  const started: { runs?: Promise<number[]> } = {};
  await t.db.transaction(async (tx) => {
    await tx
      .select({ id: entryRequests.id })
      .from(entryRequests)
      .where(inArray(entryRequests.id, expiredIds))
      .for('update');
    started.runs = Promise.all([
      eraseExpiredPersonalData(t.db, t.blobStore),
      eraseExpiredPersonalData(t.db, t.blobStore),
    ]);
    for (let i = 0; i < 200 && waiting < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      waiting = await sessionsWaitingForLocks();
    }
  });
  return { runs: await started.runs!, waiting };
}

const erasureAudits = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, id))
    .then((rows) => rows.filter((row) => row.action === 'entry_request.personal_data_erase'));

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld();
});

afterAll(async () => {
  await t.close();
});

describe('the retention job', () => {
  it('erases what is past each company its own retention, once, and leaves the rest', async () => {
    await t.db.insert(companySettings).values({ companyId: world.companyB.id, retentionMonths: 3 });
    const oldA = await requestWithImages(world.companyA.id, world.siteA.id, daysAgo(400));
    const youngA = await requestWithImages(world.companyA.id, world.siteA.id, daysAgo(120));
    const oldB = await requestWithImages(world.companyB.id, world.siteB.id, daysAgo(120));
    const youngB = await requestWithImages(world.companyB.id, world.siteB.id, daysAgo(30));
    const [rollCall] = await t.db
      .insert(rollCalls)
      .values({ companyId: world.companyA.id, siteId: world.siteA.id })
      .returning();
    await t.db.insert(rollCallEntries).values(
      [oldA, youngA].map((request, i) => ({
        rollCallId: rollCall!.id,
        entryRequestId: request.id,
        requestNumber: i + 1,
        workerFirstName: 'משה',
        workerLastName: 'כהן',
        workerPhone: '050-1234567',
        workerCompany: 'קבלן משנה',
      })),
    );

    // Two instances at once, then a later run: each request is erased and audited exactly once.
    const { runs, waiting } = await twoConcurrentRuns([oldA.id]);
    if (waiting !== null) expect(waiting).toBe(2);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await eraseExpiredPersonalData(t.db, t.blobStore)).toBe(0);

    await expectErased(oldA);
    await expectErased(oldB);
    await expectUntouched(youngA);
    await expectUntouched(youngB);
    const lines = await t.db
      .select({ id: rollCallEntries.entryRequestId, name: rollCallEntries.workerFirstName })
      .from(rollCallEntries)
      .where(eq(rollCallEntries.rollCallId, rollCall!.id));
    expect(lines.find((line) => line.id === oldA.id)?.name).toBe('');
    expect(lines.find((line) => line.id === youngA.id)?.name).toBe('משה');
    const audits = await erasureAudits(oldA.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ companyId: world.companyA.id, reason: 'retention' });
    expect(audits[0]!.details).toMatchObject({ erased: expect.arrayContaining(['images']) });
  });

  it('shows in the history and the details that the data expired', async () => {
    const old = await requestWithImages(world.companyA.id, world.siteA.id, daysAgo(500));
    await eraseExpiredPersonalData(t.db, t.blobStore);
    const history = await t.app.inject({
      url: `/api/entry-requests?siteId=${world.siteA.id}`,
      headers: { cookie: world.cookieManagerA },
    });
    expect(history.statusCode).toBe(200);
    const row = (history.json() as HistoryPage).items.find((item) => item.id === old.id);
    expect(row?.personalDataErasedAt).toEqual(expect.any(String));
    expect(row?.worker).toEqual({ firstName: '', lastName: '', phone: '', company: '' });
    expect(row?.selfieFileId).toBeNull();

    const details = await t.app.inject({
      url: `/api/entry-requests/${old.id}/details`,
      headers: { cookie: world.cookieManagerA },
    });
    expect(details.statusCode).toBe(200);
    const body = details.json() as EntryRequestDetails;
    expect(body.personalDataErasedAt).toEqual(expect.any(String));
    expect(body.answers.flatMap((answer) => answer.fileIds)).toEqual([]);
  });
});

describe('the retention setting', () => {
  it('is 12 months by default, may be shorter, and a longer one is refused in the admin language', async () => {
    const read = await t.app.inject({
      url: '/api/privacy/settings',
      headers: { cookie: world.cookieA },
    });
    expect(read.json()).toEqual({ retentionMonths: 12 });

    const longer = await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/settings',
      headers: { cookie: world.cookieA, 'accept-language': 'he' },
      payload: { retentionMonths: 24 },
    });
    expect(longer.statusCode).toBe(400);
    expect(JSON.stringify(longer.json())).toContain('תקופת השמירה היא בין 1 ל-12 חודשים');
    expect(
      (
        await t.app.inject({ url: '/api/privacy/settings', headers: { cookie: world.cookieA } })
      ).json(),
    ).toEqual({ retentionMonths: 12 });

    const shorter = await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/settings',
      headers: { cookie: world.cookieA },
      payload: { retentionMonths: 6 },
    });
    expect(shorter.json()).toEqual({ retentionMonths: 6 });
    const [saved] = await t.db
      .select({ months: companySettings.retentionMonths })
      .from(companySettings)
      .where(eq(companySettings.companyId, world.companyA.id));
    expect(saved?.months).toBe(6);
  });
});

describe("a worker's data on request", () => {
  it('exports and erases within the admin company only; another company gets 404', async () => {
    const phone = '052-7654321';
    const own = await requestWithImages(world.companyA.id, world.siteA.id, daysAgo(1), phone);
    const other = await requestWithImages(world.companyB.id, world.siteB.id, daysAgo(1), phone);
    const onlyInB = '053-1111111';
    const otherOnly = await requestWithImages(
      world.companyB.id,
      world.siteB.id,
      daysAgo(1),
      onlyInB,
    );

    for (const route of ['worker-export', 'worker-erase']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/privacy/${route}`,
        headers: { cookie: world.cookieA },
        payload: { phone: onlyInB },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    await expectUntouched(otherOnly);

    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/worker-export',
      headers: { cookie: world.cookieA },
      payload: { phone: '0527654321' },
    });
    expect(exported.statusCode).toBe(200);
    const copy = exported.json() as { requests: { phone: string; imageCount: number }[] };
    expect(copy.requests).toHaveLength(1);
    expect(copy.requests[0]).toMatchObject({ phone, imageCount: 2 });

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/worker-erase',
      headers: { cookie: world.cookieA },
      payload: { phone },
    });
    expect(erased.json()).toEqual({ erasedRequests: 1, deletedImages: 2 });
    await expectErased(own);
    await expectUntouched(other);
    const audits = await erasureAudits(own.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ reason: 'worker_request' });
    expect(audits[0]!.actorUserId).not.toBeNull();

    // His phone is gone from the company's requests: asking again finds nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/worker-erase',
      headers: { cookie: world.cookieA },
      payload: { phone },
    });
    expect(again.statusCode).toBe(404);
  });

  it('is refused to a manager', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/worker-export',
      headers: { cookie: world.cookieManagerA },
      payload: { phone: '050-1234567' },
    });
    expect(response.statusCode).toBe(403);
  });
});
