import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from './manage-common.schemas';

export const CONTACT_STATUSES = ['new', 'in_progress', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** POST /api/contact-requests: a marketing page's contact form. */
export const ContactRequestBodySchema = z
  .object({
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
  });
export type ContactRequestBody = z.input<typeof ContactRequestBodySchema>;

export const ContactRequestCreatedSchema = z.object({ success: z.literal(true) });

export const ContactRequestSchema = z.object({
  id: z.number().int(),
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
