import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { isoDaySchema, optionalEmail, optionalText, requiredText } from './manage-common.schemas';

/** A lead's place in the sales pipeline. */
export const CONTACT_STATUSES = ['new', 'contacted', 'demo', 'won', 'lost'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/** Still being worked on: the portfolio and the agents' lists count these. */
export const OPEN_LEAD_STATUSES: readonly ContactStatus[] = ['new', 'contacted', 'demo'];

/**
 * What the person asked for: a marketing page's question, or an account (/auth/register), which
 * the platform's admins open by hand since there is no self-service sign-up.
 */
export const CONTACT_KINDS = ['inquiry', 'registration'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** POST /api/contact-requests: a marketing page's contact form, or the account request form. */
export const ContactRequestBodySchema = z
  .object({
    kind: z.enum(CONTACT_KINDS).default('inquiry'),
    name: requiredText(120),
    phone: optionalText(40),
    email: optionalEmail,
    companyName: optionalText(120),
    message: optionalText(2000),
    /** Which page sent it, e.g. /scaffolding-tracking. */
    source: optionalText(200),
    /** A field people never see: a robot that fills every input gives itself away. */
    website: z.string().max(200).optional(),
  })
  .refine((b) => b.phone !== '' || b.email !== '', {
    message: 'validation.phoneOrEmail',
    path: ['phone'],
  })
  .refine((b) => b.kind !== 'registration' || b.companyName !== '', {
    message: 'validation.valueRequired',
    path: ['companyName'],
  });
export type ContactRequestBody = z.input<typeof ContactRequestBodySchema>;

export const ContactRequestCreatedSchema = z.object({ success: z.literal(true) });

const statusSchema = z.enum(CONTACT_STATUSES, { message: 'validation.leadStatus' });

export const ContactRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTACT_KINDS),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  companyName: z.string(),
  message: z.string(),
  source: z.string(),
  status: z.enum(CONTACT_STATUSES),
  note: z.string(),
  followUpOn: z.string().nullable(),
  assignedAgent: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** The company opened from this lead. */
  companyId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactRequestListSchema = z.object({ items: z.array(ContactRequestSchema) });
export type ContactRequestList = z.infer<typeof ContactRequestListSchema>;

export const LeadNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});

/** One lead with its running notes. */
export const LeadDetailsSchema = ContactRequestSchema.extend({ notes: z.array(LeadNoteSchema) });
export type LeadDetails = z.infer<typeof LeadDetailsSchema>;

export const ContactRequestListQuerySchema = z.object({
  status: statusSchema.optional(),
});

/** The CSV download is a plain link: ?lang= names the language of its headings. */
export const LeadExportQuerySchema = ContactRequestListQuerySchema.extend({
  lang: z.enum(LANGUAGES).optional(),
});

export const ContactRequestUpdateBodySchema = z
  .object({
    status: statusSchema,
    note: z.string().trim().max(2000, 'validation.textTooLong'),
    followUpOn: isoDaySchema.nullable(),
  })
  .partial();
export type ContactRequestUpdateBody = z.infer<typeof ContactRequestUpdateBodySchema>;

export const LeadNoteBodySchema = z.object({ body: requiredText(2000) });

/** PUT /api/contact-requests/{id}/agent: the sales agent who follows the lead, or nobody. */
export const LeadAgentBodySchema = z.object({ agentId: z.number().int().positive().nullable() });
export type LeadAgentBody = z.infer<typeof LeadAgentBodySchema>;
