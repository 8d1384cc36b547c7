import { sql } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import type { Role } from '@shared/constants';
import type { Db } from '../server/db/client';
import { contactRequests, equipment } from '../server/db/schema';
import type { TestApp } from './build-test-app';
import { addEntryFile, createEntryRequest } from './entry-factories';
import { createUser, loginAs } from './factories';
import { multipartBody } from './multipart';
import { createStaffWorld } from './staff-world';

export const HOST = 'localhost';
export const OWN_ORIGIN = `http://${HOST}`;
export const FOREIGN_ORIGIN = 'https://evil.example';

/** One company's objects; only its own staff and the super admin may reach them. */
export interface Tenant {
  companyId: number;
  siteId: number;
  /** Approved and on site, so a roll call has a line for it. */
  entryId: string;
  /** An image of that request. */
  fileId: string;
  rollCallId: number;
  rollCallEntryId: number;
  /** A safety manager of the site: an account every user manager of the company reaches. */
  userId: number;
  equipmentId: number;
}

export interface AuthorizationWorld {
  t: TestApp;
  /** The callers' company: every role below but the super admin belongs to it. */
  own: Tenant;
  /** Another site of the callers' company, which its manager and safety manager do not hold. */
  sibling: Tenant;
  /** Another company, with the same kinds of objects. */
  foreign: Tenant;
  /** A signed-in caller per role; the manager and safety manager hold the own tenant's site. */
  cookies: Record<Role, string>;
  /** A manager of the other company, for the events its staff must not receive. */
  foreignManagerCookie: string;
  /** A document of the own company, served to anyone by its unguessable id. */
  mediaId: string;
  contactRequestId: number;
}

/** What a row sends: the address, and a JSON body or a multipart one with its headers. */
export interface RowRequest {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

let calls = 0;

/** A site rules document as the form editor uploads it. */
export async function documentUpload(): Promise<RowRequest> {
  const body = await multipartBody({}, [
    {
      name: 'file',
      bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
      filename: 'rules.pdf',
      type: 'application/pdf',
    },
  ]);
  return { url: '/api/media?kind=document', ...body };
}

/** One call as a browser on the app's own page would make it, unless headers say otherwise. */
export function send(
  t: TestApp,
  method: HTTPMethods,
  request: RowRequest,
  headers: Record<string, string> = {},
) {
  calls += 1;
  return t.app.inject({
    method,
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    // Every call from its own address, so no rate limit (the inquiry form's) counts one twice.
    remoteAddress: `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`,
    headers: { host: HOST, origin: OWN_ORIGIN, ...request.headers, ...headers },
  });
}

async function createTenant(
  t: TestApp,
  companyId: number,
  siteId: number,
  starterCookie: string,
): Promise<Tenant> {
  const entry = await createEntryRequest(t.db, { companyId, siteId, status: 'approved' });
  const fileId = await addEntryFile(t.db, entry.id, 'selfiePhoto');
  const target = await createUser(t.db, { role: 'safety_manager', companyId, siteIds: [siteId] });
  const [item] = await t.db
    .insert(equipment)
    .values({ companyId, kind: 'scaffold', value: `P-${siteId}`, label: 'פיגום' })
    .returning();
  const started = await send(
    t,
    'POST',
    { url: '/api/roll-calls', payload: { siteId } },
    { cookie: starterCookie },
  );
  if (started.statusCode !== 201) throw new Error(`roll call not started: ${started.body}`);
  const rollCall = started.json() as { id: number; entries: { id: number }[] };
  return {
    companyId,
    siteId,
    entryId: entry.id,
    fileId,
    rollCallId: rollCall.id,
    rollCallEntryId: rollCall.entries[0]!.id,
    userId: target.id,
    equipmentId: item!.id,
  };
}

/**
 * The staff world (company A with sites one and two, company B) plus a company admin and one object
 * of every kind a staff route addresses, in each company.
 */
export async function createAuthorizationWorld(t: TestApp): Promise<AuthorizationWorld> {
  const staff = await createStaffWorld(t);
  const companyAdmin = await createUser(t.db, {
    role: 'company_admin',
    companyId: staff.companyA.id,
  });
  // A sales agent belongs to no company: the platform's, like the super admin.
  const salesAgent = await createUser(t.db, { role: 'sales_agent', companyId: null });
  const cookies: Record<Role, string> = {
    super_admin: staff.cookies.superAdmin,
    sales_agent: await loginAs(t, salesAgent.username),
    admin: staff.cookies.admin,
    company_admin: await loginAs(t, companyAdmin.username),
    manager: staff.cookies.manager,
    safety_manager: staff.cookies.safety,
  };
  const own = await createTenant(t, staff.companyA.id, staff.siteOne.id, cookies.admin);
  const sibling = await createTenant(t, staff.companyA.id, staff.siteTwo.id, cookies.admin);
  const foreign = await createTenant(t, staff.companyB.id, staff.siteB.id, cookies.super_admin);
  const uploaded = await send(t, 'POST', await documentUpload(), { cookie: cookies.admin });
  if (uploaded.statusCode !== 201) throw new Error(`media not uploaded: ${uploaded.body}`);
  const [inquiry] = await t.db.insert(contactRequests).values({ name: 'פונה' }).returning();
  return {
    t,
    own,
    sibling,
    foreign,
    cookies,
    foreignManagerCookie: staff.cookies.managerB,
    mediaId: (uploaded.json() as { id: string }).id,
    contactRequestId: inquiry!.id,
  };
}

const WORKER_TABLES = new Set([
  'outbox_events',
  'webhook_deliveries',
  'push_action_tokens',
  'data_access_log',
]);

/**
 * A digest of every row the application keeps, to prove a refused call changed nothing. A
 * session's last-seen time moves on every signed-in call, so sessions count by their token only.
 */
export async function databaseFingerprint(db: Db): Promise<string> {
  const listed = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  // The outbox's bookkeeping is written by a background worker at its own time, not by a call;
  // the access log records reads a moment after a successful read's reply, so it may land
  // during a later call (refused reads record nothing: server/modules/access-log).
  const parts = listed.rows
    .filter(({ table_name: name }) => !WORKER_TABLES.has(name))
    .map(({ table_name: name }) =>
      name === 'sessions'
        ? `select 'sessions:' || token_hash as line from sessions`
        : `select '${name}:' || t::text as line from "${name}" t`,
    );
  const digest = (await db.execute(
    sql.raw(
      `select md5(coalesce(string_agg(line, '|' order by line), '')) as digest
       from (${parts.join(' union all ')}) every_row`,
    ),
  )) as unknown as { rows: { digest: string }[] };
  return digest.rows[0]!.digest;
}

/**
 * The database's digest now (databaseFingerprint), read again only when something was written
 * since the last one: any write moves the next transaction id, so an unchanged id proves nothing
 * was written and the slow digest of every row can be reused.
 */
export function fingerprintWhenWritten(db: Db): () => Promise<string> {
  let known: { xmax: string; digest: string } | null = null;
  return async () => {
    const result = (await db.execute(
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
    )) as unknown as { rows: { xmax: string }[] };
    const xmax = result.rows[0]!.xmax;
    if (known?.xmax !== xmax) known = { xmax, digest: await databaseFingerprint(db) };
    return known.digest;
  };
}
