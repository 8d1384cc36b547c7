import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { LANGUAGES, STAFF_LANGUAGES } from '@shared/i18n/languages';
import heAdmin from '@shared/i18n/locales/he/admin.json';
import heBackoffice from '@shared/i18n/locales/he/backoffice.json';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import heManage from '@shared/i18n/locales/he/manage.json';
import heReview from '@shared/i18n/locales/he/review.json';
import heSiteContent from '@shared/i18n/locales/he/site-content.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import {
  ACCESSIBILITY_PATH,
  BLOG_PATH,
  HOME_LANDING,
  accessibilityStatementPath,
  landingPaths,
} from '@shared/routing/site-paths';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { submitOverHttp } from '../test/submit-over-http';
import { axeViolations, openSettled } from './harness/axe';
import { desktopContext, phoneContext } from './harness/browser';
import { DEMO_PASSWORD, decide, loginAs } from './harness/staff-api';
import { test } from './harness/test';

/**
 * Each test visits many pages in one browser, one after the other: side by side they were
 * slower on a busy two-core machine. A page takes one to three seconds there.
 */
const MANY_PAGES_MS = 420_000;

async function signIn(context: BrowserContext, baseUrl: string, username: string) {
  const response = await context.request.post('/api/auth/login', {
    headers: { Origin: baseUrl },
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: SessionUser }).user;
}

/** Collects the violations of every page a test visits, so one run names them all. */
function auditor(page: Page) {
  const found: string[] = [];
  return {
    found,
    async visit(path: string) {
      await openSettled(page, path);
      found.push(...(await axeViolations(page, path)));
    },
    /** Opens a dialog (or another state of the page) with a click and checks it open. */
    async open(label: string, trigger: Locator, shown: Locator = page.getByRole('dialog')) {
      await trigger.first().click();
      await shown.first().waitFor();
      found.push(...(await axeViolations(page, label)));
    },
  };
}

async function staffPage(browser: Browser, baseUrl: string, username: string) {
  const context = await desktopContext(browser, { baseURL: baseUrl });
  const user = await signIn(context, baseUrl, username);
  return { context, user, page: await context.newPage() };
}

