import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { demoEquipment } from '../server/db/demo-data';
import { DEFAULT_FORM_FIELDS } from '../server/modules/entry-forms/default-form';
import { LANGUAGE_NAMES, type Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import enEntryForm from '@shared/i18n/locales/en/entry-form.json';
import enReview from '@shared/i18n/locales/en/review.json';
import enStaff from '@shared/i18n/locales/en/staff.json';
import enWorker from '@shared/i18n/locales/en/worker.json';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import heReview from '@shared/i18n/locales/he/review.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { DEMO_PASSWORD } from './harness/staff-api';
import { test } from './harness/test';

/**
 * The worker's journey and a manager's approval with the keyboard alone: Tab and Shift+Tab to
 * move, Enter to press, Escape to close, Space for a checkbox and typing for text. The mouse
 * and the touch screen are never used, and no element is clicked or focused by the test.
 */
const JOURNEYS = [
  {
    language: 'he',
    locale: 'he-IL',
    text: heEntryForm,
    worker: heWorker,
    staff: heStaff,
    review: heReview,
    answers: { firstName: 'רונית', lastName: 'שמעוני', companyName: 'אלון בנייה' },
  },
  {
    language: 'en',
    locale: 'en-US',
    text: enEntryForm,
    worker: enWorker,
    staff: enStaff,
    review: enReview,
    answers: { firstName: 'Keyla', lastName: 'Board', companyName: 'Gova Scaffolds' },
  },
] as const;

const label = (id: string, language: Language) => {
  const field = DEFAULT_FORM_FIELDS.find((f) => f.id === id);
  if (!field) throw new Error(`the default form has no field ${id}`);
  return resolveText(field.label, language).text;
};
const interpolate = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);
const scaffold = demoEquipment().find((item) => item.value === 'P-101')!;

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** What has the focus, for a failure's message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'the page body (focus lost)';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40);
    return `<${active.tagName.toLowerCase()}> "${name ?? ''}"`;
  });

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user
 * looks for a control; fails if it is not reached within `limit` presses (unreachable, or a
 * trap). Each stop on the way must show where the focus is.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${limit} presses of Tab never reached it; focus is on ${await describeFocus(page)}`,
  );
}

/** The focused element draws a ring or outline a sighted keyboard user can follow. */
async function expectVisibleFocus(page: Page) {
  const drawn = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'nothing has the focus';
    const style = getComputedStyle(active);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const hasRing = style.boxShadow !== 'none';
    return hasOutline || hasRing ? 'visible' : `no focus indicator on <${active.tagName}>`;
  });
  expect(drawn).toBe('visible');
}

/** After a dialog closed or a control went away, the focus is on `target`, not lost. */
async function expectFocusOn(page: Page, target: Locator) {
  await expect
    .poll(async () => ((await isFocused(target)) ? 'there' : await describeFocus(page)))
    .toBe('there');
}

/**
 * Types a date into a focused date box, its parts one after the other. Chromium lays out the
 * parts in its own interface language's order, which the page cannot read, so the date has the
 * same day and month: month-first and day-first orders take it alike.
 */
async function typeDate(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  expect(day, 'a date whose order of parts does not matter').toBe(month);
  await page.keyboard.type(`${day}${month}${year}`);
}

describe('the keyboard alone: worker to the waiting page, manager to the approval', () => {
  test.for(JOURNEYS)(
    'in $language',
    async ({ language, locale, text, worker, staff, review, answers }, { pages }) => {
      const { page, problems } = await pages.phone({ locale });
      await page.goto('/DEMO');
      await page.waitForURL('**/worker/language?code=DEMO');

      await tabTo(page, page.getByRole('button', { name: LANGUAGE_NAMES[language] }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/worker/form');

      // The briefing: Escape closes it, and either way the focus is back on its button.
      const briefingButton = page.getByRole('button', { name: text.briefing.open });
      const briefing = page.getByRole('dialog', { name: text.briefing.title });
      await tabTo(page, briefingButton);
      await page.keyboard.press('Enter');
      await briefing.waitFor();
      await expect
        .poll(() => briefing.evaluate((d) => d.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await briefing.waitFor({ state: 'detached' });
      await expectFocusOn(page, briefingButton);
      await page.keyboard.press('Enter');
      const understood = briefing.getByRole('button', { name: text.briefing.understood });
      await tabTo(page, understood);
      // Focus stays in the dialog: a full round of Tab comes back to the same button.
      await page.keyboard.press('Tab');
      await tabTo(page, understood);
      await page.keyboard.press('Enter');
      await briefing.waitFor({ state: 'detached' });
      await expectFocusOn(page, briefingButton);
      await page.getByText(text.briefing.acknowledged).waitFor();

      // The safety video: Enter plays it and hands the keyboard to the player. Its 30 s are
      // played fast, which is the clock's doing and not the worker's.
      const siteVideoTitle = text.siteVideo.title;
      await tabTo(
        page,
        page.getByRole('button', {
          name: interpolate(text.video.playNamed, { title: siteVideoTitle }),
        }),
      );
      await page.keyboard.press('Enter');
      const video = page.locator(`video[title="${siteVideoTitle}"]`);
      await expectFocusOn(page, video);
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        element.playbackRate = 16;
        await element.play();
      });
      await page.getByText(`✓ ${text.video.watched}`).waitFor({ timeout: 15_000 });

      // The form's text boxes in their order on the page, the date typed part by part.
      const startDate = `${new Date().getFullYear() + 1}-03-03`;
      const typed: [string, string][] = [
        ['firstName', answers.firstName],
        ['lastName', answers.lastName],
        ['phone', '050-1234567'],
        ['companyName', answers.companyName],
        ['workStartDate', startDate],
        ['scaffoldingNumber', scaffold.value],
      ];
      for (const [id, value] of typed) {
        const box = page.getByLabel(label(id, language));
        await tabTo(page, box);
        if (id === 'workStartDate') await typeDate(page, value);
        else await page.keyboard.type(value);
        expect(await box.inputValue()).toBe(value);
      }

      // The selfie: the camera dialog by Enter, and back on its button once saved.
      const cameraButton = page.getByRole('button', { name: text.camera.open });
      await tabTo(page, cameraButton);
      await page.keyboard.press('Enter');
      const camera = page.getByRole('dialog', { name: label('selfiePhoto', language) });
      await camera.waitFor();
      await tabTo(page, camera.getByRole('button', { name: text.camera.capture }));
      await page.keyboard.press('Enter');
      await tabTo(page, camera.getByRole('button', { name: text.camera.save }));
      await page.keyboard.press('Enter');
      await camera.waitFor({ state: 'detached' });
      await expectFocusOn(page, page.getByRole('button', { name: text.camera.again }));

      // The signature typed rather than drawn.
      await tabTo(page, page.getByRole('button', { name: text.signature.typeInstead }));
      await page.keyboard.press('Enter');
      await expectFocusOn(page, page.getByLabel(text.signature.typedName));
      await page.keyboard.type(`${answers.firstName} ${answers.lastName}`);
      const confirmTyped = page.getByLabel(text.signature.typedConfirm);
      await tabTo(page, confirmTyped);
      await page.keyboard.press('Space');
      expect(await confirmTyped.isChecked()).toBe(true);

      // The safety document opens the briefing too, and the focus comes back to that button.
      const openDocument = page.getByRole('button', { name: text.document.open });
      await tabTo(page, openDocument);
      await page.keyboard.press('Enter');
      await tabTo(page, briefing.getByRole('button', { name: text.briefing.understood }));
      await page.keyboard.press('Enter');
      await briefing.waitFor({ state: 'detached' });
      await expectFocusOn(page, openDocument);
      await tabTo(page, page.getByRole('button', { name: text.document.confirm }));
      await page.keyboard.press('Enter');
      const signed = page.getByText(`✓ ${text.document.signed}`);
      await signed.waitFor();
      // The buttons went with the confirmation; the focus is on what took their place.
      await expectFocusOn(page, signed);

      await tabTo(page, page.getByRole('button', { name: text.submit.send }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/waiting/'), { timeout: 20_000 });
      const announcement = page.getByRole('status').filter({
        hasText: interpolate(worker.waiting.statusAnnouncement, {
          status: worker.waiting.pending.status,
        }),
      });
      await announcement.waitFor();

      // The manager, on his laptop, signs in and approves from the queue with the keyboard.
      const manager = await pages.desktop({ locale });
      await manager.page.goto('/login');
      await tabTo(
        manager.page,
        manager.page.getByRole('button', { name: LANGUAGE_NAMES[language] }),
      );
      await manager.page.keyboard.press('Enter');
      await tabTo(manager.page, manager.page.getByLabel(staff.login.username));
      await manager.page.keyboard.type('demo-manager');
      await tabTo(manager.page, manager.page.getByLabel(staff.login.password, { exact: true }));
      await manager.page.keyboard.type(DEMO_PASSWORD);
      await manager.page.keyboard.press('Enter');
      await manager.page.waitForURL('**/manager/dashboard');

      await manager.page.goto('/manager/approval-queue');
      const name = `${answers.firstName} ${answers.lastName}`;
      const item = manager.page.getByRole('button', { name: new RegExp(name) });
      await tabTo(manager.page, item, { limit: 80 });
      await manager.page.keyboard.press('Enter');
      await manager.page.getByRole('heading', { name }).waitFor();
      await tabTo(manager.page, manager.page.getByRole('button', { name: review.queue.approve }));
      await manager.page.keyboard.press('Enter');
      const decided = manager.page.getByRole('status').filter({
        hasText: review.queue.decided.approved,
      });
      await decided.waitFor();
      // The approve button left with the decision; the focus is on the answer instead.
      await expect
        .poll(() => decided.evaluate((message) => message.parentElement === document.activeElement))
        .toBe(true);

      // The worker's status region says the news without a reload.
      await page
        .getByRole('status')
        .filter({
          hasText: interpolate(worker.waiting.statusAnnouncement, {
            status: worker.waiting.approved.status,
          }),
        })
        .waitFor({ timeout: 5000 });
      expect(problems).toEqual([]);
      expect(manager.problems).toEqual([]);
    },
  );
});
