import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOrLeave } from './leave-page';

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('closeOrLeave', () => {
  it('closes a window that another window opened', () => {
    Object.defineProperty(window, 'opener', { value: {}, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});

    closeOrLeave('/login');

    expect(close).toHaveBeenCalledTimes(1);
  });

  it('does not close a window the user opened himself', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});

    closeOrLeave('/login');

    expect(close).not.toHaveBeenCalled();
  });
});
