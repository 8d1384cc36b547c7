import { base, en, Faker } from '@faker-js/faker';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { fake, setFaker } from 'zod-schema-faker/v4';
import { rolesWith } from '@shared/access/policy';
import { ROLES, type Role } from '@shared/constants';
import { ERROR_CODES } from '@shared/errors';
import { CONTENT_LANGUAGES } from '@shared/schemas/site-content.schemas';
import { apiRouteTable, type ApiRoute } from '../test/api-route-table';
import {
  createAuthorizationWorld,
  fingerprintWhenWritten,
  send,
  type AuthorizationWorld,
} from '../test/authorization-world';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { OPENAPI_PATH } from './plugins/openapi';

/**
 * Property-based fuzzing of the whole API from its OpenAPI document: every route, anonymous and
 * as each role, with parameters, queries and bodies drawn from the world's real ids and from
 * arbitrary, hostile values; then with bodies and queries drawn valid from the routes' own zod
 * schemas, every route with a body sent a valid one at least once. No answer may be a 5xx, a
 * refusal must be the one error shape, a JSON answer must match the route's response schema, a
 * refused call may change nothing, and every role stays signed in throughout.
 * FUZZ_RUNS and FUZZ_VALID_RUNS set the number of cases (a longer run: FUZZ_RUNS=20000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2100);
/** Calls with bodies and queries drawn from the routes' own zod schemas (FUZZ_VALID_RUNS). */
const VALID_RUNS = Number(process.env.FUZZ_VALID_RUNS ?? 300);
/** Fixed, so a failure is reproduced by the same run; FUZZ_SEED explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

/** The one error shape of every refusal. */
const ErrorShape = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string().min(1),
  details: z.record(z.string(), z.string()).optional(),
});

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
let routes: ApiRoute[];
/** The database's digest, to prove a refused call wrote nothing. */
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createAuthorizationWorld(t);
  fingerprint = fingerprintWhenWritten(t.db);
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
  routes = await apiRouteTable();
  setFaker(faker);
}, 120_000);
afterAll(() => t.close());

/**
 * Faker for the schemas' values, whose lists hold at most three items more than their minimum:
 * drawn up to a schema's own maximum, a form's hundred fields of twenty questions each made a
 * body of half a megabyte that took a second to draw.
 */
const faker = new Faker({ locale: [en, base] });
const drawMultiple = faker.helpers.multiple.bind(faker.helpers);
faker.helpers.multiple = ((method: () => unknown, options?: { count?: unknown }) => {
  const count = options?.count as { min: number; max: number } | number | undefined;
  if (typeof count !== 'object') return drawMultiple(method, options as { count?: number });
  return drawMultiple(method, {
    count: { min: count.min, max: Math.min(count.max, count.min + 3) },
  });
}) as typeof faker.helpers.multiple;

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
type Caller = (typeof callers)[number];

const deactivates = (body: unknown) => (body as { isActive?: unknown }).isActive === false;

/**
 * Calls that end a session the next cases of a role use, and with which bodies: signing out, a
 * password reset (every session of that user ends), an account or a company deactivated. A
 * password changed by its owner keeps his own session, so it is not here. Signed-in cases skip
 * these calls when their body would pass validation; anonymous ones still make them, and the
 * authorization table and the routes' own tests cover them signed in.
 */
const SESSION_ENDING: Record<string, (body: unknown) => boolean> = {
  'POST /api/logout': () => true,
  'GET /api/logout': () => true,
  'POST /api/users/:id/password': () => true,
  'POST /api/admin/users/:id/password': () => true,
  'PATCH /api/users/:id': deactivates,
  'PATCH /api/admin/users/:id': deactivates,
  'PUT /api/admin/companies/:id/status': deactivates,
};

function endsSession(route: ApiRoute, caller: Caller, body: unknown): boolean {
  const ends = SESSION_ENDING[`${route.method} ${route.url}`];
  if (caller === 'anonymous' || !ends) return false;
  const schema = route.schema?.body as ZodType | undefined;
  const parsed = schema ? schema.safeParse(body) : { success: true as const, data: body };
  return parsed.success && ends(parsed.data ?? {});
}

/**
 * Per role, its calls to guarded routes and those answered as to a signed-in user (anything but
 * a 401): a session ended by an earlier case would leave that role's cases testing only the
 * anonymous path.
 */
