import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import heNotifications from '@shared/i18n/locales/he/notifications.json';
import heReview from '@shared/i18n/locales/he/review.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import type { PushPayload } from '@shared/notifications/push-payload';
import { startTestPushService } from '../test/push-service';
import { submitOverHttp } from '../test/submit-over-http';
import { startAppServer, type AppServer } from './harness/app-server';
import { desktopContext, phoneContext, watchProblems } from './harness/browser';
import { DEMO_PASSWORD } from './harness/staff-api';
import { test } from './harness/test';

declare global {
  interface Window {
    /** The subscription the stubbed push manager hands the page (see below). */
    __testSubscription?: PushSubscriptionJSON;
  }
}

/*
 * No push service is reachable from the test, and headless Chromium's own subscription goes to
 * Google's. The page's PushManager hands out a subscription of the local push service instead
 * (test/push-service.ts), which receives what the server sends, checks its VAPID signature and
 * decrypts it with the subscription's keys. Everything else is the real thing: the staff app's
 * manifest and service worker, the devices screen, the server's Web Push, the worker's page.
 * The server is this journey's own, allowed to post to a push service on the machine.
 */
let server: AppServer;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;

beforeAll(async () => {
  pushService = await startTestPushService();
  server = await startAppServer({
    env: { ALLOW_PRIVATE_NETWORK_TARGETS: 'true' },
    logName: 'e2e-push-server.log',
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await pushService?.close();
});

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(heStaff.login.username).fill('demo-manager');
  await page.getByLabel(heStaff.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
  await page.waitForURL('**/manager/dashboard');
}

describe('the manager hears the gate with the app closed', () => {
  test('a push of a new request decrypts in Hebrew and its approve button approves it live', async ({
    browser,
  }) => {
    const managerContext = await desktopContext(browser, { baseURL: server.url });
    await managerContext.grantPermissions(['notifications'], { origin: server.url });
    const device = pushService.subscribe();
    await managerContext.addInitScript((subscription) => {
      window.__testSubscription = subscription;
      PushManager.prototype.subscribe = async function () {
        return { toJSON: () => window.__testSubscription! } as PushSubscription;
      };
    }, device as PushSubscriptionJSON);
    const manager = await managerContext.newPage();
    const managerProblems = watchProblems(manager);
    await signIn(manager);

    // The staff app is installable: its manifest and an active service worker for /manager.
    await manager.waitForFunction(() => document.querySelector('link[rel="manifest"]'), null, {
      timeout: 15_000,
    });
    const manifest = await manager.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({ start_url: '/manager/dashboard', dir: 'rtl' });
    // Signed in at /login, the page is not the worker's client: its registration is asked for.
    const worker = await manager.evaluate(async () => {
      for (let tries = 0; tries < 150; tries += 1) {
        const registration = await navigator.serviceWorker.getRegistration('/manager/dashboard');
        if (registration?.active) {
          return { script: registration.active.scriptURL, scope: registration.scope };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return null;
    });
    expect(worker).toEqual({
      script: `${server.url}/staff-sw.js`,
      scope: `${server.url}/manager`,
    });

    await manager.goto('/manager/notifications');
    await manager.getByRole('button', { name: heNotifications.devices.enable }).click();
    await manager
      .getByText(heNotifications.devices.added.split('{{')[0]!.trim())
      .first()
      .waitFor({ timeout: 15_000 });
    await manager.close();
    await managerContext.close();

    const submitted = await submitOverHttp(server.url, 'DEMO', {
      firstName: 'נועם',
      lastName: 'ברק',
    });
    const phone = await phoneContext(browser, { baseURL: server.url });
    const waiting = await phone.newPage();
    const waitingProblems = watchProblems(waiting);
    await waiting.goto(`/waiting/${submitted.id}?lang=he`);
    await waiting.getByText(heWorker.waiting.pending.status).first().waitFor();

    const find = () =>
      (device.received as PushPayload[]).find((p) => p.tag === `entry-${submitted.id}`);
    await pushService.until(() => find() !== undefined, 20_000);
    expect(pushService.problems).toEqual([]);
    const payload = find()!;
    expect(payload).toMatchObject({
      title: heNotifications.push.newRequest.title.replace('{{site}}', 'מגדלי הפארק'),
      body: heNotifications.push.newRequest.body.replace('{{worker}}', 'נועם ברק'),
      lang: 'he',
      dir: 'rtl',
    });

    // The approve button, as the service worker sends it: the notification's one-use proof.
    const press = () =>
      fetch(`${server.url}/api/push/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ token: payload.decide!.token, action: 'approve' }),
      });
    const approved = await press();
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ entryId: submitted.id, status: 'approved' });
    await waiting.getByText(heWorker.waiting.approved.confirmation).waitFor({ timeout: 10_000 });
    expect((await press()).status).toBe(410);

    // The dashboard shows how long the gate waited, the demo's decisions with this one.
    const dashboardContext = await desktopContext(browser, { baseURL: server.url });
    const dashboard = await dashboardContext.newPage();
    await signIn(dashboard);
    const panel = dashboard.getByRole('region', { name: heReview.dashboard.waits.title });
    await panel.waitFor();
    const site = panel.getByRole('row', { name: /מגדלי הפארק/ });
    await expect.poll(() => site.textContent()).toMatch(/חציון .+ · 90% תוך .+ \(\d+ החלטות\)/);
    expect(await site.textContent()).toMatch(/מהתראה: [1-9]\d* · מהתור: \d+/);
    expect(managerProblems).toEqual([]);
    expect(waitingProblems).toEqual([]);
    await phone.close();
    await dashboardContext.close();
  });
});
