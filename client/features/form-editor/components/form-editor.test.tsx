import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { managedSiteFixture } from '../../../../test/managed-site-fixture';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { previewUrl } from '../lib/preview-url';
import { FormEditor } from './form-editor';

const site = managedSiteFixture();
const saved: LocalizedFormField[] = [
  { id: 'firstName', type: 'text', label: { he: 'שם פרטי', en: 'First name' }, required: true },
  { id: 'lastName', type: 'text', label: { he: 'שם משפחה' }, required: true },
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
    // Not translated into the other eight languages: said first, then saved when asked again.
    const warning = heManage.translation.missingOnSave.split('{{')[0]!;
    expect(await screen.findByText(warning, { exact: false })).toBeTruthy();
    expect(sentBodies(SAVE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: heManage.translation.saveAnyway }));
    await waitFor(() => expect(sentBodies(SAVE)).toHaveLength(1));
    const [body] = sentBodies(SAVE) as { formFields: LocalizedFormField[] }[];
    expect(body!.formFields).toHaveLength(3);
    expect(body!.formFields[2]).toEqual({
      id: 'select1',
      type: 'select',
      label: { he: heManage.fieldTypes.select },
      required: true,
      options: [
        { value: 'day', label: { he: 'אפשרות 1' } },
        { value: 'option2', label: { he: 'אפשרות 2' } },
      ],
    });
    expect(await screen.findByText(heManage.editor.saved.replace('{{version}}', '4'))).toBeTruthy();
  }, 20_000);

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
    const rows = () => Array.from(list.children).map((row) => row.textContent ?? '');
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
    await user.click(screen.getByRole('button', { name: heManage.translation.saveAnyway }));
    expect(await screen.findByText('הכותרת ארוכה מדי')).toBeTruthy();
  });

  it('previews the saved form as a worker in any language, in a new tab that never submits', async () => {
    stubFetch({});
    renderEditor();
    const link = screen.getByRole('link', { name: heManage.editor.preview });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe(previewUrl(site, 'he'));
    expect(previewUrl(site, 'he')).toBe('/worker/form?code=DEMO&lang=he&preview=1');
    await userEvent.selectOptions(
      screen.getByLabelText(heManage.translation.previewLanguage),
      'zh-tw',
    );
    expect(link.getAttribute('href')).toBe('/worker/form?code=DEMO&lang=zh-tw&preview=1');
  });

  it('shows per field and language what is translated, and fills a language beside Hebrew', async () => {
    stubFetch({ [SAVE]: { body: { siteId: 7, version: 4, formFields: [] } } });
    renderEditor();
    const user = userEvent.setup();
    const statusOf = (row: number) =>
      within(screen.getAllByRole('list', { name: heManage.translation.status })[row]!)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent);
    const translated = (language: string) =>
      heManage.translation.translated.replace('{{language}}', language);
    const fallback = (language: string) =>
      heManage.translation.fallback.replace('{{language}}', language);
    expect(statusOf(0)).toContain(`✓ en${translated('English')}`);
    expect(statusOf(0)).toContain(`↩ ru${fallback('Русский')}`);

    await user.selectOptions(screen.getByLabelText(heManage.translation.translateTo), 'ru');
    await user.click(screen.getAllByRole('button', { name: heManage.edit })[1]!);
    const russian = screen.getByLabelText(
      heManage.translation.inLanguage
        .replace('{{label}}', heManage.editor.label)
        .replace('{{language}}', 'Русский'),
    );
    expect(russian.getAttribute('dir')).toBe('ltr');
    expect(
      screen.getByText(heManage.translation.fallsBack.replace('{{language}}', 'עברית')),
    ).toBeTruthy();
    await user.type(russian, 'Фамилия');
    expect(statusOf(1)).toContain(`✓ ru${translated('Русский')}`);

    await user.click(screen.getByRole('button', { name: heManage.editor.save }));
    await user.click(screen.getByRole('button', { name: heManage.translation.saveAnyway }));
    await waitFor(() => expect(sentBodies(SAVE)).toHaveLength(1));
    const [body] = sentBodies(SAVE) as { formFields: LocalizedFormField[] }[];
    expect(body!.formFields[1]!.label).toEqual({ he: 'שם משפחה', ru: 'Фамилия' });
  }, 20_000);
});
