import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heBackoffice from '@shared/i18n/locales/he/backoffice.json';
import type { ContactRequest, LeadDetails } from '@shared/schemas/contact-request.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { LeadsScreen } from './leads-screen';

const lead = (id: number, name: string, extra: Partial<ContactRequest> = {}): ContactRequest => ({
  id,
  kind: 'inquiry',
  name,
  phone: '050-1234567',
  email: '',
  companyName: `חברת ${name}`,
  message: 'מעוניין',
  source: '/',
  status: 'new',
  note: '',
  followUpOn: null,
  assignedAgent: null,
  companyId: null,
  createdAt: `2026-01-0${id}T08:00:00.000Z`,
  updatedAt: `2026-01-0${id}T08:00:00.000Z`,
  ...extra,
});
const details = (l: ContactRequest): LeadDetails => ({ ...l, notes: [] });
let answers: Record<string, FakeAnswer>;

setUpScreenTest(['backoffice', 'validation'], 'he');
beforeEach(() => {
  const items = [lead(1, 'רונן'), lead(2, 'מיכל', { status: 'demo' })];
  answers = {
    'GET /api/contact-requests': { body: { items } },
    'GET /api/contact-requests/1': { body: details(items[0]!) },
    'PATCH /api/contact-requests/1': { body: { ...items[0], status: 'contacted' } },
    'GET /api/admin/sales-agents': {
      body: {
        agents: [
          {
            id: 7,
            username: 'agent',
            fullName: 'גלית סוכנת',
            phone: '',
            email: '',
            isActive: true,
            companyCount: 0,
            openLeadCount: 0,
            lastLoginAt: null,
          },
        ],
      },
    },
  };
  stubFetch(answers);
});

describe('the leads pipeline', () => {
  it('lists the leads with their stage, filters by stage and exports in the page language', async () => {
    renderWithClient(<LeadsScreen canManage />);
    expect(await screen.findByText('רונן')).toBeTruthy();
    expect(screen.getAllByText(heBackoffice.leads.status.demo).length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByLabelText(heBackoffice.leads.columns.status), 'demo');
    expect(screen.queryByText('רונן')).toBeNull();
    const link = screen.getByRole('link', { name: heBackoffice.table.export });
    expect(link.getAttribute('href')).toBe('/api/contact-requests/export.csv?status=demo&lang=he');
  });

  it('moves a lead to the next stage from its dialog', async () => {
    renderWithClient(<LeadsScreen canManage />);
    await userEvent.click(await screen.findByRole('button', { name: 'רונן' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(
      within(dialog).getByLabelText(heBackoffice.leads.columns.status),
      'contacted',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: heBackoffice.leads.saveStage }),
    );
    await waitFor(() =>
      expect(sentBodies('PATCH /api/contact-requests/1')).toEqual([
        { status: 'contacted', followUpOn: null },
      ]),
    );
    expect(await within(dialog).findByText(heBackoffice.common.saved)).toBeTruthy();
    expect(
      within(dialog).getByText(heBackoffice.leads.openCompany, { selector: 'h3' }),
    ).toBeTruthy();
  });

  it('gives an agent no agent choice and no company opening', async () => {
    renderWithClient(<LeadsScreen canManage={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'רונן' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(heBackoffice.leads.noNotes)).toBeTruthy();
    expect(within(dialog).queryByText(heBackoffice.leads.assign)).toBeNull();
    expect(within(dialog).queryByText(heBackoffice.leads.openCompany)).toBeNull();
  });

  it('shows the server refusal instead of a list', async () => {
    answers['GET /api/contact-requests'] = {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'x' },
    };
    renderWithClient(<LeadsScreen canManage={false} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
