import { fireEvent, render, screen } from '@testing-library/react';
import heEntry from '@shared/i18n/locales/he/entry-form.json';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../../test/client-i18n';
import { IdDocumentField } from './id-document-field';

setUpScreenTest(['entry-form'], 'he');

const FIELD = { id: 'document', type: 'id_document' as const, label: 'תעודה', required: true };

function Harness({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <IdDocumentField
      field={FIELD}
      value={value}
      error={null}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('the identity document on the worker form', () => {
  it('sends an Israeli number as typed, and a passport with the country chosen', () => {
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    fireEvent.input(screen.getByLabelText(heEntry.idDocument.idNumber), {
      target: { value: '12345678-2' },
    });
    expect(seen.at(-1)).toBe('id:123456782');

    fireEvent.click(screen.getByLabelText(heEntry.idDocument.passport));
    fireEvent.change(screen.getByLabelText(heEntry.idDocument.country), {
      target: { value: 'FR' },
    });
    fireEvent.input(screen.getByLabelText(heEntry.idDocument.passportNumber), {
      target: { value: '18av12345' },
    });
    expect(seen.at(-1)).toBe('passport:FR:18AV12345');
    expect(screen.getByRole('option', { name: 'צרפת' })).toBeTruthy();
  });

  it('leaves the answer empty while no number is typed, whatever the kind chosen', () => {
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    fireEvent.click(screen.getByLabelText(heEntry.idDocument.passport));
    expect(seen).toEqual(['']);
  });
});
