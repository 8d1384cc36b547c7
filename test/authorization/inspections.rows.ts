import { eq, sql } from 'drizzle-orm';
import { equipment, mediaFiles } from '../../server/db/schema';
import { randomToken } from '../../server/lib/crypto';
import type { AuthorizationWorld, Tenant } from '../authorization-world';
import { testPng } from '../entry-fixtures';
import { multipartBody } from '../multipart';
import type { AuthorizationRow } from './row';

const SCAFFOLD_LINES = [
  'base-plates',
  'bracing',
  'anchoring',
  'guard-rails',
  'toe-boards',
  'platform-width',
  'access',
  'load',
  'tag',
];

/** The tenant's scaffold on its own site, so a manager of another site does not reach it. */
async function placedItem(x: Tenant, world: AuthorizationWorld) {
  const [row] = await world.t.db
    .update(equipment)
    .set({ siteId: x.siteId })
    .where(eq(equipment.id, x.equipmentId))
    .returning({ tagToken: equipment.tagToken });
  return row!;
}

/** A passing inspection by any of the tenant's staff, each marked qualified beforehand. */
async function inspectionBody(x: Tenant, world: AuthorizationWorld) {
  await placedItem(x, world);
  const { db } = world.t;
  await db.execute(sql`insert into inspector_qualifications (user_id, kind, company_id)
    select id, 'scaffold', company_id from users where company_id = ${x.companyId}
    on conflict do nothing`);
  const signatureFileId = randomToken(16);
  await db.insert(mediaFiles).values({
    id: signatureFileId,
    companyId: x.companyId,
    kind: 'document',
    fileName: 'signature.png',
    contentType: 'image/png',
    bytes: await testPng(),
  });
  return {
    inspectedAt: new Date().toISOString(),
    results: SCAFFOLD_LINES.map((itemId) => ({ itemId, result: 'pass' })),
    outcome: 'fit',
    signatureFileId,
  };
}

const range = 'from=2025-01-01&to=2025-12-31';

/** Inspections: who reads the state, who inspects, who configures and who marks the weather. */
export const INSPECTION_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/inspections/tags/:token',
    isPublic: true,
    ok: 200,
    scope: 'session',
    request: async (x, world) => ({
      url: `/api/inspections/tags/${(await placedItem(x, world)).tagToken}`,
    }),
  },
  {
    method: 'GET',
    route: '/api/inspections/tags/:token/staff',
    ability: 'equipment.read',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: `/api/inspections/tags/${(await placedItem(x, world)).tagToken}/staff`,
    }),
  },
  {
    method: 'GET',
    route: '/api/inspections/equipment/:id',
    ability: 'equipment.read',
    ok: 200,
    scope: 'object',
    request: async (x, world) => {
      await placedItem(x, world);
      return { url: `/api/inspections/equipment/${x.equipmentId}` };
    },
  },
  {
    method: 'POST',
    route: '/api/inspections/equipment/:id',
    ability: 'equipment.inspect',
    ok: 201,
    scope: 'object',
    request: async (x, world) => ({
      url: `/api/inspections/equipment/${x.equipmentId}`,
      payload: await inspectionBody(x, world),
    }),
  },
  {
    method: 'POST',
    route: '/api/inspections/files',
    ability: 'equipment.inspect',
    ok: 201,
    scope: 'session',
    request: async () => ({
      url: '/api/inspections/files',
      ...(await multipartBody({}, [
        { name: 'file', bytes: await testPng(), filename: 'signature.png', type: 'image/png' },
      ])),
    }),
  },
  {
    method: 'POST',
    route: '/api/inspections/equipment/:id/changes',
    ability: 'equipment.events',
    ok: 201,
    scope: 'object',
    request: async (x, world) => {
      await placedItem(x, world);
      return {
        url: `/api/inspections/equipment/${x.equipmentId}/changes`,
        payload: { note: 'הוסף מפלס' },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/inspections/sites/:siteId/weather',
    ability: 'equipment.events',
    ok: 201,
    scope: 'object',
    request: (x) => ({ url: `/api/inspections/sites/${x.siteId}/weather` }),
  },
  {
    method: 'POST',
    route: '/api/inspections/sites/:siteId/stoppages',
    ability: 'equipment.events',
    ok: 201,
    scope: 'object',
    request: (x) => ({
      url: `/api/inspections/sites/${x.siteId}/stoppages`,
      payload: { fromDay: '2025-01-01', toDay: '2025-01-04' },
    }),
  },
  {
    method: 'GET',
    route: '/api/inspections/sites/:siteId/gate',
    ability: 'equipment.read',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/inspections/sites/${x.siteId}/gate` }),
  },
  {
    method: 'PUT',
    route: '/api/inspections/sites/:siteId/gate',
    ability: 'sites.edit',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/inspections/sites/${x.siteId}/gate`,
      payload: { blocksUnfit: false },
    }),
  },
  {
    method: 'GET',
    route: '/api/inspections/checklists/:kind',
    ability: 'equipment.read',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({ url: `/api/inspections/checklists/scaffold?companyId=${x.companyId}` }),
  },
  {
    method: 'PUT',
    route: '/api/inspections/checklists/:kind',
    ability: 'equipment.checklists',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({
      url: `/api/inspections/checklists/platform?companyId=${x.companyId}`,
      payload: { items: [{ id: 'controls', text: { he: 'בקרות תקינות' } }] },
    }),
  },
  {
    method: 'GET',
    route: '/api/inspections/settings',
    ability: 'equipment.read',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({ url: `/api/inspections/settings?companyId=${x.companyId}` }),
  },
  {
    method: 'GET',
    route: '/api/inspections/summary',
    ability: 'equipment.read',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/inspections/summary?siteId=${x.siteId}` }),
  },
  {
    method: 'PUT',
    route: '/api/inspections/settings',
    ability: 'equipment.checklists',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({
      url: `/api/inspections/settings?companyId=${x.companyId}`,
      payload: { scaffoldIntervalDays: 7, platformReportMonths: 6 },
    }),
  },
  {
    method: 'GET',
    route: '/api/inspections/qualifications',
    ability: 'equipment.checklists',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({ url: `/api/inspections/qualifications?companyId=${x.companyId}` }),
  },
  {
    method: 'PUT',
    route: '/api/inspections/qualifications/:userId',
    ability: 'equipment.checklists',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/inspections/qualifications/${x.userId}`,
      payload: { kinds: ['scaffold'] },
    }),
  },
  {
    method: 'GET',
    route: '/api/inspections/register',
    ability: 'equipment.read',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/inspections/register?siteId=${x.siteId}&${range}` }),
  },
  {
    method: 'GET',
    route: '/api/inspections/register.csv',
    ability: 'equipment.read',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/inspections/register.csv?siteId=${x.siteId}&${range}` }),
  },
];
