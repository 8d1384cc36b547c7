import { z } from 'zod';
import { PRODUCT_LINES } from '../routing/site-paths';
import { hasMarkup } from './localized-text.schemas';

/**
 * The texts of a landing page the owner may rewrite, each with its longest length. Each is a key
 * of the product line's texts in the `marketing` catalog, which is the built-in text.
 */
export const LANDING_FIELDS = {
  title: 120,
  description: 300,
  headline: 200,
  intro: 800,
  'features.a.title': 120,
  'features.a.text': 500,
  'features.b.title': 120,
  'features.b.text': 500,
  'features.c.title': 120,
  'features.c.text': 500,
  pricing: 800,
} as const;
export type LandingField = keyof typeof LANDING_FIELDS;
export const LANDING_FIELD_KEYS = Object.keys(LANDING_FIELDS) as LandingField[];

/** A landing page's texts that differ from the built-in ones. */
export type LandingTexts = Partial<Record<LandingField, string>>;

export const LandingParamsSchema = z.object({
  page: z.enum(PRODUCT_LINES, 'validation.productLine'),
  language: z.enum(['he', 'en', 'ar', 'ru'], 'validation.siteLanguage'),
});
export type LandingParams = z.infer<typeof LandingParamsSchema>;

/** Plain text only: the page shows it escaped, so markup would only show as stray signs. */
const plainText = (max: number) =>
  z
    .string('validation.invalidText')
    .trim()
    .max(max, 'validation.textTooLong')
    .refine((text) => !hasMarkup(text), 'validation.markupNotAllowed');

/**
 * The draft of one page in one language. An empty text, or one equal to the built-in text,
 * means the built-in text; a key that is not a text of the page is refused.
 */
export const LandingDraftSchema = z.object({
  texts: z.strictObject(
    Object.fromEntries(
      LANDING_FIELD_KEYS.map((key) => [key, plainText(LANDING_FIELDS[key]).optional()]),
    ) as Record<LandingField, z.ZodOptional<ReturnType<typeof plainText>>>,
    'validation.landingText',
  ),
});
export type LandingDraft = z.input<typeof LandingDraftSchema>;

const LandingFieldKeySchema = z.enum(LANDING_FIELD_KEYS as [LandingField, ...LandingField[]]);

const LandingFieldStateSchema = z.object({
  key: LandingFieldKeySchema,
  builtIn: z.string(),
  /** The text being prepared; null is the built-in text. */
  draft: z.string().nullable(),
  /** The text the site shows; null is the built-in text. */
  published: z.string().nullable(),
});

export const LandingSectionsSchema = z.object({
  page: z.enum(PRODUCT_LINES),
  language: z.enum(['he', 'en', 'ar', 'ru']),
  fields: z.array(LandingFieldStateSchema),
  /** Whether the draft differs from what the site shows. */
  unpublished: z.boolean(),
});
export type LandingSections = z.infer<typeof LandingSectionsSchema>;

export const LandingRevisionParamsSchema = LandingParamsSchema.extend({
  revisionId: z.coerce.number().int().positive(),
});
export type LandingRevisionParams = z.infer<typeof LandingRevisionParamsSchema>;

/** A draft of the page as it was saved: its rewritten texts, and which of them that save changed. */
export const LandingRevisionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  texts: z.partialRecord(LandingFieldKeySchema, z.string()),
  /** The texts that differ from the revision before it (from the built-in ones for the first). */
  changed: z.array(LandingFieldKeySchema),
});
export type LandingRevision = z.infer<typeof LandingRevisionSchema>;
export const LandingRevisionListSchema = z.object({ revisions: z.array(LandingRevisionSchema) });
export type LandingRevisionList = z.infer<typeof LandingRevisionListSchema>;
