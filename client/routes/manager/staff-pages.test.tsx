import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import enInspections from '@shared/i18n/locales/en/inspections.json';
import enReview from '@shared/i18n/locales/en/review.json';
import type { RollCall } from '@shared/schemas/on-site.schemas';
import { setUpScreenTest } from '../../../test/client-i18n';
import { staffUserFixture, summaryFixture } from '../../../test/entry-review-fixtures';
import { installFakeWebSocket } from '../../../test/fake-web-socket';
import { renderWithClient, requestedUrls } from '../../../test/render-client';
import { signedInAnswer, stubFetch, type FakeAnswer } from '../../../test/stub-fetch';
import { DashboardPage } from './dashboard-page';
import { HistoryPage } from './history-page';
import { OnSitePage } from './on-site-page';
import { RollCallPage } from './roll-call-page';

let answers: Record<string, FakeAnswer>;
let calls: string[];

const person = (n: number, isSafe = false) => ({
  id: n,
  entryRequestId: `entry-${n}`,
  requestNumber: n,
  worker: { firstName: 'Worker', lastName: `No${n}`, phone: `050-000000${n}`, company: 'Gova' },
  isSafe,
  markedAt: isSafe ? '2024-06-10T10:05:00Z' : null,
  markedByName: isSafe ? 'Avi Levi' : null,
});

const rollCall = (entries = [person(1), person(2)]): RollCall => {
  const safeCount = entries.filter((e) => e.isSafe).length;
  return {
    id: 9,
    siteId: 1,
    siteName: 'Park Towers',
    startedAt: '2024-06-10T10:00:00Z',
    startedByName: 'Avi Levi',
    total: entries.length,
    safeCount,
    missingCount: entries.length - safeCount,
    entries,
  };
};

setUpScreenTest(['review', 'manage', 'inspections'], 'en');

beforeEach(() => {
  installFakeWebSocket();
  answers = {
    'GET /api/auth/status': signedInAnswer(staffUserFixture()),
    'GET /api/sites': { body: { sites: [] } },
  };
  calls = stubFetch(answers);
});

describe('/manager/dashboard', () => {
  it("shows today's four figures, the equipment's, the chart and the latest activity", async () => {
    answers['GET /api/dashboard'] = {
      body: {
        today: { pending: 3, approved: 12, onSite: 9, rejected: 1 },
        activity: [
          {
            kind: 'status_changed',
            at: '2024-06-10T07:00:00Z',
            entryRequestId: 'e1',
            requestNumber: 41,
            workerName: 'Yossi Cohen',
            siteName: 'Park Towers',
            status: 'approved',
            actorName: 'Avi Levi',
            reason: null,
          },
        ],
        perDay: Array.from({ length: 14 }, (_, i) => ({
          date: `2024-06-${String(i + 1).padStart(2, '0')}`,
          count: i,
        })),
      },
    };
    answers['GET /api/inspections/summary'] = {
      body: { states: { fit: 3, due_today: 1, overdue: 1, due_now: 0, closed: 1, never: 0 } },
    };
    renderWithClient(<DashboardPage />, { path: '/manager/dashboard' });
    const equipment = await screen.findByRole('list', { name: enInspections.summary.title });
    expect(within(equipment).getByText('2').nextSibling?.textContent).toBe(
      enInspections.summary.unusable,
    );
    const figures = await screen.findByRole('list', { name: enReview.dashboard.todayTitle });
    expect(within(figures).getByText('12').nextSibling?.textContent).toBe(
      enReview.dashboard.figures.approved,
    );
    expect(within(figures).getByText('9')).toBeTruthy();
    expect(
      screen.getByText(
        '\u2068Avi Levi\u2069 updated request no. 41 (\u2068Yossi Cohen\u2069): Approved',
      ),
    ).toBeTruthy();
    const bars = screen.getAllByTestId('chart-bar');
    expect(bars).toHaveLength(14);
    expect(bars.filter((bar) => bar.style.height !== '0%')).toHaveLength(13);
    expect(bars.at(-1)!.style.height).toBe('85%');
  });
});