function signedInTally() {
  const tally = new Map<Role, { calls: number; signedIn: number }>(
    ROLES.map((role) => [role, { calls: 0, signedIn: 0 }]),
  );
  return {
    count(route: ApiRoute, caller: Caller, status: number) {
      if (caller === 'anonymous' || route.isPublic) return;
      const counts = tally.get(caller)!;
      counts.calls += 1;
      if (status !== 401) counts.signedIn += 1;
    },
    expectEveryRoleSignedIn(label: string) {
      const summary = Object.fromEntries(tally);
      console.warn(`${label}: answers as signed in, per role ${JSON.stringify(summary)}`);
      for (const [role, { calls, signedIn }] of tally) {
        expect(signedIn, `${label}: ${role} was signed out`).toBe(calls);
        expect(calls, `${label}: no signed-in call as ${role}`).toBeGreaterThan(0);
      }
    },
  };
}

/**
 * After a write that succeeded, every role must still be signed in; otherwise that write ends
 * sessions and belongs in SESSION_ENDING.
 */
async function expectSessionsKept(route: ApiRoute, status: number, label: string) {
  if (route.method === 'GET' || status >= 300) return;
  for (const role of ROLES) {
    const res = await send(t, 'GET', { url: '/api/auth/user' }, { cookie: world.cookies[role] });
    expect(res.statusCode, `${label} signed ${role} out: add it to SESSION_ENDING`).toBe(200);
  }
}

/** The caller a schema-valid body is first sent as: one whose session reaches the service. */
function reachingCaller(route: ApiRoute): Caller {
  if (route.isPublic || `${route.method} ${route.url}` in SESSION_ENDING) return 'anonymous';
  return route.ability ? rolesWith(route.ability)[0]! : 'admin';
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** /api/sites/:id -> /api/sites/{id}, as the OpenAPI document writes a path parameter. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Checks an answer against what its route declares: never a 5xx; a 4xx in the one error shape;
 * a JSON 2xx matching the route's response schema for that status.
 */
function expectDeclaredShape(
  route: ApiRoute | undefined,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  label: string,
) {
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (res.statusCode >= 400) {
    expect(isJson, `${label}: ${res.statusCode} is not JSON`).toBe(true);
    const parsed = ErrorShape.safeParse(JSON.parse(res.body));
    expect(parsed.success, `${label}: ${res.statusCode} ${res.body}`).toBe(true);
    return;
  }
  const responses = (route?.schema?.response ?? {}) as Record<string, ZodType | undefined>;
  const declared = responses[String(res.statusCode)];
  if (!declared || !isJson || res.body === '') return;
  const parsed = declared.safeParse(JSON.parse(res.body));
  expect(parsed.success, `${label}: ${res.statusCode} ${parsed.error?.message}`).toBe(true);
}

/**
 * Faker's integers are anywhere up to 2^53, so every id would name no row: large ones are
 * brought down to the world's small ids, kept only where the schema still accepts the result.
 */
function nearWorld(value: unknown): unknown {
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) > 1000) {
    return (Math.abs(value) % 40) + 1;
  }
  if (Array.isArray(value)) return value.map(nearWorld);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nearWorld(v)]));
  }
  return value;
}

/**
 * Values for the fields whose refinements faker cannot meet (a phone's digits, a username's
 * letters, a price in whole agorot, a colour's hex digits), by the name of the field a refusal
 * points at; the first pattern that matches wins, so a price named after a day is a price.
 */
const REPAIRS: [RegExp, unknown][] = [
  [/phone/i, '050-1234567'],
  [/email/i, 'dana@example.com'],
  [/username/i, 'fuzz.user'],
  [/percent/i, 17],
  [/price|amount|base|agorot/i, 120.5],
  [/At$/, '2026-03-01T08:00:00+02:00'],
  [/date|day|^from$|^to$|From$|Until$|On$/i, '2026-03-01'],
  [/color/i, '#1a6b3c'],
  [/videoUrl|documentUrl/i, 'https://example.com/safety.mp4'],
];

type Item = Record<string, unknown>;

/**
 * Refinements across fields that faker cannot meet either (unique ids or languages, a quiz's
 * right answer among its options, a quiz exactly on the quiz fields), by the refusal's message:
 * the refused value mended, with its parent object at hand.
 */
