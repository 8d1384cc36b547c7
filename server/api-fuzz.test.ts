import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../shared/constants';
import {
  createAuthorizationWorld,
  databaseFingerprint,
  send,
  type AuthorizationWorld,
} from '../test/authorization-world';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { OPENAPI_PATH } from './plugins/openapi';

/**
 * Property-based fuzzing of the whole API from its OpenAPI document: every route, anonymous and
 * as each role, with parameters, queries and bodies drawn from the world's real ids and from
 * arbitrary, hostile values. No answer may be a 5xx, and a refused call may change nothing.
 * A 2xx body that did not match its documented schema would be a 5xx too: the same zod schemas
 * serialize every answer and fail loudly on a mismatch.
 * FUZZ_RUNS sets the number of cases (a longer run: FUZZ_RUNS=20000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2100);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface Operation {
  method: HTTPMethods;
  path: string;
  parameters: Parameter[];
}

let t: TestApp;
let world: AuthorizationWorld;
let operations: Operation[];

beforeAll(async () => {
  t = await buildTestApp();
  world = await createAuthorizationWorld(t);
  const document = (await t.app.inject({ method: 'GET', url: `${OPENAPI_PATH}/json` })).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase() as HTTPMethods,
      path,
      parameters: operation.parameters ?? [],
    })),
  );
}, 120_000);
afterAll(() => t.close());

/** Ids that exist, of every tenant, so that drawn calls reach the services and not only 404. */
function knownValues(): string[] {
  const tenants = [world.own, world.sibling, world.foreign];
  return [
    ...tenants.flatMap((tenant) => Object.values(tenant).map(String)),
    world.mediaId,
    String(world.contactRequestId),
    'DEMO',
    'he',
    'en',
    'true',
    '2026-03-01',
  ];
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('\u0000', '\u202e', '-1', '0', '1e309', '9'.repeat(40), '../..', '%00', ' '),
  fc.integer().map(String),
);

const callers = ['anonymous', ...ROLES] as const;

/**
 * The database's next transaction id: any write moves it, so an unchanged one proves nothing was
 * written, and the full digest (slow) is read only when it moved.
 */
async function nextTransactionId(): Promise<string> {
  const result = (await t.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  )) as unknown as { rows: { xmax: string }[] };
  return result.rows[0]!.xmax;
}

let known: { xmax: string; digest: string } | null = null;

/** The digest of every row now, reusing the last one when nothing was written since. */
async function fingerprint(): Promise<{ xmax: string; digest: string }> {
  const xmax = await nextTransactionId();
  if (known?.xmax !== xmax) known = { xmax, digest: await databaseFingerprint(t.db) };
  return known;
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

describe('fuzzing the API from its OpenAPI document', () => {
  it(`answers ${RUNS} drawn calls without a 5xx, and refused calls change nothing`, async () => {
    const value = fc.oneof(fc.constantFrom(...knownValues()), hostileText);
    const body = fc.oneof(
      fc.constant(undefined),
      fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const call = fc.record({
      operation: fc.constantFrom(...operations),
      caller: fc.constantFrom(...callers),
      values: fc.dictionary(fc.string({ maxLength: 12 }), value),
      pathValues: fc.array(value, { minLength: 3, maxLength: 3 }),
      queryValues: fc.array(fc.option(value), { minLength: 6, maxLength: 6 }),
      body,
    });
    let cases = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(call, async ({ operation, caller, pathValues, queryValues, body }) => {
        // Signing out would end the session the next cases of that role use.
        if (operation.path === '/api/logout' && caller !== 'anonymous') return;
        cases += 1;
        const pathParameters = operation.parameters.filter((p) => p.in === 'path');
        const queryParameters = operation.parameters.filter((p) => p.in === 'query');
        const values = Object.fromEntries(pathParameters.map((p, i) => [p.name, pathValues[i]!]));
        const query = new URLSearchParams();
        queryParameters.forEach((p, i) => {
          const drawn = queryValues[i % queryValues.length];
          if (drawn !== null && drawn !== undefined) query.set(p.name, drawn);
        });
        const url = `${fillPath(operation.path, values)}${query.size > 0 ? `?${query}` : ''}`;
        const isSafe = operation.method === 'GET';
        const before = isSafe ? null : await fingerprint();
        const res = await send(
          t,
          operation.method,
          { url, ...(isSafe || body === undefined ? {} : { payload: body as object }) },
          caller === 'anonymous' ? {} : { cookie: world.cookies[caller] },
        );
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, `${operation.method} ${url} as ${caller}: ${res.body}`).toBeLessThan(
          500,
        );
        // A failed sign-in is recorded on purpose (the throttle counts it).
        const recordsRefusal = operation.path === '/api/auth/login';
        if (before !== null && res.statusCode >= 400 && !recordsRefusal) {
          const after = await fingerprint();
          expect(after.digest, `${operation.method} ${url} as ${caller}`).toBe(before.digest);
        }
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    console.warn(
      `API fuzz: ${cases} calls over ${operations.length} operations; statuses ${JSON.stringify(
        Object.fromEntries(statuses),
      )}`,
    );
    expect(cases).toBeGreaterThanOrEqual(RUNS * 0.9);
  }, 600_000);
});
