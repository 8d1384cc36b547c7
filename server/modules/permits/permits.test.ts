import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PermitStateConflictSchema } from '@shared/schemas/race-conflict.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEquipment, testPng } from '../../../test/entry-fixtures';
import { companyToday, startToday } from '../../../test/company-today';
import { createUser, loginAs } from '../../../test/factories';
import { inspect, placeEquipment } from '../../../test/inspection-fixtures';
import {
  alertsWithoutEmail,
  certifiedWorker,
  permitBody,
  permitCall,
  START_BODY,
} from '../../../test/permit-fixtures';
import { multipartBody, type TestFilePart } from '../../../test/multipart';
import { openSocket } from '../../../test/socket-probe';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';
import { entryRequests, equipment } from '../../db/schema';
import { deleteEntryImages, entryFileKey } from '../../lib/blob-store/entry-files';
import { erasePersonalData } from '../privacy/privacy.service';
import { watchPermits } from './permit-watch';

let t: TestApp;
let w: StaffWorld;
let items: Record<string, { id: number }>;

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const soon = () => startToday(3_600_000);

async function rowsOf(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
}

async function count(table: string) {
  return (await rowsOf(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
}

/** A permit created by the site's manager and moved by the given steps, each expected to pass. */
async function permitIn(
  steps: ('request' | 'approve' | 'start')[],
  extra: Record<string, unknown> = {},
  start = soon(),
) {
  const created = await permitCall(
    t,
    w.cookies.manager,
    'POST',
    '/api/permits',
    permitBody(w.siteOne.id, w.users.manager.id, start, extra),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const step of steps) {
    const cookie = step === 'approve' ? w.cookies.safety : w.cookies.manager;
    const moved = await permitCall(
      t,
      cookie,
      'POST',
      `/api/permits/${created.body.id}/${step}`,
      step === 'start' ? START_BODY : {},
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return created.body.id;
}

/** A safety manager's override of a lapsed scaffold inspection, with its reason. */
const overrideEquipmentCheck = (id: number) =>
  permitCall(t, w.cookies.safety, 'POST', `/api/permits/${id}/overrides`, {
    check: 'equipment_fit',
    reason: 'הפיגום נבדק בעין ויירשם בבוקר',
  });

/** How far apart two instants are, in seconds. */
const secondsBetween = (a: string, b: string) =>
  Math.abs(new Date(a).getTime() - new Date(b).getTime()) / 1000;

const move = (cookie: string, id: number, step: string, body: Record<string, unknown> = {}) =>
  permitCall(t, cookie, 'POST', `/api/permits/${id}/${step}`, body);

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
  await createEquipment(t.db, w.companyA.id);
  items = await placeEquipment(t.db, w.companyA.id, w.siteOne.id);
  await t.app.inject({
    method: 'PUT',
    url: `/api/inspections/qualifications/${w.users.manager.id}`,
    headers: { cookie: w.cookies.admin },
    payload: { kinds: ['scaffold', 'platform'] },
  });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('a permit through its lifecycle', () => {
  it('goes draft, requested, approved, active, suspended, active, closed, each move audited', async () => {
    const id = await permitIn(['request', 'approve', 'start']);
    const suspended = await move(w.cookies.manager, id, 'suspend', { reason: 'רוח חזקה' });
    expect(suspended.body).toMatchObject({ state: 'suspended' });
    expect((await move(w.cookies.manager, id, 'resume')).body).toMatchObject({ state: 'active' });
    const closed = await move(w.cookies.manager, id, 'close');
    expect(closed.body).toMatchObject({ state: 'closed' });
    const moves = await rowsOf(
      sql`select action, from_state, to_state, actor_user_id, reason from permit_transitions
          where permit_id = ${id} order by id`,
    );
    expect(moves).toEqual([
      {
        action: 'create',
        from_state: null,
        to_state: 'draft',
        actor_user_id: w.users.manager.id,
        reason: '',
      },
      {
        action: 'request',
        from_state: 'draft',
        to_state: 'requested',
        actor_user_id: w.users.manager.id,
        reason: '',
      },
      {
        action: 'approve',
        from_state: 'requested',
        to_state: 'approved',
        actor_user_id: w.users.safety.id,
        reason: '',
      },
      {
        action: 'start',
        from_state: 'approved',
        to_state: 'active',
        actor_user_id: w.users.manager.id,
        reason: '',
      },
      {
        action: 'suspend',
        from_state: 'active',
        to_state: 'suspended',
        actor_user_id: w.users.manager.id,
        reason: 'רוח חזקה',
      },
      {
        action: 'resume',
        from_state: 'suspended',
        to_state: 'active',
        actor_user_id: w.users.manager.id,
        reason: '',
      },
      {
        action: 'close',
        from_state: 'active',
        to_state: 'closed',
        actor_user_id: w.users.manager.id,
        reason: '',
      },
    ]);
  });

  it('cancels a draft, a requested and an approved permit with a reason, never without one', async () => {
    for (const steps of [[], ['request'], ['request', 'approve']] as const) {
      const id = await permitIn([...steps]);
      const bare = await move(w.cookies.manager, id, 'cancel');
      expect(bare.status).toBe(400);
      expect(bare.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { reason: 'כתבו את הסיבה' },
      });
      const cancelled = await move(w.cookies.manager, id, 'cancel', { reason: 'העבודה נדחתה' });
      expect(cancelled.body).toMatchObject({ state: 'cancelled' });
    }
  });

  it('refuses a move the lifecycle does not allow with 409 and the state as it is', async () => {
    const id = await permitIn(['request']);
    const before = await count('permit_transitions');
    const started = await move(w.cookies.manager, id, 'start', START_BODY);
    expect(started.status).toBe(409);
    expect(started.body).toMatchObject({ code: 'PERMIT_STATE_CONFLICT', state: 'requested' });
    expect(await count('permit_transitions')).toBe(before);
  });

  it('gives the loser of two approvals at once 409 naming the winner', async () => {
    const id = await permitIn(['request']);
    const [a, b] = await Promise.all([
      move(w.cookies.safety, id, 'approve'),
      move(w.cookies.admin, id, 'approve'),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [loser, won] = a.status === 409 ? [a, b] : [b, a];
    const winner = a.status === 409 ? 'admin' : 'safety_manager';
    expect(loser.body).toMatchObject({
      code: 'PERMIT_STATE_CONFLICT',
      state: 'approved',
      action: 'approve',
      changedBy: { fullName: `Test ${winner}` },
    });
    const { changedAt } = PermitStateConflictSchema.parse(loser.body);
    expect(secondsBetween(changedAt, String(won.body.changedAt))).toBeLessThan(60);
  });

  it('starts only with every checklist line ticked and a signature', async () => {
    const id = await permitIn(['request', 'approve']);
    const partial = await move(w.cookies.manager, id, 'start', {
      checklist: ['danger-zone-marked'],
      signatureName: 'דוד',
    });
    expect(partial.status).toBe(400);
    expect(partial.body).toMatchObject({ details: { checklist: expect.any(String) } });
    const unsigned = await move(w.cookies.manager, id, 'start', {
      ...START_BODY,
      signatureName: ' ',
    });
    expect(unsigned.status).toBe(400);
    expect((await move(w.cookies.manager, id, 'start', START_BODY)).body).toMatchObject({
      state: 'active',
    });
  });
});

describe('bad input writes nothing', () => {
  it('refuses an end before the start, too long a permit, another company equipment or user', async () => {
    const start = soon();
    const before = await count('permits');
    const cases = [
      [{ plannedEnd: new Date(start.getTime() - 60_000).toISOString() }, 'plannedEnd'],
      [{ plannedEnd: new Date(start.getTime() + 13 * 3_600_000).toISOString() }, 'plannedEnd'],
      [{ workManagerUserId: w.users.managerB.id }, 'workManagerUserId'],
    ] as const;
    for (const [extra, field] of cases) {
      const res = await permitCall(
        t,
        w.cookies.manager,
        'POST',
        '/api/permits?lang=ru',
        permitBody(w.siteOne.id, w.users.manager.id, start, extra),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.body.details as object)).toEqual([field]);
    }
    const res = await permitCall(
      t,
      w.cookies.manager,
      'POST',
      '/api/permits?lang=ru',
      permitBody(w.siteOne.id, w.users.manager.id, start, { plannedEnd: start.toISOString() }),
    );
    expect(res.body).toMatchObject({
      details: { plannedEnd: 'Окончание должно быть позже начала' },
    });
    expect(await count('permits')).toBe(before);
  });

  it('offers the site staff who may lead the work, and refuses anyone else as work manager', async () => {
    const list = await permitCall(
      t,
      w.cookies.manager,
      'GET',
      `/api/permits/work-managers?siteId=${w.siteOne.id}`,
    );
    expect(list.status).toBe(200);
    const ids = (list.body.workManagers as { id: number; name: string }[]).map((u) => u.id);
    expect(ids.sort()).toEqual([w.users.admin.id, w.users.manager.id, w.users.safety.id].sort());
    expect(list.body.workManagers).toContainEqual({
      id: w.users.safety.id,
      name: 'Test safety_manager',
    });
    const foreign = await permitCall(
      t,
      w.cookies.managerB,
      'GET',
      `/api/permits/work-managers?siteId=${w.siteOne.id}`,
    );
    expect(foreign.status).toBe(404);
    const before = await count('permits');
    for (const other of [w.users.managerTwo.id, w.users.managerB.id, w.users.superAdmin.id]) {
      const res = await permitCall(
        t,
        w.cookies.manager,
        'POST',
        '/api/permits?lang=en',
        permitBody(w.siteOne.id, other, soon()),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        details: { workManagerUserId: "Choose a work manager from the company's staff" },
      });
    }
    expect(await count('permits')).toBe(before);
  });

  it('answers 404 for a site or permit outside the caller scope', async () => {
    const foreign = await permitCall(
      t,
      w.cookies.managerB,
      'POST',
      '/api/permits',
      permitBody(w.siteOne.id, w.users.managerB.id, soon()),
    );
    expect(foreign.status).toBe(404);
    const id = await permitIn([]);
    expect((await permitCall(t, w.cookies.managerTwo, 'GET', `/api/permits/${id}`)).status).toBe(
      404,
    );
  });
});

describe('the checks, computed', () => {
  it('refuses to approve without a ground attendant, naming the check', async () => {
    const id = await permitIn(['request'], { groundAttendantName: '' });
    const res = await move(w.cookies.safety, id, 'approve');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'PERMIT_CHECKS_FAILED',
      failedChecks: ['ground_attendant'],
    });
  });

  it('refuses night or wind work without written instructions', async () => {
    for (const flag of ['isNight', 'isWindy']) {
      const id = await permitIn(['request'], { [flag]: true });
      const res = await move(w.cookies.safety, id, 'approve');
      expect(res.body).toMatchObject({ failedChecks: ['written_instructions'] });
      const written = await permitIn(['request'], {
        [flag]: true,
        writtenInstructions: 'תאורה בכל הקומה, עבודה רק עם רתמה מחוברת',
      });
      expect((await move(w.cookies.safety, written, 'approve')).status).toBe(200);
    }
  });

  it('counts an instructions document as the written instructions, refusing what is not one', async () => {
    const upload = async (cookie: string, file: TestFilePart) => {
      const { payload, headers } = await multipartBody({}, [file]);
      return t.app.inject({
        method: 'POST',
        url: '/api/permits/files',
        headers: { ...headers, cookie },
        payload,
      });
    };
    const pdf = {
      name: 'file',
      bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
      filename: 'instructions.pdf',
      type: 'application/pdf',
    };
    const uploaded = await upload(w.cookies.manager, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().id as string;
    const id = await permitIn(['request'], { isNight: true, instructionsFileId: fileId });
    expect((await move(w.cookies.safety, id, 'approve')).status).toBe(200);
    const read = await permitCall(t, w.cookies.manager, 'GET', `/api/permits/${id}`);
    expect(read.body).toMatchObject({ instructionsFileId: fileId, writtenInstructions: '' });
    const opened = await t.app.inject({ url: `/api/media/${fileId}` });
    expect(opened.headers['content-type']).toContain('application/pdf');
    // The register names it: on screen and printed by its id, in the CSV by its full address.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = `siteId=${w.siteOne.id}&from=${day(-1)}&to=${day(1)}`;
    const register = await permitCall(
      t,
      w.cookies.manager,
      'GET',
      `/api/permits/register?${range}`,
    );
    const listed = (register.body.permits as { id: number }[]).find((p) => p.id === id);
    expect(listed).toMatchObject({ instructionsFileId: fileId });
    const csv = await t.app.inject({
      url: `/api/permits/register.csv?${range}&lang=en`,
      headers: { cookie: w.cookies.manager, host: 'site.example:8080' },
    });
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('"Instructions document","Work manager"');
    const ofPermit = lines.filter((line) => line.startsWith(`"${id}",`));
    expect(ofPermit).toHaveLength(3);
    for (const line of ofPermit) {
      expect(line).toContain(`,"","http://site.example:8080/api/media/${fileId}",`);
    }

    const notADocument = await upload(w.cookies.manager, {
      ...pdf,
      bytes: new TextEncoder().encode('just words'),
      filename: 'x.pdf',
    });
    expect(notADocument.statusCode).toBe(400);
    const foreign = await upload(w.cookies.managerB, pdf);
    expect(foreign.statusCode).toBe(201);
    const before = await count('permits');
    const refused = await permitCall(
      t,
      w.cookies.manager,
      'POST',
      '/api/permits',
      permitBody(w.siteOne.id, w.users.manager.id, soon(), {
        isNight: true,
        instructionsFileId: foreign.json().id,
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ details: { instructionsFileId: expect.any(String) } });
    expect(await count('permits')).toBe(before);
  });

  it('refuses a scaffold never inspected, and accepts it once it is inspected', async () => {
    const id = await permitIn(['request'], { equipmentId: items['P-102']!.id });
    expect((await move(w.cookies.safety, id, 'approve')).body).toMatchObject({
      failedChecks: ['equipment_fit'],
    });
    expect((await inspect(t, w.cookies.manager, items['P-102']!.id)).statusCode).toBe(201);
    expect((await move(w.cookies.safety, id, 'approve')).status).toBe(200);
  });

  it('refuses work on a site with a weather mark today', async () => {
    const id = await permitIn(['request'], {}, soon());
    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/inspections/sites/${w.siteTwo.id}/weather`,
      headers: { cookie: w.cookies.admin },
    });
    expect(mark.statusCode).toBe(201);
    expect((await move(w.cookies.safety, id, 'approve')).status).toBe(200);
    const onTwo = await permitCall(
      t,
      w.cookies.admin,
      'POST',
      '/api/permits',
      permitBody(w.siteTwo.id, w.users.admin.id, soon()),
    );
    await move(w.cookies.admin, onTwo.body.id, 'request');
    expect((await move(w.cookies.admin, onTwo.body.id, 'approve')).body).toMatchObject({
      failedChecks: ['site_weather'],
    });
  });

  it('lets a safety manager override a failed check with a reason, and nobody else', async () => {
    const id = await permitIn(['request'], { groundAttendantName: '' });
    const byManager = await permitCall(
      t,
      w.cookies.manager,
      'POST',
      `/api/permits/${id}/overrides`,
      {
        check: 'ground_attendant',
        reason: 'x',
      },
    );
    expect(byManager.status).toBe(403);
    const bare = await permitCall(t, w.cookies.safety, 'POST', `/api/permits/${id}/overrides`, {
      check: 'ground_attendant',
      reason: '  ',
    });
    expect(bare.status).toBe(400);
    const passing = await permitCall(t, w.cookies.safety, 'POST', `/api/permits/${id}/overrides`, {
      check: 'site_weather',
      reason: 'אין צורך',
    });
    expect(passing.status).toBe(400);
    const done = await permitCall(t, w.cookies.safety, 'POST', `/api/permits/${id}/overrides`, {
      check: 'ground_attendant',
      reason: 'עבודה על במה ממונעת, אין צורך בצופה',
    });
    expect(done.status).toBe(200);
    expect(done.body.checks).toContainEqual(
      expect.objectContaining({
        check: 'ground_attendant',
        passed: false,
        override: expect.objectContaining({ reason: 'עבודה על במה ממונעת, אין צורך בצופה' }),
      }),
    );
    expect((await move(w.cookies.safety, id, 'approve')).status).toBe(200);
  });

  it('gives the loser of two overrides of one check at once 409 naming the winner', async () => {
    const other = await createUser(t.db, {
      role: 'safety_manager',
      companyId: w.companyA.id,
      siteIds: [w.siteOne.id],
    });
    await t.db.execute(sql`update users set last_name = 'Two' where id = ${other.id}`);
    const otherCookie = await loginAs(t, other.username);
    const id = await permitIn(['request'], { groundAttendantName: '' });
    const override = (cookie: string, reason: string) =>
      permitCall(t, cookie, 'POST', `/api/permits/${id}/overrides`, {
        check: 'ground_attendant',
        reason,
      });
    const [a, b] = await Promise.all([
      override(w.cookies.safety, 'במה ממונעת'),
      override(otherCookie, 'אין צורך בצופה'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 409 ? 'Two' : 'safety_manager';
    expect(loser.body).toMatchObject({
      code: 'PERMIT_STATE_CONFLICT',
      state: 'requested',
      action: 'override',
      changedBy: { fullName: `Test ${winner}` },
    });
    const stored = await rowsOf(
      sql`select jsonb_array_length(overrides) as n from permits where id = ${id}`,
    );
    expect(stored[0]!.n).toBe(1);
    const moves = await rowsOf(
      sql`select count(*)::int as n from permit_transitions
          where permit_id = ${id} and action = 'override'`,
    );
    expect(moves[0]!.n).toBe(1);
    await move(w.cookies.safety, id, 'approve');
    const later = await override(w.cookies.safety, 'שוב');
    expect(later.body).toMatchObject({
      action: 'override',
      changedBy: { fullName: `Test ${winner}` },
    });
  });
});

describe('the background watch, with the clock moved', () => {
  it('suspends an active permit when its scaffold inspection lapses; an override resumes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-05-01T08:00:00Z');
    const manager = w.cookies.manager;
    expect((await inspect(t, manager, items['P-101']!.id)).statusCode).toBe(201);
    // 21:00 in Jerusalem on the inspection's last day: still fit.
    at('2026-05-08T18:00:00Z');
    const id = await permitIn(
      ['request', 'approve', 'start'],
      { equipmentId: items['P-101']!.id },
      new Date(),
    );
    expect(await watchPermits(t.db, alertsWithoutEmail(t), new Date())).toBe(0);
    // 01:00 the next day: overdue.
    at('2026-05-08T22:00:00Z');
    expect(await watchPermits(t.db, alertsWithoutEmail(t), new Date())).toBe(1);
    const permit = await permitCall(t, manager, 'GET', `/api/permits/${id}`);
    expect(permit.body).toMatchObject({ state: 'suspended' });
    const why = await rowsOf(
      sql`select action, actor_user_id, failed_checks from permit_transitions
          where permit_id = ${id} order by id desc limit 1`,
    );
    expect(why[0]).toEqual({
      action: 'suspend',
      actor_user_id: null,
      failed_checks: ['equipment_fit'],
    });
    const register = await permitCall(
      t,
      manager,
      'GET',
      `/api/permits/register?siteId=${w.siteOne.id}&from=2026-05-08&to=2026-05-09`,
    );
    const listed = (register.body.permits as { id: number; transitions: unknown[] }[]).find(
      (p) => p.id === id,
    );
    expect(listed?.transitions.at(-1)).toMatchObject({
      action: 'suspend',
      byName: null,
      failedChecks: ['equipment_fit'],
    });
    const overridden = await overrideEquipmentCheck(id);
    expect(overridden.body).toMatchObject({ state: 'active' });
    expect(await watchPermits(t.db, alertsWithoutEmail(t), new Date())).toBe(0);
  });

  it('expires a live permit past its planned end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-07-01T05:00:00Z');
    const id = await permitIn(['request', 'approve', 'start'], {}, new Date());
    at('2026-07-01T15:01:00Z');
    expect(await watchPermits(t.db, alertsWithoutEmail(t), new Date())).toBeGreaterThanOrEqual(1);
    expect(
      (await permitCall(t, w.cookies.manager, 'GET', `/api/permits/${id}`)).body,
    ).toMatchObject({
      state: 'expired',
    });
  });
});

describe('the board and the register', () => {
  it('lists the site permits of today with their checks, and the register as CSV', async () => {
    const id = await permitIn(['request']);
    const board = await permitCall(
      t,
      w.cookies.safety,
      'GET',
      `/api/permits/board?siteId=${w.siteOne.id}`,
    );
    expect(board.status).toBe(200);
    expect((board.body.permits as { id: number }[]).map((p) => p.id)).toContain(id);
    const foreign = await permitCall(
      t,
      w.cookies.managerB,
      'GET',
      `/api/permits/board?siteId=${w.siteOne.id}`,
    );
    expect(foreign.status).toBe(404);
    const today = companyToday();
    const csv = await t.app.inject({
      url: `/api/permits/register.csv?siteId=${w.siteOne.id}&from=${today}&to=${today}&lang=he`,
      headers: { cookie: w.cookies.manager },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('הוגש לאישור');
  });
});

describe('workers joining by the QR code', () => {
  const place = () => ({
    companyId: w.companyA.id,
    siteId: w.siteOne.id,
    verifiedBy: w.users.safety.id,
  });
  const join = async (
    token: string,
    entryId: string,
    language: string,
    name = 'Иван Петров',
    files: TestFilePart[] = [],
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/permits/join/${token}`,
      ...(await multipartBody({ language, entryId, signatureName: name }, files)),
    });
  const drawn = async (): Promise<TestFilePart[]> => [
    {
      name: 'file_signature',
      bytes: await testPng(),
      filename: 'signature.png',
      type: 'image/png',
    },
  ];
  const tokenOf = async (id: number) =>
    (await permitCall(t, w.cookies.manager, 'GET', `/api/permits/${id}`)).body.joinToken as string;

  it('puts a certified worker on the permit; his page and the board show it', async () => {
    const id = await permitIn(['request', 'approve', 'start']);
    const token = await tokenOf(id);
    const worker = await certifiedWorker(t.db, place());
    const read = await t.app.inject({ url: `/api/permits/join/${token}?entryId=${worker.id}` });
    expect(read.json()).toMatchObject({ task: 'התקנת חיפוי בקומה 4', hasJoined: false });
    const joined = await join(token, worker.id, 'ru');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ state: 'active', hasJoined: true });
    const mine = await t.app.inject({ url: `/api/permits/mine?entryId=${worker.id}` });
    expect(mine.json().permits).toEqual([expect.objectContaining({ id, state: 'active' })]);
    const board = await permitCall(
      t,
      w.cookies.manager,
      'GET',
      `/api/permits/board?siteId=${w.siteOne.id}`,
    );
    const onBoard = (board.body.permits as { id: number; workers: { name: string }[] }[]).find(
      (p) => p.id === id,
    );
    expect(onBoard?.workers.map((x) => x.name)).toEqual(['Иван Петров']);
    await move(w.cookies.manager, id, 'suspend', { reason: 'הפסקה' });
    const later = await t.app.inject({ url: `/api/permits/mine?entryId=${worker.id}` });
    expect(later.json().permits[0]).toMatchObject({ state: 'suspended' });
  });

  it('tells a worker with an expired certificate so in Arabic, and writes nothing', async () => {
    const id = await permitIn(['request', 'approve', 'start']);
    const worker = await certifiedWorker(t.db, place(), {
      firstName: 'أحمد',
      expiresOn: `${new Date().getUTCFullYear() - 1}-12-31`,
    });
    const before = await count('permit_workers');
    const res = await join(await tokenOf(id), worker.id, 'ar', 'أحمد');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PERMIT_WORKER_NOT_QUALIFIED',
      message: 'لا يمكنك الانضمام إلى هذا التصريح.',
      details: { worker_certificate: expect.stringContaining('شهادة عمل على ارتفاع') },
    });
    expect(await count('permit_workers')).toBe(before);
  });

  it('refuses a worker under 18', async () => {
    const id = await permitIn(['request', 'approve', 'start']);
    const young = new Date().getUTCFullYear() - 17;
    const worker = await certifiedWorker(t.db, place(), { dateOfBirth: `${young}-01-01` });
    const res = await join(await tokenOf(id), worker.id, 'ru');
    expect(res.json()).toMatchObject({ details: { worker_age: expect.stringContaining('18') } });
  });

  it('answers 404 to a worker of another site or not on site today, 409 on a permit not active', async () => {
    const id = await permitIn(['request', 'approve', 'start']);
    const token = await tokenOf(id);
    const elsewhere = await certifiedWorker(t.db, { ...place(), siteId: w.siteTwo.id });
    expect((await join(token, elsewhere.id, 'ru')).statusCode).toBe(404);
    const yesterday = await certifiedWorker(t.db, place(), {
      decidedAt: new Date(Date.now() - 30 * 3_600_000),
    });
    expect((await join(token, yesterday.id, 'ru')).statusCode).toBe(404);
    const approved = await permitIn(['request', 'approve']);
    const worker = await certifiedWorker(t.db, place());
    const res = await join(await tokenOf(approved), worker.id, 'ru');
    expect(res.statusCode).toBe(409);
    expect(PermitStateConflictSchema.parse(res.json())).toMatchObject({
      state: 'approved',
      action: 'approve',
      changedBy: { fullName: 'Test safety_manager' },
    });
  });

  it('reaches the board and the page of a worker on it when the watch suspends it as its scaffold lapses, and again when an override resumes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    at('2026-06-01T08:00:00Z');
    const [scaffold] = await t.db
      .insert(equipment)
      .values({
        companyId: w.companyA.id,
        siteId: w.siteOne.id,
        kind: 'scaffold',
        value: 'P-303',
        label: 'פיגום 303',
      })
      .returning();
    expect((await inspect(t, w.cookies.manager, scaffold!.id)).statusCode).toBe(201);
    // 20:00 in Jerusalem on the inspection's last day.
    at('2026-06-08T17:00:00Z');
    const id = await permitIn(
      ['request', 'approve', 'start'],
      { equipmentId: scaffold!.id },
      new Date(),
    );
    const worker = await certifiedWorker(t.db, place());
    expect((await join(await tokenOf(id), worker.id, 'ru')).statusCode).toBe(200);

    const board = openSocket(base, { origin: base, cookie: w.cookies.manager });
    const page = openSocket(base, { origin: base });
    expect([await board.answer, await page.answer]).toEqual([101, 101]);
    await Promise.all([board.next('connected'), page.next('connected')]);
    page.socket.send(JSON.stringify({ type: 'subscribe', entryId: worker.id }));
    await page.next('subscribed');
    // Each socket hears the permit change to `state` (a change of its checks may come first).
    const heard = async (state: string) => {
      for (const socket of [board, page]) {
        await expect
          .poll(() => socket.messages.filter((m) => m.type === 'permit_changed'), {
            timeout: 15_000,
          })
          .toContainEqual({
            type: 'permit_changed',
            data: { permitId: id, siteId: w.siteOne.id, state },
          });
        socket.messages.length = 0;
      }
    };

    // 01:00 the next day: overdue, and the watch suspends the permit.
    at('2026-06-08T22:00:00Z');
    expect(await watchPermits(t.db, alertsWithoutEmail(t), new Date())).toBe(1);
    await heard('suspended');
    // His entry is yesterday's now, yet the permit he works under stays on his page.
    const mine = async () =>
      (await t.app.inject({ url: `/api/permits/mine?entryId=${worker.id}` })).json().permits;
    expect(await mine()).toEqual([expect.objectContaining({ id, state: 'suspended' })]);
    const overridden = await overrideEquipmentCheck(id);
    expect(overridden.body).toMatchObject({ state: 'active' });
    await heard('active');
    expect(await mine()).toEqual([expect.objectContaining({ id, state: 'active' })]);
    await t.db
      .update(entryRequests)
      .set({ exitTime: new Date() })
      .where(eq(entryRequests.id, worker.id));
    expect(await mine()).toEqual([]);
    board.socket.close();
    page.socket.close();
  });

  it('gives a worker whose permit was suspended while he signed 409 naming who suspended it, and writes nothing', async () => {
    const id = await permitIn(['request', 'approve', 'start']);
    const worker = await certifiedWorker(t.db, place());
    const before = [await count('permit_workers'), await count('entry_request_files')];
    // The manager suspends the permit after the join read it active, as its signature is stored.
    const put = t.app.blobStore.put.bind(t.app.blobStore);
    let suspension: Promise<unknown> | undefined;
    const spy = vi.spyOn(t.app.blobStore, 'put').mockImplementation(async (...args) => {
      suspension ??= move(w.cookies.manager, id, 'suspend', { reason: 'רוח חזקה' });
      await suspension;
      return put(...args);
    });
    const res = await join(await tokenOf(id), worker.id, 'ru', '', await drawn()).finally(() =>
      spy.mockRestore(),
    );
    expect(res.statusCode, res.body).toBe(409);
    const conflict = PermitStateConflictSchema.parse(res.json());
    expect(conflict).toMatchObject({
      state: 'suspended',
      action: 'suspend',
      changedBy: { fullName: 'Test manager' },
    });
    expect(secondsBetween(conflict.changedAt, new Date().toISOString())).toBeLessThan(60);
    expect([await count('permit_workers'), await count('entry_request_files')]).toEqual(before);
  });

  it('keeps his drawn signature with his place, shown to the register and erased with his request', async () => {
    const id = await permitIn(['request', 'approve', 'start']);
    const worker = await certifiedWorker(t.db, place());
    const res = await join(await tokenOf(id), worker.id, 'ru', '', await drawn());
    expect(res.statusCode, res.body).toBe(200);
    const today = companyToday();
    const register = await permitCall(
      t,
      w.cookies.manager,
      'GET',
      `/api/permits/register?siteId=${w.siteOne.id}&from=${today}&to=${today}`,
    );
    const permit = (
      register.body.permits as { id: number; workers: { signatureFileId: string | null }[] }[]
    ).find((p) => p.id === id);
    const fileId = permit?.workers[0]?.signatureFileId;
    expect(fileId).toEqual(expect.any(String));
    const image = await t.app.inject({
      url: `/api/files/${fileId}`,
      headers: { cookie: w.cookies.manager },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    await deleteEntryImages(t.db, t.app.blobStore, [worker.id]);
    const [place_] = await rowsOf(
      sql`select signature_file_id from permit_workers where entry_request_id = ${worker.id}`,
    );
    expect(place_).toEqual({ signature_file_id: null });
    expect(await t.app.blobStore.get(entryFileKey(fileId!, false))).toBeNull();
  });

  it('forgets the name he typed to sign when his personal data is erased, and keeps his place', async () => {
    const id = await permitIn(['request', 'approve', 'start']);
    const worker = await certifiedWorker(t.db, place());
    expect((await join(await tokenOf(id), worker.id, 'ru')).statusCode).toBe(200);
    await erasePersonalData(
      t.db,
      t.app.blobStore,
      { companyId: w.companyA.id, requestIds: [worker.id] },
      { cause: 'worker_request', actorUserId: null },
    );
    const rows = await rowsOf(
      sql`select permit_id, signature_name from permit_workers where entry_request_id = ${worker.id}`,
    );
    expect(rows).toEqual([{ permit_id: id, signature_name: '' }]);
  });

  it('refuses in his language a join with neither a drawing nor a name, or with a file that is not an image, and writes nothing', async () => {
    const id = await permitIn(['request', 'approve', 'start']);
    const token = await tokenOf(id);
    const worker = await certifiedWorker(t.db, place());
    const before = [await count('permit_workers'), await count('entry_request_files')];
    const unsigned = await join(token, worker.id, 'ru', '');
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { signature: 'Нарисуйте подпись или введите своё имя' },
    });
    const text = await join(token, worker.id, 'ar', '', [
      { name: 'file_signature', bytes: new TextEncoder().encode('%PDF-1.4 no'), type: 'image/png' },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      code: 'FILE_NOT_IMAGE',
      details: { signature: expect.stringContaining('التوقيع') },
    });
    const stray = await join(token, worker.id, 'ru', 'Иван', [
      { name: 'file_photo', bytes: await testPng(), type: 'image/png' },
    ]);
    expect(stray.statusCode).toBe(400);
    const huge = await join(token, worker.id, 'ru', 'Иван', [
      { name: 'file_signature', bytes: new Uint8Array(11 * 1024 * 1024), type: 'image/png' },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().details).toEqual({ signature: expect.stringContaining('МБ') });
    expect([await count('permit_workers'), await count('entry_request_files')]).toEqual(before);
  });

  it('signs every worker out when the permit closes', async () => {
    const id = await permitIn(['request', 'approve', 'start']);
    const worker = await certifiedWorker(t.db, place());
    expect((await join(await tokenOf(id), worker.id, 'ru')).statusCode).toBe(200);
    await move(w.cookies.manager, id, 'close');
    const open = await rowsOf(
      sql`select count(*)::int as n from permit_workers where permit_id = ${id} and signed_out_at is null`,
    );
    expect(open[0]).toEqual({ n: 0 });
  });
});
