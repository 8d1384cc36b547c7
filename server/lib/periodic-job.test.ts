import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

const MESSAGES = { key: 'removed', done: 'done', failed: 'failed' };

afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicJob', () => {
  it('runs at once and then each period, never two runs at the same time', async () => {
    vi.useFakeTimers();
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => {};
    const task = vi.fn(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise<void>((resolve) => (release = resolve));
      inFlight -= 1;
      return 2;
    });
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startPeriodicJob(1000, task, log, MESSAGES);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    expect(log.info).toHaveBeenCalledWith({ removed: 2 }, 'done');
    stop();
  });

  it('logs a failed run and goes on with the next one', async () => {
    vi.useFakeTimers();
    const task = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(0);
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startPeriodicJob(1000, task, log, MESSAGES);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'failed');
    expect(log.info).not.toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
