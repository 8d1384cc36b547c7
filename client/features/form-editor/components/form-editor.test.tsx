import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import type { FormField } from '@shared/schemas/form.schemas';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { managedSiteFixture } from '../../../../test/managed-site-fixture';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { FormEditor, previewUrl } from './form-editor';

const site = managedSiteFixture();
const saved: FormField[] = [
  { id: 'firstName', type: 'text', label: 'שם פרטי', required: true },
  { id: 'lastName', type: 'text', label: 'שם משפחה', required: true },
];
const SAVE = 'PUT /api/sites/7/entry-form';

setUpScreenTest(['manage', 'validation'], 'he');

function renderEditor() {
  renderWithClient(<FormEditor site={site} saved={{ version: 3, formFields: saved }} />);
}

async function addField(type: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText(heManage.editor.newFieldType), type);
  await user.click(screen.getByRole('button', { name: heManage.editor.addField }));
  return user;
}

describe('the form editor', () => {
  it('adds a required select, refuses an empty choice value, then saves a new version', async () => {
    stubFetch({
      [SAVE]: { body: { siteId: 7, version: 4, formFields: [] } },
      'GET /api/sites/7/entry-form/versions': { body: { currentVersion: 4, versions: [] } },
    });
    renderEditor();
    const user = await addField('select');

    await user.click(screen.getByRole('checkbox', { name: heManage.editor.required }));
    const firstValue = screen.getByLabelText(heManage.editor.optionValue.replace('{{n}}', '1'));
    await user.clear(firstValue);
    await user.click(screen.getByRole('button', { name: heManage.editor.save }));

    expect(await screen.findByText(heValidation.optionValueRequired)).toBeTruthy();
    expect(sentBodies(SAVE)).toHaveLength(0);

    await user.type(firstValue, 'day');
    await user.click(screen.getByRole('button', { name: heManage.editor.save }));
    await waitFor(() => expect(sentBodies(SAVE)).toHaveLength(1));
    const [body] = sentBodies(SAVE) as { formFields: FormField[] }[];
    expect(body!.formFields).toHaveLength(3);
    expect(body!.formFields[2]).toEqual({
      id: 'select1',
      type: 'select',
      label: heManage.fieldTypes.select,
      required: true,
      options: [
        { value: 'day', label: 'אפשרות 1' },
        { value: 'option2', label: 'אפשרות 2' },
      ],
    });
    expect(await screen.findByText(heManage.editor.saved.replace('{{version}}', '4'))).toBeTruthy();
  });

  it('orders fields with the arrows and removes one', async () => {
    stubFetch({ [SAVE]: { body: { siteId: 7, version: 4, formFields: [] } } });
    renderEditor();
    const user = userEvent.setup();
    const list = screen.getByRole('list', { name: heManage.editor.fieldsList });

    await user.click(
      screen.getByRole('button', {
        name: heManage.editor.moveDown.replace('{{label}}', 'שם פרטי'),
      }),
    );
    const rows = () =>
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent ?? '');
    expect(rows()[0]).toContain('שם משפחה');
    await user.click(
      screen.getByRole('button', {
        name: heManage.editor.removeField.replace('{{label}}', 'שם פרטי'),
      }),
    );
    expect(rows()).toHaveLength(1);
    expect(screen.getByText(heManage.editor.unsaved)).toBeTruthy();
  });

  it('asks a video field for its video before saving', async () => {
    stubFetch({});
    renderEditor();
    const user = await addField('video');
    await user.click(screen.getByRole('button', { name: heManage.editor.save }));
    expect(await screen.findByText(heValidation.videoRequired)).toBeTruthy();
    expect(sentBodies(SAVE)).toHaveLength(0);
  });

  it("shows the server's refusal on the field it names", async () => {
    stubFetch({
      [SAVE]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          details: { 'formFields.1.label': 'הכותרת ארוכה מדי' },
        },
      },
    });
    renderEditor();
    const user = await addField('checkbox');
    await user.click(screen.getByRole('button', { name: heManage.editor.save }));
    expect(await screen.findByText('הכותרת ארוכה מדי')).toBeTruthy();
  });

  it('previews the saved form as a worker, in a new tab that never submits', () => {
    stubFetch({});
    renderEditor();
    const link = screen.getByRole('link', { name: heManage.editor.preview });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe(previewUrl(site, 'he'));
    expect(previewUrl(site, 'he')).toBe('/worker/form?code=DEMO&lang=he&preview=1');
  });
});
