import { z } from 'zod';
import { REQUEST_STATUSES } from '../entry-request/lifecycle';
import { isValidPhone } from '../validation/value-checks';
import { isoDaySchema, optionalText, requiredText } from './manage-common.schemas';

/** The most workers any site may let one crew hold; each site sets its own limit below it. */
export const CREW_SIZE_CEILING = 50;
/** A site's limit until a manager sets one. */
export const DEFAULT_CREW_SIZE = 20;

/** The two images each worker of a crew sends: multipart parts `photo_<n>` and `signature_<n>`. */
export const CREW_IMAGE_KINDS = ['photo', 'signature'] as const;
export type CrewImageKind = (typeof CREW_IMAGE_KINDS)[number];

const phoneSchema = z
  .string()
  .trim()
  .max(30, 'validation.textTooLong')
  .refine(isValidPhone, 'validation.phoneFormat');

export const CrewWorkerSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  phone: phoneSchema,
});
export type CrewWorker = z.infer<typeof CrewWorkerSchema>;

/**
 * The `crew` part of POST /api/crews: what the workers share once, then each worker. The
 * site's own limit is checked by the server, the ceiling here.
 */
export const CrewSubmissionSchema = z.object({
  employer: requiredText(120),
  workStartDate: isoDaySchema,
  equipment: optionalText(200),
  workers: z.array(CrewWorkerSchema).min(1, 'validation.crewEmpty').max(CREW_SIZE_CEILING),
});
export type CrewSubmission = z.infer<typeof CrewSubmissionSchema>;

export const CrewSubmitResponseSchema = z.object({
  crewId: z.string(),
  /** Each worker's request, in the order the foreman entered them. */
  requests: z.array(z.object({ id: z.string(), requestNumber: z.number().int() })),
  message: z.string(),
});
export type CrewSubmitResponse = z.infer<typeof CrewSubmitResponseSchema>;

export const ForemanQuerySchema = z.object({ siteId: z.coerce.number().int().positive() });

/** GET /api/crews/foreman: whether this phone or pass may send a crew to the site, and as whom. */
export const ForemanStatusSchema = z.discriminatedUnion('isForeman', [
  z.object({ isForeman: z.literal(false) }),
  z.object({ isForeman: z.literal(true), name: z.string(), maxCrewSize: z.number().int() }),
]);
export type ForemanStatus = z.infer<typeof ForemanStatusSchema>;

export const CrewMemberSchema = z.object({
  entryRequestId: z.string(),
  requestNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  status: z.enum(REQUEST_STATUSES),
});

export const CrewSchema = z.object({
  id: z.string(),
  siteId: z.number().int(),
  foremanName: z.string(),
  foremanPhone: z.string(),
  /** A supervisor a manager named, rather than a worker the site recognised. */
  isNamedForeman: z.boolean(),
  employer: z.string(),
  workStartDate: z.string(),
  equipment: z.string(),
  createdAt: z.string(),
  members: z.array(CrewMemberSchema),
});
export type Crew = z.infer<typeof CrewSchema>;

/** The crews of a site that still have a worker waiting for a decision, oldest first. */
export const PendingCrewsSchema = z.object({ crews: z.array(CrewSchema) });
export type PendingCrews = z.infer<typeof PendingCrewsSchema>;

export const CrewSiteParamsSchema = z.object({ siteId: z.coerce.number().int().positive() });
export const CrewParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const CrewSettingsSchema = z.object({
  maxCrewSize: z
    .number()
    .int()
    .min(2, 'validation.crewSizeRange')
    .max(CREW_SIZE_CEILING, 'validation.crewSizeRange'),
});
export type CrewSettings = z.infer<typeof CrewSettingsSchema>;

export const ForemanBodySchema = z.object({ name: requiredText(120), phone: phoneSchema });
export type ForemanBody = z.infer<typeof ForemanBodySchema>;

export const ForemanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  createdAt: z.string(),
});
export type Foreman = z.infer<typeof ForemanSchema>;

/** A named foreman as created: the pass is shown this once and never stored. */
export const CreatedForemanSchema = ForemanSchema.extend({ pass: z.string() });
export type CreatedForeman = z.infer<typeof CreatedForemanSchema>;

export const CrewAdminSchema = CrewSettingsSchema.extend({ foremen: z.array(ForemanSchema) });
export type CrewAdmin = z.infer<typeof CrewAdminSchema>;

export const ForemanParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The header a named foreman's page sends his pass in (never the address, which gets logged). */
export const FOREMAN_PASS_HEADER = 'foreman-pass';
