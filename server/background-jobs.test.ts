import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './db/client';
import { BACKGROUND_JOBS_DELAY_MS, startBackgroundJobsSoon } from './background-jobs';

const jobs = vi.hoisted(() => ({
  stopDayClosing: vi.fn(),
  stopRetention: vi.fn(),
  stopSampling: vi.fn(),
  stopSweep: vi.fn(),
  stopEscalation: vi.fn(),
  stopReminders: vi.fn(),
  stopPermitWatch: vi.fn(),
  startPermitWatch: vi.fn(),
  startEscalationJob: vi.fn(),
  startInspectionReminderJob: vi.fn(),
  startUnownedImageSweep: vi.fn(),
  startDayClosing: vi.fn(),
  startRetentionJob: vi.fn(),
  startSystemSampling: vi.fn(),
  moveEntryImagesToStore: vi.fn(),
}));
vi.mock('./modules/billing/day-closing', () => ({ startDayClosing: jobs.startDayClosing }));
vi.mock('./modules/escalation/escalation-job', () => ({
  startEscalationJob: jobs.startEscalationJob,
}));
vi.mock('./modules/inspections/inspection-reminder-job', () => ({
  startInspectionReminderJob: jobs.startInspectionReminderJob,
}));
vi.mock('./modules/permits/permit-watch', () => ({ startPermitWatch: jobs.startPermitWatch }));
vi.mock('./modules/privacy/retention-job', () => ({ startRetentionJob: jobs.startRetentionJob }));
vi.mock('./modules/system-monitoring/system-sampler', () => ({
  startSystemSampling: jobs.startSystemSampling,
}));
vi.mock('./lib/blob-store/unowned-images', () => ({
  startUnownedImageSweep: jobs.startUnownedImageSweep,
}));
vi.mock('./lib/blob-store/entry-files', () => ({
  moveEntryImagesToStore: jobs.moveEntryImagesToStore,
}));

function fakeApp() {
  const server = new EventEmitter();
  const log = { info: vi.fn(), error: vi.fn() };
  return { server, log, blobStore: {} } as unknown as FastifyInstance;
}

const database = { db: {} } as unknown as Database;

describe('startBackgroundJobsSoon', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    jobs.startDayClosing.mockReturnValue(jobs.stopDayClosing);
    jobs.startRetentionJob.mockReturnValue(jobs.stopRetention);
    jobs.startUnownedImageSweep.mockReturnValue(jobs.stopSweep);
    jobs.startEscalationJob.mockReturnValue(jobs.stopEscalation);
    jobs.startInspectionReminderJob.mockReturnValue(jobs.stopReminders);
    jobs.startPermitWatch.mockReturnValue(jobs.stopPermitWatch);
    jobs.startSystemSampling.mockResolvedValue(jobs.stopSampling);
    jobs.moveEntryImagesToStore.mockResolvedValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  const starts = () =>
    [
      jobs.startDayClosing,
      jobs.startRetentionJob,
      jobs.startSystemSampling,
      jobs.moveEntryImagesToStore,
      jobs.startUnownedImageSweep,
      jobs.startEscalationJob,
      jobs.startInspectionReminderJob,
      jobs.startPermitWatch,
    ].map((start) => start.mock.calls.length);
  const stops = () =>
    [
      jobs.stopDayClosing,
      jobs.stopRetention,
      jobs.stopSampling,
      jobs.stopSweep,
      jobs.stopEscalation,
      jobs.stopReminders,
      jobs.stopPermitWatch,
    ].map((stop) => stop.mock.calls.length);

  it('leaves the first moments after a start to requests, then starts every job', async () => {
    startBackgroundJobsSoon(fakeApp(), database);
    await vi.advanceTimersByTimeAsync(BACKGROUND_JOBS_DELAY_MS - 1);
    expect(starts()).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts()).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('stops the jobs when the server closes', async () => {
    const app = fakeApp();
    startBackgroundJobsSoon(app, database);
    await vi.advanceTimersByTimeAsync(BACKGROUND_JOBS_DELAY_MS);
    expect(stops()).toEqual([0, 0, 0, 0, 0, 0, 0]);
    app.server.emit('close');
    expect(stops()).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('still stops the jobs that started when another failed to start, and says so', async () => {
    jobs.startSystemSampling.mockRejectedValue(new Error('no metrics'));
    const app = fakeApp();
    startBackgroundJobsSoon(app, database);
    await vi.advanceTimersByTimeAsync(BACKGROUND_JOBS_DELAY_MS);
    expect(app.log.error).toHaveBeenCalledWith(
      { err: new Error('no metrics') },
      'starting the background jobs failed',
    );
    app.server.emit('close');
    expect(stops()).toEqual([1, 1, 0, 1, 1, 1, 1]);
  });

  it('never starts them on a server closed before the delay', async () => {
    const app = fakeApp();
    startBackgroundJobsSoon(app, database);
    app.server.emit('close');
    await vi.advanceTimersByTimeAsync(BACKGROUND_JOBS_DELAY_MS * 2);
    expect(starts()).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('stops jobs whose start was still under way when the server closed', async () => {
    let finishSampling: (stop: () => void) => void = () => undefined;
    jobs.startSystemSampling.mockReturnValue(
      new Promise((resolve) => {
        finishSampling = resolve;
      }),
    );
    const app = fakeApp();
    startBackgroundJobsSoon(app, database);
    await vi.advanceTimersByTimeAsync(BACKGROUND_JOBS_DELAY_MS);
    app.server.emit('close');
    expect(stops()).toEqual([1, 1, 0, 1, 1, 1, 1]);
    finishSampling(jobs.stopSampling);
    await vi.advanceTimersByTimeAsync(0);
    expect(stops()).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});
