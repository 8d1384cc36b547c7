import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enReview from '@shared/i18n/locales/en/review.json';
import { TOAST } from '@shared/constants';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { OPEN_ENTRY_REQUEST_KEY } from '@/lib/open-entry-request';
import { FakeWebSocket, installFakeWebSocket } from '../../../../test/fake-web-socket';
import { StaffNotifications } from './staff-notifications';

const created: { title: string; body?: string }[] = [];

class GrantedNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => 'granted' as const);
  onclick: (() => void) | null = null;
  constructor(title: string, options: NotificationOptions) {
    created.push({ title, body: options.body });
  }
  close() {}
}

function announce(entryId: string, firstName: string, lastName: string) {
  act(() =>
    FakeWebSocket.latest().receive({
      type: 'new_entry_request',
      data: { entryId, siteId: 1, worker: { firstName, lastName } },
    }),
  );
}

function renderShell() {
  render(
    <MemoryRouter initialEntries={['/manager/dashboard']}>
      <Routes>
        <Route path="/manager/dashboard" element={<StaffNotifications />} />
        <Route path="/manager/approval-queue" element={<p>queue page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  act(() => FakeWebSocket.latest().open());
}

beforeAll(async () => {
  // Radix's swipe handling asks for pointer capture, which jsdom does not implement.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  await initI18n();
  await i18n.loadNamespaces('review');
});

beforeEach(async () => {
  await changeLanguage('en');
  installFakeWebSocket();
  created.length = 0;
  vi.stubGlobal('Notification', GrantedNotification);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StaffNotifications', () => {
  it('shows a toast and a desktop notification with the translated title and body', async () => {
    renderShell();
    announce('entry-1', 'Moshe', 'Cohen');
    const body = 'A new scaffold work request was received from Moshe Cohen';
    // On screen the name is isolated so a Latin name cannot reorder a Hebrew sentence.
    expect(
      await screen.findByText(
        'A new scaffold work request was received from \u2068Moshe Cohen\u2069',
      ),
    ).toBeTruthy();
    expect(screen.getByText(enReview.notifications.title)).toBeTruthy();
    expect(created).toEqual([{ title: enReview.notifications.title, body }]);
  });

  it('shows one toast at a time: a new request replaces the shown one', async () => {
    renderShell();
    announce('entry-1', 'Moshe', 'Cohen');
    announce('entry-2', 'Rami', 'Haddad');
    expect(await screen.findByText(/from \u2068Rami Haddad/)).toBeTruthy();
    expect(screen.queryByText(/from \u2068Moshe Cohen/)).toBeNull();
  });

  it('closes the toast after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderShell();
    announce('entry-1', 'Moshe', 'Cohen');
    expect(screen.getByText(/from \u2068Moshe Cohen/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TOAST.durationMs + TOAST.fadeMs + 100));
    expect(screen.queryByText(/from \u2068Moshe Cohen/)).toBeNull();
  });

  it('opens the request in the approval queue', async () => {
    const user = userEvent.setup();
    renderShell();
    announce('entry-1', 'Moshe', 'Cohen');
    await user.click(await screen.findByRole('button', { name: enReview.notifications.open }));
    expect(await screen.findByText('queue page')).toBeTruthy();
    expect(window.localStorage.getItem(OPEN_ENTRY_REQUEST_KEY)).toBe('entry-1');
  });
});
