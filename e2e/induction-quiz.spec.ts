import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { LANGUAGES, type Language } from '@shared/i18n/languages';
import enEntryForm from '@shared/i18n/locales/en/entry-form.json';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import heReview from '@shared/i18n/locales/he/review.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import type { RequestInduction } from '@shared/schemas/quiz.schemas';
import { DEMO_PASSWORD, loginAs, staffCall } from './harness/staff-api';
import { test } from './harness/test';

type EntryFormText = typeof heEntryForm;

const everywhere = (text: string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text])) as { he: string };
const QUESTIONS = [1, 2, 3, 4, 5];

/** Five questions, each with a right and a wrong answer; 80% to pass, two tries. */
const FIELDS: LocalizedFormField[] = [
  { id: 'firstName', type: 'text', label: everywhere('First name / שם פרטי'), required: true },
  { id: 'phone', type: 'phone', label: everywhere('Phone / טלפון'), required: true },
  { id: 'safetyDocument', type: 'safety_document', label: everywhere('Rules'), required: true },
  {
    id: 'check',
    type: 'quiz',
    label: everywhere('Check / בדיקה'),
    required: true,
    quiz: {
      passMark: 80,
      maxTries: 2,
      questions: QUESTIONS.map((n) => ({
        id: `q${n}`,
        text: everywhere(`Question ${n}?`),
        options: [
          { value: 'right', label: everywhere(`Right ${n}`) },
          { value: 'wrong', label: everywhere(`Wrong ${n}`) },
        ],
        correct: 'right',
      })),
    },
  },
];

/** A site of the demo company with the quiz form, so the demo site's form stays as it is. */
async function quizSite(baseUrl: string, cookie: string, code: string) {
  const site = (await staffCall(baseUrl, cookie, 'POST', '/api/sites', {
    code,
    name: `Quiz ${code}`,
  })) as { id: number };
  await staffCall(baseUrl, cookie, 'PUT', `/api/sites/${site.id}/entry-form`, {
    formFields: FIELDS,
  });
}

async function signDocument(page: Page, text: EntryFormText) {
  await page.getByRole('button', { name: text.document.open }).tap();
  const regulations = page.getByRole('dialog', { name: text.briefing.title });
  await regulations.getByRole('button', { name: text.briefing.understood }).tap();
  await regulations.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: text.document.confirm }).tap();
}

/** Answers every question, `right` of them rightly; a new sitting is opened first if asked. */
async function answer(page: Page, text: EntryFormText, right: number, isNewSitting: boolean) {
  if (isNewSitting) await page.getByRole('button', { name: text.quiz.start }).tap();
  for (const n of QUESTIONS) {
    await page.getByRole('radio', { name: `${n <= right ? 'Right' : 'Wrong'} ${n}` }).tap();
  }
  await page.getByRole('button', { name: text.quiz.check }).tap();
}

const JOURNEYS: { language: Language; dir: string; text: EntryFormText }[] = [
  { language: 'he', dir: 'rtl', text: heEntryForm },
  { language: 'en', dir: 'ltr', text: enEntryForm },
];

describe('a comprehension check with a pass mark of 80%', () => {
  test('two failed tries send the worker back to the material; a pass reaches the manager with its score', async ({
    pages,
    baseUrl,
  }) => {
    const cookie = await loginAs(baseUrl, 'demo-admin');
    const workers: string[] = [];
    for (const { language, dir, text } of JOURNEYS) {
      const code = `QZ${language.toUpperCase()}${String(Date.now()).slice(-5)}`;
      await quizSite(baseUrl, cookie, code);
      const { page, problems } = await pages.phone();
      await page.goto(`/worker/form?code=${code}&lang=${language}`);
      const name = `Dana${code}`;
      workers.push(name);
      await page.getByLabel('First name / שם פרטי').fill(name);
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(dir);
      await page.getByLabel('Phone / טלפון').fill('052-7654321');

      await signDocument(page, text);
      await answer(page, text, 3, true);
      const failed = text.quiz.failed.replace('{{score}}', '60').replace('{{passMark}}', '80');
      await page.getByText(failed, { exact: false }).waitFor();
      await answer(page, text, 2, false);
      // Out of tries: the document is unsigned again and the check waits for it.
      await page.getByText(text.quiz.review, { exact: false }).waitFor();
      await page.getByRole('button', { name: text.document.open }).waitFor();
      expect(await page.getByRole('button', { name: text.quiz.start }).isDisabled()).toBe(true);

      await signDocument(page, text);
      await answer(page, text, 4, true);
      await page.getByText(text.quiz.passed.replace('{{score}}', '80')).waitFor();
      await page.getByRole('button', { name: text.submit.send }).tap();
      await page.waitForURL((url) => url.pathname.startsWith('/waiting/'), { timeout: 15_000 });
      const requestId = new URL(page.url()).pathname.split('/').pop()!;

      const shown = (await staffCall(
        baseUrl,
        cookie,
        'GET',
        `/api/inductions/requests/${requestId}?lang=${language}`,
      )) as RequestInduction;
      expect(shown.quizzes).toMatchObject([{ score: 80, passMark: 80, tries: 1 }]);
      expect(shown.induction).toMatchObject({ isReused: false });
      expect(problems).toEqual([]);
    }

    // The manager's screen: the request's check with its score.
    const manager = await pages.desktop();
    await manager.page.goto('/login');
    await manager.page.getByLabel(heStaff.login.username).fill('demo-admin');
    await manager.page.getByLabel(heStaff.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await manager.page.getByRole('button', { name: heStaff.login.submit, exact: true }).click();
    await manager.page.waitForURL('**/manager/dashboard');
    await manager.page.goto('/manager/approval-queue');
    await manager.page.getByRole('button', { name: new RegExp(workers[0]!) }).click();
    await manager.page.getByRole('heading', { name: heReview.induction.title }).waitFor();
    const score = heReview.induction.score
      .replace('{{score}}', '80')
      .replace('{{passMark}}', '80')
      .replace('{{tries}}', '1');
    await manager.page.getByText(score, { exact: false }).waitFor();
    expect(manager.problems).toEqual([]);
  });
});
