import { screen, within } from '@testing-library/react';
import ruReview from '@shared/i18n/locales/ru/review.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { detailsFixture } from '../../../../test/entry-review-fixtures';
import { renderWithClient } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { EntryDetails } from './entry-details';

const DETAILS = detailsFixture();
const SIGNED_ON_PERMIT = {
  fieldId: 'permit_17_signature',
  type: 'file' as const,
  label: 'permit_17_signature',
  value: null,
  fileIds: ['permit-sig-1'],
};

setUpScreenTest(['review'], 'ru');
beforeEach(() => {
  stubFetch({
    [`GET /api/entry-requests/${DETAILS.id}/details`]: {
      body: { ...DETAILS, answers: [...DETAILS.answers, SIGNED_ON_PERMIT] },
    },
  });
});

describe("a request's details", () => {
  it('names a signature on a permit by its permit in the reader language, shown as a signature', async () => {
    renderWithClient(<EntryDetails entryId={DETAILS.id} />);
    const label = ruReview.details.permitSignature.replace('{{number}}', '17');
    const term = await screen.findByText(label, { selector: 'dt' });
    expect(screen.queryByText('permit_17_signature')).toBeNull();
    const row = term.parentElement!;
    const thumbnail = within(row).getByRole('button', {
      name: ruReview.details.openImage.replace('{{label}}', label),
    });
    // Drawn on white and wide, as the form's own signature is.
    expect(thumbnail.className).toContain('w-56');
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toContain('permit-sig-1');
  });
});
