import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { siteShortLink } from '../client/features/qr-posters/lib/qr-path';
import { demoEquipment } from '../server/db/demo-data';
import { DEFAULT_FORM_FIELDS } from '../server/modules/entry-forms/default-form';
import { LANGUAGE_NAMES, type Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import arEntryForm from '@shared/i18n/locales/ar/entry-form.json';
import enEntryForm from '@shared/i18n/locales/en/entry-form.json';
import enWorker from '@shared/i18n/locales/en/worker.json';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { launchChromium, phoneContext, watchProblems } from './harness/browser';
import { fakeYouTube } from './harness/fake-youtube';
import { writeQrCameraVideo } from './harness/qr-camera';
import { decide, fileSignature, loginAs, requestDetails } from './harness/staff-api';
import { test } from './harness/test';
import {
  confirmRegulations,
  drawSignature,
  recordSocketFrames,
  takeSelfie,
  watchSiteVideo,
} from './harness/worker-form';

type EntryFormText = typeof enEntryForm;

const JOURNEYS = [
  {
    language: 'he',
    locale: 'he-IL',
    dir: 'rtl',
    entryForm: heEntryForm,
    worker: heWorker,
    answers: { firstName: 'משה', lastName: 'כהן', companyName: 'אלון בנייה' },
  },
  {
    language: 'en',
    locale: 'en-US',
    dir: 'ltr',
    entryForm: enEntryForm,
    worker: enWorker,
    answers: { firstName: 'John', lastName: 'Miller', companyName: 'Gova Scaffolds' },
  },
] as const;

/** The DEMO site's form is the default form (server/db/seed.ts), in all nine languages. */
const label = (id: string, language: Language) => {
  const field = DEFAULT_FORM_FIELDS.find((f) => f.id === id);
  if (!field) throw new Error(`the default form has no field ${id}`);
  return resolveText(field.label, language).text;
};

const scaffold = demoEquipment().find((item) => item.value === 'P-101')!;
const interpolate = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

async function documentDirection(page: Page) {
  return page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
}

/** /DEMO, the language screen, and on to the form in `languageName`. */
async function openFormIn(page: Page, languageName: string) {
  await page.goto('/DEMO');
  await page.waitForURL('**/worker/language?code=DEMO');
  await page.getByRole('button', { name: languageName }).click();
  await page.waitForURL((url) => url.pathname === '/worker/form');
}

async function readRegulations(page: Page, text: EntryFormText) {
  await page.getByRole('button', { name: text.briefing.open }).click();
  const dialog = page.getByRole('dialog', { name: text.briefing.title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: text.briefing.understood }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The selfie, taken and shown on the form. */
async function takeShownSelfie(page: Page, text: EntryFormText, language: Language) {
  await takeSelfie(page, text, label('selfiePhoto', language));
  await page
    .getByRole('img', {
      name: interpolate(text.image.alt, { label: label('selfiePhoto', language) }),
    })
    .waitFor();
}

describe('worker: the whole entry journey on a phone', () => {
  test("scanning the site poster's QR code with the phone's camera opens the site", async ({
    baseUrl,
    onTestFinished,
  }) => {
    // This phone's camera films the poster, so it needs a Chromium of its own.
    const video = await writeQrCameraVideo(siteShortLink(baseUrl, 'DEMO'));
    const browser = await launchChromium([`--use-file-for-fake-video-capture=${video}`]);
    onTestFinished(async () => {
      await browser.close();
      await fs.rm(path.dirname(video), { recursive: true, force: true });
    });
    const page = await (await phoneContext(browser, { baseURL: baseUrl })).newPage();
    const problems = watchProblems(page);

    await page.goto('/worker');
    await page.getByRole('link', { name: heWorker.entry.scan }).click();
    await page.waitForURL('**/worker/language?code=DEMO', { timeout: 15_000 });
    await page.getByRole('heading', { name: heWorker.selectLanguage }).waitFor();
    expect(problems).toEqual([]);
  });

  test.for(JOURNEYS)(
    'in $language: from /DEMO to an approved request',
    async ({ language, locale, dir, entryForm: text, worker, answers }, { pages, baseUrl }) => {
      const { page, problems } = await pages.phone({ locale });
      const frames = recordSocketFrames(page);
      const requested: string[] = [];
      const media: string[] = [];
      page.on('request', (request) => {
        requested.push(request.url());
        if (request.resourceType() === 'media') media.push(request.url());
      });
      await openFormIn(page, LANGUAGE_NAMES[language]);
      expect(new URL(page.url()).searchParams.get('lang')).toBe(language);
      expect(await documentDirection(page)).toEqual([language, dir]);

      await readRegulations(page, text);
      await page.getByText(text.briefing.acknowledged).waitFor();

      // No byte of the safety video before the worker plays it.
      expect(media).toEqual([]);
      await watchSiteVideo(page, text);
      await page.getByText(`✓ ${text.video.watched}`).waitFor();
      expect(media.length).toBeGreaterThan(0);

      const today = new Date().toISOString().slice(0, 10);
      const typed: Record<string, string> = {
        ...answers,
        phone: '050-1234567',
        workStartDate: today,
        scaffoldingNumber: scaffold.value,
      };
      for (const [id, value] of Object.entries(typed)) {
        await page.getByLabel(label(id, language)).fill(value);
      }
      await page
        .getByText(`✓ ${interpolate(text.equipment.found, { label: scaffold.label })}`)
        .waitFor();
      await drawSignature(
        page,
        interpolate(text.signature.padLabel, { label: label('signature', language) }),
      );
      await page.getByText(`✓ ${text.signature.saved}`).waitFor();

      // A phone drops the tab, or the worker pulls to refresh: nothing typed is lost.
      await page.reload();
      await page.getByText(text.draft.restored).waitFor();
      for (const [id, value] of Object.entries(typed)) {
        expect(await page.getByLabel(label(id, language)).inputValue()).toBe(value);
      }
      await page
        .getByText(`✓ ${interpolate(text.equipment.found, { label: scaffold.label })}`)
        .waitFor();
      await page.getByText(`✓ ${text.video.watched}`).waitFor();
      // The pad loads as it nears the screen, and the reload put the page back at its top.
      await page.locator(`#field-signature`).scrollIntoViewIfNeeded();
      await page.getByText(`✓ ${text.signature.saved}`).waitFor();

      await takeShownSelfie(page, text, language);
      await confirmRegulations(page, text);
      await page.getByText(`✓ ${text.document.signed}`).waitFor();

      await page.getByRole('button', { name: text.submit.send }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/waiting/'), { timeout: 20_000 });
      const url = new URL(page.url());
      expect(url.searchParams.get('lang')).toBe(language);
      const id = url.pathname.slice('/waiting/'.length);
      await page.getByText(worker.waiting.pending.status).first().waitFor();
      await page.getByText(`${answers.firstName} ${answers.lastName}`).waitFor();
      await expect
        .poll(() => frames.some((f) => f.includes('"subscribed"') && f.includes(id)))
        .toBe(true);
      // A reload would drop this mark: the answer must arrive on the open page.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      // What the manager receives is what the worker typed, drew and photographed.
      const cookie = await loginAs(baseUrl, 'demo-manager');
      const details = await requestDetails(baseUrl, cookie, id);
      expect(details.language).toBe(language);
      const answered = new Map(details.answers.map((answer) => [answer.fieldId, answer]));
      for (const [fieldId, value] of Object.entries(typed)) {
        expect(answered.get(fieldId)?.value, fieldId).toBe(value);
      }
      const [selfie] = answered.get('selfiePhoto')?.fileIds ?? [];
      const [signature] = answered.get('signature')?.fileIds ?? [];
      expect(await fileSignature(baseUrl, cookie, selfie!)).toMatch(/^ffd8ff/);
      expect(await fileSignature(baseUrl, cookie, signature!)).toBe('89504e47');

      await decide(baseUrl, cookie, id, { status: 'approved' });

      await page.getByText(worker.waiting.approved.confirmation).waitFor({ timeout: 5000 });
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
      expect(await documentDirection(page)).toEqual([language, dir]);
      // The site's video is a file: neither YouTube nor the page's YouTube player is fetched.
      const forYouTube = (url: string) =>
        new URL(url).hostname.includes('youtube') || url.includes('/assets/youtube-player');
      expect(requested.filter(forYouTube)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  test('in Arabic the form is right to left and in Arabic', async ({ pages }) => {
    const { page, problems } = await pages.phone({ locale: 'ar' });
    await openFormIn(page, LANGUAGE_NAMES.ar);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ar');
    expect(await documentDirection(page)).toEqual(['ar', 'rtl']);
    await page.getByText(arEntryForm.siteVideo.intro).waitFor();
    await page.getByRole('button', { name: arEntryForm.submit.send }).waitFor();
    await readRegulations(page, arEntryForm);
    await page.getByText(arEntryForm.briefing.acknowledged).waitFor();
    expect(problems).toEqual([]);
  });

  test("a YouTube safety video plays under the page's CSP and opens the gate only when watched", async ({
    pages,
  }) => {
    const { page, problems } = await pages.phone({ locale: 'en-US' });
    await fakeYouTube(page, 'DEMO', 'https://youtu.be/dQw4w9WgXcQ?si=share');
    await page.goto('/worker/form?code=DEMO&lang=en');

    // Nothing of YouTube before the worker presses play.
    const play = page.getByRole('button', { name: enEntryForm.video.play });
    await play.waitFor();
    expect(await page.getByTitle(enEntryForm.siteVideo.title).count()).toBe(0);
    expect(await page.evaluate(() => window.__fakeYouTube)).toBeUndefined();
    await play.tap();

    const frame = page.getByTitle(enEntryForm.siteVideo.title);
    expect(await frame.evaluate((element) => element.tagName)).toBe('IFRAME');
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    await page.waitForFunction(() => window.__fakeYouTube !== undefined);

    // A drag to the end right after pressing play is sent back.
    await page.evaluate(() => {
      window.__fakeYouTube!.play();
      window.__fakeYouTube!.jumpTo(55);
    });
    await expect.poll(() => page.evaluate(() => window.__fakeYouTube!.seeks.length)).toBe(1);
    expect(await page.getByText(`✓ ${enEntryForm.video.watched}`).count()).toBe(0);

    await page.getByText(`✓ ${enEntryForm.video.watched}`).waitFor();
    expect(problems).toEqual([]);
  });
});
