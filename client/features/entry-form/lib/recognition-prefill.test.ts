import { describe, expect, it } from 'vitest';
import type { FormField } from '@shared/schemas/form.schemas';
import { recognitionPrefill } from './recognition-prefill';

const KNOWN = {
  isRecognized: true as const,
  firstName: 'Dana',
  lastName: 'Levi',
  phone: '050-1234567',
  company: 'Levi Frames',
  language: 'en',
  selfie: 'data:image/jpeg;base64,AAAA',
  signature: null,
  requiresFreshPhoto: false,
  lastApprovedAt: '2026-11-01T08:00:00.000Z',
  rememberedSince: '2026-10-01T08:00:00.000Z',
};

const field = (id: string, type: FormField['type']): FormField => ({
  id,
  type,
  label: id,
  required: true,
});

describe('what a recognised worker does not type again', () => {
  it("fills only the fields this site's form has, the phone also by its type", () => {
    const fields = [
      field('firstName', 'text'),
      field('mobile', 'phone'),
      field('workStartDate', 'date'),
      field('face', 'camera'),
      field('sign', 'signature'),
    ];
    const { values, files } = recognitionPrefill(KNOWN, fields, new Date(2026, 10, 24, 12));
    expect(values).toEqual({
      firstName: 'Dana',
      mobile: '050-1234567',
      workStartDate: '2026-11-24',
    });
    // No signature was offered (the site does not allow its reuse): the pad stays empty.
    expect(files).toEqual({ face: { dataUrl: KNOWN.selfie, name: 'selfie.jpg' } });
  });
});
