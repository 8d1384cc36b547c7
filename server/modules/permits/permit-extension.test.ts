import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PermitStateConflictSchema } from '@shared/schemas/race-conflict.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import {
  alertsWithoutEmail,
  permitBody,
  permitCall,
  START_BODY,
} from '../../../test/permit-fixtures';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';
import { watchPermits } from './permit-watch';

let t: TestApp;
let w: StaffWorld;
let safetyB: string;

const HOUR = 3_600_000;
const at = (iso: string) => vi.setSystemTime(new Date(iso));

async function rowsOf(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
}

const transitionsOf = (id: number) =>
  rowsOf(sql`select count(*)::int as n from permit_transitions where permit_id = ${id}`).then(
    (rows) => rows[0]!.n,
  );

/** A permit of site one moved through the given steps, with its planned end as the API gives it. */
async function permitIn(steps: string[], start = new Date(Date.now() + HOUR)) {
  const created = await permitCall(
    t,
    w.cookies.manager,
    'POST',
    '/api/permits',
    permitBody(w.siteOne.id, w.users.manager.id, start),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const step of steps) {
    const cookie = step === 'approve' ? w.cookies.safety : w.cookies.manager;
    const body = step === 'start' ? START_BODY : step === 'suspend' ? { reason: 'רוח' } : {};
    const moved = await permitCall(
      t,
      cookie,
      'POST',
      `/api/permits/${created.body.id}/${step}`,
      body,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return { id: created.body.id, end: created.body.plannedEnd as string };
}

const later = (iso: string, hours: number) =>
  new Date(new Date(iso).getTime() + hours * HOUR).toISOString();

const extend = (cookie: string, id: number, body: Record<string, unknown>, lang = 'he') =>
  permitCall(t, cookie, 'POST', `/api/permits/${id}/extend?lang=${lang}`, body);

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
  const user = await createUser(t.db, {
    role: 'safety_manager',
    companyId: w.companyB.id,
    siteIds: [w.siteB.id],
  });
  safetyB = await loginAs(t, user.username);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('a manager extending a permit', () => {
  it('moves the end of an approved, active or suspended permit later, one audited move', async () => {
    for (const steps of [
      ['request', 'approve'],
      ['request', 'approve', 'start'],
      ['request', 'approve', 'start', 'suspend'],
    ]) {
      const permit = await permitIn(steps);
      const newEnd = later(permit.end, 3);
      const res = await extend(w.cookies.safety, permit.id, {
        plannedEnd: newEnd,
        currentEnd: permit.end,
        reason: 'היציקה התעכבה',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(new Date(res.body.plannedEnd as string).toISOString()).toBe(newEnd);
      const state = res.body.state;
      const [move] = await rowsOf(
        sql`select action, from_state, to_state, actor_user_id, reason, details
            from permit_transitions where permit_id = ${permit.id} order by id desc limit 1`,
      );
      expect(move).toEqual({
        action: 'extend',
        from_state: state,
        to_state: state,
        actor_user_id: w.users.safety.id,
        reason: 'היציקה התעכבה',
        details: { from: new Date(permit.end).toISOString(), to: newEnd },
      });
      const [audit] = await rowsOf(
        sql`select actor_user_id, reason from audit_log
            where action = 'permit.extend' and entity_id = ${String(permit.id)}`,
      );
      expect(audit).toEqual({ actor_user_id: w.users.safety.id, reason: 'היציקה התעכבה' });
    }
  });

  it('shows the extension in the register and its CSV, in the reader language', async () => {
    const permit = await permitIn(['request', 'approve', 'start']);
    await extend(w.cookies.admin, permit.id, {
      plannedEnd: later(permit.end, 1),
      currentEnd: permit.end,
      reason: 'Concrete pour ran late',
    });
    const day = new Date(Date.now() + 1).toISOString().slice(0, 10);
    const next = new Date(Date.now() + 24 * HOUR).toISOString().slice(0, 10);
    const register = await permitCall(
      t,
      w.cookies.manager,
      'GET',
      `/api/permits/register?siteId=${w.siteOne.id}&from=${day}&to=${next}`,
    );
    const listed = (register.body.permits as { id: number; transitions: unknown[] }[]).find(
      (p) => p.id === permit.id,
    );
    expect(listed?.transitions.at(-1)).toMatchObject({
      action: 'extend',
      byName: 'Test admin',
      reason: 'Concrete pour ran late',
    });
    const csv = await t.app.inject({
      url: `/api/permits/register.csv?siteId=${w.siteOne.id}&from=${day}&to=${next}&lang=en`,
      headers: { cookie: w.cookies.manager },
    });
    expect(csv.body).toContain('"Extended","Active","Test admin","Concrete pour ran late"');
  });

  it('refuses bad input in the caller language and writes nothing', async () => {
    const permit = await permitIn(['request', 'approve', 'start']);
    const before = await transitionsOf(permit.id);
    const body = { plannedEnd: later(permit.end, 2), currentEnd: permit.end, reason: 'עיכוב' };
    const same = await extend(
      w.cookies.safety,
      permit.id,
      { ...body, plannedEnd: permit.end },
      'ru',
    );
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { plannedEnd: 'Новое окончание должно быть позже текущего' },
    });
    const earlier = await extend(w.cookies.safety, permit.id, {
      ...body,
      plannedEnd: later(permit.end, -1),
    });
    expect(earlier.body).toMatchObject({
      details: { plannedEnd: 'שעת הסיום החדשה חייבת להיות אחרי שעת הסיום הנוכחית' },
    });
    const tooFar = await extend(w.cookies.safety, permit.id, {
      ...body,
      plannedEnd: later(permit.end, 13),
    });
    expect(tooFar.body).toMatchObject({ details: { plannedEnd: 'הארכה אחת מוסיפה עד 12 שעות' } });
    const noReason = await extend(w.cookies.safety, permit.id, { ...body, reason: '  ' }, 'en');
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ details: { reason: 'Write the reason' } });
    const foreign = await extend(safetyB, permit.id, body);
    expect(foreign.status).toBe(404);
    const notAllowed = await extend(w.cookies.manager, permit.id, body);
    expect(notAllowed.status).toBe(403);
    const requested = await permitIn(['request']);
    const early = await extend(w.cookies.safety, requested.id, {
      ...body,
      plannedEnd: later(requested.end, 1),
      currentEnd: requested.end,
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'PERMIT_STATE_CONFLICT', state: 'requested' });
    const closed = await permitIn(['request', 'approve', 'start', 'close']);
    const late = await extend(w.cookies.safety, closed.id, {
      ...body,
      plannedEnd: later(closed.end, 1),
      currentEnd: closed.end,
    });
    expect(late.body).toMatchObject({
      code: 'PERMIT_STATE_CONFLICT',
      state: 'closed',
      action: 'close',
      changedBy: { fullName: 'Test manager' },
    });
    expect(await transitionsOf(permit.id)).toBe(before);
    const unchanged = await permitCall(t, w.cookies.manager, 'GET', `/api/permits/${permit.id}`);
    expect(unchanged.body.plannedEnd).toBe(permit.end);
  });

  it('gives the second of two managers extending at once 409 naming the first', async () => {
    const permit = await permitIn(['request', 'approve', 'start']);
    const [a, b] = await Promise.all([
      extend(w.cookies.safety, permit.id, {
        plannedEnd: later(permit.end, 1),
        currentEnd: permit.end,
        reason: 'עיכוב במשלוח',
      }),
      extend(w.cookies.admin, permit.id, {
        plannedEnd: later(permit.end, 2),
        currentEnd: permit.end,
        reason: 'עיכוב בעבודה',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [loser, won] = a.status === 409 ? [a, b] : [b, a];
    const winner = a.status === 409 ? 'admin' : 'safety_manager';
    expect(loser.body).toMatchObject({
      code: 'PERMIT_STATE_CONFLICT',
      state: 'active',
      action: 'extend',
      changedBy: { fullName: `Test ${winner}` },
    });
    const { changedAt } = PermitStateConflictSchema.parse(loser.body);
    expect(Math.abs(Date.parse(changedAt) - Date.parse(String(won.body.changedAt)))).toBeLessThan(
      60_000,
    );
    const moves = await rowsOf(
      sql`select count(*)::int as n from permit_transitions
          where permit_id = ${permit.id} and action = 'extend'`,
    );
    expect(moves[0]!.n).toBe(1);
  });

  it('keeps an extended permit live past its first end, and expires it at the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-08-03T04:00:00Z');
    const permit = await permitIn(['request', 'approve', 'start'], new Date());
    const res = await extend(w.cookies.safety, permit.id, {
      plannedEnd: later(permit.end, 2),
      currentEnd: permit.end,
      reason: 'עוד שעתיים לסיום',
    });
    expect(res.status).toBe(200);
    at(later(permit.end, 0.5));
    await watchPermits(t.db, alertsWithoutEmail(t), new Date());
    const live = await permitCall(t, w.cookies.manager, 'GET', `/api/permits/${permit.id}`);
    expect(live.body.state).toBe('active');
    at(later(permit.end, 2.1));
    await watchPermits(t.db, alertsWithoutEmail(t), new Date());
    const ended = await permitCall(t, w.cookies.manager, 'GET', `/api/permits/${permit.id}`);
    expect(ended.body.state).toBe('expired');
  });
});
