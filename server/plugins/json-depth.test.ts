import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { storedCounts, submitEntry, VALID_VALUES } from '../../test/entry-fixtures';
import { createCompany, createSite } from '../../test/factories';

let t: TestApp;
let siteCode: string;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  siteCode = (await createSite(t.db, company.id)).code;
});
afterAll(() => t.close());

/** About 15 KB of JSON nested 3,000 levels, arrays and objects in turn. */
function deepJson(levels = 3000, leaf = '"x"'): string {
  let text = leaf;
  for (let i = 0; i < levels; i += 1) text = i % 2 ? `{"a":${text}}` : `[${text}]`;
  return text;
}

describe('a JSON body nested thousands of levels deep', () => {
  it.each([
    ['an anonymous sign-in', 'POST', '/api/auth/login'],
    ['a route that needs a session', 'PUT', '/api/sites/1/entry-form'],
    ['an address no route answers', 'POST', '/api/no-such-route'],
  ])('is refused with 400 in the caller’s language on %s', async (_, method, url) => {
    const res = await t.app.inject({
      method: method as 'POST' | 'PUT',
      url,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"username":${deepJson()},"password":"whatever-1"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some of the details sent are not valid. Please fix them and try again.',
      details: { body: 'The data sent is nested too deeply' },
    });
  });

  it('is refused inside a worker’s form answers, storing nothing', async () => {
    const before = await storedCounts(t.db);
    const res = await submitEntry(t, siteCode, {
      values: VALID_VALUES,
      fields: { formData: `{"firstName":${deepJson()}}`, language: 'ru' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ formData: 'Данные вложены слишком глубоко' });
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('lets a body of ordinary depth through to its route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody-here', password: 'whatever-1', extra: deepJson(20, '1') },
    });
    expect(res.statusCode).toBe(401);
  });
});
