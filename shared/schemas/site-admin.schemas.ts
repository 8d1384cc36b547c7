import { z } from 'zod';
import { SITE_CODE_PATTERN } from '../constants';
import { companyQuerySchema, optionalText, requiredText } from './manage-common.schemas';

/**
 * Top-level paths of the application: a site with one of these codes could never be reached at
 * /{code}, because the page of that name answers first.
 */
export const RESERVED_SITE_CODES: ReadonlySet<string> = new Set([
  'admin',
  'agent',
  'api',
  'assets',
  'auth',
  'blog',
  'contact',
  'entry',
  'form',
  'healthz',
  'language',
  'login',
  'manager',
  'marketing',
  'media',
  'metrics',
  'readyz',
  'rejection',
  'waiting',
  'worker',
]);

const siteCode = z
  .string()
  .trim()
  .regex(SITE_CODE_PATTERN, 'validation.siteCode')
  .max(40, 'validation.textTooLong')
  .refine((code) => !RESERVED_SITE_CODES.has(code.toLowerCase()), 'validation.siteCodeReserved');

/** A link a worker's page can play: https, or a path on this server (an uploaded file). */
export const VIDEO_URL_PATTERN = /^(https:\/\/\S+|\/[^\s/]\S*)$/;
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A site as the management screens see it: every column the worker reads, plus its state. */
export const ManagedSiteSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  location: z.string(),
  isActive: z.boolean(),
  headerTitle: z.string(),
  headerMessage: z.string(),
  headerColor: z.string(),
  safetyRegulations: z.string(),
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
    headerTitle: optionalText(120),
    headerMessage: optionalText(500),
    headerColor: z
      .string()
      .trim()
      .refine((v) => v === '' || HEX_COLOR_PATTERN.test(v), 'validation.color')
      .default(''),
    safetyRegulations: optionalText(10_000),
    hasSafetyVideo: z.boolean(),
    videoUrl: z
      .string()
      .trim()
      .max(2000, 'validation.textTooLong')
      .refine((v) => v === '' || VIDEO_URL_PATTERN.test(v), 'validation.link')
      .default(''),
  })
  .refine((b) => !b.hasSafetyVideo || b.videoUrl !== '', {
    message: 'validation.videoRequired',
    path: ['videoUrl'],
  });
export type PageSettingsBody = z.input<typeof PageSettingsBodySchema>;
