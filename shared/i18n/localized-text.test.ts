import { describe, expect, it } from 'vitest';
import { FormFieldSchema } from '../schemas/form.schemas';
import { hasMarkup, localizedTextSchema } from '../schemas/localized-text.schemas';
import { LANGUAGES } from './languages';
import { missingLanguages, resolveText, type LocalizedText } from './localized-text';
import { resolveFormField } from './resolve-form';

const TITLE: LocalizedText = { he: 'כותרת', en: 'Title', ru: 'Заголовок' };

describe('resolveText', () => {
  it("gives the reader's own language with its direction", () => {
    expect(resolveText(TITLE, 'ru')).toEqual({ text: 'Заголовок', lang: 'ru', dir: 'ltr' });
    expect(resolveText(TITLE, 'he')).toEqual({ text: 'כותרת', lang: 'he', dir: 'rtl' });
  });

  it('falls back to English, then to Hebrew, each marked with its own language', () => {
    expect(resolveText(TITLE, 'es')).toEqual({ text: 'Title', lang: 'en', dir: 'ltr' });
    expect(resolveText({ he: 'כותרת' }, 'ar')).toEqual({ text: 'כותרת', lang: 'he', dir: 'rtl' });
    expect(resolveText({ he: 'כותרת', ar: '  ' }, 'ar').lang).toBe('he');
  });

  it('answers empty text in the reader language when nothing is written', () => {
    expect(resolveText({ he: '' }, 'ar')).toEqual({ text: '', lang: 'ar', dir: 'rtl' });
    expect(resolveText(undefined, 'uk')).toEqual({ text: '', lang: 'uk', dir: 'ltr' });
  });

  it('lists the languages a text lacks', () => {
    expect(missingLanguages(TITLE)).toEqual(
      LANGUAGES.filter((l) => !['he', 'en', 'ru'].includes(l)),
    );
    expect(missingLanguages(TITLE, ['he', 'hi'])).toEqual(['hi']);
  });
});

describe('resolveFormField', () => {
  it('resolves every text of a field and records the language each one is in', () => {
    const field = resolveFormField(
      {
        id: 'trade',
        type: 'select',
        label: { he: 'מקצוע', ru: 'Профессия' },
        helpText: { he: 'בחרו', en: 'Choose' },
        required: true,
        options: [
          { value: 'welder', label: { he: 'רתך', ru: 'Сварщик' } },
          { value: 'x', label: { he: 'אחר' } },
        ],
      },
      'ru',
    );
    expect(field).toEqual({
      id: 'trade',
      type: 'select',
      label: 'Профессия',
      helpText: 'Choose',
      required: true,
      textLang: { label: 'ru', helpText: 'en' },
      options: [
        { value: 'welder', label: 'Сварщик', lang: 'ru' },
        { value: 'x', label: 'אחר', lang: 'he' },
      ],
    });
  });

  it('leaves out a text nobody wrote', () => {
    const field = resolveFormField(
      { id: 'a', type: 'text', label: { he: 'א' }, placeholder: { he: '' }, required: false },
      'en',
    );
    expect(field.placeholder).toBeUndefined();
    expect(field.textLang).toEqual({ label: 'he' });
  });
});

describe('localizedTextSchema', () => {
  const label = localizedTextSchema({ max: 10, required: true });
  const optional = localizedTextSchema({ max: 10, required: false });
  const messages = (value: unknown, schema = label) =>
    schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('keeps Hebrew and the languages written, trimmed, and drops empty translations', () => {
    expect(label.parse({ he: ' שם ', ru: ' Имя', en: '' })).toEqual({ he: 'שם', ru: 'Имя' });
    expect(optional.parse({})).toEqual({ he: '' });
  });

  it('requires Hebrew when the text is required', () => {
    expect(messages({ en: 'Name' })).toEqual([['he', expect.any(String)]]);
    expect(messages({ he: '  ' })).toEqual([['he', 'validation.valueRequired']]);
  });

  it('refuses a translation over the limit, under its own language', () => {
    expect(messages({ he: 'שם', uk: 'я'.repeat(11) })).toEqual([['uk', 'validation.textTooLong']]);
  });

  it('refuses a language the product does not support, rather than dropping it', () => {
    expect(messages({ he: 'שם', fr: 'Nom' })).toEqual([['', 'validation.languageUnsupported']]);
    expect(messages('שם')).toEqual([['', 'validation.invalidText']]);
  });

  it('refuses markup in any language', () => {
    expect(messages({ he: 'שם', en: '<b>x</b>' })).toEqual([['en', 'validation.markupNotAllowed']]);
    expect(messages({ he: '<i>x</i>' })).toEqual([['he', 'validation.markupNotAllowed']]);
    expect(hasMarkup('a &amp; b')).toBe(true);
    expect(hasMarkup('גובה < 2 מ׳ & רוחב > 60')).toBe(false);
  });

  it('checks every text of a form field: options included', () => {
    const result = FormFieldSchema.safeParse({
      id: 'shift',
      type: 'select',
      label: { he: 'משמרת' },
      required: true,
      options: [{ value: 'day', label: { he: 'יום', zz: 'day' } }],
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['options.0.label']);
  });
});
