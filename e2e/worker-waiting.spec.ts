import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import enWorker from '@shared/i18n/locales/en/worker.json';
import enEntryForm from '@shared/i18n/locales/en/entry-form.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { submitDemoRequest } from './harness/demo-request';
import { test } from './harness/test';

const DEMO_SITE_NAME = 'מגדלי הפארק';
const PASSWORD = 'demo1234';

/** Logs a demo user in and returns the cookie header of the session. */
async function loginAs(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A staff decision through the call the queue page makes. */
async function decide(
  baseUrl: string,
  cookie: string,
  id: string,
  decision: { status: 'approved' | 'rejected'; rejectionReason?: string },
) {
  const response = await fetch(`${baseUrl}/api/entry-requests/${id}/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
    body: JSON.stringify(decision),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Resolves once the page's socket has confirmed its subscription to `entryId`, within 10 s. */
function subscribed(page: Page, entryId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the page did not subscribe to ${entryId} on /ws within 10 s`)),
      10_000,
    );
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('"subscribed"') && text.includes(entryId)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

async function documentDirection(page: Page) {
  return page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
}

describe('worker: from the site link to the answer', () => {
  test('/DEMO leads to the language screen, and English to the form', async ({ pages }) => {
    const { page, problems } = await pages.phone();
    await page.goto('/DEMO');

    await page.waitForURL('**/worker/language?code=DEMO');
    await page.getByRole('heading', { name: heWorker.selectLanguage }).waitFor();
    await page.getByText(DEMO_SITE_NAME).waitFor();
    expect(await documentDirection(page)).toEqual(['he', 'rtl']);

    // A tap on the language opens the form in it.
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/worker/form');
    expect(new URL(page.url()).search).toBe('?code=DEMO&lang=en');
    await page.getByRole('button', { name: enEntryForm.submit.send }).waitFor();
    expect(await documentDirection(page)).toEqual(['en', 'ltr']);
    expect(problems).toEqual([]);
  });

  test('the waiting page turns approved live, in Hebrew, right to left', async ({
    pages,
    baseUrl,
  }) => {
    const id = await submitDemoRequest(baseUrl, 'Moshe');
    const { page, problems } = await pages.phone();
    const isSubscribed = subscribed(page, id);
    await page.goto(`/waiting/${id}?lang=he`);

    await page.getByText(heWorker.waiting.pending.status, { exact: true }).waitFor();
    await page.getByText('Moshe Levi').waitFor();
    expect(await documentDirection(page)).toEqual(['he', 'rtl']);
    await isSubscribed;
    // A reload would drop this mark: the answer must arrive on the open page.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await decide(baseUrl, await loginAs(baseUrl, 'demo-manager'), id, { status: 'approved' });

    await page.getByText(heWorker.waiting.approved.confirmation).waitFor({ timeout: 3000 });
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a rejected request shows its reason in English', async ({ pages, baseUrl }) => {
    const id = await submitDemoRequest(baseUrl, 'Avi');
    const reason = 'No valid height work certificate';
    await decide(baseUrl, await loginAs(baseUrl, 'demo-manager'), id, {
      status: 'rejected',
      rejectionReason: reason,
    });
    const { page, problems } = await pages.phone();

    await page.goto(`/waiting/${id}?lang=en`);

    await page.getByRole('heading', { name: enWorker.waiting.rejected.heading }).waitFor();
    await page.getByText(reason).waitFor();
    expect(await documentDirection(page)).toEqual(['en', 'ltr']);
    expect(problems).toEqual([]);
  });
});
