import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished } from 'vitest';
import { DEFAULT_FORM_FIELDS } from '../server/modules/entry-forms/default-form';
import { LANGUAGES, LANGUAGE_NAMES, directionOf, type Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import heManage from '@shared/i18n/locales/he/manage.json';
import type enEntryForm from '@shared/i18n/locales/en/entry-form.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import { test } from './harness/test';
import {
  confirmRegulations,
  drawSignature,
  takeSelfie,
  watchSiteVideo,
} from './harness/worker-form';
import { catalogFileUrl } from '@shared/i18n/catalog-file';

type EntryFormText = typeof enEntryForm;
const PASSWORD = 'demo1234';
const HEBREW_LETTER = /[\u0590-\u05FF]/;

function entryFormText(language: Language): EntryFormText {
  return JSON.parse(
    fs.readFileSync(catalogFileUrl(language, 'entry-form'), 'utf8'),
  ) as EntryFormText;
}

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

const label = (id: string, language: Language) =>
  resolveText(DEFAULT_FORM_FIELDS.find((f) => f.id === id)!.label, language).text;

/** Every text of the page the site owner wrote: header, labels, help, options, placeholders. */
function ownerTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'header h1, header p, main label, main [id^="label-"], main [id^="help-"], main select option';
    const texts = [...document.querySelectorAll(selector)].map((e) => e.textContent ?? '');
    const placeholders = [...document.querySelectorAll('main [placeholder]')].map(
      (e) => e.getAttribute('placeholder') ?? '',
    );
    return [...texts, ...placeholders].filter((t) => t.trim());
  });
}

async function signIn(page: Page, baseUrl: string, username: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { username, password: PASSWORD },
    headers: { Origin: baseUrl },
  });
  expect(response.status()).toBe(200);
}

async function saveForm(baseUrl: string, username: string, formFields: LocalizedFormField[]) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const site = (await (await fetch(`${baseUrl}/api/sites/code/DEMO2`)).json()) as { id: number };
  const saved = await fetch(`${baseUrl}/api/sites/${site.id}/entry-form`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', cookie, Origin: baseUrl },
    body: JSON.stringify({ formFields }),
  });
  expect(saved.status).toBe(200);
}

