import { describe, expect } from 'vitest';
import common from '../shared/i18n/locales/he/common.json';
import errors from '../shared/i18n/locales/he/errors.json';
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
  test('the home page loads in Hebrew, right to left', async ({ pages }) => {
    const { page, problems } = await pages.phone();
    const response = await page.goto('/');

    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: common.landing.headline }).waitFor();
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
      'console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
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
    const html = await (await fetch(`${baseUrl}/`)).text();
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
