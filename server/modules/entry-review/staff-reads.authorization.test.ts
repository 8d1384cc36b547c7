import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/constants';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { dashboardRoutes } from '../dashboard/dashboard.routes';
import { onSiteRoutes } from '../on-site/on-site.routes';
import { entryReviewRoutes } from './entry-review.routes';

/**
 * DESIGN.md section 6 for the staff reads of issue 4 (history, export, queue, approved list,
 * details, on site, roll calls, dashboard): every route x anonymous, each role, own company
 * versus another one. A route of these modules without a row fails the last test.
 */
interface Tenant {
  siteId: number;
  entryId: string;
  rollCallId: number;
  rollCallEntryId: number;
}

interface Row {
  method: HTTPMethods;
  /** The route as registered, to prove every route has a row. */
  route: string;
  url: (tenant: Tenant) => string;
  body?: (tenant: Tenant) => Record<string, unknown>;
  /** A success for staff of the object's company. */
  ok: number;
  /** False for a list with no object in its address: there is no foreign one to ask for. */
  hasObject: boolean;
}

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/entry-requests',
    url: (x) => `/api/entry-requests?siteId=${x.siteId}`,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'GET',
    route: '/api/entry-requests/export.csv',
    url: (x) => `/api/entry-requests/export.csv?siteId=${x.siteId}`,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'GET',
    route: '/api/entry-requests/pending',
    url: () => '/api/entry-requests/pending',
    ok: 200,
    hasObject: false,
  },
  {
    method: 'GET',
    route: '/api/sites/:siteId/entry-requests/pending',
    url: (x) => `/api/sites/${x.siteId}/entry-requests/pending`,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'GET',
    route: '/api/entry-requests/approved',
    url: () => '/api/entry-requests/approved',
    ok: 200,
    hasObject: false,
  },
  {
    method: 'GET',
    route: '/api/entry-requests/:id/details',
    url: (x) => `/api/entry-requests/${x.entryId}/details`,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'GET',
    route: '/api/on-site',
    url: (x) => `/api/on-site?siteId=${x.siteId}`,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'POST',
    route: '/api/roll-calls',
    url: () => '/api/roll-calls',
    body: (x) => ({ siteId: x.siteId }),
    ok: 201,
    hasObject: true,
  },
  {
    method: 'GET',
    route: '/api/roll-calls',
    url: (x) => `/api/roll-calls?siteId=${x.siteId}`,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'GET',
    route: '/api/roll-calls/:id',
    url: (x) => `/api/roll-calls/${x.rollCallId}`,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'PATCH',
    route: '/api/roll-calls/:id/entries/:entryId',
    url: (x) => `/api/roll-calls/${x.rollCallId}/entries/${x.rollCallEntryId}`,
    body: () => ({ isSafe: true }),
    ok: 200,
    hasObject: true,
  },
  {
    method: 'GET',
    route: '/api/roll-calls/:id/export.csv',
    url: (x) => `/api/roll-calls/${x.rollCallId}/export.csv`,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'GET',
    route: '/api/dashboard',
    url: (x) => `/api/dashboard?siteId=${x.siteId}`,
    ok: 200,
    hasObject: true,
  },
];

/** Every role of DESIGN.md section 6 reads these (safety_manager and up). */
const COMPANY_ROLES: Role[] = ['admin', 'company_admin', 'manager', 'safety_manager'];

let t: TestApp;
let own: Tenant;
let foreign: Tenant;
const cookies = new Map<Role, string>();
const HOST = 'localhost';

async function createTenant(t: TestApp, withUsers: boolean): Promise<Tenant> {
  const company = await createCompany(t.db);
  const site = await createSite(t.db, company.id);
  const entry = await createEntryRequest(t.db, {
    companyId: company.id,
    siteId: site.id,
    status: 'approved',
    decidedAt: new Date(),
  });
  const starter = await createUser(t.db, {
    role: 'admin',
    companyId: company.id,
  });
  const starterCookie = await loginAs(t, starter.username);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/roll-calls',
    payload: { siteId: site.id },
    headers: { cookie: starterCookie, host: HOST, origin: `http://${HOST}` },
  });
  const rollCall = started.json() as { id: number; entries: { id: number }[] };
  if (withUsers) {
    for (const role of COMPANY_ROLES) {
      const user = await createUser(t.db, {
        role,
        companyId: company.id,
        siteIds: role === 'manager' || role === 'safety_manager' ? [site.id] : [],
      });
      cookies.set(role, await loginAs(t, user.username));
    }
  }
  return {
    siteId: site.id,
    entryId: entry.id,
    rollCallId: rollCall.id,
    rollCallEntryId: rollCall.entries[0]!.id,
  };
}

function call(row: Row, tenant: Tenant, headers: Record<string, string>) {
  return t.app.inject({
    method: row.method,
    url: row.url(tenant),
    ...(row.body ? { payload: row.body(tenant) } : {}),
    headers: { host: HOST, origin: `http://${HOST}`, ...headers },
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  own = await createTenant(t, true);
  foreign = await createTenant(t, false);
  const superAdmin = await createUser(t.db, { role: 'super_admin' });
  cookies.set('super_admin', await loginAs(t, superAdmin.username));
});
afterAll(() => t.close());

describe.each(ROWS)('$method $route', (row) => {
  it('refuses an anonymous caller with 401', async () => {
    expect((await call(row, own, {})).statusCode).toBe(401);
  });

  it.each(COMPANY_ROLES)('serves %s of the company', async (role) => {
    expect((await call(row, own, { cookie: cookies.get(role)! })).statusCode).toBe(row.ok);
  });

  it.skipIf(!row.hasObject).each(COMPANY_ROLES)(
    "answers 404 to %s for another company's object",
    async (role) => {
      expect((await call(row, foreign, { cookie: cookies.get(role)! })).statusCode).toBe(404);
    },
  );

  it('serves the super admin any company', async () => {
    const cookie = cookies.get('super_admin')!;
    expect((await call(row, own, { cookie })).statusCode).toBe(row.ok);
    expect((await call(row, foreign, { cookie })).statusCode).toBe(row.ok);
  });

  it.skipIf(row.method === 'GET')(
    'refuses a state change from a foreign Origin with 403',
    async () => {
      const response = await call(row, own, {
        cookie: cookies.get('manager')!,
        origin: 'https://evil.example',
      });
      expect(response.statusCode).toBe(403);
    },
  );
});

describe('the table', () => {
  it('has a row for every route of the entry-review, on-site and dashboard modules', async () => {
    const registered: string[] = [];
    const probe: FastifyInstance = Fastify();
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    probe.decorate('database', { db: {} } as never);
    probe.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
      }
    });
    await probe.register(entryReviewRoutes);
    await probe.register(onSiteRoutes);
    await probe.register(dashboardRoutes);
    await probe.ready();
    await probe.close();
    expect(registered.sort()).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
  });
});
