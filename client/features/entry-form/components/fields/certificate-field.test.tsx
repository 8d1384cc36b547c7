import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heCertificates from '@shared/i18n/locales/he/certificates.json';
import type { FormField } from '@shared/schemas/form.schemas';
import { describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../../test/client-i18n';
import { renderWithClient } from '../../../../../test/render-client';
import { stubFetch } from '../../../../../test/stub-fetch';
import { CertificateField } from './certificate-field';
import type { FieldViewProps } from './field-view-props';

setUpScreenTest(['entry-form', 'certificates', 'common'], 'he');

const field: FormField = { id: 'height', type: 'certificate', label: 'תעודה', required: true };
const KEPT = {
  id: 7,
  kind: 'work_at_height',
  kindLabel: '',
  domains: ['roofs'],
  number: 'WH-7',
  expiresOn: '2027-05-01',
  isVerified: true,
};

/** The field with the form's state around it, reporting every answer it gives. */
function renderField(kept: (typeof KEPT)[] = []) {
  stubFetch({ 'GET /api/certificates/mine': { body: { certificates: kept } } });
  const answers = vi.fn();
  function Form() {
    const [value, setValue] = useState<unknown>('');
    const props = {
      field,
      siteId: 3,
      value,
      image: undefined,
      error: null,
      onValue: (_id: string, next: unknown) => {
        answers(next);
        setValue(next);
      },
      onImage: vi.fn(),
    } as unknown as FieldViewProps;
    return <CertificateField {...props} />;
  }
  renderWithClient(<Form />);
  return { answers, last: () => JSON.parse(answers.mock.lastCall![0] as string) as unknown };
}

describe('the certificate field', () => {
  it('asks the domains of a work-at-height card and answers with the card typed', async () => {
    const user = userEvent.setup();
    const { last } = renderField();
    expect(screen.queryByText(heCertificates.domains.roofs)).toBeNull();
    await user.selectOptions(
      screen.getByLabelText(heCertificates.field.kind),
      heCertificates.kinds.work_at_height,
    );
    await user.click(screen.getByLabelText(heCertificates.domains.roofs));
    await user.type(screen.getByLabelText(heCertificates.field.number), 'A1');
    expect(last()).toMatchObject({ kind: 'work_at_height', domains: ['roofs'], number: 'A1' });
  });

  it('drops the domains when the kind is not work at height', async () => {
    const user = userEvent.setup();
    const { last } = renderField();
    await user.selectOptions(
      screen.getByLabelText(heCertificates.field.kind),
      heCertificates.kinds.work_at_height,
    );
    await user.click(screen.getByLabelText(heCertificates.domains.ladders));
    await user.selectOptions(
      screen.getByLabelText(heCertificates.field.kind),
      heCertificates.kinds.crane_signaller,
    );
    expect(last()).toMatchObject({ kind: 'crane_signaller', domains: [] });
    expect(screen.queryByLabelText(heCertificates.domains.ladders)).toBeNull();
  });

  it('offers a kept certificate in one tap, and a new card again', async () => {
    const user = userEvent.setup();
    const { answers, last } = renderField([KEPT]);
    const kept = await screen.findByRole('button', { name: /WH-7/ });
    await user.click(kept);
    expect(last()).toEqual({ keptId: 7 });
    expect(screen.queryByLabelText(heCertificates.field.number)).toBeNull();
    await user.click(screen.getByRole('button', { name: heCertificates.field.addNew }));
    expect(answers.mock.lastCall![0]).toBe('');
    expect(screen.getByLabelText(heCertificates.field.number)).toBeTruthy();
  });
});
