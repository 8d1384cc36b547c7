import type { PermitState } from '@shared/permits/permit-lifecycle';
import { and, eq } from 'drizzle-orm';
import {
  equipmentEvents,
  permits,
  workerCertificates,
  workerTokenRequests,
  workerTokens,
} from '../../server/db/schema';
import { randomToken } from '../../server/lib/crypto';
import type { AuthorizationWorld, Tenant } from '../authorization-world';
import { createEntryRequest } from '../entry-factories';
import { START_BODY } from '../permit-fixtures';
import { testPng } from '../entry-fixtures';
import { multipartBody } from '../multipart';
import type { AuthorizationRow } from './row';

/**
 * A fresh permit of the tenant's site in a state, its checks all passing unless told. The
 * inspections' rows mark the weather on the same site, which would fail every permit's check.
 */
async function permitOf(
  x: Tenant,
  world: AuthorizationWorld,
  state: PermitState,
  groundAttendantName = 'יוסי לוי',
) {
  await world.t.db
    .delete(equipmentEvents)
    .where(and(eq(equipmentEvents.siteId, x.siteId), eq(equipmentEvents.kind, 'weather')));
  const start = new Date(Date.now() + 3_600_000);
  const [row] = await world.t.db
    .insert(permits)
    .values({
      companyId: x.companyId,
      siteId: x.siteId,
      kind: 'work_at_height',
      location: 'בניין A',
      task: 'חיפוי',
      domain: 'scaffolds',
      plannedStart: start,
      plannedEnd: new Date(start.getTime() + 8 * 3_600_000),
      workManagerUserId: x.userId,
      groundAttendantName,
      state,
      createdBy: x.userId,
    })
    .returning({ id: permits.id, joinToken: permits.joinToken, plannedEnd: permits.plannedEnd });
  return row!;
}

/**
 * A worker of the tenant's site approved now and not signed out: the tenant's own request may
 * have been signed out by an earlier row of the table.
 */
async function onSiteEntryId(x: Tenant, world: AuthorizationWorld) {
  const entry = await createEntryRequest(world.t.db, {
    companyId: x.companyId,
    siteId: x.siteId,
    status: 'approved',
  });
  return entry.id;
}

/** A worker on site, his phone remembered and his certificate verified. */
async function certify(x: Tenant, world: AuthorizationWorld, entryId: string) {
  const { db } = world.t;
  const [token] = await db
    .insert(workerTokens)
    .values({ companyId: x.companyId, tokenHash: randomToken(16) })
    .returning();
  await db.insert(workerTokenRequests).values({ tokenId: token!.id, entryRequestId: entryId });
  const year = new Date().getUTCFullYear();
  await db.insert(workerCertificates).values({
    companyId: x.companyId,
    workerTokenId: token!.id,
    kind: 'work_at_height',
    domains: ['scaffolds'],
    number: randomToken(6),
    issuedOn: `${year - 1}-06-01`,
    expiresOn: `${year + 1}-01-01`,
    dateOfBirth: '1990-04-01',
    verifiedBy: x.userId,
    verifiedAt: new Date(),
  });
}

const today = () => new Date().toISOString().slice(0, 10);

/** A move on a fresh permit in the state it leaves. */
function moveRow(
  move: string,
  ability: AuthorizationRow['ability'],
  from: PermitState,
  payload: object = {},
): AuthorizationRow {
  return {
    method: 'POST',
    route: `/api/permits/:id/${move}`,
    ability,
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: `/api/permits/${(await permitOf(x, world, from)).id}/${move}`,
      payload,
    }),
  };
}