describe('axe-core finds no violation of WCAG 2.0 and 2.1, levels A and AA', () => {
  test('and reports one it is shown', async ({ browser, baseUrl }) => {
    const context = await phoneContext(browser, { baseURL: baseUrl });
    const page = await context.newPage();
    await openSettled(page, ACCESSIBILITY_PATH);
    expect(await axeViolations(page, 'statement')).toEqual([]);
    // One picture without a name, the commonest slip.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      document.querySelector('main')!.append(image);
    });
    const found = await axeViolations(page, 'statement');
    await context.close();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^statement: image-alt \(critical\) /);
  });

  test(
    'on the worker screens in each of the nine languages',
    { timeout: MANY_PAGES_MS },
    async ({ browser, baseUrl }) => {
      const manager = await loginAs(baseUrl, 'demo-manager');
      const found: string[] = [];
      for (const language of LANGUAGES) {
        const context = await phoneContext(browser, { locale: language, baseURL: baseUrl });
        const audit = auditor(await context.newPage());
        const worker = { firstName: 'Dana', lastName: 'Katz', language };
        const pending = await submitOverHttp(baseUrl, 'DEMO', worker);
        const approved = await submitOverHttp(baseUrl, 'DEMO', worker);
        const rejected = await submitOverHttp(baseUrl, 'DEMO', worker);
        await decide(baseUrl, manager, approved.id, { status: 'approved' });
        await decide(baseUrl, manager, rejected.id, {
          status: 'rejected',
          rejectionReason: 'No helmet',
        });
        for (const path of [
          `/worker/language?code=DEMO&lang=${language}`,
          `/worker/form?code=DEMO&lang=${language}`,
          `/waiting/${pending.id}?lang=${language}`,
          `/waiting/${approved.id}?lang=${language}`,
          `/waiting/${rejected.id}?lang=${language}`,
          `/rejection/${rejected.id}/${language}`,
          `/worker?lang=${language}`,
          accessibilityStatementPath(language),
        ]) {
          await audit.visit(path);
        }
        found.push(...audit.found.map((line) => `${language} ${line}`));
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );

  test(
    'with the dialogs and editors open',
    { timeout: MANY_PAGES_MS },
    async ({ browser, baseUrl }) => {
      const found: string[] = [];
      await submitOverHttp(baseUrl, 'DEMO', { firstName: 'Noa', lastName: 'Peretz' });

      const phone = await phoneContext(browser, { baseURL: baseUrl });
      const worker = await phone.newPage();
      const form = auditor(worker);
      await form.visit('/worker/form?code=DEMO&lang=he');
      await form.open('briefing', worker.getByRole('button', { name: heEntryForm.briefing.open }));
      await worker.keyboard.press('Escape');
      await form.open('camera', worker.getByRole('button', { name: heEntryForm.camera.open }));
      await form.open(
        'camera, photo taken',
        worker.getByRole('button', { name: heEntryForm.camera.capture }),
        worker.getByRole('button', { name: heEntryForm.camera.save }),
      );
      await worker.keyboard.press('Escape');
      await worker.locator('#field-signature').scrollIntoViewIfNeeded();
      await form.open('signature', worker.locator('#field-signature'), worker.locator('canvas'));
      found.push(...form.found);
      await phone.close();

      const admin = await staffPage(browser, baseUrl, 'demo-admin');
      const a = auditor(admin.page);
      const button = (name: string) => admin.page.getByRole('button', { name, exact: true });
      await a.visit('/manager/approval-queue');
      await a.open(
        'decision',
        admin.page.getByRole('button', { name: /Noa Peretz/ }),
        button(heReview.queue.approve),
      );
      await a.open('rejection', button(heReview.queue.reject), admin.page.locator('textarea'));
      await a.visit('/manager/users');
      await a.open('user editor', button(heManage.users.add));
      await a.visit('/manager/form-editor');
      await a.open('field editor', button(heManage.edit), button(heManage.editor.close));
      await a.visit('/manager/history');
      await a.open('request details', admin.page.locator('table button'));
      await a.visit('/manager/on-site');
      await a.open('sign-out question', button(heReview.onSite.exit));
      await a.visit('/manager/scaffolding-management');
      await a.open('equipment editor', button(heManage.equipment.add.scaffold));
      await a.visit('/manager/dashboard');
      await a.open('password change', button(heStaff.shell.changePassword));
      found.push(...a.found);
      await admin.context.close();

      const owner = await staffPage(browser, baseUrl, 'demo-super');
      const o = auditor(owner.page);
      const ownerButton = (name: string) => owner.page.getByRole('button', { name, exact: true });
      await o.visit('/admin/companies');
      await o.open('company editor', ownerButton(heAdmin.companies.add));
      await o.visit('/admin/contact-requests');
      await o.open('lead', owner.page.getByRole('button', { name: 'Ahmad Nasser' }));
      await o.visit('/admin/sales-agents');
      await o.open('agent editor', ownerButton(heBackoffice.agents.add));
      await o.visit('/admin/system-pages');
      await o.open(
        'post editor',
        ownerButton(heSiteContent.posts.new),
        owner.page.locator('textarea'),
      );
      found.push(...o.found);
      await owner.context.close();
      expect(found).toEqual([]);
    },
  );

  test(
    'on the public site, the blog and the sign-in screens',
    { timeout: MANY_PAGES_MS },
    async ({ browser, baseUrl }) => {
      const context = await phoneContext(browser, { baseURL: baseUrl });
      const audit = auditor(await context.newPage());
      const landings = [HOME_LANDING, ...landingPaths()].filter((l) => l.canonical === l.path);
      const post = (await (await fetch(`${baseUrl}/sitemap.xml`)).text()).match(
        /\/blog\/[a-z0-9-]+(?=<)/,
      );
      expect(post).not.toBeNull();
      // The landing pages share one layout: every one in Hebrew, the frame in each language.
      for (const landing of landings) await audit.visit(landing.path);
      for (const language of STAFF_LANGUAGES) {
        const query = language === 'he' ? '' : `?lang=${language}`;
        for (const path of ['/', BLOG_PATH, post![0], '/no/such/page']) {
          await audit.visit(`${path}${query}`);
        }
      }
      for (const path of ['/login', '/auth/register']) await audit.visit(path);
      await context.close();
      expect(audit.found).toEqual([]);
    },
  );
});
