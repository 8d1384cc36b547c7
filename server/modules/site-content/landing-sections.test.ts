import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enMarketing from '@shared/i18n/locales/en/marketing.json';
import heMarketing from '@shared/i18n/locales/he/marketing.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import type {
  LandingRevisionList,
  LandingSections,
} from '@shared/schemas/landing-sections.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInStaff } from '../../../test/factories';

let t: TestApp;
let owner: string;
let manager: string;
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
const revisions = async () =>
  (await send('GET', `${api}/revisions`)).json<LandingRevisionList>().revisions;
/** Everything the owner's screen reads of the page: a refused call must leave all of it. */
const everything = async () => ({
  state: await state(),
  revisions: await revisions(),
  page: await page(),
});

beforeAll(async () => {
  t = await buildTestApp();
  ({ owner, manager } = await signInStaff(t, {
    owner: { role: 'super_admin' },
    manager: { role: 'admin' },
  }));
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

  it('starts a page’s history with the built-in texts its first save replaced', async () => {
    const cleaning = '/api/site-content/landings/cleaning/he';
    const cleaningPage = async () => (await t.app.inject({ url: '/sitegate-cleaning' })).body;
    await send('PUT', cleaning, { texts: { headline: 'ניקיון בלי ויכוחים' } });
    await send('POST', `${cleaning}/publish`);
    expect(await cleaningPage()).toContain('ניקיון בלי ויכוחים');
    const history = (await send('GET', `${cleaning}/revisions`)).json<LandingRevisionList>();
    expect(history.revisions.map((r) => [r.texts, r.changed])).toEqual([
      [{ headline: 'ניקיון בלי ויכוחים' }, ['headline']],
      [{}, []],
    ]);
    await send('POST', `${cleaning}/revisions/${history.revisions[1]!.id}/restore`);
    await send('POST', `${cleaning}/publish`);
    expect(await cleaningPage()).toContain(heMarketing.products.cleaning.headline);
    expect(await cleaningPage()).not.toContain('ניקיון בלי ויכוחים');
  });

  it('keeps a revision of each saved draft, and restoring one makes it the draft again', async () => {
    const before = (await revisions()).length;
    await send('PUT', api, { texts: { headline: 'First headline' } });
    await send('POST', `${api}/publish`);
    // The same texts again are no new revision.
    await send('PUT', api, { texts: { headline: 'First headline' } });
    await send('PUT', api, { texts: { headline: 'Second headline', pricing: 'Ask us' } });
    await send('POST', `${api}/publish`);
    const saved = await revisions();
    expect(saved).toHaveLength(before + 2);
    expect(saved[0]).toMatchObject({
      texts: { headline: 'Second headline', pricing: 'Ask us' },
      changed: ['headline', 'pricing'],
    });
    expect(saved[1]).toMatchObject({ texts: { headline: 'First headline' } });

    const restored = await send('POST', `${api}/revisions/${saved[1]!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    const sections = restored.json<LandingSections>();
    expect(sections.fields.find((f) => f.key === 'headline')?.draft).toBe('First headline');
    expect(sections.fields.find((f) => f.key === 'pricing')?.draft).toBeNull();
    expect(sections.unpublished).toBe(true);
    // A restored draft reaches the visitors only once published, as any draft.
    expect(await page()).toContain('Second headline');
    const after = await revisions();
    expect(after).toHaveLength(before + 3);
    expect(after[0]).toMatchObject({
      texts: { headline: 'First headline' },
      changed: ['headline', 'pricing'],
    });
    await send('POST', `${api}/publish`);
    expect(await page()).toContain('First headline');
    expect(await page()).not.toContain('Second headline');
  });

  it('keeps the revisions through a reset, which is one of them', async () => {
    const before = (await revisions()).length;
    await send('DELETE', api);
    const after = await revisions();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ texts: {}, changed: ['headline'] });
    const back = await send('POST', `${api}/revisions/${after[1]!.id}/restore`);
    expect(back.json<LandingSections>().fields.find((f) => f.key === 'headline')?.draft).toBe(
      'First headline',
    );
  });

  it.each([
    ['a revision nobody saved', `${api}/revisions/999999/restore`, 404, 'NOT_FOUND'],
    ['a revision of another language', 'other-language', 404, 'NOT_FOUND'],
    [
      'a revision number that is no number',
      `${api}/revisions/abc/restore`,
      400,
      'VALIDATION_FAILED',
    ],
  ])('refuses to restore %s and changes nothing', async (_, url, status, code) => {
    await send('PUT', '/api/site-content/landings/scaffolding/ru', {
      texts: { intro: 'Вступление' },
    });
    const [other] = (
      await send('GET', '/api/site-content/landings/scaffolding/ru/revisions')
    ).json<LandingRevisionList>().revisions;
    const before = await everything();
    const res = await send(
      'POST',
      url === 'other-language' ? `${api}/revisions/${other!.id}/restore` : url,
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await everything()).toEqual(before);
  });

  it('lets nobody but the owner read or restore the revisions', async () => {
    const [latest] = await revisions();
    const before = await everything();
    const asManager = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: { cookie: manager } });
    expect((await asManager('GET', `${api}/revisions`)).statusCode).toBe(403);
    expect((await asManager('POST', `${api}/revisions/${latest!.id}/restore`)).statusCode).toBe(
      403,
    );
    expect(await everything()).toEqual(before);
  });
});

describe('the owner’s systems guide', () => {
  const guideApi = '/api/site-content/landings/guide/en';
  const guide = async () => (await t.app.inject({ url: '/marketing-systems-guide?lang=en' })).body;
  const guideState = async () => (await send('GET', guideApi)).json<LandingSections>();

  it('lists the guide’s texts, each system’s built in as its landing page’s', async () => {
    const fields = (await guideState()).fields;
    expect(fields.map((f) => f.key)).toEqual(
      expect.arrayContaining(['headline', 'systems.scaffolding.forWhom']),
    );
    expect(fields.some((f) => f.key === 'pricing')).toBe(false);
    expect(fields.find((f) => f.key === 'headline')?.builtIn).toBe(enMarketing.guide.headline);
    expect(fields.find((f) => f.key === 'systems.scaffolding.whatItDoes')?.builtIn).toBe(
      enMarketing.products.scaffolding.description,
    );
  });

  it('shows the published texts, previews the draft, and restores the built-in ones', async () => {
    await send('PUT', guideApi, {
      texts: {
        headline: 'Pick your system',
        'systems.scaffolding.whatItDoes': 'Scaffolds, inspected',
      },
    });
    expect(await guide()).not.toContain('Pick your system');
    const preview = await send('GET', `${guideApi}/preview`);
    expect(preview.body).toContain('Pick your system');
    expect(preview.body).toContain('Scaffolds, inspected');
    expect(preview.body).toContain('<meta name="robots" content="noindex"');

    await send('POST', `${guideApi}/publish`);
    const shown = await guide();
    expect(shown).toContain('Pick your system');
    expect(shown).toContain('Scaffolds, inspected');
    expect(shown).toContain(enMarketing.products.cleaning.description);
    // The guide's texts are its own: the systems landing page keeps its headline.
    expect((await t.app.inject({ url: '/sitegate-systems?lang=en' })).body).not.toContain(
      'Pick your system',
    );

    const history = (await send('GET', `${guideApi}/revisions`)).json<LandingRevisionList>();
    expect(history.revisions[0]!.changed).toEqual(['headline', 'systems.scaffolding.whatItDoes']);
    await send('POST', `${guideApi}/revisions/${history.revisions.at(-1)!.id}/restore`);
    await send('POST', `${guideApi}/publish`);
    expect(await guide()).toContain(enMarketing.guide.headline);
    expect(await guide()).not.toContain('Scaffolds, inspected');
  });

  it.each([
    ['a landing page’s text on the guide', guideApi, { pricing: 'Cheap' }],
    ['a guide’s text on a landing page', api, { 'systems.entry.forWhom': 'Everyone' }],
  ])('refuses %s in the owner’s language and stores nothing', async (_, url, texts) => {
    const before = { guide: await guideState(), landing: await state() };
    const res = await send('PUT', url, { texts });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { texts: heValidation.landingText },
    });
    expect({ guide: await guideState(), landing: await state() }).toEqual(before);
  });
});
