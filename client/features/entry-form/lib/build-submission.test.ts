import { describe, expect, it } from 'vitest';
import type { FormField } from '@shared/schemas/form.schemas';
import { buildSubmission } from './build-submission';

const JPEG_DATA_URL = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

const fields: FormField[] = [
  { id: 'firstName', type: 'text', label: 'שם פרטי', required: true },
  { id: 'workStartDate', type: 'date', label: 'תאריך', required: true },
  { id: 'agree', type: 'checkbox', label: 'מסכים', required: false },
  { id: 'intro', type: 'video', label: 'סרטון', required: true, videoUrl: '/v.webm' },
  { id: 'doc', type: 'safety_document', label: 'נוהל', required: true },
  { id: 'scaffoldingNumber', type: 'scaffolding_select', label: 'פיגום', required: false },
  { id: 'selfiePhoto', type: 'camera', label: 'סלפי', required: true },
  { id: 'signature', type: 'signature', label: 'חתימה', required: true },
  { id: 'permit', type: 'file', label: 'היתר', required: false },
];

function build() {
  return buildSubmission({
    siteCode: 'DEMO',
    fields,
    formVersion: 3,
    language: 'he',
    values: {
      firstName: 'דנה',
      workStartDate: '2026-03-01',
      intro: true,
      doc: true,
      scaffoldingNumber: 'p-101',
    },
    files: {
      selfiePhoto: { dataUrl: JPEG_DATA_URL, name: 'selfiePhoto.jpg' },
      signature: { dataUrl: PNG_DATA_URL, name: 'signature.png' },
    },
  });
}

describe('buildSubmission', () => {
  it('sends the text parts first, then one file part per picture named file_{fieldId}', () => {
    expect([...build().keys()]).toEqual([
      'siteCode',
      'formData',
      'formVersion',
      'language',
      'file_selfiePhoto',
      'file_signature',
    ]);
  });

  it('types formData by field: strings, YYYY-MM-DD, booleans, and no pictures', () => {
    const body = build();
    expect(body.get('siteCode')).toBe('DEMO');
    expect(body.get('formVersion')).toBe('3');
    expect(body.get('language')).toBe('he');
    expect(JSON.parse(String(body.get('formData')))).toEqual({
      firstName: 'דנה',
      workStartDate: '2026-03-01',
      agree: false,
      intro: true,
      doc: true,
      scaffoldingNumber: 'p-101',
    });
    expect(String(body.get('formData'))).not.toContain('base64');
    // The server validates against its own stored version, never a list the client sends.
    expect(body.has('formFields')).toBe(false);
  });

  it('sends the camera photo as JPEG and the signature as PNG, as files', async () => {
    const body = build();
    const photo = body.get('file_selfiePhoto') as File;
    const signature = body.get('file_signature') as File;
    expect(photo).toBeInstanceOf(File);
    expect(photo.type).toBe('image/jpeg');
    expect(photo.name).toBe('selfiePhoto.jpg');
    expect(new Uint8Array(await photo.arrayBuffer()).slice(0, 2)).toEqual(
      new Uint8Array([0xff, 0xd8]),
    );
    expect(signature.type).toBe('image/png');
    expect(signature.name).toBe('signature.png');
  });

  it('leaves formVersion out when the form did not load', () => {
    const body = buildSubmission({
      siteCode: 'DEMO',
      fields: [],
      formVersion: null,
      language: 'en',
      values: {},
      files: {},
    });
    expect(body.has('formVersion')).toBe(false);
  });
});
