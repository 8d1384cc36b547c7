import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import enReview from '@shared/i18n/locales/en/review.json';
import { setUpScreenTest } from '../../../test/client-i18n';
import { staffUserFixture } from '../../../test/entry-review-fixtures';
import { installFakeWebSocket } from '../../../test/fake-web-socket';
import { renderWithClient, requestedUrls } from '../../../test/render-client';
import { signedInAnswer, stubFetch, type FakeAnswer } from '../../../test/stub-fetch';
import { DashboardPage } from './dashboard-page';
import { RollCallPage } from './roll-call-page';

let answers: Record<string, FakeAnswer>;

// The dashboard's screen also shows the equipment's inspection state.
setUpScreenTest(['review', 'manage', 'inspections'], 'en');

// The user's own site is the finished project; the server lists it first.
const sites = [
  { id: 1, name: 'Old Tower', code: 'OLD', isActive: false },
  { id: 2, name: 'Park Towers', code: 'PARK', isActive: true },
  { id: 3, name: 'Harbour', code: 'HARB', isActive: true },
];

beforeEach(() => {
  installFakeWebSocket();
  answers = {
    'GET /api/auth/status': signedInAnswer(
      staffUserFixture({ role: 'admin', siteId: 1, siteIds: [1, 2, 3] }),
    ),
    'GET /api/sites': { body: { sites } },
    'GET /api/roll-calls': { body: { rollCalls: [] } },
    'GET /api/inspections/summary': {
      body: { states: { fit: 0, due_today: 0, overdue: 0, due_now: 0, closed: 0, never: 0 } },
    },
    'GET /api/wait-times': { body: { sites: [] } },
    'GET /api/dashboard': {
      body: {
        today: { pending: 0, approved: 0, onSite: 0, rejected: 0 },
        activity: [],
        perDay: [],
      },
    },
  };
  stubFetch(answers);
});

describe('a deactivated site in the site pickers', () => {
  it('the roll call opens on an active site and does not offer the closed one', async () => {
    renderWithClient(<RollCallPage />, { path: '/manager/roll-call' });
    const picker = await screen.findByRole('combobox', { name: enReview.site });
    expect((picker as HTMLSelectElement).value).toBe('2');
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Park Towers', 'Harbour']);
    expect(await screen.findByText(enReview.rollCall.none)).toBeTruthy();
    expect(requestedUrls()).toContain('GET /api/roll-calls?siteId=2');
    expect(requestedUrls()).not.toContain('GET /api/roll-calls?siteId=1');
  });

  it('a roll call address naming the closed site still opens on an active one', async () => {
    renderWithClient(<RollCallPage />, { path: '/manager/roll-call?siteId=1' });
    const picker = await screen.findByRole('combobox', { name: enReview.site });
    expect((picker as HTMLSelectElement).value).toBe('2');
  });

  it('the dashboard lists the active sites first and marks the closed one', async () => {
    renderWithClient(<DashboardPage />, { path: '/manager/dashboard' });
    const picker = await screen.findByRole('combobox', { name: enReview.site });
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([enReview.allSites, 'Park Towers', 'Harbour', 'Old Tower (inactive)']);
  });
});
