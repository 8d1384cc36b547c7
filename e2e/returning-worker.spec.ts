import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEFAULT_FORM_FIELDS } from '../server/modules/entry-forms/default-form';
import { LANGUAGE_NAMES } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import heManage from '@shared/i18n/locales/he/manage.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { setServerDaysAhead } from './harness/server-clock-control';
import { decide, DEMO_PASSWORD, loginAs, staffCall } from './harness/staff-api';
import { test } from './harness/test';

const text = heEntryForm;
const WORKER = { firstName: 'אבי', lastName: 'לוי', companyName: 'לוי שלד' };
const label = (id: string) =>
  resolveText(DEFAULT_FORM_FIELDS.find((f) => f.id === id)!.label, 'he').text;

/**
 * The first visit as the page itself sends it (the whole form's journey in the browser is
 * worker-entry.spec.ts): answers, a selfie and a signature drawn on canvases, posted from this
 * browser so its cookie is the one the server sets.
 */
async function firstVisit(
  page: Page,
  phone: string,
  site: { code: string; values?: Record<string, string> } = { code: 'DEMO' },
): Promise<string> {
  await page.goto('/worker/language?code=DEMO');
  return page.evaluate(
    async ({ worker, phone, site }) => {
      const picture = (type: string, color: string) =>
        new Promise<Blob>((resolve) => {
          const canvas = document.createElement('canvas');
          canvas.width = 120;
          canvas.height = 90;
          const context = canvas.getContext('2d')!;
          context.fillStyle = color;
          context.fillRect(10, 10, 100, 70);
          canvas.toBlob((blob) => resolve(blob!), type);
        });
      const form = new FormData();
      form.append('siteCode', site.code);
      form.append('language', 'he');
      form.append(
        'formData',
        JSON.stringify({
          ...worker,
          ...site.values,
          phone,
          workStartDate: new Date().toISOString().slice(0, 10),
          safetyDocument: true,
        }),
      );
      form.append('file_selfiePhoto', await picture('image/jpeg', '#c84'), 'selfie.jpg');
      form.append('file_signature', await picture('image/png', '#000'), 'signature.png');
      const response = await fetch('/api/entry-requests', { method: 'POST', body: form });
      if (response.status !== 201) throw new Error(await response.text());
      return ((await response.json()) as { id: string }).id;
    },
    { worker: WORKER, phone, site },
  );
}

