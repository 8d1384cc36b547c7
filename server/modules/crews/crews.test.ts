import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Crew,
  CreatedForeman,
  CrewSubmitResponse,
  PendingCrews,
} from '@shared/schemas/crew.schemas';
import type { OnSiteResponse, RollCall } from '@shared/schemas/on-site.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { CREW_OF_FIVE, sendCrew } from '../../../test/crew-fixtures';
import { createEquipment, storedCounts, submitEntry } from '../../../test/entry-fixtures';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';

let t: TestApp;
let w: StaffWorld;
const ORIGIN = { origin: 'http://localhost', host: 'localhost' };

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...ORIGIN, cookie } });

async function nameForeman(siteId: number): Promise<CreatedForeman> {
  const response = await send('POST', `/api/sites/${siteId}/foremen`, w.cookies.manager, {
    name: 'יוסי מנהל עבודה',
    phone: '050-9876543',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedForeman;
}

async function crewCount() {
  const result = await t.db.execute<{ crews: number }>(
    sql`select (select count(*)::int from crews) as crews`,
  );
  return (result as unknown as { rows: { crews: number }[] }).rows[0]!.crews;
}

/** What a refused crew must leave: no crew, no request, no file. */
async function stored() {
  return { ...(await storedCounts(t.db)), crews: await crewCount() };
}

let foreman: CreatedForeman;
const asForeman = () => ({ 'foreman-pass': foreman.pass });

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
  foreman = await nameForeman(w.siteOne.id);
});
afterAll(() => t.close());

