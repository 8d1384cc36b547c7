import { z } from 'zod';
import { optionalText, requiredText } from './manage-common.schemas';

/** What a neighbour, supplier or visitor writes to a site about. */
export const SITE_INQUIRY_KINDS = ['complaint', 'delivery', 'lost_item', 'other'] as const;
export type SiteInquiryKind = (typeof SITE_INQUIRY_KINDS)[number];

/** Where the site's staff are with it. */
export const SITE_INQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type SiteInquiryStatus = (typeof SITE_INQUIRY_STATUSES)[number];

export const SiteCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(60) });

/** POST /api/sites/code/:code/inquiries: the public "contact the site" form. */
export const SiteInquiryBodySchema = z.object({
  kind: z.enum(SITE_INQUIRY_KINDS, { message: 'validation.chooseFromList' }),
  name: optionalText(120),
  /** A phone or an e-mail address, so the staff can answer; optional. */
  contact: optionalText(200),
  message: requiredText(2000),
  /** A field people never see: a robot that fills every input gives itself away. */
  website: z.string().max(200).optional(),
});
export type SiteInquiryBody = z.input<typeof SiteInquiryBodySchema>;

export const SiteInquiryCreatedSchema = z.object({ success: z.literal(true) });

export const SiteInquirySchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  kind: z.enum(SITE_INQUIRY_KINDS),
  name: z.string(),
  contact: z.string(),
  message: z.string(),
  status: z.enum(SITE_INQUIRY_STATUSES),
  note: z.string(),
  handledBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SiteInquiry = z.infer<typeof SiteInquirySchema>;

export const SiteInquiryListSchema = z.object({ inquiries: z.array(SiteInquirySchema) });

export const SiteInquiryListQuerySchema = z.object({
  status: z.enum(SITE_INQUIRY_STATUSES, { message: 'validation.chooseFromList' }).optional(),
});

/** PATCH /api/site-inquiries/:id: the staff move it on and keep notes. */
export const SiteInquiryUpdateBodySchema = z
  .object({
    status: z.enum(SITE_INQUIRY_STATUSES, { message: 'validation.chooseFromList' }).optional(),
    note: z.string().trim().max(4000, 'validation.textTooLong').optional(),
  })
  .refine((b) => b.status !== undefined || b.note !== undefined, {
    message: 'validation.valueRequired',
    path: ['status'],
  });
export type SiteInquiryUpdateBody = z.infer<typeof SiteInquiryUpdateBodySchema>;
