import { act, renderHook } from '@testing-library/react';
import { BACKDROP_REENABLE_MS, MENU_CLOSE_DELAY_MS, MOBILE_MENU_GUARD_MS } from '@shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_SIDEBAR_EVENT, TOGGLE_SIDEBAR_EVENT, useSidebar } from './use-sidebar';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  setWidth(390);
});
afterEach(() => {
  vi.useRealTimers();
  setWidth(1024);
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useSidebar', () => {
  it('starts as last saved and saves each change in sidebarOpen', () => {
    localStorage.setItem('sidebarOpen', 'true');
    const { result } = renderHook(() => useSidebar());
    expect(result.current.isOpen).toBe(true);

    act(() => window.dispatchEvent(new Event(CLOSE_SIDEBAR_EVENT)));
    expect(result.current.isOpen).toBe(false);
    expect(localStorage.getItem('sidebarOpen')).toBe('false');

    act(() => result.current.open());
    expect(localStorage.getItem('sidebarOpen')).toBe('true');
  });

  it('ignores backdrop taps in the first second on a phone', () => {
    const { result } = renderHook(() => useSidebar());
    act(() => result.current.open());

    advance(MOBILE_MENU_GUARD_MS - 1);
    act(() => result.current.onBackdropTap());
    advance(MENU_CLOSE_DELAY_MS * 5);
    expect(result.current.isOpen).toBe(true);

    act(() => result.current.onBackdropTap());
    advance(MENU_CLOSE_DELAY_MS - 1);
    expect(result.current.isOpen).toBe(true);
    advance(1);
    expect(result.current.isOpen).toBe(false);
  });

  it('counts 768 px as mobile for the guard', () => {
    setWidth(768);
    const { result } = renderHook(() => useSidebar());
    act(() => result.current.open());
    advance(BACKDROP_REENABLE_MS + 50);
    act(() => result.current.onBackdropTap());
    advance(MENU_CLOSE_DELAY_MS);
    expect(result.current.isOpen).toBe(true);
  });

  it('on a wider screen only waits for the backdrop to be re-enabled', () => {
    setWidth(1024);
    const { result } = renderHook(() => useSidebar());
    act(() => result.current.open());

    advance(BACKDROP_REENABLE_MS - 1);
    act(() => result.current.onBackdropTap());
    advance(MENU_CLOSE_DELAY_MS);
    expect(result.current.isOpen).toBe(true);

    act(() => result.current.onBackdropTap());
    advance(MENU_CLOSE_DELAY_MS);
    expect(result.current.isOpen).toBe(false);
  });

  it('closes by the close button after the close delay', () => {
    const { result } = renderHook(() => useSidebar());
    act(() => result.current.open());
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(true);
    advance(MENU_CLOSE_DELAY_MS);
    expect(result.current.isOpen).toBe(false);
  });

  it('opens and closes on the toggle-sidebar event', () => {
    const { result } = renderHook(() => useSidebar());
    act(() => window.dispatchEvent(new Event(TOGGLE_SIDEBAR_EVENT)));
    expect(result.current.isOpen).toBe(true);
    act(() => window.dispatchEvent(new Event(TOGGLE_SIDEBAR_EVENT)));
    advance(MENU_CLOSE_DELAY_MS);
    expect(result.current.isOpen).toBe(false);
  });

  it('stops listening once unmounted', () => {
    const { result, unmount } = renderHook(() => useSidebar());
    unmount();
    act(() => window.dispatchEvent(new Event(TOGGLE_SIDEBAR_EVENT)));
    expect(result.current.isOpen).toBe(false);
    expect(localStorage.getItem('sidebarOpen')).toBeNull();
  });
});
