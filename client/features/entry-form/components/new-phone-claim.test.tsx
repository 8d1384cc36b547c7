import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heEntry from '@shared/i18n/locales/he/entry-form.json';
import type { FormField } from '@shared/schemas/form.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { NewPhoneClaim } from './new-phone-claim';

setUpScreenTest(['entry-form'], 'he');

afterEach(() => vi.restoreAllMocks());

const FIELDS: FormField[] = [
  { id: 'firstName', type: 'text', label: 'שם פרטי', required: true },
  { id: 'idNumber', type: 'text', label: 'תעודת זהות', required: true },
];
const OFFER = 'GET /api/worker-recognition/new-phone';
const CLAIM = 'POST /api/worker-recognition/new-phone';

async function fillAndSend() {
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: heEntry.newPhone.open }));
  await events.type(await screen.findByLabelText(heEntry.newPhone.phone), '050-1234567');
  await events.type(screen.getByLabelText('תעודת זהות'), '012345678');
  await events.click(screen.getByRole('button', { name: heEntry.newPhone.send }));
}

describe('"I\'ve been here before on another phone"', () => {
  it('is not offered when the company asks for no detail', async () => {
    const calls = stubFetch({ [OFFER]: { body: { detailFieldId: null } } });
    renderWithClient(<NewPhoneClaim siteId={7} fields={FIELDS} />);
    await vi.waitFor(() => expect(calls).toContain(OFFER));
    expect(screen.queryByRole('button', { name: heEntry.newPhone.open })).toBeNull();
  });

  it('sends the number and the detail the form labels, and says so when it finds nothing', async () => {
    stubFetch({
      [OFFER]: { body: { detailFieldId: 'idNumber' } },
      [CLAIM]: { body: { isRecognized: false } },
    });
    renderWithClient(<NewPhoneClaim siteId={7} fields={FIELDS} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      heEntry.newPhone.notRecognized,
    );
    expect(sentBodies(CLAIM)).toEqual([{ phone: '050-1234567', detail: '012345678' }]);
  });

  it('closes once the worker is recognised, and tells a worker over the limit to wait', async () => {
    stubFetch({
      [OFFER]: { body: { detailFieldId: 'idNumber' } },
      [CLAIM]: { body: { isRecognized: true } },
    });
    const { unmount } = renderWithClient(<NewPhoneClaim siteId={7} fields={FIELDS} />);
    await fillAndSend();
    expect(await screen.findByRole('button', { name: heEntry.newPhone.open })).toBeTruthy();
    expect(screen.queryByLabelText(heEntry.newPhone.phone)).toBeNull();
    unmount();

    stubFetch({
      [OFFER]: { body: { detailFieldId: 'idNumber' } },
      [CLAIM]: { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'slow down' } },
    });
    renderWithClient(<NewPhoneClaim siteId={7} fields={FIELDS} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      heEntry.newPhone.tooMany,
    );
  });

  it("shows the server's reason when it refuses the number", async () => {
    stubFetch({
      [OFFER]: { body: { detailFieldId: 'idNumber' } },
      [CLAIM]: {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'bad', details: { phone: 'מספר קצר מדי' } },
      },
    });
    renderWithClient(<NewPhoneClaim siteId={7} fields={FIELDS} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'מספר קצר מדי');
  });
});
