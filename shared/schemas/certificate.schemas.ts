import { z } from 'zod';

/** GET /api/certificates/mine?siteId=: the site the worker is about to enter. */
export const MyCertificatesQuerySchema = z.object({ siteId: z.coerce.number().int().positive() });

/** A certificate this phone's worker has kept at the company, offered again on the form. */
export const KeptCertificateSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindLabel: z.string(),
  domains: z.array(z.string()),
  number: z.string(),
  expiresOn: z.string(),
  isVerified: z.boolean(),
});
export type KeptCertificateItem = z.infer<typeof KeptCertificateSchema>;

export const MyCertificatesSchema = z.object({ certificates: z.array(KeptCertificateSchema) });
export type MyCertificates = z.infer<typeof MyCertificatesSchema>;

/** GET /api/certificates: the staff list, filtered by site and employer (subcontractor). */
export const CertificateListQuerySchema = z.object({
  siteId: z.coerce.number().int().positive().optional(),
  employer: z.string().trim().max(200).optional(),
});
export type CertificateListQuery = z.infer<typeof CertificateListQuerySchema>;

export const CertificateItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindLabel: z.string(),
  domains: z.array(z.string()),
  number: z.string(),
  issuedOn: z.string(),
  expiresOn: z.string(),
  instructorRegistration: z.string(),
  dateOfBirth: z.string(),
  /** The card's photo, while the request that brought it keeps its images. */
  photoFileId: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  verifiedByName: z.string().nullable(),
  workerName: z.string(),
  employer: z.string(),
  siteId: z.number().int(),
  siteName: z.string(),
  entryRequestId: z.string(),
  requestNumber: z.number().int(),
  /** Expired, ending within the warning period, or neither. */
  expiry: z.enum(['valid', 'expiring', 'expired']),
});
export type CertificateItem = z.infer<typeof CertificateItemSchema>;

export const CertificateListSchema = z.object({
  /** Awaiting a manager's verification, then expiring and expired, soonest first. */
  items: z.array(CertificateItemSchema),
  /** The employers on the list, for the filter. */
  employers: z.array(z.string()),
  /** The last day counted as expiring. */
  warnUntil: z.string(),
});
export type CertificateList = z.infer<typeof CertificateListSchema>;

export const CertificateParamsSchema = z.object({ id: z.coerce.number().int().positive() });