const MENDS: Record<string, (value: unknown, parent: Item) => unknown> = {
  'validation.duplicateFieldId': (items) =>
    (items as Item[]).map((item, i) => ({ ...item, id: `f${i}` })),
  'validation.quizOptionDuplicate': (options) =>
    (options as Item[]).map((option, i) => ({ ...option, value: `o${i}` })),
  'validation.invalidOption': (texts) =>
    (texts as Item[]).map((text, i) => ({ ...text, language: CONTENT_LANGUAGES[i] })),
  'validation.quizCorrectMissing': (_, question) => (question.options as Item[])[0]?.value,
  'validation.quizQuestionsRequired': (fields) =>
    (fields as Item[]).map(({ quiz, ...field }) =>
      field.type !== 'quiz'
        ? field
        : quiz === undefined
          ? { ...field, type: 'text' }
          : { ...field, quiz },
    ),
};

/** The value with each refused field mended or replaced by its repair, where one is known. */
function repaired(schema: ZodType, value: unknown): unknown {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    const result = schema.safeParse(current);
    if (result.success) return current;
    if (typeof current !== 'object' || current === null) return current;
    const copy = structuredClone(current) as Item;
    let changed = false;
    for (const issue of result.error.issues) {
      const key = issue.path.at(-1);
      if (key === undefined || typeof key === 'symbol') continue;
      let parent: Item | undefined = copy;
      for (const step of issue.path.slice(0, -1)) {
        parent = parent?.[step as string] as Item | undefined;
      }
      if (typeof parent !== 'object' || parent === null) continue;
      const mend = MENDS[issue.message];
      const repair = REPAIRS.find(([name]) => typeof key === 'string' && name.test(key));
      if (mend) parent[key] = mend(parent[key], parent);
      else if (repair) parent[key] = repair[1];
      else continue;
      changed = true;
    }
    if (!changed) return current;
    current = copy;
  }
  return current;
}

/**
 * A value the schema accepts, drawn by faker from `seed`: the schemas' refinements are not
 * always met by the first draw, so refused fields are repaired and a few seeds are tried;
 * null when none passes. `label` names the schema when faker cannot draw it at all.
 */
function schemaValid(schema: ZodType, seed: number, label: string): unknown {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    faker.seed(seed + attempt);
    let value: unknown;
    try {
      value = fake(schema);
    } catch (error) {
      // A construct the generator cannot draw leaves its routes untested: it must fail loudly.
      throw new Error(`${label}: zod-schema-faker cannot draw this schema`, { cause: error });
    }
    const near = repaired(schema, nearWorld(value));
    if (schema.safeParse(near).success) return near;
    const drawn = repaired(schema, value);
    if (schema.safeParse(drawn).success) return drawn;
  }
  return null;
}

/** A known value the route's schema accepts for the path parameter, else any known value. */
function pathValue(route: ApiRoute, name: string, draw: number): string {
  const shape = (route.schema?.params as { shape?: Record<string, ZodType> } | undefined)?.shape;
  const known = knownValues();
  const accepted = known.filter((value) => shape?.[name]?.safeParse(value).success ?? true);
  const pool = accepted.length > 0 ? accepted : known;
  return pool[draw % pool.length]!;
}

