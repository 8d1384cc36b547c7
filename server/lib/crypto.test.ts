import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { hashPassword, imitateVerification, verifyPassword } from './crypto';

describe('a sign-in with an unknown username', () => {
  it('lasts as long as a verification at the real work factor, whatever cheaper hashes were verified', async () => {
    const cheap = await hashPassword('correct-horse-9', undefined, { N: 2 ** 10, r: 8, p: 1 });
    for (let i = 0; i < 10; i += 1) {
      expect(await verifyPassword('correct-horse-9', cheap)).toBe(true);
    }
    const startedAt = performance.now();
    expect(await imitateVerification('192.0.2.10')).toBe(false);
    // A real verification takes hundreds of milliseconds here; a cheap one a few.
    expect(performance.now() - startedAt).toBeGreaterThan(100);
  });
});
