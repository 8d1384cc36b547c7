import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAITING_PAGE_AUTO_CLOSE_MS } from '@shared/constants';
import enWorker from '@shared/i18n/locales/en/worker.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { entryRequestFixture } from '../../../../test/entry-request-fixture';
import { FakeWebSocket, installFakeWebSocket } from '../../../../test/fake-web-socket';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { WaitingScreen } from './waiting-screen';

const ID = 'Zq3vN8xW1kLm9PaB7cDe2f';
const STATUS_CALL = `GET /api/entry-requests/${ID}`;

let answers: Record<string, FakeAnswer>;
let calls: string[];

function answerWith(request: EntryRequestStatus) {
  answers[STATUS_CALL] = { body: request };
}

function renderScreen() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <WaitingScreen requestId={ID} language="en" onLanguageChange={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const statusReads = () => calls.filter((call) => call === STATUS_CALL).length;

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('worker');
});

beforeEach(async () => {
  await changeLanguage('en');
  installFakeWebSocket();
  answers = { [STATUS_CALL]: { body: entryRequestFixture() } };
  calls = stubFetch(answers);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the four looks', () => {
  it('pending: status box, spinner, running m:ss timer, details and the manager message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerWith(entryRequestFixture({ createdAt: new Date(Date.now() - 65_000).toISOString() }));
    renderScreen();

    expect(await screen.findByText(enWorker.waiting.pending.status)).toBeTruthy();
    expect(screen.getByText(enWorker.waiting.pending.managerMessage)).toBeTruthy();
    expect(screen.getByTestId('elapsed').textContent).toMatch(/^1:0[5-6]$/);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('elapsed').textContent).toMatch(/^2:0[5-6]$/);

    for (const value of ['Yossi Cohen', '050-1234567', '42', 'Alon Building Ltd']) {
      expect(screen.getByText(value)).toBeTruthy();
    }
    // No English name was written, so the Hebrew one stands, marked right to left.
    const site = screen.getByText('פארק טאואר');
    expect([site.getAttribute('lang'), site.getAttribute('dir')]).toEqual(['he', 'rtl']);
    expect(screen.getByText('הרצל 120, חולון').getAttribute('dir')).toBe('rtl');
  });

  it("shows the site's name in the worker's language when the owner wrote one", async () => {
    await changeLanguage('ru');
    await i18n.loadNamespaces('worker');
    renderScreen();

    const site = await screen.findByText('Парк Тауэр');
    expect([site.getAttribute('lang'), site.getAttribute('dir')]).toEqual(['ru', 'ltr']);
    expect(screen.queryByText('פארק טאואר')).toBeNull();
  });

  it('approved: welcome, confirmation, request number, sign out and close', async () => {
    answerWith(entryRequestFixture({ status: 'approved' }));
    renderScreen();

    expect(
      await screen.findByRole('heading', {
        name: enWorker.waiting.approved.welcome.replace('{{name}}', 'Yossi'),
      }),
    ).toBeTruthy();
    expect(screen.getByText(enWorker.waiting.approved.confirmation)).toBeTruthy();
    expect(screen.getAllByText('42').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: enWorker.waiting.approved.signOut })).toBeTruthy();
    expect(screen.getByRole('button', { name: enWorker.waiting.close })).toBeTruthy();
  });

  it('rejected: the reason, details and close', async () => {
    answerWith(entryRequestFixture({ status: 'rejected', rejectionReason: 'Missing helmet' }));
    renderScreen();

    expect(await screen.findByText(enWorker.waiting.rejected.heading)).toBeTruthy();
    expect(screen.getByText('Missing helmet')).toBeTruthy();
    expect(screen.getByText('Yossi Cohen')).toBeTruthy();
    expect(screen.getByRole('button', { name: enWorker.waiting.close })).toBeTruthy();
  });

  it('safety manager coming: timer, three instructions and a way back to the language screen', async () => {
    answerWith(entryRequestFixture({ status: 'safety_manager_coming', siteId: 3 }));
    renderScreen();

    expect(await screen.findByText(enWorker.waiting.coming.heading)).toBeTruthy();
    expect(screen.getByTestId('elapsed')).toBeTruthy();
    for (const text of Object.values(enWorker.waiting.coming.instructions)) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const back = screen.getByRole('link', { name: enWorker.waiting.coming.backToLanguage });
    expect(back.getAttribute('href')).toBe('/worker/language?siteId=3');
  });

  it('shows the texts in the page language, here Hebrew', async () => {
    await changeLanguage('he');
    renderScreen();
    expect(await screen.findByText(heWorker.waiting.pending.status)).toBeTruthy();
  });
});

describe('missing and failing requests', () => {
  it('says "Request not found" for an unknown id', async () => {
    answers[STATUS_CALL] = { status: 404, body: { code: 'NOT_FOUND', message: 'x' } };
    renderScreen();
    expect(
      await screen.findByRole('heading', { name: enWorker.waiting.notFound.title }),
    ).toBeTruthy();
    const onward = screen.getByRole('link', { name: enWorker.waiting.notFound.action });
    expect(onward.getAttribute('href')).toBe('/worker');
  });

  it('says "Error loading request data" on a server failure, and retries on request', async () => {
    answers[STATUS_CALL] = { status: 500, body: { code: 'INTERNAL', message: 'x' } };
    renderScreen();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain(enWorker.waiting.loadError.title);

    answerWith(entryRequestFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(enWorker.waiting.pending.status)).toBeTruthy();
  });
});

