import { z } from 'zod';
import { COMPANY_TYPES } from '../constants';
import { optionalEmail, optionalText, requiredText } from './manage-common.schemas';

/** The company's details as its admin edits them. */
export const CompanyDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(COMPANY_TYPES),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  logoFileId: z.string().nullable(),
  /** /api/media/{id} of the logo, or null. */
  logoUrl: z.string().nullable(),
  status: z.enum(['active', 'suspended']),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

export const CompanyDetailsBodySchema = z.object({
  name: requiredText(120),
  type: z.enum(COMPANY_TYPES),
  contactPerson: optionalText(120),
  phone: optionalText(40),
  email: optionalEmail,
  address: optionalText(300),
  /** A logo uploaded through POST /api/media?kind=logo, or null to remove it. */
  logoFileId: z.string().max(64).nullable(),
});
export type CompanyDetailsBody = z.input<typeof CompanyDetailsBodySchema>;