describe('POST /api/crews', () => {
  it('stores a named foreman’s crew of five as five requests the manager decides one by one or together', async () => {
    const status = await t.app.inject({
      url: `/api/crews/foreman?siteId=${w.siteOne.id}`,
      headers: asForeman(),
    });
    expect(status.json()).toEqual({ isForeman: true, name: 'יוסי מנהל עבודה', maxCrewSize: 20 });

    const response = await sendCrew(t, { siteId: w.siteOne.id, headers: asForeman() });
    expect(response.statusCode, response.body).toBe(201);
    const crew = response.json() as CrewSubmitResponse;
    expect(crew.requests).toHaveLength(5);

    const pending = (
      await get(`/api/sites/${w.siteOne.id}/crews/pending`, w.cookies.manager)
    ).json() as PendingCrews;
    const listed = pending.crews.find((c) => c.id === crew.crewId)!;
    expect(listed).toMatchObject({
      foremanName: 'יוסי מנהל עבודה',
      isNamedForeman: true,
      employer: 'טפסנות הצפון',
      equipment: 'פיגום P-101',
    });
    expect(listed.members.map((m) => [m.firstName, m.status])).toEqual(
      CREW_OF_FIVE.map((worker) => [worker.firstName, 'pending']),
    );

    // Each worker is an ordinary request: his details carry his photo and signature.
    const details = await get(
      `/api/entry-requests/${crew.requests[0]!.id}/details`,
      w.cookies.manager,
    );
    expect(details.statusCode).toBe(200);
    expect(JSON.stringify(details.json())).toContain('selfiePhoto');

    const rejected = await send(
      'POST',
      `/api/entry-requests/${crew.requests[4]!.id}/status`,
      w.cookies.manager,
      { status: 'rejected', rejectionReason: 'אין תעודת עבודה בגובה' },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const decided = await send('POST', `/api/crews/${crew.crewId}/decision`, w.cookies.manager, {
      status: 'approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((decided.json() as Crew).members.map((m) => m.status)).toEqual([
      'approved',
      'approved',
      'approved',
      'approved',
      'rejected',
    ]);

    const onSite = (
      await get(`/api/on-site?siteId=${w.siteOne.id}`, w.cookies.manager)
    ).json() as OnSiteResponse;
    const crewIds = new Set(crew.requests.map((r) => r.id));
    expect(onSite.people.filter((p) => crewIds.has(p.entryRequestId))).toHaveLength(4);
    const rollCall = (
      await send('POST', '/api/roll-calls', w.cookies.manager, { siteId: w.siteOne.id })
    ).json() as RollCall;
    expect(rollCall.entries.filter((e) => crewIds.has(e.entryRequestId))).toHaveLength(4);

    const after = (
      await get(`/api/sites/${w.siteOne.id}/crews/pending`, w.cookies.manager)
    ).json() as PendingCrews;
    expect(after.crews.map((c) => c.id)).not.toContain(crew.crewId);
  });

  it('lets a worker the site approved before send his crew from his remembered phone', async () => {
    await createEquipment(t.db, w.companyA.id);
    const own = await submitEntry(t, w.siteOne.code);
    expect(own.statusCode, own.body).toBe(201);
    const cookie = String(own.headers['set-cookie']).match(/wkr_\d+=[^;]+/)![0];
    const before = await sendCrew(t, { siteId: w.siteOne.id, headers: { cookie } });
    expect(before.statusCode).toBe(403);
    await send(
      'POST',
      `/api/entry-requests/${(own.json() as { id: string }).id}/status`,
      w.cookies.manager,
      {
        status: 'approved',
      },
    );
    const response = await sendCrew(t, {
      siteId: w.siteOne.id,
      headers: { cookie },
      workers: CREW_OF_FIVE.slice(0, 2),
    });
    expect(response.statusCode, response.body).toBe(201);
    const pending = (
      await get(`/api/sites/${w.siteOne.id}/crews/pending`, w.cookies.manager)
    ).json() as PendingCrews;
    expect(pending.crews.at(-1)).toMatchObject({ foremanName: 'משה כהן', isNamedForeman: false });
    // Recognised at site one is not a foreman of site two.
    const elsewhere = await sendCrew(t, { siteId: w.siteTwo.id, headers: { cookie } });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses a phone that is no foreman, in the foreman’s language, writing nothing', async () => {
    const before = await stored();
    const response = await sendCrew(t, { siteId: w.siteOne.id, language: 'en' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CREW_FOREMAN_REQUIRED' });
    expect(response.json().message).toMatch(/foreman/i);
    expect(await stored()).toEqual(before);
  });

  it('refuses a crew sent to another site with the foreman’s pass, writing nothing', async () => {
    const before = await stored();
    const response = await sendCrew(t, {
      siteId: w.siteTwo.id,
      headers: asForeman(),
      language: 'en',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CREW_OTHER_SITE' });
    expect(response.json().message).toMatch(/another site/i);
    expect(await stored()).toEqual(before);
  });

  it('refuses a crew larger than the site allows, naming the limit', async () => {
    const limit = await send('PUT', `/api/sites/${w.siteOne.id}/crew-settings`, w.cookies.manager, {
      maxCrewSize: 4,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const before = await stored();
    const response = await sendCrew(t, {
      siteId: w.siteOne.id,
      headers: asForeman(),
      language: 'ru',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'CREW_TOO_LARGE' });
    expect(response.json().details.workers).toContain('4');
    expect(await stored()).toEqual(before);
    await send('PUT', `/api/sites/${w.siteOne.id}/crew-settings`, w.cookies.manager, {
      maxCrewSize: 20,
    });
  });

  it('refuses a photo that is not an image, naming the worker', async () => {
    const workers = CREW_OF_FIVE.slice(0, 2);
    const [photo] = [Buffer.from('%PDF-1.4 not a photo')];
    const signature = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const files = workers.flatMap((_, i) => [
      { name: `file_photo_${i}`, bytes: i === 1 ? photo! : signature, type: 'image/jpeg' },
      { name: `file_signature_${i}`, bytes: signature, type: 'image/png' },
    ]);
    const before = await stored();
    const response = await sendCrew(t, {
      siteId: w.siteOne.id,
      headers: asForeman(),
      workers,
      files,
      language: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FILE_NOT_IMAGE' });
    expect(response.json().details.photo_1).toContain('2');
    expect(await stored()).toEqual(before);
  });

  it('refuses a worker without a signature or with a malformed phone, writing nothing', async () => {
    const before = await stored();
    const badPhone = await sendCrew(t, {
      siteId: w.siteOne.id,
      headers: asForeman(),
      workers: [{ firstName: 'א', lastName: 'ב', phone: '12' }],
    });
    expect(badPhone.statusCode).toBe(400);
    expect(Object.keys(badPhone.json().details)).toEqual(['workers.0.phone']);
    const noSignature = await sendCrew(t, {
      siteId: w.siteOne.id,
      headers: asForeman(),
      workers: CREW_OF_FIVE.slice(0, 1),
      files: [{ name: 'file_photo_0', bytes: Buffer.alloc(0), type: 'image/jpeg' }],
    });
    expect(noSignature.statusCode).toBe(400);
    expect(Object.keys(noSignature.json().details).sort()).toEqual(['photo_0', 'signature_0']);
    expect(await stored()).toEqual(before);
  });

  it('stores a crew sent twice with one key once, and refuses the key with another crew', async () => {
    const headers = { ...asForeman(), 'idempotency-key': 'crew-retry-1' };
    const first = await sendCrew(t, {
      siteId: w.siteOne.id,
      headers,
      workers: CREW_OF_FIVE.slice(0, 2),
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = await stored();
    const again = await sendCrew(t, {
      siteId: w.siteOne.id,
      headers,
      workers: CREW_OF_FIVE.slice(0, 2),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      crewId: first.json().crewId,
      requests: first.json().requests,
    });
    const other = await sendCrew(t, {
      siteId: w.siteOne.id,
      headers,
      workers: CREW_OF_FIVE.slice(0, 3),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await stored()).toEqual(before);
  });

  it('stops a revoked foreman’s link at once', async () => {
    const revoked = await nameForeman(w.siteOne.id);
    const gone = await send('DELETE', `/api/crew-foremen/${revoked.id}`, w.cookies.manager);
    expect(gone.statusCode).toBe(204);
    const response = await sendCrew(t, {
      siteId: w.siteOne.id,
      headers: { 'foreman-pass': revoked.pass },
    });
    expect(response.statusCode).toBe(403);
    const settings = await get(`/api/sites/${w.siteOne.id}/crew-settings`, w.cookies.manager);
    expect(settings.json().foremen.map((f: { id: number }) => f.id)).not.toContain(revoked.id);
  });
});