describe('staying up to date', () => {
  it('reads the status again every 10 seconds while it can still change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen();
    await screen.findByText(enWorker.waiting.pending.status);
    const before = statusReads();

    answerWith(entryRequestFixture({ status: 'approved' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(statusReads()).toBe(before + 1);
    expect(await screen.findByText(enWorker.waiting.approved.confirmation)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(statusReads()).toBe(before + 1);
  });

  it('subscribes on /ws and turns approved at once on a matching approval message', async () => {
    renderScreen();
    await screen.findByText(enWorker.waiting.pending.status);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    act(() => socket.open());
    expect(socket.sent.map((text) => JSON.parse(text))).toEqual([
      { type: 'subscribe', entryId: ID },
    ]);
    await vi.waitFor(() => expect(statusReads()).toBeGreaterThan(0));
    const before = statusReads();

    answerWith(entryRequestFixture({ status: 'approved' }));
    act(() => socket.receive({ type: 'approval', data: { entryId: 'someone-else', siteId: 1 } }));
    expect(statusReads()).toBe(before);
    act(() => socket.receive({ type: 'approval', data: { entryId: ID, siteId: 1 } }));

    expect(await screen.findByText(enWorker.waiting.approved.confirmation)).toBeTruthy();
    expect(statusReads()).toBe(before + 1);
  });

  it.each(['safety_manager_coming', 'rejection'] as const)(
    'reads the request again on a matching %s message',
    async (type) => {
      renderScreen();
      await screen.findByText(enWorker.waiting.pending.status);
      act(() => FakeWebSocket.latest().open());
      await vi.waitFor(() => expect(statusReads()).toBeGreaterThan(0));
      const before = statusReads();

      act(() => FakeWebSocket.latest().receive({ type, data: { entryId: ID, siteId: 1 } }));

      await vi.waitFor(() => expect(statusReads()).toBe(before + 1));
    },
  );

  it('subscribes again after the connection comes back, and reads what it missed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen();
    await screen.findByText(enWorker.waiting.pending.status);
    act(() => FakeWebSocket.latest().open());
    act(() => FakeWebSocket.latest().drop());

    answerWith(entryRequestFixture({ status: 'rejected', rejectionReason: 'Late' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const again = FakeWebSocket.latest();
    expect(FakeWebSocket.instances).toHaveLength(2);
    act(() => again.open());
    expect(again.sent).toEqual([JSON.stringify({ type: 'subscribe', entryId: ID })]);
    act(() => again.receive({ type: 'subscribed', data: { entryId: ID } }));

    expect(await screen.findByText('Late')).toBeTruthy();
  });

  it('asks for a refresh after connection_timeout and stops reconnecting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen();
    await screen.findByText(enWorker.waiting.pending.status);
    const socket = FakeWebSocket.latest();
    act(() => socket.open());

    act(() => socket.receive({ type: 'connection_timeout', data: {} }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      enWorker.waiting.connectionTimeout,
    );
    expect(screen.getByRole('button', { name: enWorker.waiting.refresh })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('closes the socket once the answer is final', async () => {
    answerWith(entryRequestFixture({ status: 'approved' }));
    renderScreen();
    await screen.findByText(enWorker.waiting.approved.confirmation);
    await vi.waitFor(() =>
      expect(FakeWebSocket.instances.every((socket) => socket.isClosedByClient)).toBe(true),
    );
  });
});

describe('after two hours', () => {
  it('tries to close the page, then says it expired and stops polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderScreen();
    await screen.findByText(enWorker.waiting.pending.status);

    await act(() => vi.advanceTimersByTimeAsync(WAITING_PAGE_AUTO_CLOSE_MS));

    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: enWorker.waiting.expired.title })).toBeTruthy();
    expect(screen.queryByText(enWorker.waiting.pending.status)).toBeNull();
    const reads = statusReads();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(statusReads()).toBe(reads);
  });
});

describe('signing out of the site', () => {
  it('asks first, then records the exit and shows its time', async () => {
    answerWith(entryRequestFixture({ status: 'approved' }));
    answers[`POST /api/entry-requests/${ID}/exit`] = { body: { success: true } };
    renderScreen();

    await userEvent.click(
      await screen.findByRole('button', { name: enWorker.waiting.approved.signOut }),
    );
    expect(calls).not.toContain(`POST /api/entry-requests/${ID}/exit`);
    answerWith(entryRequestFixture({ status: 'approved', exitTime: '2025-03-02T14:05:00.000Z' }));
    await userEvent.click(
      screen.getByRole('button', { name: enWorker.waiting.approved.signOutConfirm }),
    );

    const done = await screen.findByText(/You signed out of the site at/);
    expect(done.textContent).toMatch(/\d{1,2}:05/);
    expect(calls).toContain(`POST /api/entry-requests/${ID}/exit`);
    expect(screen.queryByRole('button', { name: enWorker.waiting.approved.signOut })).toBeNull();
  });

  it('shows why the exit failed and keeps the choice open', async () => {
    answerWith(entryRequestFixture({ status: 'approved' }));
    answers[`POST /api/entry-requests/${ID}/exit`] = {
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', message: 'slow down' },
    };
    renderScreen();

    await userEvent.click(
      await screen.findByRole('button', { name: enWorker.waiting.approved.signOut }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: enWorker.waiting.approved.signOutConfirm }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in a little while.',
    );
    expect(
      screen.getByRole('button', { name: enWorker.waiting.approved.signOutConfirm }),
    ).toBeTruthy();
  });
});
