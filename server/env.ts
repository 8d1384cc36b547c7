import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BRAND } from '@shared/routing/site-paths';
import type { S3BlobStoreOptions } from './lib/blob-store/s3-blob-store';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const positiveInt = z.coerce.number().int().positive();

/** Environment variables (README, Configuration), each with a safe default where one exists. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: z.url().optional(),
    TRUST_PROXY: booleanFlag.default(false),
    MAIN_ACCOUNT_USERNAMES: commaList.default([]),
    ADMIN_USERNAME: z.string().trim().min(3).max(100).default('admin'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO: booleanFlag.optional(),
    DEMO_PASSWORD: z.string().min(6, 'must be at least 6 characters').default('demo1234'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    MAX_FILE_BYTES: positiveInt.default(10 * 1024 * 1024),
    MAX_REQUEST_BYTES: positiveInt.default(30 * 1024 * 1024),
    MAX_FILES_PER_REQUEST: positiveInt.default(12),
    // Per address: a crew of 300 behind one gate Wi-Fi or carrier address submits within minutes.
    RATE_LIMIT_SUBMISSIONS: positiveInt.default(400),
    RATE_LIMIT_SUBMISSIONS_WINDOW_SECONDS: positiveInt.default(600),
    // Per phone: a worker sends once and may retry; a foreman filling in for his crew needs more
    // than 30 s a form. Per site: twice a rush of 300 workers at one gate.
    RATE_LIMIT_SUBMISSIONS_PER_DEVICE: positiveInt.default(20),
    RATE_LIMIT_SUBMISSIONS_PER_SITE: positiveInt.default(600),
    RATE_LIMIT_STATUS_READS: positiveInt.default(120),
    RATE_LIMIT_STATUS_READS_WINDOW_SECONDS: positiveInt.default(60),
    // A page sends one beacon and a worker's entry a few, but many phones share an address.
    RATE_LIMIT_VISIT_BEACONS: positiveInt.default(120),
    CLIENT_DIST_DIR: z.string().min(1).default('dist/client'),
    WS_MAX_PER_ADDRESS: positiveInt.default(1000),
    WS_MAX_MESSAGES_PER_MINUTE: positiveInt.default(60),
    // A worker's submission (photos scaled on the phone, 1-2 MB) arrives in seconds even at
    // 1 Mbit/s; a manager's 50 MB safety video needs about 4 Mbit/s to arrive within it.
    REQUEST_TIMEOUT_SECONDS: positiveInt.default(120),
    // Above WS_MAX_PER_ADDRESS: a site's rush behind one address holds sockets and requests.
    MAX_CONNECTIONS_PER_ADDRESS: positiveInt.default(1500),
    // Each scrypt takes 128 MiB and most of a core for a third of a second.
    PASSWORD_HASH_CONCURRENCY: positiveInt.max(64).default(2),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_TIMEOUT_SECONDS: positiveInt.default(10),
    BRAND: z
      .string()
      .regex(/^[a-z0-9]+$/, 'must be lower-case letters and digits')
      .default(DEFAULT_BRAND),
    // Both or neither: loadConfig refuses one without the other.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 key')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
    ALLOW_PRIVATE_NETWORK_TARGETS: booleanFlag.default(false),
    // Without SMTP_HOST the escalation e-mails are off (loadConfig wants SMTP_FROM beside it).
    SMTP_HOST: z.string().trim().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: booleanFlag.default(false),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    SMTP_FROM: z.string().trim().min(3).max(200).optional(),
    ACCESSIBILITY_CONTACT_NAME: z.string().trim().min(2).max(100).optional(),
    ACCESSIBILITY_CONTACT_EMAIL: z.email('must be an email address').optional(),
    ACCESSIBILITY_CONTACT_PHONE: z
      .string()
      .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'must be a phone number: digits, spaces and hyphens')
      .optional(),
  })
  .superRefine((e, context) => {
    // The statement names a person and a way to reach him, or nobody.
    const reachable = e.ACCESSIBILITY_CONTACT_EMAIL ?? e.ACCESSIBILITY_CONTACT_PHONE;
    if (e.ACCESSIBILITY_CONTACT_NAME && !reachable) {
      context.addIssue({
        code: 'custom',
        path: ['ACCESSIBILITY_CONTACT_EMAIL'],
        message:
          'ACCESSIBILITY_CONTACT_NAME needs an email or ACCESSIBILITY_CONTACT_PHONE beside it',
      });
    }
    if (reachable && !e.ACCESSIBILITY_CONTACT_NAME) {
      context.addIssue({
        code: 'custom',
        path: ['ACCESSIBILITY_CONTACT_NAME'],
        message: 'names the person the accessibility email or phone reaches',
      });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** null: the embedded PGlite database in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  publicUrl: string | null;
  trustProxy: boolean;
  mainAccountUsernames: string[];
  admin: { username: string; password: string | null };
  seedDemo: boolean;
  demoPassword: string;
  logLevel: string;
  uploads: { maxFileBytes: number; maxRequestBytes: number; maxFiles: number };
  /** Per client address, for the anonymous worker calls. */
  rateLimits: {
    submissions: { max: number; windowMs: number };
    statusReads: { max: number; windowMs: number };
  };
  /** Visit beacons per client address and minute. */
  visitBeaconsPerMinute: number;
  /**
   * The worker submissions' limits besides the per-address one, over the same window: per device
   * (its cookie) and per site, both counted on this instance only.
   */
  submissionLimits: {
    perDevice: { max: number; windowMs: number };
    perSite: { max: number; windowMs: number };
  };
  /** /ws: open sockets per client address, and messages per socket and minute. */
  websocket: { maxPerAddress: number; maxMessagesPerMinute: number };
  /**
   * The time a client has to send a whole request, head and body, and the open connections one
   * client address may hold on this instance (not counted behind a proxy: TRUST_PROXY).
   */
  connections: { requestTimeoutMs: number; maxPerAddress: number };
  /** Password hashes (scrypt) running at once in this process, the callers served in turn. */
  passwordHashConcurrency: number;
  /** The bearer token /metrics asks for; null: /metrics is not served. */
  metricsToken: string | null;
  /** Where the built client is; null serves no client (API-only tests). */
  clientDistDir: string | null;
  /** The provider's brand in the brand-prefixed landing paths (/{brand}-systems...). */
  brand: string;
  /** Where uploaded images go: files under a folder, or an S3-compatible bucket. */
  blobStore: { kind: 'files'; dir: string } | ({ kind: 's3' } & S3BlobStoreOptions);
  /** Web Push: the configured VAPID pair (null: kept in dataDir) and the contact it names. */
  push: { vapidKeys: { publicKey: string; privateKey: string } | null; subject: string };
  /**
   * Outgoing calls to webhook endpoints and push services: whether loopback, private and
   * link-local addresses are allowed (tests; never in production).
   */
  allowPrivateNetworkTargets: boolean;
  /** The outbox and webhook queues: how often they look for work they were not woken for. */
  outbox: { pollMs: number; webhookRetryBaseMs: number };
  /** Outgoing e-mail through SMTP; null: e-mail is off. */
  smtp: SmtpConfig | null;
  /** How often each instance looks for requests waiting too long and e-mails to send. */
  escalation: { everyMs: number; emailRetryBaseMs: number };
  /** Whom the accessibility statement names; null: it points to the contact form instead. */
  accessibilityContact: AccessibilityContact | null;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
  from: string;
}

