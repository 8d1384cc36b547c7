import fs from 'node:fs/promises';
import path from 'node:path';
import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import type { TestContext } from 'vitest';
import { REPO_ROOT } from './app-server';

/**
 * Debian's Chromium, never a downloaded browser: the machine's package is what CI installs
 * (.ci/run), and CHROMIUM_PATH points elsewhere when needed. `extraArgs` suit one spec, such as
 * a camera that films a given picture (--use-file-for-fake-video-capture).
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      ...extraArgs,
    ],
  });
}

export interface ContextOptions {
  /** The browser's language (navigator.language and Accept-Language); Hebrew unless told. */
  locale?: string;
  /** Prefixed to relative page.goto() paths, normally the e2e server's URL. */
  baseURL?: string;
}

/** A worker's phone: 390x844 touch screen with a camera the page may use without asking. */
export function phoneContext(
  browser: Browser,
  { locale = 'he-IL', baseURL }: ContextOptions = {},
): Promise<BrowserContext> {
  const options: BrowserContextOptions = {
    // Some code asks the user agent, not the viewport, whether this is a phone.
    userAgent: devices['Pixel 7']?.userAgent,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    permissions: ['camera'],
    locale,
    baseURL,
  };
  return browser.newContext(options);
}

/** A manager's or admin's laptop. */
export function desktopContext(
  browser: Browser,
  { locale = 'he-IL', baseURL }: ContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1366, height: 900 }, locale, baseURL });
}

/**
 * Records what a user would not see but a broken page shows: console errors, uncaught
 * exceptions and requests that never got an answer (not those the page cancelled itself).
 * A journey ends with `expect(problems).toEqual([])`.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" names no address in its text: the location does.
    const where = message.location().url;
    problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // The page cancelled it (navigation, or an AbortController when a query is replaced).
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  return problems;
}

/** Saves the page as test-results/e2e/<spec>--<test>.png when the test has failed. */
export async function screenshotOnFailure(
  page: Page,
  task: TestContext['task'],
): Promise<string | null> {
  if (task.result?.state !== 'fail' || page.isClosed()) return null;
  const slug = (text: string) =>
    text
      .replace(/\.spec\.ts$/, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '');
  const file = path.join(
    REPO_ROOT,
    'test-results',
    'e2e',
    `${slug(path.basename(task.file.name))}--${slug(task.name)}-${Date.now()}.png`,
  );
  await fs.mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  console.error(`Screenshot of the failed test: ${path.relative(REPO_ROOT, file)}`);
  return file;
}
