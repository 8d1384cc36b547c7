import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, COMPANY_ROLES } from '@shared/access/policy';
import { ROLES, type Role } from '@shared/constants';
import { apiRouteTable, type ApiRoute } from '../api-route-table';
import {
  createAuthorizationWorld,
  fingerprintWhenWritten,
  FOREIGN_ORIGIN,
  send,
  type AuthorizationWorld,
  type Tenant,
} from '../authorization-world';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createEntryRequest } from '../entry-factories';
import { openSocket } from '../socket-probe';
import { ACCOUNT_ROWS } from './account.rows';
import { CERTIFICATE_ROWS } from './certificates.rows';
import { BACK_OFFICE_ROWS } from './back-office.rows';
import { CREW_ROWS } from './crews.rows';
import { DAILY_BRIEFING_ROWS } from './daily-briefings.rows';
import { ENTRY_REVIEW_ROWS } from './entry-requests.rows';
import { INDUCTION_ROWS } from './inductions.rows';
import { EQUIPMENT_ROWS } from './equipment.rows';
import { INSPECTION_ROWS } from './inspections.rows';
import { KIOSK_ROWS } from './kiosks.rows';
import { NOTIFICATION_ROWS } from './notifications.rows';
import { ON_SITE_ROWS } from './on-site.rows';
import { PERMIT_ROWS } from './permits.rows';
import { PEOPLE_ROWS } from './people.rows';
import { PLATFORM_ADMIN_ROWS } from './platform-admin.rows';
import { PRIVACY_ROWS } from './privacy.rows';
import { WORKER_RECOGNITION_ROWS } from './worker-recognition.rows';
import { SITE_CONTENT_ROWS } from './site-content.rows';
import { VISITS_ROWS } from './visits.rows';
import type { AuthorizationRow } from './row';
import { SITE_ADMIN_ROWS } from './sites.rows';
import { SITE_INQUIRY_ROWS } from './site-inquiries.rows';
import { publishInTransaction } from '../../server/realtime/publish';

/**
 * Who may call what, proved for every /api route of the app: anonymous, each role on its own
 * company, another company's object, and a foreign Origin on a state change. A row names the
 * route's ability, and the roles come from the access policy, so giving a role an ability there
 * changes the expectations here. The table is checked against the routes server/routes.ts
 * registers, so a new staff route without a row fails here.
 */
const ROWS: AuthorizationRow[] = [
  ...ACCOUNT_ROWS,
  ...ENTRY_REVIEW_ROWS,
  ...INDUCTION_ROWS,
  ...ON_SITE_ROWS,
  ...SITE_ADMIN_ROWS,
  ...SITE_INQUIRY_ROWS,
  ...PEOPLE_ROWS,
  ...EQUIPMENT_ROWS,
  ...INSPECTION_ROWS,
  ...PLATFORM_ADMIN_ROWS,
  ...SITE_CONTENT_ROWS,
  ...BACK_OFFICE_ROWS,
  ...PRIVACY_ROWS,
  ...VISITS_ROWS,
  ...WORKER_RECOGNITION_ROWS,
  ...NOTIFICATION_ROWS,
  ...CERTIFICATE_ROWS,
  ...KIOSK_ROWS,
  ...CREW_ROWS,
  ...DAILY_BRIEFING_ROWS,
  ...PERMIT_ROWS,
];

// The roles of a company's staff; the others (super admin, sales agent) belong to none.
const key = (route: { method: string; route?: string; url?: string }) =>
  `${route.method} ${route.route ?? route.url}`;

let t: TestApp;
let world: AuthorizationWorld;
let registered: ApiRoute[];
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createAuthorizationWorld(t);
  fingerprint = fingerprintWhenWritten(t.db);
  registered = await apiRouteTable();
});
afterAll(() => t.close());

async function call(row: AuthorizationRow, tenant: Tenant, headers: Record<string, string>) {
  return send(t, row.method, await row.request(tenant, world), headers);
}

/** A call that must be refused; a refused state change must leave every row as it was. */
async function refusedCall(row: AuthorizationRow, tenant: Tenant, headers: Record<string, string>) {
  const request = await row.request(tenant, world);
  if (row.method === 'GET') return send(t, row.method, request, headers);
  const before = await fingerprint();
  const response = await send(t, row.method, request, headers);
  expect(await fingerprint(), 'a refused call changed data').toBe(before);
  return response;
}

const as = (role: Role) => ({ cookie: world.cookies[role] });