/** Sets how long the DEMO site's induction counts (null: every visit), as the manager does. */
async function setInductionDays(baseUrl: string, cookie: string, validityDays: number | null) {
  const sites = await fetch(`${baseUrl}/api/sites`, { headers: { Cookie: cookie } });
  const { sites: list } = (await sites.json()) as { sites: { id: number; code: string }[] };
  const demo = list.find((site) => site.code === 'DEMO')!;
  const response = await fetch(`${baseUrl}/api/sites/${demo.id}/induction-settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
    body: JSON.stringify({ validityDays }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const ID_FIELD = { id: 'idNumber', type: 'text', label: { he: 'תעודת זהות' }, required: true };

/**
 * A site of the demo company whose form asks an ID number, and the company asking it of a
 * worker on a new phone; the demo site's form stays as it is. Returns the site's code.
 */
async function siteAskingId(baseUrl: string, admin: string): Promise<string> {
  const code = `NP${String(Date.now()).slice(-6)}`;
  const site = (await staffCall(baseUrl, admin, 'POST', '/api/sites', {
    code,
    name: `New phone ${code}`,
  })) as { id: number };
  await staffCall(baseUrl, admin, 'PUT', `/api/sites/${site.id}/entry-form`, {
    formFields: [...DEFAULT_FORM_FIELDS, ID_FIELD],
  });
  await staffCall(baseUrl, admin, 'PUT', '/api/worker-recognition/company', {
    detailFieldId: ID_FIELD.id,
  });
  return code;
}

/** Counts the worker's taps and keystrokes as the page receives them, across navigations. */
async function countGestures(page: Page) {
  const counts = { taps: 0, keys: 0 };
  await page.exposeFunction('__gesture', (kind: 'taps' | 'keys') => {
    counts[kind] += 1;
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __gesture: (kind: string) => void }).__gesture;
    window.addEventListener('pointerdown', () => report('taps'), true);
    window.addEventListener('keydown', () => report('keys'), true);
  });
  return counts;
}

describe('a returning worker on the same phone', () => {
  test('reaches the waiting page without typing; another phone gets a clean first visit', async ({
    pages,
    baseUrl,
    onTestFinished,
  }) => {
    // The site's induction counts for 30 days, so the returning worker's still does.
    const manager = await loginAs(baseUrl, 'demo-manager');
    await setInductionDays(baseUrl, manager, 30);
    onTestFinished(() => setInductionDays(baseUrl, manager, null));
    const { page, problems } = await pages.phone();
    const phone = `054-${String(Date.now()).slice(-7)}`;
    const id = await firstVisit(page, phone);
    await decide(baseUrl, manager, id, { status: 'approved' });

    const counts = await countGestures(page);
    const started = Date.now();
    await page.goto('/DEMO');
    await page.waitForURL('**/worker/language?code=DEMO');
    await page.getByRole('button', { name: LANGUAGE_NAMES.he }).tap();
    await page
      .getByRole('heading', { name: text.returning.welcome.replace('{{name}}', 'אבי לוי') })
      .waitFor();
    for (const [fieldId, value] of Object.entries({ ...WORKER, phone })) {
      expect(await page.getByLabel(label(fieldId)).inputValue(), fieldId).toBe(value);
    }
    await page
      .getByRole('img', { name: text.image.alt.replace('{{label}}', label('selfiePhoto')) })
      .waitFor();

    // A valid induction: neither the safety document nor the video is asked for again.
    expect(await page.getByRole('button', { name: text.document.open }).count()).toBe(0);
    expect(await page.getByTitle(text.siteVideo.title).count()).toBe(0);

    await page.getByRole('button', { name: text.submit.send }).tap();
    await page.waitForURL((url) => url.pathname.startsWith('/waiting/'), { timeout: 15_000 });
    await page.getByText(heWorker.waiting.pending.status).first().waitFor();
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `returning worker: ${counts.taps} taps, ${counts.keys} keys, ` +
        `${seconds.toFixed(1)} s to the waiting page`,
    );
    expect(counts.keys).toBe(0);
    expect(counts.taps).toBeLessThanOrEqual(5);

    // Another phone: nothing of him.
    const other = await pages.phone();
    await other.page.goto('/worker/form?code=DEMO&lang=he');
    await other.page.getByLabel(label('firstName')).waitFor();
    expect(await other.page.getByLabel(label('firstName')).inputValue()).toBe('');
    expect(await other.page.getByText(text.returning.notMe).count()).toBe(0);

    // "This is not me" on the first phone: a clean form, and it stays clean.
    await page.goto('/worker/form?code=DEMO&lang=he');
    await page.getByRole('button', { name: text.returning.notMe }).tap();
    await expect.poll(() => page.getByLabel(label('firstName')).inputValue()).toBe('');
    await page.reload();
    await page.getByLabel(label('firstName')).waitFor();
    expect(await page.getByLabel(label('firstName')).inputValue()).toBe('');
    expect([...problems, ...other.problems]).toEqual([]);
  });
});

describe('an induction that counts for a period', () => {
  test('is skipped within it and asked again, video and briefing, once it lapses', async ({
    pages,
    baseUrl,
    onTestFinished,
  }) => {
    const manager = await loginAs(baseUrl, 'demo-manager');
    await setInductionDays(baseUrl, manager, 30);
    onTestFinished(async () => {
      await setServerDaysAhead(0);
      await setInductionDays(baseUrl, manager, null);
    });
    const { page, problems } = await pages.phone();
    const phone = `052-${String(Date.now()).slice(-7)}`;
    await decide(baseUrl, manager, await firstVisit(page, phone), { status: 'approved' });

    await page.goto('/worker/form?code=DEMO&lang=he');
    const [validPrefix] = text.induction.valid.split('{{date}}');
    await page.getByRole('status').filter({ hasText: validPrefix }).waitFor();
    expect(await page.getByRole('button', { name: text.document.open }).count()).toBe(0);
    expect(await page.getByTitle(text.siteVideo.title).count()).toBe(0);

    // The app has no clock to inject, so the harness shifts the server's own `Date` past the
    // 30 days (e2e/harness/server-clock.mjs); the stored induction keeps its real dates.
    await setServerDaysAhead(31);
    // The material shows while the page asks, so the answer itself is awaited.
    const asked = page.waitForResponse((response) =>
      /\/api\/sites\/\d+\/induction$/.test(new URL(response.url()).pathname),
    );
    await page.reload();
    expect(await (await asked).json()).toEqual({ validUntil: null });
    await page.getByRole('button', { name: text.document.open }).waitFor();
    await page.getByTitle(text.siteVideo.title).waitFor();
    expect(await page.getByRole('status').filter({ hasText: validPrefix }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('a returning worker on a new phone', () => {
  test('is recognised by his number and ID; a wrong ID gets a clean first visit', async ({
    pages,
    baseUrl,
    onTestFinished,
  }) => {
    const admin = await loginAs(baseUrl, 'demo-admin');
    const code = await siteAskingId(baseUrl, admin);
    onTestFinished(async () => {
      await staffCall(baseUrl, admin, 'PUT', '/api/worker-recognition/company', {
        detailFieldId: null,
      });
    });
    const phone = `053-${String(Date.now()).slice(-7)}`;
    const old = await pages.phone();
    const id = await firstVisit(old.page, phone, { code, values: { idNumber: '012345678' } });
    await decide(baseUrl, admin, id, { status: 'approved' });

    const claim = async (page: Page, detail: string) => {
      await page.goto(`/worker/form?code=${code}&lang=he`);
      await page.getByRole('button', { name: text.newPhone.open }).tap();
      const form = page.getByRole('form', { name: text.newPhone.open });
      await form.getByLabel(text.newPhone.phone).fill(phone);
      await form.getByLabel(ID_FIELD.label.he).fill(detail);
      await form.getByRole('button', { name: text.newPhone.send }).tap();
    };

    // Typed with dashes and spaces: the comparison leaves them out.
    const fresh = await pages.phone();
    await claim(fresh.page, '01-2345 678');
    await fresh.page
      .getByRole('heading', { name: text.returning.welcome.replace('{{name}}', 'אבי לוי') })
      .waitFor();
    for (const [fieldId, value] of Object.entries({ ...WORKER, phone })) {
      expect(await fresh.page.getByLabel(label(fieldId)).inputValue(), fieldId).toBe(value);
    }

    const stranger = await pages.phone();
    await claim(stranger.page, '987654321');
    await stranger.page
      .getByRole('alert')
      .filter({ hasText: text.newPhone.notRecognized })
      .waitFor();
    expect(await stranger.page.getByLabel(label('firstName')).inputValue()).toBe('');
    expect(await stranger.page.getByText(text.returning.notMe).count()).toBe(0);
    await stranger.page.reload();
    await stranger.page.getByLabel(label('firstName')).waitFor();
    expect(await stranger.page.getByLabel(label('firstName')).inputValue()).toBe('');
    expect([...old.problems, ...fresh.problems, ...stranger.problems]).toEqual([]);
  });
});

describe("a manager revoking a worker's induction alone", () => {
  test('makes his next visit repeat it, his phone still recognised', async ({
    pages,
    baseUrl,
    onTestFinished,
  }) => {
    const manager = await loginAs(baseUrl, 'demo-manager');
    await setInductionDays(baseUrl, manager, 30);
    onTestFinished(() => setInductionDays(baseUrl, manager, null));
    const worker = await pages.phone();
    const phone = `058-${String(Date.now()).slice(-7)}`;
    await decide(baseUrl, manager, await firstVisit(worker.page, phone), { status: 'approved' });

    const staff = await pages.desktop();
    await staff.page.goto('/login');
    await staff.page.getByLabel(heStaff.login.username).fill('demo-manager');
    await staff.page.getByLabel(heStaff.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await staff.page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
    await staff.page.waitForURL('**/manager/dashboard');
    await staff.page.goto('/manager/workers');
    await staff.page.getByLabel(heManage.workers.phone).fill(phone);
    await staff.page.getByRole('button', { name: heManage.workers.search }).click();
    const confirmed: string[] = [];
    staff.page.once('dialog', (dialog) => {
      confirmed.push(dialog.message());
      void dialog.accept();
    });
    await staff.page.getByRole('button', { name: heManage.workers.revokeInduction }).click();
    await staff.page
      .getByText(heManage.workers.inductionsRevoked.replace('{{count}}', '1'))
      .waitFor();
    expect(confirmed).toEqual([
      heManage.workers.revokeInductionConfirm.replace('{{phone}}', phone),
    ]);

    const asked = worker.page.waitForResponse((response) =>
      /\/api\/sites\/\d+\/induction$/.test(new URL(response.url()).pathname),
    );
    await worker.page.goto('/worker/form?code=DEMO&lang=he');
    expect(await (await asked).json()).toEqual({ validUntil: null });
    await worker.page
      .getByRole('heading', { name: text.returning.welcome.replace('{{name}}', 'אבי לוי') })
      .waitFor();
    await worker.page.getByRole('button', { name: text.document.open }).waitFor();
    await worker.page.getByTitle(text.siteVideo.title).waitFor();
    expect([...worker.problems, ...staff.problems]).toEqual([]);
  });
});
