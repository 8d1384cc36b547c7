import { describe, expect, it } from 'vitest';
import type { FormField } from '../schemas/form.schemas';
import type { EquipmentResponse } from '../schemas/site.schemas';
import { matchEquipment } from './equipment-match';
import { requiresSiteVideo, unwatchedVideos, validateField, validateForm } from './form-rules';
import { isTextOnly, isValidIsoDate, isValidPhone, saneDateRange } from './value-checks';

const equipment: EquipmentResponse = {
  scaffolds: [
    {
      value: 'P-101',
      label: 'פיגום 101 - בניין A',
      nextInspectionDue: null,
      isInspectionOverdue: false,
    },
    { value: 'P-10', label: 'Scaffold ten', nextInspectionDue: null, isInspectionOverdue: false },
  ],
  platforms: [
    { value: 'LP-7', label: 'Scissor lift 7', nextInspectionDue: null, isInspectionOverdue: false },
  ],
  isNumberRequired: false,
};
const ctx = { filesPresent: new Set<string>(), equipment };
const field = (over: Partial<FormField>): FormField => ({
  id: 'f',
  type: 'text',
  label: 'שדה',
  required: true,
  ...over,
});

describe('the text rule', () => {
  it.each([
    'משה כהן',
    "O'Brien-Smith",
    'בניין A, קומה 3: (צפון) / דרום!?',
    'a_b;c"d.',
    '\u200Fשלום\u200E',
  ])('accepts %s', (value) => expect(isTextOnly(value)).toBe(true));
  it.each(['Иван', 'محمد', '张伟', 'a<b>', 'x@y', 'price $5', 'emoji 🙂'])('refuses %s', (value) =>
    expect(isTextOnly(value)).toBe(false),
  );
});

