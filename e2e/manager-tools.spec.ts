import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, onTestFinished } from 'vitest';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import heManage from '@shared/i18n/locales/he/manage.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import { test } from './harness/test';

const PASSWORD = 'demo1234';
const SELECT_LABEL = 'משמרת';
const VIDEO_LABEL = 'סרטון עבודה בגובה';
const VIDEO_URL = '/media/demo-safety-video.webm';

/** Signs the page's browser context in, as the login screen would. */
async function signIn(page: Page, baseUrl: string, username: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { username, password: PASSWORD },
    headers: { Origin: baseUrl },
  });
  expect(response.status()).toBe(200);
}

async function demoForm(baseUrl: string) {
  const site = (await (await fetch(`${baseUrl}/api/sites/code/DEMO`)).json()) as { id: number };
  const form = (await (
    await fetch(`${baseUrl}/api/sites/${site.id}/entry-form?texts=all`)
  ).json()) as {
    version: number;
    formFields: LocalizedFormField[];
  };
  return { siteId: site.id, ...form };
}

/** Counts the pages of a PDF: its page objects, not the page tree (/Type /Pages). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

/** The text of the QR code in an image (PNG, or SVG rasterised), or null when none is found. */
async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image, { density: 150 })
    .flatten({ background: '#ffffff' })
    .resize({ width: 1000 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** Clicks a download button and answers the file's suggested name and bytes. */
async function downloadBy(page: Page, buttonName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** Saves the DEMO form's fields back as its newest version, through the API as a manager. */
async function restoreForm(baseUrl: string, siteId: number, formFields: LocalizedFormField[]) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo-manager', password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const saved = await fetch(`${baseUrl}/api/sites/${siteId}/entry-form`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ formFields }),
  });
  expect(saved.status).toBe(200);
}

describe('the form editor, seen by the next worker', () => {
  test('a manager adds a required select and a video; a worker sees both and cannot submit without them', async ({
    pages,
    baseUrl,
  }) => {
    const before = await demoForm(baseUrl);
    const { page, problems } = await pages.desktop();
    await signIn(page, baseUrl, 'demo-manager');
    // The journeys share one server: the specs after this one get the DEMO form as it was.
    onTestFinished(() => restoreForm(baseUrl, before.siteId, before.formFields));
    await page.goto('/manager/form-editor');
    const addField = async (type: string) => {
      await page.getByLabel(heManage.editor.newFieldType).selectOption(type);
      await page.getByRole('button', { name: heManage.editor.addField }).click();
    };

    await addField('select');
    await page.getByLabel(heManage.editor.label).fill(SELECT_LABEL);
    await page.getByRole('checkbox', { name: heManage.editor.required }).check();
    await page.getByLabel(heManage.editor.optionLabel.replace('{{n}}', '1')).fill('בוקר');
    await page.getByLabel(heManage.editor.optionValue.replace('{{n}}', '1')).fill('morning');
    await page.getByLabel(heManage.editor.optionLabel.replace('{{n}}', '2')).fill('ערב');
    await page.getByLabel(heManage.editor.optionValue.replace('{{n}}', '2')).fill('evening');

    await addField('video');
    await page.getByLabel(heManage.editor.label).fill(VIDEO_LABEL);
    await page.getByRole('checkbox', { name: heManage.editor.required }).check();
    await page.getByLabel(heManage.editor.videoUrl).fill(VIDEO_URL);
    await page.getByRole('button', { name: heManage.editor.save }).click();
    // The new fields are in Hebrew only: the editor says which languages lack them first.
    await page.getByRole('button', { name: heManage.translation.saveAnyway }).click();
    await page
      .getByText(heManage.editor.saved.replace('{{version}}', String(before.version + 1)))
      .waitFor();

    const after = await demoForm(baseUrl);
    expect(after.version).toBe(before.version + 1);
    expect(after.formFields.slice(-2)).toEqual([
      {
        id: 'select1',
        type: 'select',
        label: { he: SELECT_LABEL },
        required: true,
        options: [
          { value: 'morning', label: { he: 'בוקר' } },
          { value: 'evening', label: { he: 'ערב' } },
        ],
      },
      {
        id: 'video1',
        type: 'video',
        label: { he: VIDEO_LABEL },
        required: true,
        videoUrl: VIDEO_URL,
      },
    ]);
    expect(problems).toEqual([]);

    const worker = await pages.phone();
    await worker.page.goto('/worker/form?code=DEMO&lang=he');
    const select = worker.page.getByLabel(SELECT_LABEL);
    await select.waitFor();
    expect(await select.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['בוקר', 'ערב']),
    );
    // The server draws the field's label before the app draws its player: wait for the player.
    await worker.page.getByText(VIDEO_LABEL).first().waitFor();
    await worker.page.locator(`video[src="${VIDEO_URL}"]`).first().waitFor();

    await worker.page.getByRole('button', { name: heEntryForm.submit.send }).click();
    const required = (label: string) => heValidation.required.replace('{{label}}', label);
    await worker.page.getByText(required(SELECT_LABEL)).first().waitFor();
    await worker.page
      .getByText(heValidation.videosNotWatched.replace('{{labels}}', VIDEO_LABEL))
      .first()
      .waitFor();
    expect(new URL(worker.page.url()).pathname).toBe('/worker/form');
  });
});

