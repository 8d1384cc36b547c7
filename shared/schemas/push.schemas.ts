import { z } from 'zod';
import { REQUEST_STATUSES } from '../entry-request/lifecycle';
import { LANGUAGES } from '../i18n/languages';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`),
      'validation.pushSubscription',
    );

/** POST /api/push/devices: the browser's PushSubscription, as its toJSON() gives it. */
export const PushSubscribeBodySchema = z.object({
  endpoint: z.url({ message: 'validation.pushSubscription' }).max(1000),
  keys: z.object({
    /** An uncompressed P-256 point: 65 bytes. */
    p256dh: base64url(65),
    /** The auth secret: 16 bytes. */
    auth: base64url(16),
  }),
  /** What the device list shows for it, from the browser's own description. */
  deviceLabel: z.string().trim().max(120).default(''),
  language: z.enum(LANGUAGES),
});
export type PushSubscribeBody = z.input<typeof PushSubscribeBodySchema>;

export const PushDeviceSchema = z.object({
  id: z.number().int(),
  deviceLabel: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

/** GET /api/push/devices: the caller's devices, and the key a browser subscribes with. */
export const PushDeviceListSchema = z.object({
  publicKey: z.string(),
  devices: z.array(PushDeviceSchema),
});
export type PushDeviceList = z.infer<typeof PushDeviceListSchema>;

export const PUSH_ACTIONS = ['approve', 'reject'] as const;
export type PushAction = (typeof PUSH_ACTIONS)[number];

/** POST /api/push/actions: a notification's button, pressed. */
export const PushActionBodySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'validation.pushActionToken'),
  action: z.enum(PUSH_ACTIONS),
});

export const PushActionResultSchema = z.object({
  entryId: z.string(),
  status: z.enum(REQUEST_STATUSES),
});

/**
 * What a user may be told of by push: a new entry request of his sites, one waiting too long
 * (escalation), an inspection overdue, a permit suspended or expired. Each is on until he
 * turns it off.
 */
export const PUSH_EVENT_KINDS = [
  'newRequest',
  'waiting',
  'inspectionOverdue',
  'permitLapsed',
] as const;
export type PushEventKind = (typeof PUSH_EVENT_KINDS)[number];

const kindFlags = Object.fromEntries(PUSH_EVENT_KINDS.map((kind) => [kind, z.boolean()])) as {
  [Kind in PushEventKind]: z.ZodBoolean;
};

/** GET and PUT /api/push/preferences: which events reach the caller's devices. */
export const PushPreferencesSchema = z.object(kindFlags);
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

/** PUT /api/push/preferences: the kinds to change; the others keep their setting. */
export const PushPreferencesBodySchema = PushPreferencesSchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  'validation.pushPreferences',
);