describe('field rules', () => {
  it('gives the required error with the label when a required field is empty', () => {
    expect(validateField(field({}), '  ', ctx)).toEqual({
      fieldId: 'f',
      key: 'required',
      params: { label: 'שדה' },
    });
  });
  it('lets an empty optional field pass', () => {
    expect(validateField(field({ required: false, type: 'email' }), '', ctx)).toBeNull();
  });
  it('counts a file field as filled when a file is set', () => {
    const camera = field({ id: 'selfiePhoto', type: 'camera' });
    expect(validateField(camera, undefined, ctx)?.key).toBe('required');
    expect(
      validateField(camera, undefined, { ...ctx, filesPresent: new Set(['selfiePhoto']) }),
    ).toBeNull();
  });
  it('needs true for a required checkbox, video and safety document', () => {
    for (const type of ['checkbox', 'video', 'safety_document'] as const) {
      expect(validateField(field({ type }), true, ctx)).toBeNull();
    }
    expect(validateField(field({ type: 'checkbox' }), false, ctx)?.key).toBe('required');
    expect(validateField(field({ type: 'safety_document' }), false, ctx)?.key).toBe('required');
  });
  it('says an unwatched required video was not watched, not that it is required', () => {
    expect(validateField(field({ type: 'video' }), false, ctx)?.key).toBe('videosNotWatched');
  });
  it('checks email, phone and date formats', () => {
    expect(validateField(field({ type: 'email' }), 'a@b', ctx)?.key).toBe('invalidEmail');
    expect(validateField(field({ type: 'phone' }), '12', ctx)?.key).toBe('invalidPhone');
    expect(validateField(field({ type: 'tel' }), '050-123-4567', ctx)).toBeNull();
    expect(validateField(field({ type: 'date' }), '2026-02-30', ctx)?.key).toBe('invalidDate');
    expect(validateField(field({ type: 'date' }), '2026-02-28', ctx)).toBeNull();
  });
  it('refuses dates of 1900 or 9999, naming the range it takes', () => {
    const { min, max } = saneDateRange();
    for (const slip of ['1900-01-01', '9999-12-31']) {
      expect(validateField(field({ type: 'date' }), slip, ctx)).toMatchObject({
        key: 'dateOutOfRange',
        params: { min, max },
      });
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(validateField(field({ type: 'date' }), today, ctx)).toBeNull();
    expect(saneDateRange(new Date('2026-03-01T10:00:00Z'))).toEqual({
      min: '1926-03-01',
      max: '2031-03-01',
    });
  });
  it('accepts only a select value from the options', () => {
    const select = field({ type: 'select', options: [{ value: 'a', label: 'A' }] });
    expect(validateField(select, 'a', ctx)).toBeNull();
    expect(validateField(select, 'b', ctx)?.key).toBe('invalidOption');
  });
  it('checks a scaffold number against the list', () => {
    const scaffold = field({ type: 'scaffolding_select', required: false });
    expect(validateField(scaffold, 'p-101', ctx)).toBeNull();
    expect(validateField(scaffold, 'X-9', ctx)).toMatchObject({
      key: 'equipmentNotFound',
      params: { value: 'X-9' },
    });
    expect(validateField(scaffold, 'X-9', { ...ctx, equipment: null })).toBeNull();
  });
});

describe('validateForm', () => {
  it('collects every error and refuses a scaffold and a platform together', () => {
    const fields = [
      field({ id: 'firstName' }),
      field({ id: 'scaffold', type: 'scaffolding_select', required: false }),
      field({ id: 'platform', type: 'platform_select', required: false }),
    ];
    const errors = validateForm(
      fields,
      { firstName: '', scaffold: 'P-101', platform: 'LP-7' },
      ctx,
    );
    expect(errors.map((e) => [e.fieldId, e.key])).toEqual([
      ['firstName', 'required'],
      ['platform', 'scaffoldAndPlatform'],
    ]);
  });

  describe('when the company requires an equipment number', () => {
    const strict = { ...ctx, equipment: { ...equipment, isNumberRequired: true } };
    const fields = [
      field({ id: 'firstName' }),
      field({ id: 'scaffold', type: 'scaffolding_select', required: false }),
      field({ id: 'platform', type: 'platform_select', required: false }),
    ];
    const keysOf = (values: Record<string, string>, c = strict) =>
      validateForm(fields, { firstName: 'משה', ...values }, c).map((e) => [e.fieldId, e.key]);

    it('refuses a form with neither number, on the first equipment field', () => {
      expect(keysOf({ scaffold: ' ', platform: '' })).toEqual([
        ['scaffold', 'equipmentNumberRequired'],
      ]);
      expect(keysOf({}, ctx)).toEqual([]);
    });

    it('accepts either kind from the list, and still refuses an unknown number', () => {
      expect(keysOf({ scaffold: 'P-101' })).toEqual([]);
      expect(keysOf({ platform: 'lp-7' })).toEqual([]);
      expect(keysOf({ scaffold: 'X-9' })).toEqual([['scaffold', 'equipmentNotFound']]);
    });

    it('says nothing for a form without equipment fields, or one already marked required', () => {
      expect(validateForm([field({ id: 'firstName' })], { firstName: 'משה' }, strict)).toEqual([]);
      const required = [field({ id: 'scaffold', type: 'scaffolding_select' })];
      expect(validateForm(required, {}, strict).map((e) => e.key)).toEqual(['required']);
    });
  });
});

describe('equipment matching', () => {
  it('matches case-insensitively on value or label, partial matches counting, exact first', () => {
    expect(matchEquipment(equipment.scaffolds, 'p-10')?.value).toBe('P-10');
    expect(matchEquipment(equipment.scaffolds, '101')?.value).toBe('P-101');
    expect(matchEquipment(equipment.scaffolds, 'בניין a')?.value).toBe('P-101');
    expect(matchEquipment(equipment.platforms, 'SCISSOR')?.value).toBe('LP-7');
    expect(matchEquipment(equipment.platforms, '')).toBeNull();
    expect(matchEquipment(equipment.platforms, 'crane')).toBeNull();
  });
});

describe('videos', () => {
  it('lists unwatched video fields and requires the site video only without video fields', () => {
    const fields = [
      field({ id: 'v1', type: 'video', label: 'Intro' }),
      field({ id: 'v2', type: 'video', label: 'Harness' }),
    ];
    expect(unwatchedVideos(fields, { v1: true })).toEqual(['Harness']);
    const site = { hasSafetyVideo: true, videoUrl: '/media/x.webm' };
    expect(requiresSiteVideo(site, fields)).toBe(false);
    expect(requiresSiteVideo(site, [])).toBe(true);
    expect(requiresSiteVideo({ ...site, videoUrl: '' }, [])).toBe(false);
  });
});

describe('formats', () => {
  it('validates phones and dates', () => {
    expect(isValidPhone('+972 50-123-4567')).toBe(true);
    expect(isValidPhone('phone')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
  });
});
