import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardSchema, type BoardPermit, type Permit } from '@shared/schemas/permit.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEquipment } from '../../../test/entry-fixtures';
import { startToday } from '../../../test/company-today';
import { permitBody, permitCall } from '../../../test/permit-fixtures';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';

/*
 * The board reads its permits and their workers as JSON arrays the database writes, and is
 * written without the schema's pass: each permit on it must still be what GET /api/permits/{id}
 * says of it, with the workers as the card lists them, and nothing the schema does not name.
 */
let t: TestApp;
let w: StaffWorld;
let plain: number;
let busy: number;

/** A start a minute ahead: today in the company's day but for the day's last minute. */
const soon = () => startToday(60_000);

async function created(extra: Record<string, unknown> = {}) {
  const res = await permitCall(
    t,
    w.cookies.manager,
    'POST',
    '/api/permits',
    permitBody(w.siteOne.id, w.users.manager.id, soon(), extra),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
  await createEquipment(t.db, w.companyA.id);
  plain = await created();
  busy = await created();
  expect(
    (await permitCall(t, w.cookies.manager, 'POST', `/api/permits/${busy}/request`, {})).status,
  ).toBe(200);
  // What the request form does not set: equipment, night work with a document, checks computed
  // at an instant with microseconds.
  await t.db.execute(sql`
    update permits set
      equipment_id = (select id from equipment where company_id = ${w.companyA.id} and value = 'LP-7'),
      is_night = true, written_instructions = 'תאורה בכל הקומה',
      checks = '[{"check":"ground_attendant","passed":false,"workers":[],"override":null}]',
      checked_at = timestamptz '2026-07-01 05:00:00.123456Z'
    where id = ${busy}`);
  await t.db.execute(sql`
    insert into entry_requests (id, company_id, site_id, request_number, status, form_version,
      values, language, worker_first_name, worker_last_name, worker_phone, worker_company,
      decided_at, created_at)
    select 'board-worker-' || g, ${w.companyA.id}, ${w.siteOne.id}, 810000 + g, 'approved', 0,
           '{}', 'he', case when g = 2 then 'Иван' else 'עובד' end,
           case when g = 3 then '' else 'מספר ' || g end, '050-81' || lpad(g::text, 5, '0'),
           case when g = 1 then '' else 'קבלן ' || g end, now(), now()
    from generate_series(1, 3) g`);
  // Joined in the reverse of their numbers; the second signed out at an instant with
  // microseconds, which the board must write as the permit's own view does.
  await t.db.execute(sql`
    insert into permit_workers (permit_id, entry_request_id, signature_name, language,
      joined_at, signed_out_at, check_result)
    select ${busy}, 'board-worker-' || g, 'חתימה', 'he',
           timestamptz '2026-07-01 06:00:00Z' - g * interval '1 minute',
           case when g = 2 then timestamptz '2026-07-01 09:30:00.987654Z' end, '[]'
    from generate_series(1, 3) g`);
});
afterAll(() => t.close());

describe('the board', () => {
  it('answers each permit as its own view does, the workers as the card lists them', async () => {
    const res = await t.app.inject({
      url: `/api/permits/board?siteId=${w.siteOne.id}`,
      headers: { cookie: w.cookies.manager },
    });
    expect(res.statusCode).toBe(200);
    const board = res.json() as { permits: BoardPermit[] };
    expect(board).toStrictEqual(BoardSchema.parse(board));
    expect(board.permits.map((p) => p.id)).toEqual([plain, busy]);
    for (const permit of board.permits) {
      const own = (await permitCall(t, w.cookies.manager, 'GET', `/api/permits/${permit.id}`))
        .body as unknown as Permit;
      expect(permit).toStrictEqual({
        ...own,
        workers: own.workers.map((x) => ({
          entryRequestId: x.entryRequestId,
          name: x.name,
          company: x.company,
          signedOutAt: x.signedOutAt,
        })),
      });
    }
    const onBoard = board.permits[1]!;
    expect(onBoard).toMatchObject({
      equipment: { number: 'LP-7', label: 'במת הרמה 7', kind: 'platform' },
      isNight: true,
      checkedAt: '2026-07-01T05:00:00.123Z',
    });
    expect(onBoard.workers).toEqual([
      { entryRequestId: 'board-worker-3', name: 'עובד', company: 'קבלן 3', signedOutAt: null },
      {
        entryRequestId: 'board-worker-2',
        name: 'Иван מספר 2',
        company: 'קבלן 2',
        signedOutAt: '2026-07-01T09:30:00.987Z',
      },
      { entryRequestId: 'board-worker-1', name: 'עובד מספר 1', company: '', signedOutAt: null },
    ]);
  });
});
