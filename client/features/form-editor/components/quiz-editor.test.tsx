import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { managedSiteFixture } from '../../../../test/managed-site-fixture';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { FormEditor } from './form-editor';

const SAVE = 'PUT /api/sites/7/entry-form';
const saved: LocalizedFormField[] = [
  { id: 'firstName', type: 'text', label: { he: 'שם פרטי' }, required: true },
];

setUpScreenTest(['manage', 'validation'], 'he');

describe('the comprehension check in the form editor', () => {
  it('writes questions with their right answers and a pass mark, saved as a major change', async () => {
    stubFetch({
      [SAVE]: { body: { siteId: 7, version: 4, formFields: [] } },
      'GET /api/sites/7/entry-form/versions': { body: { currentVersion: 4, versions: [] } },
    });
    renderWithClient(
      <FormEditor site={managedSiteFixture()} saved={{ version: 3, formFields: saved }} />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(heManage.editor.newFieldType), 'quiz');
    await user.click(screen.getByRole('button', { name: heManage.editor.addField }));

    const passMark = screen.getByLabelText(heManage.quiz.passMark);
    await user.clear(passMark);
    await user.type(passMark, '80');
    await user.click(screen.getByRole('button', { name: heManage.quiz.addQuestion }));
    await user.selectOptions(screen.getAllByLabelText(heManage.quiz.correct)[1]!, 'option2');

    await user.click(screen.getByRole('checkbox', { name: heManage.editor.majorChange }));
    await user.click(screen.getByRole('button', { name: heManage.editor.save }));
    await user.click(await screen.findByRole('button', { name: heManage.translation.saveAnyway }));
    await waitFor(() => expect(sentBodies(SAVE)).toHaveLength(1));
    const [body] = sentBodies(SAVE) as {
      formFields: LocalizedFormField[];
      isMajorChange: boolean;
    }[];
    expect(body!.isMajorChange).toBe(true);
    const quiz = body!.formFields[1]!;
    expect(quiz).toMatchObject({ type: 'quiz', required: true });
    expect(quiz.quiz).toMatchObject({ passMark: 80, maxTries: 2 });
    expect(quiz.quiz!.questions.map((q) => q.correct)).toEqual(['option1', 'option2']);
    expect(quiz.quiz!.questions[1]!.text.he).toBe(heManage.quiz.newQuestion);
  });
});
