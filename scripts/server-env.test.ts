import { describe, expect, it } from 'vitest';
import { lacksStartSettings, serverEnv } from './server-env.mjs';

const MALLOC = {
  MALLOC_ARENA_MAX: '4',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '65536',
};

describe('serverEnv', () => {
  it('adds the young generation to the options the environment has', () => {
    const env = serverEnv({ NODE_OPTIONS: '--enable-source-maps' });
    expect(env.NODE_OPTIONS).toBe('--enable-source-maps --max-semi-space-size=2');
    expect(env.MALLOC_ARENA_MAX).toBe('1');
  });

  it("keeps the operator's own settings", () => {
    const env = serverEnv({ ...MALLOC, NODE_OPTIONS: '--max-semi-space-size=8' });
    expect(env).toEqual({ ...MALLOC, NODE_OPTIONS: '--max-semi-space-size=8' });
  });
});

describe('lacksStartSettings', () => {
  it('asks for a new process until the malloc settings and the young generation are set', () => {
    expect(lacksStartSettings({ ...MALLOC })).toBe(true);
    expect(lacksStartSettings({ NODE_OPTIONS: '--max-semi-space-size=2' })).toBe(true);
    expect(lacksStartSettings({ ...MALLOC, NODE_OPTIONS: '--max-semi-space-size=2' })).toBe(false);
  });
});
