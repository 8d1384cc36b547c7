import { describe, expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import common from '@shared/i18n/locales/he/common.json';
import errors from '@shared/i18n/locales/he/errors.json';
import marketing from '@shared/i18n/locales/he/marketing.json';
import siteContent from '@shared/i18n/locales/he/site-content.json';
import staff from '@shared/i18n/locales/he/staff.json';
import { DEMO_PASSWORD } from './harness/staff-api';
import { test } from './harness/test';

/** The values of one CSP directive, e.g. ["'self'"] for "script-src 'self'". */
function cspDirective(policy: string, name: string): string[] | undefined {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1);
}

describe('public pages on a phone', () => {
  test('the home page comes from the server in Hebrew, right to left', async ({ pages }) => {
    const { page, problems } = await pages.phone();
    const response = await page.goto('/');

    expect(response?.status()).toBe(200);
    await page
      .getByRole('heading', { level: 1, name: marketing.products.entry.headline })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('he');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(problems).toEqual([]);
  });

  test('an unknown address shows the not-found page in Hebrew, right to left', async ({
    pages,
  }) => {
    const { page, problems } = await pages.phone();
    await page.goto('/no/such/page');

    const heading = page.getByRole('heading', { level: 1, name: common.notFound.title });
    await heading.waitFor();
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('he');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.title()).toContain(common.notFound.title);
    await page.getByRole('link', { name: common.notFound.backHome }).waitFor();
    // The page itself answers 404, which the browser reports; nothing else may go wrong.
    expect(problems).toEqual([
      `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (${page.url()})`,
    ]);
  });

  test('the browser refuses an inline script', async ({ pages }) => {
    const { page } = await pages.phone();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
  });
});

async function signInAsOwner(page: Page) {
  await page.goto('/login');
  await page.getByLabel(staff.login.username).fill('demo-super');
  await page.getByLabel(staff.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: staff.login.submit, exact: true }).click();
  await page.waitForURL('**/admin/companies');
}

