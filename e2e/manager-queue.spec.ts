import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import heReview from '@shared/i18n/locales/he/review.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import ruWorker from '@shared/i18n/locales/ru/worker.json';
import { submitOverHttp } from '../test/submit-over-http';
import { test } from './harness/test';

const PASSWORD = 'demo1234';

declare global {
  interface Window {
    /** Desktop notifications the page created, recorded by the init script below. */
    __desktopNotifications?: { title: string; body: string }[];
  }
}

/**
 * Grants desktop notifications and records each one the page creates, so the test can read
 * what a manager would see in the corner of his screen.
 */
async function recordDesktopNotifications(page: Page, origin: string) {
  await page.context().grantPermissions(['notifications'], { origin });
  await page.addInitScript(() => {
    const Original = window.Notification;
    window.__desktopNotifications = [];
    class Recorded extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        window.__desktopNotifications!.push({ title, body: options?.body ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
  });
}

/** Signs in on the Hebrew login screen and waits for the dashboard and its live connection. */
async function signInAsManager(page: Page, username = 'demo-manager') {
  const connected = staffSocketConnected(page);
  await page.goto('/login');
  await page.getByLabel(heStaff.login.username).fill(username);
  await page.getByLabel(heStaff.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
  await page.waitForURL('**/manager/dashboard');
  await connected;
}

/** Resolves when the page's /ws says it is connected as staff. */
function staffSocketConnected(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no staff socket within 20 s')), 20_000);
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('"connected"') && text.includes('"staff"')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

/**
 * Opens the queue and waits for its list and its live connection: a request sent before the
 * connection opened reaches the queue only by its 30 s poll.
 */
async function openLiveQueue(page: Page) {
  const connected = staffSocketConnected(page);
  await page.goto('/manager/approval-queue');
  await page.getByRole('heading', { name: /בקשות ממתינות: \d+/ }).waitFor();
  await connected;
}

/** Resolves once the worker's page has subscribed to its request on /ws. */
function workerSubscribed(page: Page, entryId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no subscription to ${entryId}`)), 15_000);
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

const notificationBody = (name: string) => heReview.notifications.body.replace('{{name}}', name);

describe('manager: the live approval queue', () => {
  test('a new request reaches the manager at once; his approval reaches the worker without a reload', async ({
    pages,
    baseUrl,
  }) => {
    const manager = await pages.desktop();
    await recordDesktopNotifications(manager.page, baseUrl);
    await signInAsManager(manager.page);

    const dashboardReads: string[] = [];
    manager.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/dashboard') dashboardReads.push(request.url());
    });
    const submitted = await submitOverHttp(baseUrl, 'DEMO', {
      firstName: 'Yossi',
      lastName: 'Mizrahi',
    });
    // The open dashboard lists it at once, written from the message, without reading itself again.
    await manager.page
      .getByText(
        heReview.dashboard.activity.submitted
          .replace('{{worker}}', '\u2068Yossi Mizrahi\u2069')
          .replace('{{number}}', String(submitted.requestNumber)),
      )
      .waitFor({ timeout: 5000 });
    expect(dashboardReads).toEqual([]);
    const worker = await pages.phone();
    const subscribed = workerSubscribed(worker.page, submitted.id);
    await worker.page.goto(`/waiting/${submitted.id}?lang=he`);
    await worker.page.getByText(heWorker.waiting.pending.status).first().waitFor();
    await subscribed;

    // exact: Radix also announces the toast in a live region that holds title and body together.
    const toast = manager.page.getByText(notificationBody('\u2068Yossi Mizrahi\u2069'), {
      exact: true,
    });
    await toast.waitFor({ timeout: 5000 });
    await expect
      .poll(() => manager.page.evaluate(() => window.__desktopNotifications))
      .toContainEqual({
        title: heReview.notifications.title,
        body: notificationBody('Yossi Mizrahi'),
      });

    await manager.page.getByRole('button', { name: heReview.notifications.open }).click();
    await manager.page.waitForURL('**/manager/approval-queue');
    await manager.page.getByRole('heading', { name: 'Yossi Mizrahi' }).waitFor();
    await manager.page.getByText(heReview.details.answers).waitFor();
    await manager.page.getByRole('button', { name: heReview.queue.approve }).click();
    await manager.page.getByText(heReview.queue.decided.approved).waitFor();

    await worker.page.getByText(heWorker.waiting.approved.confirmation).waitFor({ timeout: 3000 });
    expect(worker.page.url()).toContain(`/waiting/${submitted.id}`);

    // Approved today and not signed out: he is on the list of who is on site.
    await manager.page.goto('/manager/on-site');
    await manager.page.getByRole('region', { name: heReview.titles.onSite }).waitFor();
    await manager.page.getByText('Yossi Mizrahi').first().waitFor();
    expect(worker.problems).toEqual([]);
    expect(manager.problems).toEqual([]);
  });

  test("a rejection shows its reason on the worker's page, in the worker's language", async ({
    pages,
    baseUrl,
  }) => {
    const manager = await pages.desktop();
    await signInAsManager(manager.page);
    await openLiveQueue(manager.page);

    const submitted = await submitOverHttp(baseUrl, 'DEMO', {
      firstName: 'Ivan',
      lastName: 'Petrov',
      language: 'ru',
    });
    const worker = await pages.phone({ locale: 'ru-RU' });
    const subscribed = workerSubscribed(worker.page, submitted.id);
    await worker.page.goto(`/waiting/${submitted.id}?lang=ru`);
    await worker.page.getByText(ruWorker.waiting.pending.status).first().waitFor();
    await subscribed;

    // The queue shows the new request without a reload.
    await manager.page.getByRole('button', { name: /Ivan Petrov/ }).click();
    await manager.page.getByRole('button', { name: heReview.queue.reject, exact: true }).click();
    // The manager is told which language the worker reads before he writes the reason.
    await manager.page
      .getByText(heReview.queue.reasonHint.replace('{{language}}', 'Русский'))
      .waitFor();
    const reason = 'Нет действующего допуска к работе на высоте';
    await manager.page.getByLabel(heReview.queue.reasonLabel).fill(reason);
    await manager.page.getByRole('button', { name: heReview.queue.confirmReject }).click();
    await manager.page.getByText(heReview.queue.decided.rejected).waitFor();

    await worker.page
      .getByRole('heading', { name: ruWorker.waiting.rejected.heading })
      .waitFor({ timeout: 3000 });
    await worker.page.getByText(reason).waitFor();
    expect(worker.problems).toEqual([]);
    expect(manager.problems).toEqual([]);
  });

  test("two managers see the same request at once; one approves and it leaves the other's queue", async ({
    pages,
    baseUrl,
  }) => {
    const manager = await pages.desktop();
    const safety = await pages.desktop();
    await signInAsManager(manager.page);
    await signInAsManager(safety.page, 'demo-safety');
    for (const { page } of [manager, safety]) await openLiveQueue(page);

    await submitOverHttp(baseUrl, 'DEMO', { firstName: 'Dana', lastName: 'Levi' });
    const inManagerQueue = manager.page.getByRole('button', { name: /Dana Levi/ });
    const inSafetyQueue = safety.page.getByRole('button', { name: /Dana Levi/ });
    await Promise.all([inManagerQueue.waitFor(), inSafetyQueue.waitFor()]);

    await inManagerQueue.click();
    await manager.page.getByRole('button', { name: heReview.queue.approve }).click();
    await manager.page.getByText(heReview.queue.decided.approved).waitFor();

    await inSafetyQueue.waitFor({ state: 'detached', timeout: 3000 });
    expect(manager.problems).toEqual([]);
    expect(safety.problems).toEqual([]);
  });
});
