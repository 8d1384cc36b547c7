import { z } from 'zod';
import { COMPANY_TYPES, ROLES } from '../constants';
import { LANGUAGES } from '../i18n/languages';
import { CompanyDetailsBodySchema } from './company-profile.schemas';
import { UserCreateBodySchema } from './user-admin.schemas';

/**
 * The platform administrator's calls under /api/admin (docs/access.md): companies,
 * one company's card, and the system's state.
 */

/** A company as the companies list shows it, with its counts. */
export const PlatformCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(COMPANY_TYPES),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  isActive: z.boolean(),
  siteCount: z.number().int(),
  userCount: z.number().int(),
  /** Entry requests created since the first of this month, in the company's time zone. */
  requestsThisMonth: z.number().int(),
  createdAt: z.string(),
});
export type PlatformCompany = z.infer<typeof PlatformCompanySchema>;

export const PlatformCompanyListSchema = z.object({ companies: z.array(PlatformCompanySchema) });
export type PlatformCompanyList = z.infer<typeof PlatformCompanyListSchema>;

/** ?q= matches the name, contact person, phone or email. */
export const CompanyListQuerySchema = z.object({
  q: z.string().trim().max(100, 'validation.textTooLong').optional(),
});

/** The CSV download is a plain link, so ?lang= carries the page's language for its headings. */
export const CompanyExportQuerySchema = CompanyListQuerySchema.extend({
  lang: z.enum(LANGUAGES).optional(),
});

/** The company's own details, as its admin edits them on the company profile, less the logo. */
export const PlatformCompanyBodySchema = CompanyDetailsBodySchema.omit({ logoFileId: true });
export type PlatformCompanyBody = z.input<typeof PlatformCompanyBodySchema>;

/** The first admin of a new company: the user-management rules for username and password. */
export const FirstAdminBodySchema = UserCreateBodySchema.pick({
  username: true,
  password: true,
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
});

/** POST /api/admin/companies: a company and its first admin user, created together. */
export const CompanyCreateBodySchema = z.object({
  company: PlatformCompanyBodySchema,
  admin: FirstAdminBodySchema,
});
export type CompanyCreateBody = z.input<typeof CompanyCreateBodySchema>;

/** PUT /api/admin/companies/{id}/status: deactivate (its users cannot sign in) or reactivate. */
export const CompanyStatusBodySchema = z.object({ isActive: z.boolean() });

export const CompanyCardSiteSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  location: z.string(),
  isActive: z.boolean(),
});

export const CompanyCardUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
});

/** Entry requests of the company, counted by the days of its own time zone. */
export const CompanyActivitySchema = z.object({
  today: z.number().int(),
  last7Days: z.number().int(),
  last30Days: z.number().int(),
  pendingNow: z.number().int(),
  lastRequestAt: z.string().nullable(),
});

/** GET /api/admin/companies/{id}: the company's card. */
export const CompanyCardSchema = z.object({
  company: PlatformCompanySchema,
  sites: z.array(CompanyCardSiteSchema),
  users: z.array(CompanyCardUserSchema),
  activity: CompanyActivitySchema,
});
export type CompanyCard = z.infer<typeof CompanyCardSchema>;

/** GET /api/admin/system: what the server already measures for /readyz and /metrics. */
export const SystemStatusSchema = z.object({
  version: z.string(),
  nodeVersion: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    isReachable: z.boolean(),
    /** How long the readiness ping took; null when the database did not answer. */
    pingMs: z.number().nullable(),
  }),
  /** Open WebSocket connections of this instance, by audience (staff, worker). */
  websocketConnections: z.array(z.object({ audience: z.string(), count: z.number().int() })),
  /** Null when the database does not answer. */
  requests: z
    .object({
      /** Waiting for a decision now, across every company. */
      pendingNow: z.number().int(),
      /** Approved today, each company's today in its own time zone. */
      approvedToday: z.number().int(),
    })
    .nullable(),
  /** prom-client's nodejs_eventloop_lag_seconds, in ms; null when the metric is absent. */
  eventLoopLagMs: z.number().nullable(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;
