import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heEntryForm from '@shared/i18n/locales/he/entry-form.json';
import type { FormField } from '@shared/schemas/form.schemas';
import type { QuizSitting } from '@shared/schemas/quiz.schemas';
import { describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../../test/render-client';
import { stubFetch } from '../../../../../test/stub-fetch';
import { QuizField } from './quiz-field';

setUpScreenTest(['entry-form', 'errors', 'common'], 'he');

const START = 'POST /api/quiz-attempts';
const GRADE = 'POST /api/quiz-attempts/sit1/grade';

const option = (value: string, label: string) => ({ value, label, lang: 'he' as const });
const field: FormField = {
  id: 'check',
  type: 'quiz',
  label: 'בדיקת הבנה',
  required: true,
  quiz: {
    passMark: 80,
    maxTries: 2,
    questions: [
      {
        id: 'q1',
        text: 'מה חובה?',
        lang: 'he',
        options: [option('a', 'קסדה'), option('b', 'כלום')],
      },
      {
        id: 'q2',
        text: 'איפה עוברים?',
        lang: 'he',
        options: [option('a', 'במעבר'), option('b', 'בכל מקום')],
      },
    ],
  },
};
// The server's order for this sitting: the second question first, its options reversed.
const sitting: QuizSitting = {
  attemptId: 'sit1',
  order: [
    { id: 'q2', options: ['b', 'a'] },
    { id: 'q1', options: ['a', 'b'] },
  ],
  passMark: 80,
  maxTries: 2,
};

function renderQuiz(props: { isMaterialDone?: boolean; value?: string } = {}) {
  const onChange = vi.fn();
  const onReview = vi.fn();
  renderWithClient(
    <QuizField
      field={field}
      value={props.value ?? ''}
      onChange={onChange}
      error={null}
      siteId={7}
      formVersion={3}
      isMaterialDone={props.isMaterialDone ?? true}
      onReview={onReview}
    />,
  );
  return { onChange, onReview };
}

async function answerAll(user: ReturnType<typeof userEvent.setup>, labels: string[]) {
  for (const label of labels) await user.click(screen.getByRole('radio', { name: label }));
  await user.click(screen.getByRole('button', { name: heEntryForm.quiz.check }));
}

describe('the comprehension check on the worker form', () => {
  it('shows a sitting passed before a reload as passed, without asking again', () => {
    stubFetch({});
    renderQuiz({ value: 'sit1' });
    expect(screen.getByText(heEntryForm.quiz.passedBefore, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: heEntryForm.quiz.start })).toBeNull();
  });

  it('cannot start before the material is done', async () => {
    stubFetch({ [START]: { body: sitting } });
    renderQuiz({ isMaterialDone: false });
    expect(screen.getByRole('button', { name: heEntryForm.quiz.start })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText(heEntryForm.quiz.materialFirst)).toBeTruthy();
  });

  it('sends the worker back to the material after the last failed try, and passes on a new sitting', async () => {
    stubFetch({
      [START]: { body: sitting },
      [GRADE]: { body: { isPassed: false, score: 50, triesLeft: 0, mustReview: true } },
    });
    const { onChange, onReview } = renderQuiz();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: heEntryForm.quiz.start }));

    const legends = (await screen.findAllByRole('group')).map((g) => g.textContent);
    expect(legends[1]).toContain('איפה עוברים?');
    expect(legends[2]).toContain('מה חובה?');
    expect(sentBodies(START)).toEqual([{ siteId: 7, formVersion: 3, fieldId: 'check' }]);

    await answerAll(user, ['בכל מקום', 'קסדה']);
    await waitFor(() => expect(onReview).toHaveBeenCalledOnce());
    expect(sentBodies(GRADE)).toEqual([{ answers: { q2: 'b', q1: 'a' } }]);
    expect(screen.getByText(heEntryForm.quiz.review, { exact: false })).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    stubFetch({
      [START]: { body: sitting },
      [GRADE]: { body: { isPassed: true, score: 100, triesLeft: 0, mustReview: false } },
    });
    await user.click(screen.getByRole('button', { name: heEntryForm.quiz.start }));
    await screen.findAllByRole('radio');
    await answerAll(user, ['במעבר', 'קסדה']);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('sit1'));
  });
});
