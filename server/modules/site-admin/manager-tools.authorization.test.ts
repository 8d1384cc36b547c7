import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/constants';
import { contactRequests, equipment } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { companyRoutes } from '../company/company.routes';
import { contactRequestRoutes } from '../contact-requests/contact-requests.routes';
import { entryFormVersionRoutes } from '../entry-forms/entry-form-versions.routes';
import { equipmentAdminRoutes } from '../equipment/equipment-admin.routes';
import { mediaRoutes } from '../media/media.routes';
import { userRoutes } from '../users/users.routes';
import { siteAdminRoutes } from './site-admin.routes';

/**
 * DESIGN.md section 6 for the manager tools of issue 5 (sites, form versions, media, users,
 * company profile, equipment, inquiries): every route x anonymous, each role, own company versus
 * another one. A route of these modules without a row fails the last test.
 */
interface Tenant {
  companyId: number;
  siteId: number;
  /** A safety manager of the site: an account every user manager of the company reaches. */
  userId: number;
  equipmentId: number;
}

interface Row {
  method: HTTPMethods;
  /** The route as registered, to prove every route has a row. */
  route: string;
  /** The super admin names the company; the others' scope comes from the session. */
  url: (tenant: Tenant) => string;
  body?: (tenant: Tenant) => object;
  /** Roles served; every other signed-in role gets 403. */
  roles: readonly Role[];
  /** Open to anonymous callers as well. */
  isPublic?: boolean;
  ok: number;
  /** False for a call with no company's object in its address. */
  hasObject: boolean;
}

const COMPANY_ROLES: Role[] = ['admin', 'company_admin', 'manager', 'safety_manager'];
const EVERY_ROLE: Role[] = ['super_admin', ...COMPANY_ROLES];
const ADMINS: Role[] = ['super_admin', 'admin', 'company_admin'];
const EDITORS: Role[] = [...ADMINS, 'manager'];
const HOST = 'localhost';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const BOUNDARY = 'authorization-boundary';

