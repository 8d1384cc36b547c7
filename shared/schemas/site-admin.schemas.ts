import { z } from 'zod';
import { SITE_CODE_PATTERN } from '../constants';
import { isReservedSiteCode } from '../routing/site-paths';
import {
  LocalizedTextSchema,
  TranslationsSchema,
  localizedTextSchema,
  translationsSchema,
} from './localized-text.schemas';
import { companyQuerySchema, optionalText, requiredText } from './manage-common.schemas';
import { mediaLinkSchema } from './media.schemas';

const siteCode = z
  .string()
  .trim()
  .regex(SITE_CODE_PATTERN, 'validation.siteCode')
  .max(40, 'validation.textTooLong')
  .refine((code) => !isReservedSiteCode(code), 'validation.siteCodeReserved');

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A site as the management screens see it: every column the worker reads, plus its state. */
export const ManagedSiteSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The languages beside the Hebrew name and location, as workers read them. */
  nameTranslations: TranslationsSchema,
  location: z.string(),
  locationTranslations: TranslationsSchema,
  isActive: z.boolean(),
  headerTitle: LocalizedTextSchema,
  headerMessage: LocalizedTextSchema,
  headerColor: z.string(),
  safetyRegulations: LocalizedTextSchema,
  hasSafetyVideo: z.boolean(),
  videoUrl: z.string(),
});
export type ManagedSite = z.infer<typeof ManagedSiteSchema>;

export const ManagedSiteListSchema = z.object({ sites: z.array(ManagedSiteSchema) });
export type ManagedSiteList = z.infer<typeof ManagedSiteListSchema>;

export const SiteListQuerySchema = companyQuerySchema;

/** POST /api/sites (admins): a new site of the caller's company. */
export const SiteCreateBodySchema = z.object({
  code: siteCode,
  name: requiredText(120),
  location: optionalText(200),
  /** Only the super admin names the company; for everybody else it comes from the session. */
  companyId: z.number().int().positive().optional(),
});
export type SiteCreateBody = z.input<typeof SiteCreateBodySchema>;

/** PATCH /api/sites/{id} (admins): the site's identity and whether it takes entries. */
export const SiteUpdateBodySchema = z
  .object({
    code: siteCode,
    name: requiredText(120),
    location: z.string().trim().max(200, 'validation.textTooLong'),
    isActive: z.boolean(),
  })
  .partial();
export type SiteUpdateBody = z.infer<typeof SiteUpdateBodySchema>;

/** PUT /api/sites/{id}/page-settings: what the worker's entry page shows above the form. */
export const PageSettingsBodySchema = z
  .object({
    headerTitle: localizedTextSchema({ max: 120, required: false }),
    headerMessage: localizedTextSchema({ max: 500, required: false }),
    headerColor: z
      .string()
      .trim()
      .refine((v) => v === '' || HEX_COLOR_PATTERN.test(v), 'validation.color')
      .default(''),
    safetyRegulations: localizedTextSchema({ max: 10_000, required: false }),
    /** The site's name and location in the other languages; the Hebrew is the site's own. */
    nameTranslations: translationsSchema(120).default({}),
    locationTranslations: translationsSchema(200).default({}),
    hasSafetyVideo: z.boolean(),
    videoUrl: mediaLinkSchema.default(''),
  })
  .refine((b) => !b.hasSafetyVideo || b.videoUrl !== '', {
    message: 'validation.videoRequired',
    path: ['videoUrl'],
  });
export type PageSettingsBody = z.input<typeof PageSettingsBodySchema>;
