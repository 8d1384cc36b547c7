import { describe, expect, it } from 'vitest';
import type { FormField } from '../schemas/field-types';
import { certificateProblem, offeredKinds } from './certificate-answer';

const field: FormField = { id: 'c', type: 'certificate', label: 'C', required: true };
const now = new Date('2026-06-01T09:00:00Z');
const card = {
  kind: 'work_at_height',
  domains: ['roofs'],
  number: 'A-1',
  issuedOn: '2026-01-01',
  expiresOn: '2027-12-31',
  instructorRegistration: 'I-9',
  dateOfBirth: '1990-01-01',
};
const problem = (value: unknown, hasPhoto = true, on = field) =>
  certificateProblem(JSON.stringify(value), on, hasPhoto, now)?.key ?? null;

describe('a certificate answer', () => {
  it('passes a whole card with its photo, and a kept one by its id alone', () => {
    expect(problem(card)).toBeNull();
    expect(problem({ keptId: 3 }, false)).toBeNull();
    expect(problem({ keptId: -3 }, false)).toBe('certificateInvalid');
  });

  it('asks a work-at-height card for its instructor, other kinds not', () => {
    expect(problem({ ...card, instructorRegistration: '' })).toBe('certificateInstructorMissing');
    expect(
      problem({ ...card, kind: 'crane_signaller', domains: [], instructorRegistration: '' }),
    ).toBeNull();
  });

  it('refuses domains on another kind and unknown domains', () => {
    expect(problem({ ...card, kind: 'crane_signaller' })).toBe('certificateDomains');
    expect(problem({ ...card, domains: ['moon'] })).toBe('certificateDomains');
  });

  it('offers the kinds a company set on the field instead of the product own', () => {
    const own: FormField = {
      ...field,
      options: [
        { value: 'work_at_height', label: 'Height' },
        { value: 'forklift', label: 'Forklift' },
      ],
    };
    expect(offeredKinds(own)).toEqual(['work_at_height', 'forklift']);
    expect(problem({ ...card, kind: 'forklift', domains: [] }, true, own)).toBeNull();
    expect(problem({ ...card, kind: 'crane_signaller', domains: [] }, true, own)).toBe(
      'certificateKind',
    );
  });

  it('takes the day after today for the phone on the other side of midnight', () => {
    expect(problem({ ...card, issuedOn: '2026-06-02' })).toBeNull();
    expect(problem({ ...card, issuedOn: '2026-06-03' })).toBe('certificateIssuedInFuture');
  });
});
