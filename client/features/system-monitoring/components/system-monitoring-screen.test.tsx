import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type uPlot from 'uplot';
import type { SystemHistory } from '@shared/schemas/system-monitoring.schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { renderWithClient, requestedUrls } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { SystemMonitoringScreen } from './system-monitoring-screen';

// jsdom draws no canvas: the charts' options and data are what is checked.
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

const point = (at: string, requestsPerMinute: number) => ({
  at,
  requestsPerMinute,
  errorRate: 0.01,
  p95Ms: 42,
  openSockets: 3,
  databaseBytes: 20 * 1_048_576,
  eventLoopLagMs: 11,
});

const DAY: SystemHistory = {
  range: '24h',
  bucketSeconds: 300,
  instances: ['web-1:41', 'web-2:77'],
  points: [point('2026-11-24T07:00:00.000Z', 12), point('2026-11-24T07:05:00.000Z', 30)],
};

let answers: Record<string, FakeAnswer>;
beforeAll(() => initI18n().then(() => i18n.loadNamespaces(['admin', 'validation'])));
beforeEach(async () => {
  await changeLanguage('he');
  charts.length = 0;
  answers = {
    'GET /api/admin/system/history': { body: DAY },
  };
  stubFetch(answers);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/system-monitoring', () => {
  it('shows six charts of the last day running right to left in Hebrew', async () => {
    renderWithClient(<SystemMonitoringScreen />);
    expect(await screen.findByText('בקשות לדקה')).toBeTruthy();
    expect(screen.getByText('שרתים שרשמו דגימות: 2')).toBeTruthy();
    expect(screen.getByText('אחרון: 30 לדקה · שיא: 30 לדקה')).toBeTruthy();
    await waitFor(() => expect(charts).toHaveLength(6));
    const requests = charts.find((c) => c.opts.series[1]!.label === 'בקשות לדקה')!;
    expect(requests.data).toEqual([
      [Date.parse(DAY.points[0]!.at) / 1000, Date.parse(DAY.points[1]!.at) / 1000],
      [12, 30],
    ]);
    expect(requests.opts.scales!.x!.dir).toBe(-1);
    expect(requests.opts.axes![1]!.side).toBe(1);
  });

  it('asks for the last 30 days on demand, left to right in English', async () => {
    await changeLanguage('en');
    renderWithClient(<SystemMonitoringScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(requestedUrls()).toContain('GET /api/admin/system/history?range=30d'),
    );
    await waitFor(() => expect(charts.length).toBeGreaterThan(0));
    expect(charts.at(-1)!.opts.scales!.x!.dir).toBe(1);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says so when no instance has written a sample yet', async () => {
    answers['GET /api/admin/system/history'] = { body: { ...DAY, instances: [], points: [] } };
    renderWithClient(<SystemMonitoringScreen />);
    expect(await screen.findByText('עדיין אין דגימות. כל שרת רושם דגימה אחת בדקה.')).toBeTruthy();
    expect(charts).toHaveLength(0);
  });
});
