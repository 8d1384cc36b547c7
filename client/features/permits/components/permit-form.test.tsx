import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import hePermits from '@shared/i18n/locales/he/permits.json';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { staffUserFixture } from '../../../../test/entry-review-fixtures';
import { stubXhr } from '../../../../test/fake-xhr';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { PermitForm } from './permit-form';

let answers: Record<string, FakeAnswer>;
setUpScreenTest(['permits', 'validation', 'errors'], 'he');
beforeEach(() => {
  answers = {
    'GET /api/equipment': { body: { items: [] } },
    'GET /api/permits/work-managers': {
      body: {
        workManagers: [
          { id: 4, name: 'אבי לוי' },
          { id: 9, name: 'רינה כהן' },
        ],
      },
    },
  };
  stubFetch(answers);
});

// The requester is 4, one of the work managers the site offers.
const MANAGER = staffUserFixture({ id: 4, siteId: 2, siteIds: [2] });

const picker = () =>
  screen.getByLabelText<HTMLSelectElement>(hePermits.form.workManager, { selector: 'select' });

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(hePermits.form.location), 'בניין A');
  await userEvent.type(screen.getByLabelText(hePermits.form.task), 'חיפוי');
}

describe('the work manager of a new permit', () => {
  it('is picked from the site staff the server lists, the requester first', async () => {
    answers['POST /api/permits'] = { status: 201, body: { id: 30 } };
    answers['POST /api/permits/30/request'] = { body: { id: 30 } };
    const onDone = vi.fn();
    renderWithClient(<PermitForm siteId={2} user={MANAGER} onDone={onDone} />);
    await screen.findByRole('option', { name: 'רינה כהן' });
    expect(picker().value).toBe('4');
    expect(String(vi.mocked(fetch).mock.calls.map(([url]) => url))).toContain(
      '/api/permits/work-managers?siteId=2',
    );
    await userEvent.selectOptions(picker(), '9');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: hePermits.form.submit }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBodies('POST /api/permits')[0]).toMatchObject({
      siteId: 2,
      workManagerUserId: 9,
    });
  });

  it('waits for a pick when the requester may not lead the work here', async () => {
    renderWithClient(<PermitForm siteId={2} user={{ ...MANAGER, id: 77 }} onDone={() => {}} />);
    await screen.findByRole('option', { name: 'אבי לוי' });
    expect(picker().value).toBe('');
    const submit = screen.getByRole('button', { name: hePermits.form.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(picker(), '4');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server refusal of the work manager beside the picker', async () => {
    answers['POST /api/permits'] = {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'invalid',
        details: { workManagerUserId: 'בחרו מנהל עבודה מצוות החברה' },
      },
    };
    renderWithClient(<PermitForm siteId={2} user={MANAGER} onDone={() => {}} />);
    await screen.findByRole('option', { name: 'רינה כהן' });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: hePermits.form.submit }));
    expect(await screen.findByText('בחרו מנהל עבודה מצוות החברה')).toBeTruthy();
    expect(picker().getAttribute('aria-invalid')).toBe('true');
  });

  it("uploads a night permit's instructions document first and names it", async () => {
    answers['POST /api/permits'] = { status: 201, body: { id: 31 } };
    answers['POST /api/permits/31/request'] = { body: { id: 31 } };
    const sent = stubXhr(() => ({ status: 201, body: { id: 'instructions-doc-1' } }));
    const onDone = vi.fn();
    renderWithClient(<PermitForm siteId={2} user={MANAGER} onDone={onDone} />);
    await screen.findByRole('option', { name: 'רינה כהן' });
    await fillRequired();
    await userEvent.click(screen.getByLabelText(hePermits.form.isNight));
    const pdf = new File(['%PDF-1.4'], 'night.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(hePermits.form.instructionsFile), pdf);
    await userEvent.click(screen.getByRole('button', { name: hePermits.form.submit }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.map((request) => request.url)).toEqual(['/api/permits/files']);
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(sentBodies('POST /api/permits')[0]).toMatchObject({
      isNight: true,
      instructionsFileId: 'instructions-doc-1',
    });
  });
});
