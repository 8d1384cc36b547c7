import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import enReview from '@shared/i18n/locales/en/review.json';
import { OPEN_ENTRY_REQUEST_KEY, requestOpenEntry } from '@/lib/open-entry-request';
import { setUpScreenTest } from '../../../test/client-i18n';
import {
  detailsFixture,
  staffUserFixture,
  newEntryRequestMessage,
  summaryFixture,
} from '../../../test/entry-review-fixtures';
import { FakeWebSocket, installFakeWebSocket } from '../../../test/fake-web-socket';
import { renderWithClient, sentBodies } from '../../../test/render-client';
import { signedInAnswer, stubFetch, type FakeAnswer } from '../../../test/stub-fetch';
import { ApprovalQueuePage } from './approval-queue-page';

const FIRST = summaryFixture();
const SECOND = summaryFixture({
  id: 'Second0000000000000000',
  requestNumber: 43,
  worker: { firstName: 'Rami', lastName: 'Haddad', phone: '052-7654321', company: 'Gova' },
});

let answers: Record<string, FakeAnswer>;
let calls: string[];

const renderPage = () => renderWithClient(<ApprovalQueuePage />);

setUpScreenTest(['review', 'manage'], 'en');

beforeEach(() => {
  installFakeWebSocket();
  answers = {
    'GET /api/auth/status': signedInAnswer(staffUserFixture()),
    'GET /api/entry-requests/pending': { body: { requests: [FIRST] } },
    [`GET /api/entry-requests/${FIRST.id}/details`]: { body: detailsFixture() },
    [`GET /api/entry-requests/${SECOND.id}/details`]: {
      body: detailsFixture({ ...SECOND, language: 'ru' }),
    },
  };
  calls = stubFetch(answers);
});

describe('/manager/approval-queue', () => {
  it('lists waiting requests and adds a new one as soon as it is announced', async () => {
    renderPage();
    expect(await screen.findByText('Yossi Cohen')).toBeTruthy();
    expect(screen.getByText('Pending requests: 1')).toBeTruthy();

    const socket = FakeWebSocket.latest();
    await act(async () => socket.open());
    await act(async () => socket.receive(newEntryRequestMessage(SECOND)));
    expect(await screen.findByText('Rami Haddad')).toBeTruthy();
    expect(screen.getByText('Pending requests: 2')).toBeTruthy();
    // Written from the message: the queue was not read again for it.
    expect(calls.filter((call) => call === 'GET /api/entry-requests/pending')).toHaveLength(1);
  });

  it('opens the request named by openEntryRequestId, then the one an event names', async () => {
    window.localStorage.setItem(OPEN_ENTRY_REQUEST_KEY, FIRST.id);
    renderPage();
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Version 3')).toBeTruthy();
    expect(within(article).getByText('I have a helmet')).toBeTruthy();
    expect(
      within(article).getByRole('button', { name: 'Open the image full size: Signature' }),
    ).toBeTruthy();
    expect(window.localStorage.getItem(OPEN_ENTRY_REQUEST_KEY)).toBeNull();

    act(() => requestOpenEntry(SECOND.id));
    expect(await screen.findByRole('heading', { name: 'Rami Haddad' })).toBeTruthy();
  });

  it('refuses a rejection without a reason, and sends one with it', async () => {
    const user = userEvent.setup();
    answers[`POST /api/entry-requests/${FIRST.id}/status`] = { body: {} };
    window.localStorage.setItem(OPEN_ENTRY_REQUEST_KEY, FIRST.id);
    renderPage();
    await user.click(await screen.findByRole('button', { name: enReview.queue.reject }));
    expect(screen.getByText("Worker's language: العربية.", { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: enReview.queue.confirmReject }));
    expect(screen.getByText(enReview.queue.reasonRequired)).toBeTruthy();
    expect(calls).not.toContain(`POST /api/entry-requests/${FIRST.id}/status`);

    await user.type(screen.getByLabelText(enReview.queue.reasonLabel), '  No helmet  ');
    await user.click(screen.getByRole('button', { name: enReview.queue.confirmReject }));
    expect(await screen.findByText(enReview.queue.decided.rejected)).toBeTruthy();
    expect(sentBodies(`POST /api/entry-requests/${FIRST.id}/status`)).toContainEqual({
      status: 'rejected',
      rejectionReason: 'No helmet',
    });
  });

  it('shows who decided first when another manager won (409)', async () => {
    const user = userEvent.setup();
    answers[`POST /api/entry-requests/${FIRST.id}/status`] = {
      status: 409,
      body: { code: 'ENTRY_STATE_CONFLICT', message: 'conflict', status: 'approved' },
    };
    window.localStorage.setItem(OPEN_ENTRY_REQUEST_KEY, FIRST.id);
    renderPage();
    const approve = await screen.findByRole('button', { name: enReview.queue.approve });
    answers[`GET /api/entry-requests/${FIRST.id}/details`] = {
      body: detailsFixture({
        status: 'approved',
        decidedByName: 'Ronit Safety',
        decidedAt: new Date().toISOString(),
      }),
    };
    await user.click(approve);
    expect(
      await screen.findByText(
        '\u2068Ronit Safety\u2069 has already decided this request: Approved.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: enReview.queue.approve })).toBeNull();
  });

  it('says who decided first from the 409 itself, before the request is read again', async () => {
    const user = userEvent.setup();
    answers[`POST /api/entry-requests/${FIRST.id}/status`] = {
      status: 409,
      body: {
        code: 'ENTRY_STATE_CONFLICT',
        message: 'conflict',
        status: 'rejected',
        decidedBy: { fullName: 'Ronit Safety' },
        decidedAt: new Date().toISOString(),
      },
    };
    window.localStorage.setItem(OPEN_ENTRY_REQUEST_KEY, FIRST.id);
    renderPage();
    await user.click(await screen.findByRole('button', { name: enReview.queue.approve }));
    expect(
      await screen.findByText(
        `\u2068Ronit Safety\u2069 has already decided this request: ${enReview.status.rejected}.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(enReview.queue.conflictRefreshing)).toBeNull();
  });
});
