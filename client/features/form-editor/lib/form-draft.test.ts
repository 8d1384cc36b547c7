import { describe, expect, it } from 'vitest';
import type { FormField } from '@shared/schemas/form.schemas';
import {
  cleanField,
  createField,
  draftErrors,
  isServerText,
  moveField,
  newFieldId,
  removeField,
  serverDraftErrors,
  serverText,
} from './form-draft';

const texts = { label: 'רשימה', optionLabel: (n: number) => `אפשרות ${n}` };
const text = (id: string, extra: Partial<FormField> = {}): FormField => ({
  id,
  type: 'text',
  label: id,
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
      { value: 'option1', label: 'אפשרות 1' },
      { value: 'option2', label: 'אפשרות 2' },
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
    const field: FormField = {
      id: 'x',
      type: 'date',
      label: '  תאריך ',
      required: true,
      placeholder: 'not for dates',
      helpText: '  ',
      options: [{ value: 'a', label: 'A' }],
      videoUrl: 'https://v.example/a.mp4',
    };
    expect(cleanField(field)).toEqual({ id: 'x', type: 'date', label: 'תאריך', required: true });
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
    const select: FormField = {
      ...text('shift'),
      type: 'select',
      options: [
        { value: ' ', label: 'בוקר' },
        { value: 'Night', label: 'לילה' },
        { value: 'night', label: 'לילה 2' },
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
      text('empty', { label: ' ' }),
    ]);
    expect(errors).toEqual({
      0: { options: 'optionsRequired' },
      1: { videoUrl: 'videoRequired' },
      2: { videoUrl: 'link' },
      3: { label: 'required' },
    });
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
