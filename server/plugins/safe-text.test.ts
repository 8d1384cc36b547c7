import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { submitEntry, storedCounts, VALID_VALUES } from '../../test/entry-fixtures';
import { createCompany, createSite } from '../../test/factories';

let t: TestApp;
let siteCode: string;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  siteCode = (await createSite(t.db, company.id)).code;
});
afterAll(() => t.close());

const UNSAFE = ['\u0000', '\u0007', '\u001b', '\u007f', '\u202e', '\u2067'];

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: { [field]: expect.stringContaining('תו') },
  });
}

describe('the one text rule, for every text the server accepts', () => {
  it.each(UNSAFE)('refuses %j in a path parameter, a query and a JSON body with 400', async (c) => {
    expectRefused(
      await t.app.inject({ method: 'GET', url: `/api/sites/code/AB${encodeURIComponent(c)}C` }),
      'code',
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: `/api/auth/status?lang=h${encodeURIComponent(c)}` }),
      'lang',
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `a${c}b`, password: 'whatever-1' },
      }),
      'username',
    );
  });

  it('refuses a NUL in a multipart field and a right-to-left override in a worker name, storing nothing', async () => {
    const before = await storedCounts(t.db);
    expectRefused(
      await submitEntry(t, siteCode, { fields: { siteCode: `${siteCode}\u0000` } }),
      'siteCode',
    );
    expectRefused(
      await submitEntry(t, siteCode, {
        values: { ...VALID_VALUES, firstName: 'משה\u202eןהכ' },
      }),
      'firstName',
    );
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('keeps tabs, line breaks and every script as text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'שלום\tمرحبا\n你好', password: 'whatever-1' },
    });
    expect(res.statusCode).toBe(401);
  });
});