describe('the gate waiting times on /manager/dashboard', () => {
  const figures = (decided: number, medianSeconds: number | null, p90Seconds: number | null) => ({
    decided,
    medianSeconds,
    p90Seconds,
  });

  it(
    'show per site the median and the 90th percentile, the channels and who waits now',
    { timeout: 30_000 },
    async () => {
      answers['GET /api/dashboard'] = {
        body: {
          today: { pending: 1, approved: 0, onSite: 0, rejected: 0 },
          activity: [],
          perDay: [],
        },
      };
      answers['GET /api/wait-times'] = {
        body: {
          sites: [
            {
              siteId: 1,
              siteName: 'Park Towers',
              today: figures(4, 150, 420),
              last30Days: figures(80, 200, 5400),
              channels: { queue: 60, push: 20 },
            },
            {
              siteId: 2,
              siteName: 'Harbour',
              today: figures(0, null, null),
              last30Days: figures(0, null, null),
              channels: { queue: 0, push: 0 },
            },
          ],
          waiting: [
            {
              entryId: 'e7',
              requestNumber: 7,
              siteId: 1,
              workerName: 'Dana Levi',
              waitingSeconds: 610,
            },
          ],
        },
      };
      renderWithClient(<DashboardPage />, { path: '/manager/dashboard' });
      const panel = await screen.findByRole(
        'region',
        { name: enReview.dashboard.waits.title },
        { timeout: 10_000 },
      );
      const park = within(panel).getByRole('row', { name: /Park Towers/ });
      expect(park.textContent).toContain('Median 2 min · 90% within 7 min (4 decisions)');
      expect(park.textContent).toContain('Median 3 min · 90% within 1.5 hr (80 decisions)');
      expect(park.textContent).toContain('Notification: 20 · queue: 60');
      const harbour = within(panel).getByRole('row', { name: /Harbour/ });
      expect(within(harbour).getAllByText(enReview.dashboard.waits.noDecisions)).toHaveLength(2);
      const waiting = within(panel).getByRole('button', { name: /Request no. 7/ });
      expect(waiting.textContent).toBe('Request no. 7 · \u2068Dana Levi\u206910 min');
    },
  );
});

describe('/manager/history', () => {
  it('sends the filters and search, and links the CSV export with the same filters', async () => {
    const user = userEvent.setup();
    answers['GET /api/entry-requests'] = {
      body: { items: [summaryFixture({ status: 'rejected' })], total: 1 },
    };
    renderWithClient(<HistoryPage />, { path: '/manager/history' });
    expect(await screen.findByText('Requests found: 1')).toBeTruthy();

    await user.type(screen.getByLabelText(enReview.history.search), '050-123');
    await user.selectOptions(screen.getByLabelText(enReview.history.status), 'rejected');
    await user.click(screen.getByRole('button', { name: enReview.history.apply }));
    await vi.waitFor(() =>
      expect(requestedUrls()).toContain(
        'GET /api/entry-requests?status=rejected&q=050-123&page=1&pageSize=20',
      ),
    );
    const exportLink = screen.getByRole('link', { name: enReview.history.export });
    expect(exportLink.getAttribute('href')).toBe(
      '/api/entry-requests/export.csv?status=rejected&q=050-123&lang=en',
    );
  });
});

