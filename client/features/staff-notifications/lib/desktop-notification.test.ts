import { describe, expect, it, vi } from 'vitest';
import {
  UNSUPPORTED_WARNING,
  askDesktopPermission,
  showDesktopNotification,
} from './desktop-notification';

/** A browser Notification API whose permission the test decides. */
function fakeWindow(
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
) {
  const created: { title: string; options: NotificationOptions; instance: FakeNotification }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options: NotificationOptions) {
      created.push({ title, options, instance: this });
    }
  }
  const win = { focus: vi.fn(), Notification: FakeNotification as unknown as typeof Notification };
  return { win, created, api: FakeNotification };
}

const notice = (onClick = vi.fn()) => ({
  title: 'new entry request',
  body: 'a new scaffold work request was received from Moshe Cohen',
  tag: 'entry-1',
  lang: 'en',
  dir: 'ltr' as const,
  onClick,
});

describe('askDesktopPermission', () => {
  it('asks the browser while undecided and returns its answer', async () => {
    const { win, api } = fakeWindow('default', 'granted');
    expect(await askDesktopPermission(win)).toBe('granted');
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once decided', async () => {
    const { win, api } = fakeWindow('denied');
    expect(await askDesktopPermission(win)).toBe('denied');
    expect(api.requestPermission).not.toHaveBeenCalled();
  });

  it('logs a Hebrew warning where notifications are unsupported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await askDesktopPermission({ focus: vi.fn() })).toBe('unsupported');
    expect(warn).toHaveBeenCalledWith(UNSUPPORTED_WARNING);
    expect(UNSUPPORTED_WARNING).toMatch(/[\u0590-\u05FF]/);
    warn.mockRestore();
  });
});

describe('showDesktopNotification', () => {
  it('shows the title and body when allowed, and a click focuses and opens the request', () => {
    const { win, created } = fakeWindow('granted');
    const onClick = vi.fn();
    expect(showDesktopNotification(notice(onClick), win)).not.toBeNull();
    expect(created[0]).toMatchObject({
      title: 'new entry request',
      options: { body: notice().body, tag: 'entry-1', dir: 'ltr' },
    });
    created[0]!.instance.onclick?.();
    expect(win.focus).toHaveBeenCalled();
    expect(onClick).toHaveBeenCalled();
    expect(created[0]!.instance.close).toHaveBeenCalled();
  });

  it('shows nothing without permission', () => {
    const { win, created } = fakeWindow('denied');
    expect(showDesktopNotification(notice(), win)).toBeNull();
    expect(created).toEqual([]);
  });
});