describe('the demo form in each of the nine languages, on a phone', () => {
  for (const language of LANGUAGES) {
    test(`in ${language}: every text of the site in that language, through to waiting`, async ({
      pages,
    }) => {
      const text = entryFormText(language);
      const { page, problems } = await pages.phone();
      await page.goto('/DEMO');
      await page.waitForURL('**/worker/language?code=DEMO');
      await page.getByRole('button', { name: LANGUAGE_NAMES[language] }).click();
      await page.waitForURL((url) => url.pathname === '/worker/form');
      const query = new URL(page.url()).searchParams;
      expect([query.get('code'), query.get('lang')]).toEqual(['DEMO', language]);
      await page.locator('#label-firstName').waitFor();

      expect(await page.evaluate(() => document.documentElement.dir)).toBe(directionOf(language));
      const texts = await ownerTexts(page);
      expect(texts.length).toBeGreaterThan(10);
      if (language === 'he') expect(texts.some((t) => HEBREW_LETTER.test(t))).toBe(true);
      else expect(texts.filter((t) => HEBREW_LETTER.test(t))).toEqual([]);
      // Each label is marked with its own language (here the page's: nothing falls back).
      const labelLang = await page
        .locator('#label-firstName bdi')
        .evaluate((e) => [e.getAttribute('lang'), e.getAttribute('dir')]);
      expect(labelLang).toEqual([language, directionOf(language)]);

      await page.getByRole('button', { name: text.briefing.open }).click();
      const briefing = page.getByRole('dialog', { name: text.briefing.title });
      const siteRules = briefing.locator('p[lang]').last();
      expect(await siteRules.getAttribute('lang')).toBe(language);
      if (language !== 'he') expect(await siteRules.textContent()).not.toMatch(HEBREW_LETTER);
      await briefing.getByRole('button', { name: text.briefing.understood }).click();
      await briefing.waitFor({ state: 'detached' });

      await watchSiteVideo(page, text);
      await page.getByText(`✓ ${text.video.watched}`).waitFor();
      const typed: Record<string, string> = {
        firstName: 'Maria',
        lastName: 'Lopez',
        phone: '050-7654321',
        companyName: 'Gova Scaffolds',
        workStartDate: new Date().toISOString().slice(0, 10),
        scaffoldingNumber: 'P-101',
      };
      for (const [id, value] of Object.entries(typed)) {
        // The labels were checked above; the controls are found by their field ids.
        await page.locator(`#input-${id}`).fill(value);
      }
      await drawSignature(
        page,
        fill(text.signature.padLabel, { label: label('signature', language) }),
      );
      await page.getByText(`✓ ${text.signature.saved}`).waitFor();

      await takeSelfie(page, text, label('selfiePhoto', language), 20_000);
      await confirmRegulations(page, text);

      await page.getByRole('button', { name: text.submit.send }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/waiting/'), { timeout: 30_000 });
      expect(new URL(page.url()).searchParams.get('lang')).toBe(language);
      expect(problems).toEqual([]);
    }, 120_000);
  }
});

describe('a field the manager translated into Russian only', () => {
  test('Russian workers read Russian; Spanish workers read the Hebrew, marked right to left', async ({
    pages,
    baseUrl,
  }) => {
    const hebrew = 'שנות ניסיון בגובה';
    const russian = 'Стаж работы на высоте';
    const { page, problems } = await pages.desktop();
    await signIn(page, baseUrl, 'demo-manager2');
    onTestFinished(() => saveForm(baseUrl, 'demo-manager2', DEFAULT_FORM_FIELDS));
    await page.goto('/manager/form-editor');
    await page.getByLabel(heManage.translation.translateTo).first().selectOption('ru');
    await page.getByLabel(heManage.editor.newFieldType).selectOption('text');
    await page.getByRole('button', { name: heManage.editor.addField }).click();
    const labelIn = (language: string) =>
      fill(heManage.translation.inLanguage, { label: heManage.editor.label, language });
    await page.getByLabel(labelIn(LANGUAGE_NAMES.he), { exact: true }).fill(hebrew);
    await page.getByLabel(labelIn(LANGUAGE_NAMES.ru), { exact: true }).fill(russian);
    await page.getByRole('button', { name: heManage.editor.save }).click();
    await page.getByRole('button', { name: heManage.translation.saveAnyway }).click();
    await page.getByText(heManage.editor.saved.split('{{')[0]!, { exact: false }).waitFor();
    expect(problems).toEqual([]);

    const ru = await pages.phone();
    await ru.page.goto('/worker/form?code=DEMO2&lang=ru');
    const ruLabel = ru.page.locator('label bdi', { hasText: russian });
    await ruLabel.waitFor();
    expect(await ruLabel.evaluate((e) => [e.getAttribute('lang'), e.getAttribute('dir')])).toEqual([
      'ru',
      'ltr',
    ]);

    const es = await pages.phone();
    await es.page.goto('/worker/form?code=DEMO2&lang=es');
    const esLabel = es.page.locator('label bdi', { hasText: hebrew });
    await esLabel.waitFor();
    expect(await esLabel.evaluate((e) => [e.getAttribute('lang'), e.getAttribute('dir')])).toEqual([
      'he',
      'rtl',
    ]);
    expect(await es.page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect([...ru.problems, ...es.problems]).toEqual([]);
  }, 120_000);
});

describe('a site code no site has', () => {
  test('/abc says so on the language screen, with a way to scan again or type the code', async ({
    pages,
  }) => {
    const { page } = await pages.phone();
    await page.goto('/abc');
    await page.waitForURL('**/worker/language?code=abc');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(heWorker.siteCode.notFound);
    await page.getByRole('link', { name: heWorker.entry.scan }).waitFor();
    await page.getByRole('link', { name: heWorker.language.typeCode }).waitFor();
    expect(await page.getByRole('button', { name: heWorker.continue }).count()).toBe(0);
  });
});