describe('/manager/on-site', () => {
  const onSitePerson = (n: number, firstName: string, lastName: string) => ({
    entryRequestId: `entry-${n}`,
    requestNumber: n,
    siteId: 1,
    siteName: 'Park Towers',
    worker: { firstName, lastName, phone: `050-${n}`, company: 'Gova' },
    enteredAt: '2024-06-10T06:00:00Z',
    scaffoldingNumber: 'P-101',
    platformNumber: null,
    equipment: [{ kind: 'scaffold', number: 'P-101', state: 'overdue' }],
    selfieFileId: null,
  });

  it('counts who is on site and records an exit after a confirmation', async () => {
    const user = userEvent.setup();
    answers['GET /api/on-site'] = {
      body: { count: 1, people: [onSitePerson(1, 'Yossi', 'Cohen')], nextCursor: null },
    };
    answers['POST /api/entry-requests/entry-1/exit'] = { body: {} };
    renderWithClient(<OnSitePage />, { path: '/manager/on-site' });
    expect(await screen.findByText('Yossi Cohen')).toBeTruthy();
    // The scaffold he named is overdue: he may not use it, which the list says in red.
    const scaffold = document.querySelector('[data-fitness="overdue"]')!;
    expect(scaffold.textContent).toBe(`P-101 · ${enInspections.short.overdue}`);
    await user.click(screen.getByRole('button', { name: enReview.onSite.exit }));
    expect(calls).not.toContain('POST /api/entry-requests/entry-1/exit');
    await user.click(await screen.findByRole('button', { name: enReview.onSite.confirmExit }));
    await vi.waitFor(() => expect(calls).toContain('POST /api/entry-requests/entry-1/exit'));
    expect(screen.queryByRole('button', { name: enReview.onSite.loadMore })).toBeNull();
  });

  it('shows the whole headcount and the next page of people on request', async () => {
    const user = userEvent.setup();
    const pages = [
      { count: 2, people: [onSitePerson(1, 'Avi', 'Cohen')], nextCursor: 'after-cohen' },
      { count: 2, people: [onSitePerson(2, 'Dana', 'Levi')], nextCursor: null },
    ];
    // Answered in turn: the first read, then the page after the cursor.
    Object.defineProperty(answers, 'GET /api/on-site', {
      get: () => ({ body: pages[calls.filter((call) => call === 'GET /api/on-site').length - 1] }),
    });
    renderWithClient(<OnSitePage />, { path: '/manager/on-site' });
    expect(await screen.findByText('Avi Cohen')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: enReview.onSite.loadMore }));
    expect(await screen.findByText('Dana Levi')).toBeTruthy();
    expect(screen.getByText('Avi Cohen')).toBeTruthy();
    expect(requestedUrls()).toContain('GET /api/on-site?cursor=after-cohen');
    expect(screen.queryByRole('button', { name: enReview.onSite.loadMore })).toBeNull();
  });
});

describe('/manager/roll-call', () => {
  it('starts a roll call for the site and opens it', async () => {
    const user = userEvent.setup();
    answers['GET /api/sites'] = {
      body: { sites: [{ id: 1, name: 'Park Towers', isActive: true }] },
    };
    answers['GET /api/roll-calls'] = { body: { rollCalls: [] } };
    answers['POST /api/roll-calls'] = { status: 201, body: rollCall() };
    answers['GET /api/roll-calls/9'] = { body: rollCall() };
    renderWithClient(<RollCallPage />, { path: '/manager/roll-call' });
    expect(await screen.findByText(enReview.rollCall.none)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: enReview.rollCall.start }));
    expect(
      await screen.findByRole('heading', {
        name: 'Evacuation roll call – \u2068Park Towers\u2069',
      }),
    ).toBeTruthy();
    expect(requestedUrls()).toContain('GET /api/roll-calls?siteId=1');
  });

  it('ticks a person safe at once, shows who is missing and offers paper and CSV', async () => {
    const user = userEvent.setup();
    answers['GET /api/roll-calls/9'] = { body: rollCall() };
    answers['PATCH /api/roll-calls/9/entries/1'] = { body: rollCall([person(1, true), person(2)]) };
    renderWithClient(<RollCallPage />, { path: '/manager/roll-call?id=9' });
    const tick = await screen.findByRole('checkbox', { name: 'Worker No1 is safe' });
    expect(tick.getAttribute('aria-checked')).toBe('false');
    await user.click(tick);
    expect(tick.getAttribute('aria-checked')).toBe('true');
    await vi.waitFor(() => expect(calls).toContain('PATCH /api/roll-calls/9/entries/1'));

    await user.click(screen.getByLabelText(enReview.rollCall.missingOnly));
    // Hidden on screen, still on paper.
    expect(screen.getByText('Worker No1').closest('li')!.className).toMatch(/\bhidden\b/);
    expect(screen.getByText('Worker No2').closest('li')!.className).not.toMatch(/\bhidden\b/);
    expect(screen.getByRole('link', { name: enReview.rollCall.export }).getAttribute('href')).toBe(
      '/api/roll-calls/9/export.csv?lang=en',
    );
    expect(screen.getByRole('button', { name: enReview.rollCall.print })).toBeTruthy();
  });
});