let serial = 0;
/** A value nobody used yet: calls that create things run once per role. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${serial++}`;

let mediaId = '';
let contactRequestId = 0;

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/sites',
    url: (x) => `/api/sites?companyId=${x.companyId}`,
    roles: EVERY_ROLE,
    ok: 200,
    hasObject: false,
  },
  {
    method: 'POST',
    route: '/api/sites',
    url: () => '/api/sites',
    body: (x) => ({ code: unique('AUTH'), name: 'אתר', companyId: x.companyId }),
    roles: ADMINS,
    ok: 201,
    hasObject: false,
  },
  {
    method: 'PATCH',
    route: '/api/sites/:id',
    url: (x) => `/api/sites/${x.siteId}`,
    body: () => ({ location: unique('מיקום ') }),
    roles: ADMINS,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'PUT',
    route: '/api/sites/:id/page-settings',
    url: (x) => `/api/sites/${x.siteId}/page-settings`,
    body: () => ({ headerTitle: unique('כותרת '), hasSafetyVideo: false }),
    roles: EDITORS,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'GET',
    route: '/api/sites/:id/entry-form/versions',
    url: (x) => `/api/sites/${x.siteId}/entry-form/versions`,
    roles: EDITORS,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'GET',
    route: '/api/sites/:id/entry-form/versions/:version',
    url: (x) => `/api/sites/${x.siteId}/entry-form/versions/0`,
    roles: EDITORS,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'POST',
    route: '/api/media',
    url: () => '/api/media?kind=document',
    roles: EDITORS,
    ok: 201,
    hasObject: false,
  },
  {
    method: 'GET',
    route: '/api/media/:id',
    url: () => `/api/media/${mediaId}`,
    roles: EVERY_ROLE,
    isPublic: true,
    ok: 200,
    hasObject: false,
  },
  {
    method: 'GET',
    route: '/api/users',
    url: (x) => `/api/users?companyId=${x.companyId}`,
    roles: EDITORS,
    ok: 200,
    hasObject: false,
  },
  {
    method: 'POST',
    route: '/api/users',
    url: () => '/api/users',
    body: (x) => ({
      username: unique('auth-'),
      password: 'long-enough-1',
      role: 'safety_manager',
      siteIds: [x.siteId],
      companyId: x.companyId,
    }),
    roles: EDITORS,
    ok: 201,
    hasObject: false,
  },
  {
    method: 'PATCH',
    route: '/api/users/:id',
    url: (x) => `/api/users/${x.userId}`,
    body: () => ({ firstName: unique('שם') }),
    roles: EDITORS,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'POST',
    route: '/api/users/:id/password',
    url: (x) => `/api/users/${x.userId}/password`,
    body: () => ({ password: unique('password-') }),
    roles: EDITORS,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'PUT',
    route: '/api/company/profile',
    url: () => '/api/company/profile',
    body: () => ({ name: unique('חברה '), type: 'subcontractor', logoFileId: null }),
    roles: ['admin', 'company_admin'],
    ok: 200,
    hasObject: false,
  },
  {
    method: 'GET',
    route: '/api/equipment',
    url: (x) => `/api/equipment?companyId=${x.companyId}`,
    roles: EVERY_ROLE,
    ok: 200,
    hasObject: false,
  },
  {
    method: 'POST',
    route: '/api/equipment',
    url: (x) => `/api/equipment?companyId=${x.companyId}`,
    body: () => ({ kind: 'scaffold', number: unique('A-'), label: 'פיגום', siteId: null }),
    roles: ADMINS,
    ok: 201,
    hasObject: false,
  },
  {
    method: 'PATCH',
    route: '/api/equipment/:id',
    url: (x) => `/api/equipment/${x.equipmentId}`,
    body: () => ({ location: unique('מיקום ') }),
    roles: ADMINS,
    ok: 200,
    hasObject: true,
  },
  {
    method: 'POST',
    route: '/api/equipment/import',
    url: (x) => `/api/equipment/import?companyId=${x.companyId}`,
    body: () => ({ csv: `kind,number,label\nplatform,${unique('I-')},במה\n` }),
    roles: ADMINS,
    ok: 200,
    hasObject: false,
  },
  {
    method: 'GET',
    route: '/api/equipment/export',
    url: (x) => `/api/equipment/export?companyId=${x.companyId}`,
    roles: EVERY_ROLE,
    ok: 200,
    hasObject: false,
  },
  {
    method: 'GET',
    route: '/api/equipment/settings',
    url: (x) => `/api/equipment/settings?companyId=${x.companyId}`,
    roles: EVERY_ROLE,
    ok: 200,
    hasObject: false,
  },
  {
    method: 'PUT',
    route: '/api/equipment/settings',
    url: (x) => `/api/equipment/settings?companyId=${x.companyId}`,
    body: () => ({
      inspectionIntervalDays: 10 + (serial++ % 300),
      isEquipmentNumberRequired: false,
    }),
    roles: ADMINS,
    ok: 200,
    hasObject: false,
  },
  {
    method: 'POST',
    route: '/api/contact-requests',
    url: () => '/api/contact-requests',
    body: () => ({ name: unique('פונה '), phone: '050-1234567' }),
    roles: EVERY_ROLE,
    isPublic: true,
    ok: 201,
    hasObject: false,
  },
  {
    method: 'GET',
    route: '/api/contact-requests',
    url: () => '/api/contact-requests',
    roles: ['super_admin', 'admin'],
    ok: 200,
    hasObject: false,
  },
  {
    method: 'PATCH',
    route: '/api/contact-requests/:id',
    url: () => `/api/contact-requests/${contactRequestId}`,
    body: () => ({ note: unique('הערה ') }),
    roles: ['super_admin', 'admin'],
    ok: 200,
    hasObject: false,
  },
];

let t: TestApp;
let own: Tenant;
let foreign: Tenant;
const cookies = new Map<Role, string>();

async function createTenant(withUsers: boolean): Promise<Tenant> {
  const company = await createCompany(t.db);
  const site = await createSite(t.db, company.id);
  const target = await createUser(t.db, {
    role: 'safety_manager',
    companyId: company.id,
    siteIds: [site.id],
  });
  const [item] = await t.db
    .insert(equipment)
    .values({ companyId: company.id, kind: 'scaffold', value: 'P-1', label: 'פיגום' })
    .returning();
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
  return { companyId: company.id, siteId: site.id, userId: target.id, equipmentId: item!.id };
}

function multipartPdf() {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="rules.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function call(row: Row, tenant: Tenant, headers: Record<string, string>) {
  const isUpload = row.route === '/api/media' && row.method === 'POST';
  return t.app.inject({
    method: row.method,
    url: row.url(tenant),
    // Every call from its own address, so the inquiry form's rate limit counts none twice.
    remoteAddress: `10.1.${Math.floor(serial / 250) % 250}.${serial++ % 250}`,
    ...(isUpload ? { payload: multipartPdf() } : row.body ? { payload: row.body(tenant) } : {}),
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      ...(isUpload ? { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } : {}),
      ...headers,
    },
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  own = await createTenant(true);
  foreign = await createTenant(false);
  const superAdmin = await createUser(t.db, { role: 'super_admin' });
  cookies.set('super_admin', await loginAs(t, superAdmin.username));
  const uploaded = await call(
    ROWS.find((r) => r.route === '/api/media')!,
    own,
    {
      cookie: cookies.get('admin')!,
    },
  );
  mediaId = (uploaded.json() as { id: string }).id;
  const [inquiry] = await t.db.insert(contactRequests).values({ name: 'פונה' }).returning();
  contactRequestId = inquiry!.id;
});
afterAll(() => t.close());

describe.each(ROWS)('$method $route', (row) => {
  it(`answers an anonymous caller with ${row.isPublic ? 'success' : '401'}`, async () => {
    expect((await call(row, own, {})).statusCode).toBe(row.isPublic ? row.ok : 401);
  });

  it.each(COMPANY_ROLES)('serves %s of the company only if the role may use it', async (role) => {
    const response = await call(row, own, { cookie: cookies.get(role)! });
    expect(response.statusCode, response.body).toBe(row.roles.includes(role) ? row.ok : 403);
  });

  it.skipIf(!row.hasObject).each(COMPANY_ROLES.filter((role) => row.roles.includes(role)))(
    "answers 404 to %s for another company's object",
    async (role) => {
      const response = await call(row, foreign, { cookie: cookies.get(role)! });
      expect(response.statusCode).toBe(404);
    },
  );

  it(`serves the super admin any company${row.roles.includes('super_admin') ? '' : ' (not this call)'}`, async () => {
    const cookie = cookies.get('super_admin')!;
    const expected = row.roles.includes('super_admin') ? row.ok : 403;
    expect((await call(row, own, { cookie })).statusCode).toBe(expected);
    expect((await call(row, foreign, { cookie })).statusCode).toBe(expected);
  });

  it.skipIf(row.method === 'GET' || row.isPublic)(
    'refuses a state change from a foreign Origin with 403',
    async () => {
      const response = await call(row, own, {
        cookie: cookies.get('admin')!,
        origin: 'https://evil.example',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('ORIGIN_FORBIDDEN');
    },
  );
});

describe('the table', () => {
  it('has a row for every route of the manager-tools modules', async () => {
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
    for (const routes of [
      siteAdminRoutes,
      entryFormVersionRoutes,
      mediaRoutes,
      userRoutes,
      companyRoutes,
      equipmentAdminRoutes,
      contactRequestRoutes,
    ]) {
      await probe.register(routes);
    }
    await probe.ready();
    await probe.close();
    expect(registered.sort()).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
  });
});