export interface AccessibilityContact {
  name: string;
  email: string | null;
  phone: string | null;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY: goes with VAPID_PRIVATE_KEY; set both or neither',
    );
  }
  if (e.SMTP_HOST && !e.SMTP_FROM) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_FROM: the sender address SMTP_HOST sends as',
    );
  }
  if (Boolean(e.SMTP_USER) !== Boolean(e.SMTP_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_USER: goes with SMTP_PASSWORD; set both or neither',
    );
  }
  // Every /ws socket is a connection too: a cap at or below theirs would refuse the requests.
  if (e.MAX_CONNECTIONS_PER_ADDRESS <= e.WS_MAX_PER_ADDRESS) {
    throw new ConfigError(
      'Invalid configuration:\n  MAX_CONNECTIONS_PER_ADDRESS: must be above WS_MAX_PER_ADDRESS',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    trustProxy: e.TRUST_PROXY,
    mainAccountUsernames: e.MAIN_ACCOUNT_USERNAMES,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD ?? null },
    // Demo data is on by default only with the embedded database (the README's configuration table).
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    uploads: {
      maxFileBytes: e.MAX_FILE_BYTES,
      maxRequestBytes: e.MAX_REQUEST_BYTES,
      maxFiles: e.MAX_FILES_PER_REQUEST,
    },
    rateLimits: {
      submissions: {
        max: e.RATE_LIMIT_SUBMISSIONS,
        windowMs: e.RATE_LIMIT_SUBMISSIONS_WINDOW_SECONDS * 1000,
      },
      statusReads: {
        max: e.RATE_LIMIT_STATUS_READS,
        windowMs: e.RATE_LIMIT_STATUS_READS_WINDOW_SECONDS * 1000,
      },
    },
    visitBeaconsPerMinute: e.RATE_LIMIT_VISIT_BEACONS,
    submissionLimits: {
      perDevice: {
        max: e.RATE_LIMIT_SUBMISSIONS_PER_DEVICE,
        windowMs: e.RATE_LIMIT_SUBMISSIONS_WINDOW_SECONDS * 1000,
      },
      perSite: {
        max: e.RATE_LIMIT_SUBMISSIONS_PER_SITE,
        windowMs: e.RATE_LIMIT_SUBMISSIONS_WINDOW_SECONDS * 1000,
      },
    },
    websocket: {
      maxPerAddress: e.WS_MAX_PER_ADDRESS,
      maxMessagesPerMinute: e.WS_MAX_MESSAGES_PER_MINUTE,
    },
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      maxPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    },
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    metricsToken: e.METRICS_TOKEN ?? null,
    clientDistDir: path.resolve(e.CLIENT_DIST_DIR),
    brand: e.BRAND,
    blobStore: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          // S3-compatible services want the bucket in the path; AWS takes either.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          timeoutMs: e.S3_TIMEOUT_SECONDS * 1000,
        }
      : { kind: 'files', dir: path.join(path.resolve(e.DATA_DIR), 'blobs') },
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject:
        e.VAPID_SUBJECT ??
        (e.PUBLIC_URL?.startsWith('https://')
          ? new URL(e.PUBLIC_URL).origin
          : 'mailto:operator@localhost'),
    },
    allowPrivateNetworkTargets: e.ALLOW_PRIVATE_NETWORK_TARGETS,
    outbox: { pollMs: 10_000, webhookRetryBaseMs: 60_000 },
    smtp:
      e.SMTP_HOST && e.SMTP_FROM
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            secure: e.SMTP_SECURE,
            auth:
              e.SMTP_USER && e.SMTP_PASSWORD ? { user: e.SMTP_USER, pass: e.SMTP_PASSWORD } : null,
            from: e.SMTP_FROM,
          }
        : null,
    escalation: { everyMs: 30_000, emailRetryBaseMs: 60_000 },
    accessibilityContact: e.ACCESSIBILITY_CONTACT_NAME
      ? {
          name: e.ACCESSIBILITY_CONTACT_NAME,
          email: e.ACCESSIBILITY_CONTACT_EMAIL ?? null,
          phone: e.ACCESSIBILITY_CONTACT_PHONE ?? null,
        }
      : null,
  };
}
