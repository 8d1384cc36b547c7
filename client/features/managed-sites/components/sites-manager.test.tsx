import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heManage from '@shared/i18n/locales/he/manage.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { SitesManager } from './sites-manager';

const demo = {
  id: 1,
  code: 'DEMO',
  name: 'מגדלי הפארק',
  location: 'חולון',
  isActive: true,
} as ManagedSite;
let answers: Record<string, FakeAnswer>;

setUpScreenTest(['manage', 'validation'], 'he');
beforeEach(() => {
  answers = { 'GET /api/sites': { body: { sites: [demo] } } };
  stubFetch(answers);
});

async function openAdd() {
  const events = userEvent.setup();
  renderWithClient(<SitesManager />);
  await events.click(await screen.findByRole('button', { name: heManage.sites.add }));
  return { events, dialog: screen.getByRole('dialog') };
}

describe("the company's sites", () => {
  it('lists each site with its short link', async () => {
    renderWithClient(<SitesManager />);
    expect(await screen.findByText('מגדלי הפארק')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/DEMO`)).toBeTruthy();
  });

  it('refuses a code that is too short or has symbols, before calling the server', async () => {
    const { events, dialog } = await openAdd();
    await events.type(within(dialog).getByLabelText(heManage.sites.code), 'A-1');
    await events.type(within(dialog).getByLabelText(heManage.sites.name), 'אתר');
    await events.click(within(dialog).getByRole('button', { name: heManage.save }));
    expect(within(dialog).getByText(heValidation.siteCode)).toBeTruthy();
    expect(sentBodies('POST /api/sites')).toHaveLength(0);
  });

  it('adds a site, and shows the server refusing a code in use', async () => {
    answers['POST /api/sites'] = { status: 409, body: { code: 'SITE_CODE_TAKEN', message: 'x' } };
    const { events, dialog } = await openAdd();
    await events.type(within(dialog).getByLabelText(heManage.sites.code), 'NORTH1');
    await events.type(within(dialog).getByLabelText(heManage.sites.name), 'אתר צפון');
    await events.click(within(dialog).getByRole('button', { name: heManage.save }));
    expect(await within(dialog).findByText(heErrors.SITE_CODE_TAKEN)).toBeTruthy();

    answers['POST /api/sites'] = {
      status: 201,
      body: { ...demo, id: 2, code: 'NORTH1', name: 'אתר צפון' },
    };
    await events.click(within(dialog).getByRole('button', { name: heManage.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies('POST /api/sites').at(-1)).toEqual({
      code: 'NORTH1',
      name: 'אתר צפון',
      location: '',
    });
    expect(screen.getByText(heManage.sites.saved.replace('{{name}}', 'אתר צפון'))).toBeTruthy();
  });

  it("edits a site's induction period, and leaves it alone when it is not touched", async () => {
    answers['GET /api/sites/1/induction-settings'] = { body: { validityDays: 30 } };
    answers['PATCH /api/sites/1'] = { body: demo };
    answers['PUT /api/sites/1/induction-settings'] = { body: { validityDays: 90 } };
    const events = userEvent.setup();
    renderWithClient(<SitesManager />);
    const edit = async () => {
      await events.click(await screen.findByRole('button', { name: heManage.edit }));
      const dialog = screen.getByRole('dialog');
      const period = within(dialog).getByLabelText<HTMLSelectElement>(heManage.induction.validity);
      await waitFor(() => expect(period.disabled).toBe(false));
      return { dialog, period };
    };

    const first = await edit();
    expect(first.period.value).toBe('30');
    await events.click(within(first.dialog).getByRole('button', { name: heManage.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies('PATCH /api/sites/1')).toHaveLength(1);
    expect(sentBodies('PUT /api/sites/1/induction-settings')).toHaveLength(0);

    const second = await edit();
    await events.selectOptions(second.period, '90');
    await events.click(within(second.dialog).getByRole('button', { name: heManage.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies('PUT /api/sites/1/induction-settings')).toEqual([{ validityDays: 90 }]);
  });

  it('gives a new site its period once the site exists', async () => {
    answers['POST /api/sites'] = { status: 201, body: { ...demo, id: 2, code: 'NORTH1' } };
    answers['PUT /api/sites/2/induction-settings'] = { body: { validityDays: 365 } };
    const { events, dialog } = await openAdd();
    await events.type(within(dialog).getByLabelText(heManage.sites.code), 'NORTH1');
    await events.type(within(dialog).getByLabelText(heManage.sites.name), 'אתר צפון');
    await events.selectOptions(within(dialog).getByLabelText(heManage.induction.validity), '365');
    await events.click(within(dialog).getByRole('button', { name: heManage.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies('PUT /api/sites/2/induction-settings')).toEqual([{ validityDays: 365 }]);
  });
});
