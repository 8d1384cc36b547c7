import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type uPlot from 'uplot';
import heCommon from '@shared/i18n/locales/he/common.json';
import heVisits from '@shared/i18n/locales/he/visits.json';
import type { VisitsReport } from '@shared/schemas/visits.schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, requestedUrls } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { PageVisitsScreen } from './page-visits-screen';

// jsdom draws no canvas: the chart's options and data are what is checked.
const charts = vi.hoisted(() => [] as { opts: uPlot.Options; data: uPlot.AlignedData }[]);
vi.mock('uplot', () => ({
  default: class {
    constructor(opts: uPlot.Options, data: uPlot.AlignedData) {
      charts.push({ opts, data });
    }
    setSize() {}
    destroy() {}
  },
}));

setUpScreenTest(['visits', 'validation'], 'he');

const REPORT: VisitsReport = {
  days: [
    { day: '2026-11-23', views: 4, visitors: 3 },
    { day: '2026-11-24', views: 6, visitors: 2 },
  ],
  funnel: [
    { step: 'arrive', views: 12, visitors: 10 },
    { step: 'language', views: 9, visitors: 8 },
    { step: 'form', views: 8, visitors: 8 },
    { step: 'submit', views: 5, visitors: 5 },
    { step: 'approve', views: 4, visitors: 4 },
  ],
  paths: [{ key: '/scaffolding-tracking', views: 7, visitors: 4 }],
  referrers: [{ key: '', views: 6, visitors: 3 }],
  languages: [{ key: 'ar', views: 10, visitors: 5 }],
  devices: [{ key: 'mobile', views: 10, visitors: 5 }],
  sites: [{ key: 'מגדלי הפארק', views: 12, visitors: 10 }],
};
const EMPTY: VisitsReport = {
  ...REPORT,
  days: REPORT.days.map((d) => ({ ...d, views: 0, visitors: 0 })),
  funnel: REPORT.funnel.map((s) => ({ ...s, views: 0, visitors: 0 })),
  paths: [],
  referrers: [],
  languages: [],
  devices: [],
  sites: [],
};

beforeEach(() => {
  charts.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('/admin/page-visits', () => {
  it('shows the daily chart right to left, the funnel and the top lists, and exports the range', async () => {
    stubFetch({ 'GET /api/visits/report': { body: REPORT } });
    renderWithClient(<PageVisitsScreen />);
    expect(await screen.findByText(heVisits.funnel.title)).toBeTruthy();
    expect(screen.getByText(heVisits.steps.approve)).toBeTruthy();
    expect(screen.getByText('40% מהשלב הראשון')).toBeTruthy();
    expect(screen.getByText('/scaffolding-tracking')).toBeTruthy();
    expect(screen.getByText(heVisits.direct)).toBeTruthy();
    expect(screen.getByText('العربية')).toBeTruthy();
    expect(screen.getByText(heVisits.devices.mobile)).toBeTruthy();
    expect(screen.getByText('מגדלי הפארק')).toBeTruthy();

    const [chart] = charts;
    expect(chart?.opts.scales?.x?.dir).toBe(-1);
    expect(chart?.data.slice(1)).toEqual([
      [4, 6],
      [3, 2],
    ]);
    const csv = screen.getByRole('link', { name: heVisits.export }).getAttribute('href')!;
    expect(csv).toMatch(
      /^\/api\/visits\/export\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&lang=he$/,
    );
  });

  it('asks again for the chosen range', async () => {
    stubFetch({ 'GET /api/visits/report': { body: REPORT } });
    const events = userEvent.setup();
    renderWithClient(<PageVisitsScreen />);
    await screen.findByText(heVisits.funnel.title);
    const from = screen.getByLabelText(heVisits.range.from);
    await events.clear(from);
    await events.type(from, '2026-01-01');
    await events.click(screen.getByRole('button', { name: heVisits.range.apply }));
    await waitFor(() =>
      expect(requestedUrls().some((u) => u.includes('from=2026-01-01'))).toBe(true),
    );
  });

  it('says so when the range has no visits', async () => {
    stubFetch({ 'GET /api/visits/report': { body: EMPTY } });
    renderWithClient(<PageVisitsScreen />);
    expect(await screen.findByText(heVisits.empty)).toBeTruthy();
    expect(charts).toEqual([]);
  });

  it("shows the server's refusal in the user's language with a retry", async () => {
    stubFetch({
      'GET /api/visits/report': {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'שגיאה' },
      },
    });
    renderWithClient(<PageVisitsScreen />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: heCommon.retry })).toBeTruthy();
  });
});