describe('the QR poster', () => {
  test('prints on one A4 page, and its QR code decodes to the site link', async ({
    pages,
    baseUrl,
  }) => {
    const { page, problems } = await pages.desktop();
    await signIn(page, baseUrl, 'demo-manager');
    await page.goto('/manager/print-qr');
    await page
      .getByRole('img', { name: /מגדלי הפארק/ })
      .first()
      .waitFor();

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdfPageCount(pdf)).toBe(1);

    // What the printer gets: the print area, alone, under print media.
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('[data-testid="poster-print-area"] svg');
    expect(await printed.count()).toBe(1);
    expect(await decodeQr(await printed.screenshot())).toBe(`${baseUrl}/DEMO`);
    expect(problems).toEqual([]);
  });

  test('downloads the poster as an A4 PNG and an SVG, each decoding to the site link', async ({
    pages,
    baseUrl,
  }) => {
    const { page, problems } = await pages.desktop();
    await signIn(page, baseUrl, 'demo-manager');
    await page.goto('/manager/print-qr');

    const png = await downloadBy(page, heManage.posters.downloadPng);
    expect(png.name).toBe('qr-DEMO.png');
    const meta = await sharp(png.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2480, 3508]);
    expect(await decodeQr(png.bytes)).toBe(`${baseUrl}/DEMO`);

    const svg = await downloadBy(page, heManage.posters.downloadSvg);
    expect(svg.name).toBe('qr-DEMO.svg');
    const text = svg.bytes.toString('utf8');
    expect(text).toMatch(/^<\?xml[^>]*>\s*<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(text).toContain('width="210mm"');
    expect(await decodeQr(svg.bytes)).toBe(`${baseUrl}/DEMO`);
    expect(problems).toEqual([]);
  });

  test('an admin prints several sites at once, one poster per page', async ({ pages, baseUrl }) => {
    const { page } = await pages.desktop();
    await signIn(page, baseUrl, 'demo-admin');
    const created = await page.request.post(`${baseUrl}/api/sites`, {
      data: { code: 'POSTER2', name: 'אתר שני להדפסה' },
      headers: { Origin: baseUrl },
    });
    expect(created.status()).toBe(201);
    const site = (await created.json()) as { id: number };
    try {
      await page.goto('/manager/print-qr');
      // Other journeys add sites to the demo company: the two of this test are the ones kept.
      const choices = page.getByRole('checkbox');
      await choices.first().waitFor();
      for (const choice of await choices.all()) await choice.uncheck();
      await page.getByRole('checkbox', { name: /\(DEMO\)/ }).check();
      await page.getByRole('checkbox', { name: /\(POSTER2\)/ }).check();
      await page
        .getByRole('button', { name: heManage.posters.print.replace('{{count}}', '2') })
        .waitFor();
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdfPageCount(pdf)).toBe(2);

      // Each printed page carries its own site's code, not two copies of one.
      await page.emulateMedia({ media: 'print' });
      const printed = page.locator('[data-testid="poster-print-area"] svg');
      expect(await printed.count()).toBe(2);
      const links = [];
      for (const poster of await printed.all())
        links.push(await decodeQr(await poster.screenshot()));
      expect(links.sort()).toEqual([`${baseUrl}/DEMO`, `${baseUrl}/POSTER2`]);
    } finally {
      // The page's own request context: it closes with the page, so this cannot wait for teardown.
      await page.request.patch(`${baseUrl}/api/sites/${site.id}`, {
        data: { isActive: false },
        headers: { Origin: baseUrl },
      });
    }
  });
});

describe('the manager shell layout', () => {
  test.for(['phone', 'desktop'] as const)(
    'on a %s the product badge comes after the page content and covers nothing',
    async (kind, { pages, baseUrl }) => {
      const { page, problems } = await pages[kind]();
      await signIn(page, baseUrl, 'demo-manager');
      await page.goto('/manager/print-qr');
      await page
        .getByRole('img', { name: /מגדלי הפארק/ })
        .first()
        .waitFor();

      const badge = page.getByTestId('product-badge');
      await badge.scrollIntoViewIfNeeded();
      const badgeBox = (await badge.boundingBox())!;
      const mainBox = (await page.getByRole('main').boundingBox())!;
      expect(badgeBox.y).toBeGreaterThanOrEqual(mainBox.y + mainBox.height);
      // Right to left, the badge ends the line on the left, inside the screen.
      expect(badgeBox.x).toBeGreaterThanOrEqual(0);
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      if (kind === 'desktop') {
        const menuBox = (await page.locator('aside').boundingBox())!;
        expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(menuBox.x);
      }
      expect(problems).toEqual([]);
    },
  );
});
