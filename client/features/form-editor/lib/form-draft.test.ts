import { describe, expect, it } from 'vitest';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import {
  cleanField,
  cleanText,
  createField,
  draftErrors,
  isServerText,
  moveField,
  newFieldId,
  removeField,
  serverDraftErrors,
  serverText,
  textErrors,
} from './form-draft';

const texts = { label: 'רשימה', optionLabel: (n: number) => `אפשרות ${n}` };
const text = (id: string, extra: Partial<LocalizedFormField> = {}): LocalizedFormField => ({
  id,
  type: 'text',
  label: { he: id },
  required: false,
  ...extra,
});

describe('newFieldId and createField', () => {
  it('gives a new field an id nobody has, from its type', () => {
    const fields = [text('scaffoldingSelect1'), text('text1')];
    expect(newFieldId('scaffolding_select', fields)).toBe('scaffoldingSelect2');
    expect(newFieldId('video', fields)).toBe('video1');
  });

  it('starts a select with two filled choices, so it is valid at once', () => {
    const field = createField('select', [], texts);
    expect(field.options).toEqual([
      { value: 'option1', label: { he: 'אפשרות 1' } },
      { value: 'option2', label: { he: 'אפשרות 2' } },
    ]);
    expect(draftErrors([field])).toEqual({});
  });
});

describe('moveField and removeField', () => {
  const fields = [text('a'), text('b'), text('c')];

  it('swaps a field with its neighbour and stays put at either end', () => {
    expect(moveField(fields, 1, -1).map((f) => f.id)).toEqual(['b', 'a', 'c']);
    expect(moveField(fields, 2, 1).map((f) => f.id)).toEqual(['a', 'b', 'c']);
    expect(moveField(fields, 0, -1).map((f) => f.id)).toEqual(['a', 'b', 'c']);
  });

  it('removes one field', () => {
    expect(removeField(fields, 1).map((f) => f.id)).toEqual(['a', 'c']);
  });
});

describe('cleanField', () => {
  it('drops what the type does not use and empty texts', () => {
    const field: LocalizedFormField = {
      id: 'x',
      type: 'date',
      label: { he: '  תאריך ', ru: ' Дата ', en: '  ' },
      required: true,
      placeholder: { he: 'not for dates' },
      helpText: { he: '  ', en: 'orphan translation' },
      options: [{ value: 'a', label: { he: 'A' } }],
      videoUrl: 'https://v.example/a.mp4',
    };
    expect(cleanField(field)).toEqual({
      id: 'x',
      type: 'date',
      label: { he: 'תאריך', ru: 'Дата' },
      required: true,
    });
  });

  it('orders the languages of a text the same way however they were typed', () => {
    const typed = cleanText({ uk: 'Дата', he: 'תאריך', en: 'Date' });
    expect(Object.keys(typed)).toEqual(['he', 'en', 'uk']);
    expect(JSON.stringify(typed)).toBe(
      JSON.stringify(cleanText({ he: 'תאריך', en: 'Date', uk: 'Дата' })),
    );
  });

  it('keeps a video field its link and a select its choices', () => {
    expect(cleanField({ ...text('v'), type: 'video', videoUrl: ' /api/media/abc ' }).videoUrl).toBe(
      '/api/media/abc',
    );
    expect(cleanField({ ...text('s'), type: 'select', options: [] }).options).toEqual([]);
  });
});

describe('draftErrors', () => {
  it('refuses an empty choice value and a value given twice', () => {
    const select: LocalizedFormField = {
      ...text('shift'),
      type: 'select',
      options: [
        { value: ' ', label: { he: 'בוקר' } },
        { value: 'Night', label: { he: 'לילה' } },
        { value: 'night', label: { he: 'לילה 2' } },
      ],
    };
    expect(draftErrors([select])).toEqual({
      0: { 'options.0.value': 'optionValueRequired', 'options.2.value': 'optionDuplicate' },
    });
  });

  it('asks a list for a choice, a video for its link, and every field for a label', () => {
    const errors = draftErrors([
      { ...text('list'), type: 'select', options: [] },
      { ...text('film'), type: 'video' },
      { ...text('clip'), type: 'video', videoUrl: 'ftp://old.example/a.mp4' },
      text('empty', { label: { he: ' ' } }),
    ]);
    expect(errors).toEqual({
      0: { options: 'optionsRequired' },
      1: { videoUrl: 'videoRequired' },
      2: { videoUrl: 'link' },
      3: { 'label.he': 'valueRequired' },
    });
  });

  it('refuses a script or data address as a document or a video, with the link message', () => {
    const errors = draftErrors([
      { ...text('doc'), type: 'safety_document', documentUrl: 'javascript:alert(1)' },
      { ...text('pdf'), type: 'safety_document', documentUrl: 'data:application/pdf;base64,JVBE' },
      { ...text('film'), type: 'video', videoUrl: 'data:video/mp4;base64,AAAA' },
      { ...text('own'), type: 'video', videoUrl: '/api/media/abc' },
    ]);
    expect(errors).toEqual({
      0: { documentUrl: 'link' },
      1: { documentUrl: 'link' },
      2: { videoUrl: 'link' },
    });
  });

  it('refuses a translation that is too long or holds markup, under its language', () => {
    const errors = draftErrors([
      text('long', { label: { he: 'שם', ru: 'я'.repeat(201) } }),
      text('tag', { label: { he: 'שם', en: '<b>Name</b>' } }),
    ]);
    expect(errors).toEqual({
      0: { 'label.ru': 'textTooLong' },
      1: { 'label.en': 'markupNotAllowed' },
    });
    expect(textErrors(errors[0]!, 'label')).toEqual({ '': undefined, ru: 'textTooLong' });
  });

  it('finds two fields with one id and a malformed id', () => {
    expect(draftErrors([text('same'), text('same'), text('1bad')])).toEqual({
      1: { id: 'duplicateFieldId' },
      2: { id: 'fieldId' },
    });
  });
});

describe('serverDraftErrors', () => {
  it('places the server texts on their fields, marked as ready to show', () => {
    const errors = serverDraftErrors({
      'formFields.2.options.0.value': 'לכל אפשרות ברשימה חייב להיות ערך',
      'formFields.0': 'שגוי',
      other: 'ignored',
    });
    expect(Object.keys(errors)).toEqual(['0', '2']);
    const problem = errors[2]!['options.0.value']!;
    expect(isServerText(problem)).toBe(true);
    expect(serverText(problem)).toBe('לכל אפשרות ברשימה חייב להיות ערך');
    expect(serverText(errors[0]!.id!)).toBe('שגוי');
  });
});
