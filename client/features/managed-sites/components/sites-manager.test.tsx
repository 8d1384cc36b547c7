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
});
