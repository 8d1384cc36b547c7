import { z } from 'zod';
import { PRODUCT_LINES, type ProductLine } from '../routing/site-paths';
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

/** The systems the guide compares: every product line but the guide's own page, in their order. */
export type GuideSystem = Exclude<ProductLine, 'systems'>;
export const GUIDE_SYSTEMS = PRODUCT_LINES.filter(
  (line): line is GuideSystem => line !== 'systems',
);
type GuideField =
  | 'title'
  | 'description'
  | 'headline'
  | 'intro'
  | `systems.${GuideSystem}.${'forWhom' | 'whatItDoes'}`;

/**
 * The systems guide's texts: its own (built in under `guide`) and, per system, for whom it is
 * and what it does (built in as the product line's audience and description).
 */
export const GUIDE_FIELDS = {
  title: 120,
  description: 300,
  headline: 200,
  intro: 800,
  ...Object.fromEntries(
    GUIDE_SYSTEMS.flatMap((system) => [
      [`systems.${system}.forWhom`, 200],
      [`systems.${system}.whatItDoes`, 300],
    ]),
  ),
} as Record<GuideField, number>;

export type LandingField = keyof typeof LANDING_FIELDS | GuideField;

/** The pages whose texts the owner rewrites: each product line's landing page and the guide. */
export const EDITABLE_PAGES = [...PRODUCT_LINES, 'guide'] as const;
export type EditablePage = (typeof EDITABLE_PAGES)[number];

/** A page's texts, each with its longest length, in the order the page shows them. */
export const pageFields = (page: EditablePage): Partial<Record<LandingField, number>> =>
  page === 'guide' ? GUIDE_FIELDS : LANDING_FIELDS;
export const pageFieldKeys = (page: EditablePage) =>
  Object.keys(pageFields(page)) as LandingField[];
const ALL_FIELDS: Record<LandingField, number> = { ...LANDING_FIELDS, ...GUIDE_FIELDS };
const ALL_FIELD_KEYS = Object.keys(ALL_FIELDS) as [LandingField, ...LandingField[]];

/** A page's texts that differ from the built-in ones. */
export type LandingTexts = Partial<Record<LandingField, string>>;

export const LandingParamsSchema = z.object({
  page: z.enum(EDITABLE_PAGES, 'validation.productLine'),
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
 * means the built-in text; a key that is no page's text is refused here, one of another page's
 * texts by the route, which knows the page.
 */
export const LandingDraftSchema = z.object({
  texts: z.strictObject(
    Object.fromEntries(
      ALL_FIELD_KEYS.map((key) => [key, plainText(ALL_FIELDS[key]).optional()]),
    ) as Record<LandingField, z.ZodOptional<ReturnType<typeof plainText>>>,
    'validation.landingText',
  ),
});
export type LandingDraft = z.input<typeof LandingDraftSchema>;

const LandingFieldKeySchema = z.enum(ALL_FIELD_KEYS);

const LandingFieldStateSchema = z.object({
  key: LandingFieldKeySchema,
  builtIn: z.string(),
  /** The text being prepared; null is the built-in text. */
  draft: z.string().nullable(),
  /** The text the site shows; null is the built-in text. */
  published: z.string().nullable(),
});

export const LandingSectionsSchema = z.object({
  page: z.enum(EDITABLE_PAGES),
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
