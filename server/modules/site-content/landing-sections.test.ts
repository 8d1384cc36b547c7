import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enMarketing from '../../../shared/i18n/locales/en/marketing.json';
import heValidation from '../../../shared/i18n/locales/he/validation.json';
import type { LandingSections } from '../../../shared/schemas/landing-sections.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInStaff } from '../../../test/factories';

let t: TestApp;
let owner: string;
const api = '/api/site-content/landings/scaffolding/en';
const builtIn = enMarketing.products.scaffolding;

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: owner },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const page = async () => (await t.app.inject({ url: '/scaffolding-tracking?lang=en' })).body;
const state = async () => (await send('GET', api)).json<LandingSections>();

beforeAll(async () => {
  t = await buildTestApp();
  ({ owner } = await signInStaff(t, { owner: { role: 'super_admin' } }));
});
afterAll(() => t.close());

describe('the owner’s landing texts', () => {
  it('lists each text with its built-in version', async () => {
    const sections = await state();
    expect(sections.unpublished).toBe(false);
    expect(sections.fields.find((f) => f.key === 'headline')).toEqual({
      key: 'headline',
      builtIn: builtIn.headline,
      draft: null,
      published: null,
    });
  });

  it('the page shows the published text, never the draft, and the preview shows the draft', async () => {
    const saved = await send('PUT', api, {
      texts: { headline: 'Every scaffold, checked', 'features.b.text': 'Due dates stand out' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<LandingSections>().unpublished).toBe(true);
    expect(await page()).toContain(builtIn.headline);
    expect(await page()).not.toContain('Every scaffold, checked');

    const preview = await send('GET', `${api}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Every scaffold, checked');
    expect(preview.body).toContain('<meta name="robots" content="noindex"');

    expect((await send('POST', `${api}/publish`)).json<LandingSections>().unpublished).toBe(false);
    const shown = await page();
    expect(shown).toContain('Every scaffold, checked');
    expect(shown).toContain('Due dates stand out');
    expect(shown).toContain(builtIn.pricing);
    // Another language keeps its built-in texts.
    expect((await t.app.inject({ url: '/scaffolding-tracking' })).body).not.toContain(
      'Every scaffold, checked',
    );

    await send('PUT', api, { texts: { headline: 'A newer draft' } });
    expect(await page()).toContain('Every scaffold, checked');
  });

  it('resets the page to its built-in texts', async () => {
    const reset = await send('DELETE', api);
    expect(reset.statusCode).toBe(200);
    expect(reset.json<LandingSections>().fields.every((f) => f.published === null)).toBe(true);
    expect(await page()).toContain(builtIn.headline);
  });

  it.each([
    ['a text too long', api, { texts: { headline: 'x'.repeat(201) } }, heValidation.textTooLong],
    [
      'markup in a text',
      api,
      { texts: { intro: '<script>alert(1)</script>' } },
      heValidation.markupNotAllowed,
    ],
    ['an unknown text', api, { texts: { footer: 'x' } }, heValidation.landingText],
    [
      'an unknown page',
      '/api/site-content/landings/bakery/en',
      { texts: { headline: 'x' } },
      heValidation.productLine,
    ],
    [
      'a language the site does not speak',
      '/api/site-content/landings/scaffolding/es',
      { texts: { headline: 'x' } },
      heValidation.siteLanguage,
    ],
  ])('refuses %s in the owner’s language and stores nothing', async (_, url, body, message) => {
    const before = await state();
    const res = await send('PUT', url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await state()).toEqual(before);
  });

  it('shows a published text as text, escaped', async () => {
    await send('PUT', api, { texts: { pricing: 'Cheap & fast "for" all' } });
    await send('POST', `${api}/publish`);
    expect(await page()).toContain('Cheap &amp; fast &quot;for&quot; all');
    await send('DELETE', api);
  });
});