describe('the owner’s blog', () => {
  test('a post written in Hebrew and English, previewed and published, is on the blog, the sitemap and the feed', async ({
    pages,
    baseUrl,
  }) => {
    const { page, problems } = await pages.desktop();
    await signInAsOwner(page);
    // The platform's screens other than its companies are reached from system management.
    await page
      .getByRole('navigation', { name: staff.shell.navigation })
      .getByRole('link', { name: staff.menu.system })
      .click();
    await page
      .getByRole('navigation', { name: staff.systemHub.title })
      .getByRole('link', { name: staff.menu.systemPages })
      .click();
    await page.waitForURL('**/admin/system-pages');
    await page.getByRole('button', { name: siteContent.posts.new }).click();

    const slug = `scaffold-checks-${Date.now().toString(36)}`;
    await page.getByLabel(siteContent.editor.slug).fill(slug);
    await page.getByLabel(siteContent.editor.status).selectOption('published');
    const hebrew = page.locator('fieldset[lang="he"]');
    const english = page.locator('fieldset[lang="en"]');
    await hebrew.getByLabel(siteContent.editor.postTitle).fill('בדיקת פיגומים לפני עלייה');
    await hebrew
      .getByLabel(siteContent.editor.body)
      .fill('בודקים **כל** פיגום.\n\n<script>alert(1)</script>');
    await english.getByLabel(siteContent.editor.postTitle).fill('Checking a scaffold before use');
    await english.getByLabel(siteContent.editor.body).fill('Check **every** scaffold.');

    await hebrew.getByRole('button', { name: siteContent.editor.preview }).click();
    const preview = hebrew.getByRole('region', { name: siteContent.editor.previewTitle });
    await preview.locator('strong', { hasText: 'כל' }).waitFor();
    expect(await preview.locator('script').count()).toBe(0);

    await page.getByRole('button', { name: siteContent.editor.save }).click();
    await page.getByText(siteContent.editor.saved).waitFor();
    await page.getByRole('heading', { name: siteContent.editor.editTitle }).waitFor();

    // The reader's side, as a browser with no session sees it.
    const reader = await pages.phone();
    await reader.page.goto('/blog');
    await reader.page.getByRole('link', { name: 'בדיקת פיגומים לפני עלייה' }).click();
    await reader.page.waitForURL(`**/blog/${slug}`);
    await reader.page
      .getByRole('heading', { level: 1, name: 'בדיקת פיגומים לפני עלייה' })
      .waitFor();
    expect(await reader.page.locator('article strong').first().textContent()).toBe('כל');
    await reader.page.goto('/blog?lang=en');
    await reader.page.getByRole('link', { name: 'Checking a scaffold before use' }).waitFor();

    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blog/${slug}</loc>`);
    const feed = await (await fetch(`${baseUrl}/blog/rss.xml?lang=en`)).text();
    expect(feed).toContain('<title>Checking a scaffold before use</title>');
    expect(feed).toContain(`/blog/${slug}?lang=en`);
    expect(problems).toEqual([]);
    expect(reader.problems).toEqual([]);
  });
});

describe('the owner’s landing texts', () => {
  test('a Hebrew headline rewritten, previewed and published is on the landing page, and a restored revision brings the old one back', async ({
    pages,
    baseUrl,
  }) => {
    const { page, problems } = await pages.desktop();
    await signInAsOwner(page);
    await page.goto('/admin/system-pages');
    const editor = page.getByRole('region', { name: siteContent.landings.title });
    await editor.getByLabel(siteContent.landings.page, { exact: true }).selectOption('scaffolding');
    const builtIn = marketing.products.scaffolding.headline;
    const headline = editor.getByLabel(siteContent.landings.fields.headline);
    await expect.poll(() => headline.inputValue()).toBe(builtIn);

    const rewritten = `כל פיגום נבדק לפני עלייה ${Date.now().toString(36)}`;
    await headline.fill(rewritten);
    await editor.getByRole('button', { name: siteContent.landings.save }).click();
    await editor.getByText(siteContent.landings.saved).waitFor();

    // The preview is the page itself with the draft, which the visitors do not see yet.
    const preview = await page.context().newPage();
    const href = await editor
      .getByRole('link', { name: siteContent.landings.preview })
      .getAttribute('href');
    await preview.goto(href!);
    await preview.getByRole('heading', { level: 1, name: rewritten }).waitFor();
    await preview.close();
    const served = async () => (await fetch(`${baseUrl}/scaffolding-tracking`)).text();
    expect(await served()).not.toContain(rewritten);

    await editor.getByRole('button', { name: siteContent.landings.publish }).click();
    await editor.getByText(siteContent.landings.published).waitFor();
    expect(await served()).toContain(rewritten);

    const history = editor.getByRole('region', { name: siteContent.revisions.title });
    await history
      .getByRole('listitem')
      .filter({ hasText: siteContent.landings.builtInTexts })
      .getByRole('button', { name: siteContent.revisions.restore })
      .click();
    await editor.getByText(siteContent.landings.restored).waitFor();
    expect(await headline.inputValue()).toBe(builtIn);
    await editor.getByRole('button', { name: siteContent.landings.publish }).click();
    await editor.getByText(siteContent.landings.published).waitFor();
    const restored = await served();
    expect(restored).toContain(builtIn);
    expect(restored).not.toContain(rewritten);
    expect(problems).toEqual([]);
  });
});

describe("a public page's visit count", () => {
  const isView = (path: string) => (request: Request) =>
    request.url().endsWith('/api/visits') &&
    (request.postData() ?? '').includes(`"path":"${path}"`);

  test('goes three seconds after the page has loaded, not while it settles', async ({ pages }) => {
    const { page, problems } = await pages.phone();
    const sent = page.waitForRequest(isView('/marketing')).then(() => Date.now());
    await page.goto('/marketing');
    const loadedAt = await page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .loadEventStart,
    );
    expect((await sent) - loadedAt).toBeGreaterThanOrEqual(2900);
    expect(problems).toEqual([]);
  });

  test('goes at once when the page is hidden before then', async ({ pages }) => {
    const { page, problems } = await pages.phone();
    await page.goto('/marketing/landing');
    const sent = page.waitForRequest(isView('/marketing/landing'), { timeout: 2000 });
    // What a phone does as its reader switches away. Leaving the page (pagehide) sends it too,
    // but Chromium sends that one with its own user agent, which the server counts as a robot.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await sent;
    expect(problems).toEqual([]);
  });
});

describe('HTTP answers of the public site', () => {
  test('an unknown API path answers 404 with the JSON error shape', async ({ baseUrl }) => {
    const response = await fetch(`${baseUrl}/api/nothing`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: errors.ROUTE_NOT_FOUND,
    });
  });

  test('the page forbids inline scripts through its Content-Security-Policy', async ({
    baseUrl,
  }) => {
    const response = await fetch(`${baseUrl}/`);
    const policy = response.headers.get('content-security-policy') ?? '';

    const scriptSrc = cspDirective(policy, 'script-src');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  test('a hashed asset is cached for a year and sent precompressed', async ({ baseUrl }) => {
    // The home page is the server's; the sign-in page is the app's.
    const html = await (await fetch(`${baseUrl}/login`)).text();
    const asset = html.match(/\/assets\/[\w.-]+-[\w-]{8,}\.js/)?.[0];
    expect(asset, 'index.html references a hashed script').toBeDefined();

    const brotli = await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-encoding')).toBe('br');

    const plain = await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
