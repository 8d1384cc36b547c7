import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

/** Work that takes `ms` and notes when it ran, and how many ran with it. */
function recorder() {
  let running = 0;
  let most = 0;
  const order: string[] = [];
  const work =
    (name: string, ms = 10) =>
    async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(name);
      running -= 1;
      return name;
    };
  return { work, order, most: () => most };
}

describe('the fair queue of costly work', () => {
  it('runs no more than its concurrency at once', async () => {
    const queue = new FairQueue(2);
    const r = recorder();
    await Promise.all(Array.from({ length: 9 }, (_, i) => queue.run('a', r.work(`a${i}`))));
    expect(r.most()).toBe(2);
    expect(r.order).toHaveLength(9);
  });

  it("serves a newcomer's work after one more of a burst, not after the whole burst", async () => {
    const queue = new FairQueue(1);
    const r = recorder();
    const burst = Array.from({ length: 20 }, (_, i) => queue.run('burst', r.work(`b${i}`)));
    const other = queue.run('other', r.work('other'));
    await Promise.all([...burst, other]);
    expect(r.order.indexOf('other')).toBeLessThanOrEqual(2);
  });

  it('gives each caller a turn in the order they came', async () => {
    const queue = new FairQueue(1);
    const r = recorder();
    await Promise.all([
      queue.run('first', r.work('first')),
      queue.run('a', r.work('a1')),
      queue.run('a', r.work('a2')),
      queue.run('b', r.work('b1')),
      queue.run('b', r.work('b2')),
      queue.run('c', r.work('c1')),
    ]);
    expect(r.order).toEqual(['first', 'a1', 'b1', 'c1', 'a2', 'b2']);
  });

  it('passes a failure to its caller and goes on with the rest', async () => {
    const queue = new FairQueue(1);
    const failing = queue.run('a', async () => {
      throw new Error('broken');
    });
    await expect(failing).rejects.toThrow('broken');
    await expect(queue.run('a', async () => 'next')).resolves.toBe('next');
  });
});
