import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

/**
 * The query of the worker's site and form reads: every text comes as a string in `lang` (else
 * the Accept-Language header, else Hebrew; a text missing in that language falls back to
 * English, then Hebrew). `texts=all` answers each text per language instead, for the app's own
 * pages, which mark a fallback with its own language and direction.
 */
export const LanguageQuerySchema = z.object({
  lang: z
    .string()
    .max(20)
    .optional()
    .meta({ description: `One of ${LANGUAGES.join(', ')}; else Accept-Language, else Hebrew.` }),
});

export const TextsQuerySchema = LanguageQuerySchema.extend({
  texts: z
    .enum(['all'])
    .optional()
    .meta({ description: 'Every text per language ({ he, en, ... }) instead of one string.' }),
});

const LANG = z.enum(LANGUAGES);

/** GET /api/sites/{id} and by code, in one language. */
export const SiteInLanguageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  companyId: z.number().int(),
  location: z.string(),
  headerTitle: z.string(),
  headerMessage: z.string(),
  headerColor: z.string(),
  safetyRegulations: z.string(),
  hasSafetyVideo: z.boolean(),
  videoUrl: z.string(),
});

/** A field in one language, with the language each text ended up in. */
const FieldInLanguageSchema = z.object({
  id: z.string(),
  type: z.string(),
  label: z.string(),
  placeholder: z.string().optional(),
  helpText: z.string().optional(),
  required: z.boolean(),
  options: z
    .array(z.object({ value: z.string(), label: z.string(), lang: LANG.optional() }))
    .optional(),
  videoUrl: z.string().optional(),
  documentUrl: z.string().optional(),
  /** A check's questions in the reader's language, without their answers. */
  quiz: z
    .object({
      passMark: z.number(),
      maxTries: z.number(),
      questions: z.array(
        z.object({
          id: z.string(),
          text: z.string(),
          lang: LANG,
          options: z.array(z.object({ value: z.string(), label: z.string(), lang: LANG })),
        }),
      ),
    })
    .optional(),
  range: z
    .object({ min: z.number().optional(), max: z.number().optional(), step: z.number().optional() })
    .optional(),
  textLang: z.record(z.string(), LANG).optional(),
});

/** GET /api/sites/{id}/entry-form in one language. */
export const EntryFormInLanguageSchema = z.object({
  siteId: z.number().int(),
  version: z.number().int().min(0),
  formFields: z.array(FieldInLanguageSchema),
});
