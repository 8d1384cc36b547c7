import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { SharedReads } from './shared-reads';

/** A read that answers when told to, counting how often it ran. */
function controlledRead() {
  const read = {
    runs: 0,
    finish: (_value: string) => {},
    fail: (_error: Error) => {},
    run: () => {
      read.runs += 1;
      return new Promise<string>((resolve, reject) => {
        read.finish = resolve;
        read.fail = reject;
      });
    },
  };
  return read;
}

describe('shared reads', () => {
  it('lets overlapping reads of one key share one run, and no other key', async () => {
    const reads = new SharedReads();
    const read = controlledRead();
    const first = reads.share('counts:1:4,7', read.run);
    const second = reads.share('counts:1:4,7', read.run);
    const other = reads.share('counts:1:4', async () => 'other scope');
    read.finish('12 pending');
    expect(await Promise.all([first, second, other])).toEqual([
      '12 pending',
      '12 pending',
      'other scope',
    ]);
    expect(read.runs).toBe(1);
  });

  it('runs again once the shared run ended, and after a change even while it runs', async () => {
    const reads = new SharedReads();
    const read = controlledRead();
    const before = reads.share('k', read.run);
    reads.changed();
    const fresh = controlledRead();
    const after = reads.share('k', fresh.run);
    read.finish('old');
    fresh.finish('new');
    expect([await before, await after]).toEqual(['old', 'new']);
    const again = controlledRead();
    const later = reads.share('k', again.run);
    again.finish('later');
    expect(await later).toBe('later');
  });

  it('does not keep a failed run for the next read', async () => {
    const reads = new SharedReads();
    const read = controlledRead();
    const failing = reads.share('k', read.run);
    read.fail(new Error('the database is down'));
    await expect(failing).rejects.toThrow('the database is down');
    expect(await reads.share('k', async () => 'back')).toBe('back');
  });

  it('counts every write the app answers as a change', async () => {
    const t = await buildTestApp();
    try {
      const read = controlledRead();
      const before = t.app.sharedReads.share('k', read.run);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'http://localhost' },
      });
      const after = t.app.sharedReads.share('k', async () => 'read after the write');
      read.finish('read before the write');
      expect(await after).toBe('read after the write');
      expect(await before).toBe('read before the write');
    } finally {
      await t.close();
    }
  });
});