/** A query schema's drawn values as a query string would carry them. */
function queryString(values: unknown): string {
  const query = new URLSearchParams();
  if (typeof values !== 'object' || values === null) return '';
  for (const [name, value] of Object.entries(values)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) query.set(name, String(value));
  }
  return query.size > 0 ? `?${query}` : '';
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
    const signedIn = signedInTally();
    await fc.assert(
      fc.asyncProperty(call, async ({ operation, caller, pathValues, queryValues, body }) => {
        const route = routes.find(
          (r) => r.method === operation.method && openApiPath(r.url) === operation.path,
        );
        expect(
          route,
          `${operation.method} ${operation.path} is not a registered route`,
        ).toBeDefined();
        if (endsSession(route!, caller, body)) return;
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
        signedIn.count(route!, caller, res.statusCode);
        const label = `${operation.method} ${url} as ${caller}`;
        expectDeclaredShape(route, res, label);
        await expectSessionsKept(route!, res.statusCode, label);
        // A failed sign-in is recorded on purpose (the throttle counts it).
        const recordsRefusal = operation.path === '/api/auth/login';
        if (before !== null && res.statusCode >= 400 && !recordsRefusal) {
          const after = await fingerprint();
          expect(after, `${operation.method} ${url} as ${caller}`).toBe(before);
        }
      }),
      // No shrinking: the cases share one database, so a replayed smaller case meets another
      // world and may blame the wrong call; the first failing case is the one to read.
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.warn(
      `API fuzz: ${cases} calls over ${operations.length} operations; statuses ${JSON.stringify(
        Object.fromEntries(statuses),
      )}`,
    );
    expect(cases).toBeGreaterThanOrEqual(RUNS * 0.9);
    signedIn.expectEveryRoleSignedIn('API fuzz');
  }, 600_000);

  it(`answers each route's schema-valid body, then ${VALID_RUNS} drawn calls with valid and mutated ones`, async () => {
    const call = fc.record({
      route: fc.constantFrom(...routes),
      caller: fc.constantFrom(...callers),
      pathDraws: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
      seed: fc.integer({ min: 0, max: 2 ** 30 }),
      // One call in three has one of its body's values replaced by a hostile one.
      mutation: fc.oneof(
        { arbitrary: fc.constant(null), weight: 2 },
        {
          arbitrary: fc.record({
            key: fc.nat(),
            value: fc.oneof(hostileText, fc.jsonValue({ maxDepth: 1 })),
          }),
          weight: 1,
        },
      ),
    });
    // Every route with a body is first called once with a schema-valid one, so that none is
    // left to chance; the drawn calls follow.
    const withBody = routes.filter((route) => route.schema?.body !== undefined);
    type Call = typeof call extends fc.Arbitrary<infer Drawn> ? Drawn : never;
    const examples = withBody.map((route, i): [Call] => [
      { route, caller: reachingCaller(route), pathDraws: [0, 0, 0], seed: i, mutation: null },
    ]);
    let cases = 0;
    let validBodies = 0;
    let underivableDraws = 0;
    const underivable = new Set<string>();
    const sentValid = new Set<string>();
    const statuses = new Map<number, number>();
    const signedIn = signedInTally();
    await fc.assert(
      fc.asyncProperty(call, async ({ route, caller, pathDraws, seed, mutation }) => {
        const name = `${route.method} ${route.url}`;
        const bodySchema = route.schema?.body as ZodType | undefined;
        let body = bodySchema ? schemaValid(bodySchema, seed, `${name} body`) : undefined;
        if (body === null) {
          underivable.add(name);
          underivableDraws += 1;
          return;
        }
        if (bodySchema) validBodies += 1;
        if (endsSession(route, caller, body)) return;
        let isMutated = false;
        if (mutation && typeof body === 'object' && body !== null && !Array.isArray(body)) {
          const keys = Object.keys(body);
          const key = keys.length > 0 ? keys[mutation.key % keys.length]! : 'extra';
          body = { ...body, [key]: mutation.value };
          isMutated = true;
        }
        const querySchema = route.schema?.querystring as ZodType | undefined;
        const query = querySchema
          ? queryString(schemaValid(querySchema, seed, `${name} query`))
          : '';
        let i = 0;
        const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
          i += 1;
          return encodeURIComponent(pathValue(route, name, pathDraws[(i - 1) % 3]!));
        });
        const url = `${path}${query}`;
        const isSafe = route.method === 'GET';
        const before = isSafe ? null : await fingerprint();
        const res = await send(
          t,
          route.method as HTTPMethods,
          { url, ...(isSafe || body === undefined ? {} : { payload: body as object }) },
          caller === 'anonymous' ? {} : { cookie: world.cookies[caller] },
        );
        cases += 1;
        if (bodySchema && !isMutated) sentValid.add(name);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        signedIn.count(route, caller, res.statusCode);
        const label = `${route.method} ${url} as ${caller}`;
        expectDeclaredShape(route, res, label);
        await expectSessionsKept(route, res.statusCode, label);
        const recordsRefusal = route.url === '/api/auth/login';
        if (before !== null && res.statusCode >= 400 && !recordsRefusal) {
          const after = await fingerprint();
          expect(after, label).toBe(before);
        }
      }),
      { numRuns: VALID_RUNS + examples.length, seed: SEED, examples, endOnFailure: true },
    );
    console.warn(
      `API fuzz from the zod schemas: ${cases} calls, ${validBodies} schema-valid bodies; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}; no valid body drawn for ` +
        `${[...underivable].sort().join(', ') || 'none'}`,
    );
    // A draw that no repair can bring to a valid body is left out; most must still be valid, or
    // the property tests little.
    expect(validBodies / (validBodies + underivableDraws)).toBeGreaterThan(0.6);
    const neverValid = withBody
      .map((route) => `${route.method} ${route.url}`)
      .filter((name) => !sentValid.has(name));
    expect(neverValid, 'routes never sent a schema-valid body').toEqual([]);
    signedIn.expectEveryRoleSignedIn('API fuzz from the zod schemas');
  }, 600_000);
});
