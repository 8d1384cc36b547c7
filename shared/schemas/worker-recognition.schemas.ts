import { z } from 'zod';
import { REQUEST_STATUSES } from '../entry-request/lifecycle';

/** GET and DELETE /api/worker-recognition/me?siteId=: the site the worker is about to enter. */
export const RecognitionQuerySchema = z.object({ siteId: z.coerce.number().int().positive() });

/**
 * What a remembered phone is offered on this site's form: the worker's details from his last
 * approved request at the site's company, and his last selfie and signature as data URLs when
 * the site lets them be reused. An unknown, foreign or revoked token reads as not recognised.
 */
export const RecognitionSchema = z.discriminatedUnion('isRecognized', [
  z.object({ isRecognized: z.literal(false) }),
  z.object({
    isRecognized: z.literal(true),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    company: z.string(),
    language: z.string(),
    selfie: z.string().nullable(),
    signature: z.string().nullable(),
    /** The site asks for a new selfie on every visit. */
    requiresFreshPhoto: z.boolean(),
    lastApprovedAt: z.string(),
    rememberedSince: z.string(),
  }),
]);
export type Recognition = z.infer<typeof RecognitionSchema>;

/** GET /api/worker-recognition/workers?phone=: a worker of the caller's company, by phone. */
export const WorkerPhoneQuerySchema = z.object({
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((phone) => phone.replace(/\D/g, '').length >= 6, 'validation.workerPhone'),
});

export const WorkerVisitSchema = z.object({
  id: z.string(),
  requestNumber: z.number().int(),
  siteName: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  exitTime: z.string().nullable(),
  isPersonalDataErased: z.boolean(),
  /** Sent from a phone the company remembers. */
  isFromRememberedPhone: z.boolean(),
  /** The induction the request carried, done then or reused; null when it had none. */
  induction: z
    .object({
      completedAt: z.string(),
      /** Null: the site asks for it on every visit. */
      validUntil: z.string().nullable(),
      isReused: z.boolean(),
      isRevoked: z.boolean(),
    })
    .nullable(),
});

/**
 * A worker's visits to the company's sites with their inductions, newest first, and how many
 * phones remember him.
 */
export const WorkerHistorySchema = z.object({
  name: z.string(),
  visits: z.array(WorkerVisitSchema),
  rememberedPhones: z.number().int(),
});
export type WorkerHistory = z.infer<typeof WorkerHistorySchema>;

/**
 * POST /api/worker-recognition/workers/revoke: how many phones forgot him; and
 * POST /api/worker-recognition/workers/revoke-induction: how many of his inductions stopped.
 */
export const RevokeResultSchema = z.object({ revoked: z.number().int() });

/** GET and PUT /api/worker-recognition/sites/{siteId}: what the site lets a known worker reuse. */
export const SiteRecognitionSettingsSchema = z.object({
  /** A new selfie on every visit instead of the last one. */
  requiresFreshPhoto: z.boolean(),
  /** The last signature may be offered again. */
  allowsSignatureReuse: z.boolean(),
});
export type SiteRecognitionSettings = z.infer<typeof SiteRecognitionSettingsSchema>;

export const SiteParamsSchema = z.object({ siteId: z.coerce.number().int().positive() });

/**
 * GET and PUT /api/worker-recognition/company: the form field (by its id) whose answer a worker
 * on a new phone gives with his phone number; null: new phones are not recognised. Also what
 * the public GET /api/worker-recognition/new-phone?siteId= tells the site's form.
 */
export const CompanyRecognitionSettingsSchema = z.object({
  detailFieldId: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.fieldId')
    .nullable(),
});
export type CompanyRecognitionSettings = z.infer<typeof CompanyRecognitionSettingsSchema>;

/** POST /api/worker-recognition/new-phone?siteId=: the worker's phone number and his detail. */
export const NewPhoneClaimSchema = z.object({
  phone: WorkerPhoneQuerySchema.shape.phone,
  detail: z.string().trim().min(1, 'validation.valueRequired').max(100, 'validation.textTooLong'),
});
export type NewPhoneClaim = z.infer<typeof NewPhoneClaimSchema>;

/** The same answer for every failure: nothing says whether the phone number is known. */
export const NewPhoneResultSchema = z.object({ isRecognized: z.boolean() });
