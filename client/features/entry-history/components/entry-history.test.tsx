import { screen } from '@testing-library/react';
import { HISTORY_COUNT_CAP, type HistoryPage } from '@shared/schemas/entry-review.schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { summaryFixture } from '../../../../test/entry-review-fixtures';
import { renderWithClient } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import heReview from '@shared/i18n/locales/he/review.json';
import { EntryHistory } from './entry-history';

function answerWith(page: Partial<HistoryPage>) {
  stubFetch({
    'GET /api/entry-requests': {
      body: {
        items: [summaryFixture()],
        total: 1,
        totalIsCapped: false,
        nextCursor: null,
        ...page,
      },
    },
  });
}

beforeAll(() => initI18n().then(() => i18n.loadNamespaces(['review'])));
beforeEach(() => changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the history count', () => {
  it('says how many requests match', async () => {
    answerWith({ total: 1 });
    renderWithClient(<EntryHistory sites={[]} renderDetails={() => null} />);
    expect(await screen.findByText('Requests found: 1')).toBeTruthy();
  });

  it('says "more than" when the count stopped at its cap', async () => {
    answerWith({ total: HISTORY_COUNT_CAP, totalIsCapped: true });
    renderWithClient(<EntryHistory sites={[]} renderDetails={() => null} />);
    expect(await screen.findByText(`Requests found: more than ${HISTORY_COUNT_CAP}`)).toBeTruthy();
  });

  it('says "more than" in Hebrew too', async () => {
    await changeLanguage('he');
    answerWith({ total: HISTORY_COUNT_CAP, totalIsCapped: true });
    renderWithClient(<EntryHistory sites={[]} renderDetails={() => null} />);
    const text = heReview.history.totalCapped.replace('{{count}}', String(HISTORY_COUNT_CAP));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
