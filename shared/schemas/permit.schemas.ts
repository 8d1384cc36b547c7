import { z } from 'zod';
import { WORK_AT_HEIGHT_DOMAINS } from '../certificates/certificate-rules';
import { LANGUAGES } from '../i18n/languages';
import { PERMIT_CHECKS } from '../permits/permit-checks';
import { PERMIT_ACTIONS, PERMIT_REASON_MAX, PERMIT_STATES } from '../permits/permit-lifecycle';
import { PRE_START_CHECKLIST } from '../permits/pre-start-checklist';
import { isoDaySchema, optionalText, requiredText } from './manage-common.schemas';

const serialId = z.coerce.number().int().positive().max(2_147_483_647);
const instant = z.string().datetime({ offset: true, message: 'validation.dateTime' });
const reason = z
  .string()
  .trim()
  .min(1, 'validation.reasonRequired')
  .max(PERMIT_REASON_MAX, 'validation.textTooLong');

export const PermitParamsSchema = z.object({ id: serialId });
export const JoinParamsSchema = z.object({ token: z.string().regex(/^[a-f0-9]{32}$/) });

export const CreatePermitBodySchema = z.object({
  siteId: serialId,
  kind: z.literal('work_at_height').default('work_at_height'),
  location: requiredText(200),
  task: requiredText(1000),
  hazards: optionalText(2000),
  domain: z.enum(WORK_AT_HEIGHT_DOMAINS),
  equipmentId: serialId.nullable().default(null),
  plannedStart: instant,
  plannedEnd: instant,
  workManagerUserId: serialId,
  groundAttendantName: optionalText(120),
  isNight: z.boolean().default(false),
  isWindy: z.boolean().default(false),
  writtenInstructions: optionalText(4000),
  /** A document uploaded through POST /api/permits/files, as the instructions or beside them. */
  instructionsFileId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,64}$/)
    .nullable()
    .default(null),
});
export type CreatePermitBody = z.infer<typeof CreatePermitBodySchema>;

export const PermitFileSchema = z.object({ id: z.string() });

/** A move's body: a reason where the move needs one; the checklist and signature to start. */
export const MoveBodySchema = z.object({
  reason: z.string().trim().max(PERMIT_REASON_MAX, 'validation.textTooLong').default(''),
  checklist: z.array(z.enum(PRE_START_CHECKLIST)).max(PRE_START_CHECKLIST.length).default([]),
  signatureName: optionalText(120),
});
export type MoveBody = z.infer<typeof MoveBodySchema>;

/**
 * An extension: the new planned end, the end the manager saw (another's extension in between
 * answers 409 naming him), and why.
 */
export const ExtendBodySchema = z.object({ plannedEnd: instant, currentEnd: instant, reason });
export type ExtendBody = z.infer<typeof ExtendBodySchema>;

export const OverrideBodySchema = z.object({ check: z.enum(PERMIT_CHECKS), reason });

export const CheckResultSchema = z.object({
  check: z.enum(PERMIT_CHECKS),
  passed: z.boolean(),
  workers: z.array(z.string()),
  override: z
    .object({
      check: z.enum(PERMIT_CHECKS),
      reason: z.string(),
      byName: z.string(),
      at: z.string(),
    })
    .nullable(),
});

export const PermitWorkerSchema = z.object({
  entryRequestId: z.string(),
  name: z.string(),
  company: z.string(),
  joinedAt: z.string(),
  signedOutAt: z.string().nullable(),
  /** The image he signed with (GET /api/files/{id}); null for a typed name or once erased. */
  signatureFileId: z.string().nullable(),
});

export const PermitSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  kind: z.string(),
  location: z.string(),
  task: z.string(),
  hazards: z.string(),
  domain: z.enum(WORK_AT_HEIGHT_DOMAINS),
  equipment: z
    .object({ id: z.number().int(), number: z.string(), label: z.string(), kind: z.string() })
    .nullable(),
  plannedStart: z.string(),
  plannedEnd: z.string(),
  workManager: z.object({ id: z.number().int(), name: z.string() }),
  groundAttendantName: z.string(),
  isNight: z.boolean(),
  isWindy: z.boolean(),
  writtenInstructions: z.string(),
  /** Opened at GET /api/media/{id}. */
  instructionsFileId: z.string().nullable(),
  state: z.enum(PERMIT_STATES),
  checks: z.array(CheckResultSchema),
  checkedAt: z.string().nullable(),
  workers: z.array(PermitWorkerSchema),
  joinToken: z.string(),
  changedAt: z.string(),
  changedByName: z.string().nullable(),
});
export type Permit = z.infer<typeof PermitSchema>;

