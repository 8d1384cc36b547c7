import type { BrowserContext, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import {
  desktopContext,
  launchChromium,
  phoneContext,
  screenshotOnFailure,
  watchProblems,
  type ContextOptions,
} from './browser';

export interface OpenedPage {
  page: Page;
  /** Console errors, uncaught exceptions and failed requests seen so far (watchProblems). */
  problems: string[];
}

/** Opens each page in its own context, so two users in one test share no cookies. */
export interface Pages {
  phone(options?: Pick<ContextOptions, 'locale'>): Promise<OpenedPage>;
  desktop(options?: Pick<ContextOptions, 'locale'>): Promise<OpenedPage>;
}

/**
 * The journeys' `test`: `baseUrl` of the run's server, one Chromium per spec file (`browser`),
 * and `pages`, whose pages are screenshotted into test-results/e2e/ when the test fails and
 * closed after it.
 */
export const test = base
  .extend('baseUrl', { scope: 'file' }, inject('baseUrl'))
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern.
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('pages', async ({ browser, baseUrl, task }, { onCleanup }): Promise<Pages> => {
    const contexts: BrowserContext[] = [];
    const open = async (
      makeContext: typeof phoneContext,
      options: Pick<ContextOptions, 'locale'> = {},
    ): Promise<OpenedPage> => {
      const context = await makeContext(browser, { ...options, baseURL: baseUrl });
      contexts.push(context);
      const page = await context.newPage();
      return { page, problems: watchProblems(page) };
    };
    onCleanup(async () => {
      for (const page of contexts.flatMap((context) => context.pages())) {
        await screenshotOnFailure(page, task);
      }
      await Promise.all(contexts.map((context) => context.close()));
    });
    return {
      phone: (options) => open(phoneContext, options),
      desktop: (options) => open(desktopContext, options),
    };
  });