for (const row of ROWS) {
  describe(key(row), () => {
    const mayUse = (role: Role) => (row.ability ? can(role, row.ability) : true);

    if (row.isPublic) {
      it(`serves an anonymous caller with ${row.ok}`, async () => {
        expect((await call(row, world.own, {})).statusCode).toBe(row.ok);
      });
    } else {
      it('refuses an anonymous caller with 401', async () => {
        const response = await refusedCall(row, world.own, {});
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      });
    }

    for (const role of ROLES) {
      if (!mayUse(role)) {
        it(`refuses ${role} with 403`, async () => {
          const response = await refusedCall(row, world.own, as(role));
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
        });
      } else {
        const expected = row.answers?.[role] ?? row.ok;
        const whose = COMPANY_ROLES.includes(role) ? 'of the company' : 'of no company';
        it(`answers ${role} ${whose} with ${expected}`, async () => {
          const response = await call(row, world.own, as(role));
          expect(response.statusCode, response.body).toBe(expected);
        });
      }
    }

    if (row.scope === 'object') {
      for (const role of COMPANY_ROLES.filter(mayUse)) {
        it(`answers 404 to ${role} for another company's object`, async () => {
          const response = await refusedCall(row, world.foreign, as(role));
          expect(response.statusCode, response.body).toBe(404);
        });
      }
      // The manager and safety manager hold site one only; admins hold every site.
      for (const role of COMPANY_ROLES.filter(mayUse)) {
        const holdsEverySite = role === 'admin' || role === 'company_admin';
        it(`answers ${holdsEverySite ? row.ok : 404} to ${role} for another site's object`, async () => {
          const response = holdsEverySite
            ? await call(row, world.sibling, as(role))
            : await refusedCall(row, world.sibling, as(role));
          expect(response.statusCode, response.body).toBe(holdsEverySite ? row.ok : 404);
        });
      }
    }

    if (row.scope !== 'session' && mayUse('super_admin')) {
      it('serves the super admin another company as well', async () => {
        const response = await call(row, world.foreign, as('super_admin'));
        expect(response.statusCode, response.body).toBe(row.answers?.super_admin ?? row.ok);
      });
    }

    if (row.method !== 'GET' && !row.isPublic) {
      // A company role that may make this change, so only the Origin can be what refuses it.
      const caller = COMPANY_ROLES.find(mayUse) ?? 'super_admin';
      it(`refuses ${caller}'s change from a foreign Origin with 403`, async () => {
        const response = await refusedCall(row, world.own, {
          ...as(caller),
          origin: FOREIGN_ORIGIN,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'ORIGIN_FORBIDDEN' });
      });
    }
  });
}

describe('the table', () => {
  it('has a row for every staff route the app registers', () => {
    const rows = new Set(ROWS.map(key));
    const missing = registered.filter((r) => !r.isPublic && !rows.has(key(r))).map(key);
    expect(missing, 'staff routes without a row').toEqual([]);
  });

  it('names only routes the app registers, each once, public exactly where the app says', () => {
    const isPublic = new Map(registered.map((r) => [key(r), r.isPublic]));
    expect(ROWS.filter((r) => !isPublic.has(key(r))).map(key), 'rows of no route').toEqual([]);
    expect(
      ROWS.filter((r) => isPublic.get(key(r)) === !r.isPublic).map(key),
      'rows that disagree with the route on being public',
    ).toEqual([]);
    expect(ROWS.length, 'a route with two rows').toBe(new Set(ROWS.map(key)).size);
  });
});

describe('WebSocket /ws', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('refuses an upgrade from a foreign Origin, even with a staff cookie', async () => {
    const probe = openSocket(base, { origin: FOREIGN_ORIGIN, cookie: world.cookies.admin });
    expect(await probe.answer).toBe(403);
  });

  it("gives an anonymous socket and another company's staff none of the company's events", async () => {
    const staff = openSocket(base, { origin: base, ...as('manager') });
    const anonymous = openSocket(base, { origin: base });
    const stranger = openSocket(base, { origin: base, cookie: world.foreignManagerCookie });
    expect(await Promise.all([staff.answer, anonymous.answer, stranger.answer])).toEqual([
      101, 101, 101,
    ]);
    expect(await anonymous.next('connected')).toMatchObject({ data: { audience: 'worker' } });
    await stranger.next('connected');
    const { companyId, siteId } = world.own;
    const entry = await createEntryRequest(t.db, { companyId, siteId });
    await t.db.transaction((tx) =>
      publishInTransaction(tx, { type: 'entry_created', entryId: entry.id, siteId }),
    );
    expect(await staff.next('new_entry_request')).toMatchObject({ data: { entryId: entry.id } });
    // The staff socket got it, so the others would have had it by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const outsider of [anonymous, stranger]) {
      expect(outsider.messages.filter((m) => m.type !== 'connected')).toEqual([]);
    }
    for (const probe of [staff, anonymous, stranger]) probe.socket.close();
  });
});