export const BoardQuerySchema = z.object({ siteId: serialId });
/**
 * A worker as the board's card lists him. When he joined and the image he signed with are the
 * register's; a busy day's 2,000 workers made them a quarter of the board's answer.
 */
export const BoardWorkerSchema = PermitWorkerSchema.pick({
  entryRequestId: true,
  name: true,
  company: true,
  signedOutAt: true,
});
export const BoardPermitSchema = PermitSchema.extend({ workers: z.array(BoardWorkerSchema) });
export type BoardPermit = z.infer<typeof BoardPermitSchema>;
export const BoardSchema = z.object({ day: z.string(), permits: z.array(BoardPermitSchema) });
export type Board = z.infer<typeof BoardSchema>;

export const WorkManagersQuerySchema = z.object({ siteId: serialId });
/** The site's staff who may be named a permit's work manager. */
export const WorkManagersSchema = z.object({
  workManagers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type WorkManagers = z.infer<typeof WorkManagersSchema>;

export const PermitCountsSchema = z.object({ live: z.number().int(), suspended: z.number().int() });
export type PermitCounts = z.infer<typeof PermitCountsSchema>;

export const RegisterQuerySchema = z.object({
  siteId: serialId,
  from: isoDaySchema,
  to: isoDaySchema,
  lang: z.enum(LANGUAGES).optional(),
});

/**
 * A page of the register: its first, or the one after the permit `cursor` names (the
 * `nextCursor` of the page before).
 */
export const RegisterPageQuerySchema = RegisterQuerySchema.extend({
  cursor: serialId.optional(),
});

export const RegisterTransitionSchema = z.object({
  action: z.enum(PERMIT_ACTIONS),
  fromState: z.enum(PERMIT_STATES).nullable(),
  toState: z.enum(PERMIT_STATES),
  at: z.string(),
  byName: z.string().nullable(),
  reason: z.string(),
  failedChecks: z.array(z.enum(PERMIT_CHECKS)),
});
export const RegisterPermitSchema = PermitSchema.omit({ joinToken: true }).extend({
  transitions: z.array(RegisterTransitionSchema),
});
export const PermitRegisterSchema = z.object({
  siteName: z.string(),
  companyName: z.string(),
  from: z.string(),
  to: z.string(),
  permits: z.array(RegisterPermitSchema),
  /** The `cursor` of the page after this one; null on the last page of the range. */
  nextCursor: z.number().int().nullable(),
});
export type PermitRegister = z.infer<typeof PermitRegisterSchema>;

/** The worker names himself by his entry request's unguessable id, as his waiting page does. */
export const WorkerQuerySchema = z.object({
  entryId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  lang: z.enum(LANGUAGES).optional(),
});
/**
 * The text parts of a worker's join (multipart, beside his drawn signature in file_signature):
 * the typed name is his signature when he sends no drawing.
 */
export const JoinBodySchema = z.object({
  entryId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  signatureName: optionalText(120),
  language: z.enum(LANGUAGES),
});
export type JoinBody = z.infer<typeof JoinBodySchema>;

/** A permit as a worker on the site reads it, in his language where the texts are the product's. */
export const WorkerPermitSchema = z.object({
  id: z.number().int(),
  joinToken: z.string(),
  siteName: z.string(),
  location: z.string(),
  task: z.string(),
  hazards: z.string(),
  domain: z.enum(WORK_AT_HEIGHT_DOMAINS),
  isNight: z.boolean(),
  isWindy: z.boolean(),
  writtenInstructions: z.string(),
  instructionsFileId: z.string().nullable(),
  groundAttendantName: z.string(),
  plannedEnd: z.string(),
  state: z.enum(PERMIT_STATES),
  hasJoined: z.boolean(),
});
export type WorkerPermit = z.infer<typeof WorkerPermitSchema>;
export const WorkerPermitsSchema = z.object({ permits: z.array(WorkerPermitSchema) });
