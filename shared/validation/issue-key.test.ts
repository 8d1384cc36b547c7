import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { issueKey } from './issue-key';

const catalogs = Object.entries(
  import.meta.glob<Record<string, string>>('../i18n/locales/*/validation.json', {
    eager: true,
    import: 'default',
  }),
).map(([file, texts]) => ({ language: file.split('/').at(-2), keys: Object.keys(texts) }));

/** The languages whose validation catalog lacks the key (none, for a key the user may read). */
const missingIn = (key: string) =>
  catalogs.filter((c) => !c.keys.includes(key)).map((c) => c.language);

const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

describe('issueKey', () => {
  it('reads the catalog of every language', () => expect(catalogs).toHaveLength(LANGUAGES.length));

  it('keeps the key a schema chose', () => {
    const [issue] = issuesOf(z.string().max(2, 'validation.textTooLong'), 'abc');
    expect(issueKey(issue!)).toBe('textTooLong');
  });

  it.each([
    ['an empty text', z.string().trim().min(1), ' ', 'valueRequired'],
    ['a short text', z.string().min(3), 'ab', 'textTooShort'],
    ['a long text', z.string().max(3), 'abcd', 'textTooLong'],
    ['a missing field', z.object({ name: z.string() }), {}, 'valueRequired'],
    ['letters for a number', z.coerce.number(), 'abc', 'number'],
    ['a fraction for a whole number', z.number().int(), 1.5, 'wholeNumber'],
    ['a number too small', z.number().positive(), 0, 'numberTooSmall'],
    ['a number too large', z.number().max(5), 6, 'numberTooLarge'],
    ['an empty list', z.array(z.string()).min(1), [], 'tooFewItems'],
    ['a long list', z.array(z.string()).max(1), ['a', 'b'], 'tooManyItems'],
    ['a bad email', z.email(), 'a@', 'emailFormat'],
    ['a bad day', z.iso.date(), '2026-02-30', 'isoDate'],
    ['a value off the list', z.enum(['a', 'b']), 'c', 'chooseFromList'],
    ['a refinement without a key', z.string().refine((v) => v === 'a'), 'b', 'invalidValue'],
    ['a custom English message', z.string().min(5, 'must be long'), 'a', 'textTooShort'],
  ])("names %s by its kind, never by zod's English", (_, schema, value, key) => {
    const [issue] = issuesOf(schema, value);
    expect(issue?.message).not.toMatch(/^validation\./);
    expect(issueKey(issue!)).toBe(key);
    expect(missingIn(key)).toEqual([]);
  });

  it('reads the facts as the server receives them from fastify', () => {
    expect(issueKey({ code: 'too_big', message: 'Too big: expected…', origin: 'string' })).toBe(
      'textTooLong',
    );
    expect(issueKey({ code: 'something_new', message: 'Invalid input' })).toBe('invalidValue');
  });
});

// Schemas' own messages never go through zod's text: this one marks the issues zod would word.
const ZOD_WORDED = '\u0000zod';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'x'.repeat(60_000),
  'not an email',
  '9999-99-99',
  -1e15,
  1e15,
  1.5,
  Number.NaN,
  true,
  [],
  {},
];
const SAMPLES_PER_SCHEMA = 400;

/** Values that break the schema in many ways: wrong everywhere, and wrong in one place. */
function wrongValues(schema: z.ZodType, depth = 0): unknown[] {
  if (depth > 3) return WRONG_VALUES;
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  if (inner) return wrongValues(inner, depth + 1);
  const values = [...WRONG_VALUES];
  if (def.shape) {
    for (const [key, child] of Object.entries(def.shape)) {
      for (const value of wrongValues(child, depth + 1)) values.push({ [key]: value });
    }
  }
  if (def.element) {
    const items = wrongValues(def.element, depth + 1);
    values.push(
      ...items.map((item) => [item]),
      Array.from({ length: 500 }, () => items[0]),
    );
  }
  if (def.valueType) values.push(...wrongValues(def.valueType, depth + 1).map((v) => ({ k: v })));
  for (const option of def.options ?? []) values.push(...wrongValues(option, depth + 1));
  return values.slice(0, SAMPLES_PER_SCHEMA);
}

const schemaModules = import.meta.glob<Record<string, unknown>>(
  ['../schemas/*.ts', '!../schemas/*.test.ts'],
  { eager: true },
);

describe('every shared schema a user fills', () => {
  it.each(Object.keys(schemaModules))(
    'names each problem of %s by a key every language has',
    (file) => {
      const module = schemaModules[file] ?? {};
      const problems = new Set<string>();
      for (const [name, schema] of Object.entries(module)) {
        if (!(schema instanceof z.ZodType)) continue;
        for (const value of wrongValues(schema)) {
          const result = schema.safeParse(value, { error: () => ZOD_WORDED });
          for (const issue of result.error?.issues ?? []) {
            const own = issue.message !== ZOD_WORDED;
            if (own && !issue.message.startsWith('validation.')) {
              problems.add(`${name}: "${issue.message}" is not a validation key`);
              continue;
            }
            const key = issueKey(issue);
            const missing = missingIn(key);
            if (missing.length) problems.add(`${name}: ${key} missing in ${missing.join(', ')}`);
          }
        }
      }
      expect([...problems]).toEqual([]);
    },
  );
});
