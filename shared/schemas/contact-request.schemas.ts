import { z } from 'zod';
import type { Role } from '../constants';
import { optionalEmail, optionalText, requiredText } from './manage-common.schemas';

export const CONTACT_STATUSES = ['new', 'in_progress', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * What the person asked for: a marketing page's question, or an account (/auth/register), which
 * the platform's admins open by hand since there is no self-service sign-up.
 */
export const CONTACT_KINDS = ['inquiry', 'registration'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * Inquiries are leads of the platform itself and belong to no company, so only the platform's
 * own roles read them (docs/decisions/007-customer-inquiries-belong-to-the-platform.md). The
 * server's guard and the manager menu both read this list.
 */
export const CONTACT_REQUEST_READERS: readonly Role[] = ['super_admin', 'admin'];

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactRequestListSchema = z.object({ items: z.array(ContactRequestSchema) });
export type ContactRequestList = z.infer<typeof ContactRequestListSchema>;

export const ContactRequestListQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
});

export const ContactRequestUpdateBodySchema = z
  .object({
    status: z.enum(CONTACT_STATUSES),
    note: z.string().trim().max(2000, 'validation.textTooLong'),
  })
  .partial();
export type ContactRequestUpdateBody = z.infer<typeof ContactRequestUpdateBodySchema>;
