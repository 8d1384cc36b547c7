import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import type { ContactRequest } from '@shared/schemas/contact-request.schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { ContactRequestsScreen } from './contact-requests-screen';

const inquiry: ContactRequest = {
  id: 5,
  kind: 'inquiry',
  name: 'רונן כץ',
  phone: '052-1234567',
  email: 'ronen@example.com',
  companyName: 'כץ פיגומים',
  message: 'מעוניין בהדגמה',
  source: '/scaffolding-tracking',
  status: 'new',
  note: '',
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-01T08:00:00.000Z',
};
let answers: Record<string, FakeAnswer>;

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('manage');
});
beforeEach(async () => {
  await changeLanguage('he');
  answers = { 'GET /api/contact-requests': { body: { items: [inquiry] } } };
  stubFetch(answers);
});
afterEach(() => vi.unstubAllGlobals());

describe('customer inquiries', () => {
  it('shows who wrote, how to reach him and what he asked', async () => {
    renderWithClient(<ContactRequestsScreen />);
    expect(await screen.findByText('מעוניין בהדגמה')).toBeTruthy();
    expect(screen.getByRole('link', { name: '052-1234567' }).getAttribute('href')).toBe(
      'tel:052-1234567',
    );
    expect(screen.getByRole('link', { name: 'ronen@example.com' }).getAttribute('href')).toBe(
      'mailto:ronen@example.com',
    );
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/contact-requests?status=new');
  });

  it('marks an account request from /auth/register apart from a plain inquiry', async () => {
    answers['GET /api/contact-requests'] = {
      body: { items: [inquiry, { ...inquiry, id: 6, kind: 'registration', name: 'מיכל לוי' }] },
    };
    renderWithClient(<ContactRequestsScreen />);
    await screen.findByText('מיכל לוי');
    expect(screen.getAllByText(heManage.inquiries.registration)).toHaveLength(1);
  });

  it('saves a status and a note', async () => {
    answers['PATCH /api/contact-requests/5'] = {
      body: { ...inquiry, status: 'in_progress', note: 'חזרתי' },
    };
    const events = userEvent.setup();
    renderWithClient(<ContactRequestsScreen />);
    const save = await screen.findByRole('button', { name: heManage.save });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await events.selectOptions(
      screen.getByLabelText(heManage.inquiries.statusLabel),
      'in_progress',
    );
    await events.type(screen.getByLabelText(heManage.inquiries.note), 'חזרתי');
    await events.click(save);
    await waitFor(() =>
      expect(sentBodies('PATCH /api/contact-requests/5')).toEqual([
        { status: 'in_progress', note: 'חזרתי' },
      ]),
    );
    expect(await screen.findByText(heManage.inquiries.saved)).toBeTruthy();
  });

  it('says so when there is nothing to show', async () => {
    answers['GET /api/contact-requests'] = { body: { items: [] } };
    renderWithClient(<ContactRequestsScreen />);
    expect(await screen.findByText(heManage.inquiries.none)).toBeTruthy();
  });
});