/** Permits to work at height: the board, the moves, the register, and the workers' joining. */
export const PERMIT_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/permits/board',
    ability: 'permits.read',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/permits/board?siteId=${x.siteId}` }),
  },
  {
    method: 'GET',
    route: '/api/permits/counts',
    ability: 'permits.read',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/permits/counts' }),
  },
  {
    method: 'GET',
    route: '/api/permits/work-managers',
    ability: 'permits.request',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/permits/work-managers?siteId=${x.siteId}` }),
  },
  {
    method: 'GET',
    route: '/api/permits/register',
    ability: 'permits.read',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/permits/register?siteId=${x.siteId}&from=${today()}&to=${today()}`,
    }),
  },
  {
    method: 'GET',
    route: '/api/permits/register.csv',
    ability: 'permits.read',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/permits/register.csv?siteId=${x.siteId}&from=${today()}&to=${today()}`,
    }),
  },
  {
    method: 'GET',
    route: '/api/permits/:id',
    ability: 'permits.read',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: `/api/permits/${(await permitOf(x, world, 'draft')).id}`,
    }),
  },
  {
    method: 'POST',
    route: '/api/permits/files',
    ability: 'permits.request',
    ok: 201,
    scope: 'session',
    request: async () => ({
      url: '/api/permits/files',
      ...(await multipartBody({}, [
        { name: 'file', bytes: await testPng(), filename: 'instructions.png', type: 'image/png' },
      ])),
    }),
  },
  {
    method: 'POST',
    route: '/api/permits',
    ability: 'permits.request',
    ok: 201,
    scope: 'object',
    request: (x) => {
      const start = new Date(Date.now() + 3_600_000);
      return {
        url: '/api/permits',
        payload: {
          siteId: x.siteId,
          location: 'בניין A',
          task: 'חיפוי',
          domain: 'scaffolds',
          plannedStart: start.toISOString(),
          plannedEnd: new Date(start.getTime() + 3_600_000).toISOString(),
          workManagerUserId: x.userId,
          groundAttendantName: 'יוסי לוי',
        },
      };
    },
  },
  moveRow('request', 'permits.request', 'draft'),
  moveRow('approve', 'permits.approve', 'requested'),
  moveRow('start', 'permits.start-stop', 'approved', START_BODY),
  moveRow('suspend', 'permits.start-stop', 'active', { reason: 'רוח' }),
  moveRow('resume', 'permits.start-stop', 'suspended'),
  moveRow('close', 'permits.start-stop', 'active'),
  moveRow('cancel', 'permits.request', 'draft', { reason: 'נדחה' }),
  {
    method: 'POST',
    route: '/api/permits/:id/extend',
    ability: 'permits.extend',
    ok: 200,
    scope: 'object',
    request: async (x, world) => {
      const permit = await permitOf(x, world, 'active');
      return {
        url: `/api/permits/${permit.id}/extend`,
        payload: {
          plannedEnd: new Date(permit.plannedEnd.getTime() + 3_600_000).toISOString(),
          currentEnd: permit.plannedEnd.toISOString(),
          reason: 'עיכוב ביציקה',
        },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/permits/:id/overrides',
    ability: 'permits.override',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: `/api/permits/${(await permitOf(x, world, 'requested', '')).id}/overrides`,
      payload: { check: 'ground_attendant', reason: 'במה ממונעת' },
    }),
  },
  {
    method: 'GET',
    route: '/api/permits/join/:token',
    isPublic: true,
    ok: 200,
    scope: 'session',
    request: async (x, world) => {
      const entryId = await onSiteEntryId(x, world);
      return {
        url: `/api/permits/join/${(await permitOf(x, world, 'active')).joinToken}?entryId=${entryId}`,
      };
    },
  },
  {
    method: 'POST',
    route: '/api/permits/join/:token',
    isPublic: true,
    ok: 200,
    scope: 'session',
    request: async (x, world) => {
      const entryId = await onSiteEntryId(x, world);
      await certify(x, world, entryId);
      return {
        url: `/api/permits/join/${(await permitOf(x, world, 'active')).joinToken}`,
        ...(await multipartBody({ language: 'ru', entryId, signatureName: 'Иван Петров' })),
      };
    },
  },
  {
    method: 'GET',
    route: '/api/permits/mine',
    isPublic: true,
    ok: 200,
    scope: 'session',
    request: async (x, world) => ({
      url: `/api/permits/mine?entryId=${await onSiteEntryId(x, world)}`,
    }),
  },
];
