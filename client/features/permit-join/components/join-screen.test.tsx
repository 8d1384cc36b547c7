import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ruPermits from '@shared/i18n/locales/ru/permits.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { stubXhr, type SentXhr, type XhrAnswer } from '../../../../test/fake-xhr';
import { renderWithClient } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { JoinScreen, type SignatureInput } from './join-screen';

const TOKEN = 'a'.repeat(32);
const ENTRY = 'entry-request-id-0001';

const PERMIT = {
  id: 7,
  joinToken: TOKEN,
  siteName: 'Парк',
  location: 'Корпус A',
  task: 'Облицовка',
  hazards: '',
  domain: 'scaffolds',
  isNight: false,
  isWindy: false,
  writtenInstructions: '',
  groundAttendantName: 'Рина',
  plannedEnd: new Date(Date.now() + 3_600_000).toISOString(),
  state: 'active',
  hasJoined: false,
};
const READ = `GET /api/permits/join/${TOKEN}`;

setUpScreenTest(['permits', 'errors'], 'ru');
beforeEach(() => {
  stubFetch({ [READ]: { body: PERMIT } });
});

/** Stands in for the entry form's pad: a tap signs with a small PNG. */
const TapToSign: SignatureInput = ({ label, onChange }) => (
  <button
    type="button"
    onClick={() => onChange({ blob: new Blob(['png'], { type: 'image/png' }), name: 'sig.png' })}
  >
    {label}
  </button>
);

function renderJoin(answer: XhrAnswer): SentXhr[] {
  const sent = stubXhr(() => answer);
  renderWithClient(
    <JoinScreen token={TOKEN} entryId={ENTRY} language="ru" Signature={TapToSign} />,
  );
  return sent;
}

describe('a worker joining a permit', () => {
  it('signs only once he confirmed and signed, sending the signature as a file', async () => {
    const sent = renderJoin({ status: 200, body: {} });
    const submit = await screen.findByRole('button', { name: ruPermits.join.sign });
    await userEvent.click(screen.getByLabelText(ruPermits.join.confirm));
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: ruPermits.join.signature }));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: `/api/permits/join/${TOKEN}` });
    const body = sent[0]!.body as FormData;
    expect([...body.keys()]).toEqual(['language', 'entryId', 'file_signature']);
    expect(body.get('entryId')).toBe(ENTRY);
    expect(body.get('file_signature')).toBeInstanceOf(Blob);
    expect(await screen.findByText(ruPermits.join.joined, { exact: false })).toBeTruthy();
  });

  it("shows the server's refusal of the signature in his language", async () => {
    renderJoin({
      status: 400,
      body: {
        code: 'FILE_NOT_IMAGE',
        message: 'Проверьте данные',
        details: { signature: 'Подпись не является изображением (JPEG, PNG или WebP)' },
      },
    });
    await userEvent.click(await screen.findByLabelText(ruPermits.join.confirm));
    await userEvent.click(screen.getByRole('button', { name: ruPermits.join.signature }));
    await userEvent.click(screen.getByRole('button', { name: ruPermits.join.sign }));
    expect(
      await screen.findByText('Подпись не является изображением (JPEG, PNG или WebP)'),
    ).toBeTruthy();
  });

  it('says who suspended the permit when it was stopped as he signed, and that he cannot join', async () => {
    const answers: Record<string, { status?: number; body: unknown }> = {
      [READ]: { body: PERMIT },
    };
    stubFetch(answers);
    const sent = renderJoin({
      status: 409,
      body: {
        code: 'PERMIT_STATE_CONFLICT',
        message: 'conflict',
        state: 'suspended',
        action: 'suspend',
        changedBy: { fullName: 'Дана Леви' },
        changedAt: '2026-03-02T08:42:00.000Z',
      },
    });
    await userEvent.click(await screen.findByLabelText(ruPermits.join.confirm));
    await userEvent.click(screen.getByRole('button', { name: ruPermits.join.signature }));
    answers[READ] = { body: { ...PERMIT, state: 'suspended' } };
    await userEvent.click(screen.getByRole('button', { name: ruPermits.join.sign }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(ruPermits.join.notActive)).toBeTruthy();
    const said = screen.getByText(/Дана Леви/).textContent;
    expect(said).toContain(ruPermits.conflict.suspend.split('{{name}}')[0]);
    expect(said).toMatch(/\d{1,2}:42/);
    expect(screen.queryByRole('button', { name: ruPermits.join.sign })).toBeNull();
  });
});
