import { z } from 'zod';
import { ContactRequestSchema } from './contact-request.schemas';
import { UserCreateBodySchema } from './user-admin.schemas';

/** Sales agents: people with a sign-in who bring companies and earn a commission on them. */

export const SalesAgentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  companyCount: z.number().int(),
  openLeadCount: z.number().int(),
  lastLoginAt: z.string().nullable(),
});
export type SalesAgent = z.infer<typeof SalesAgentSchema>;

export const SalesAgentListSchema = z.object({ agents: z.array(SalesAgentSchema) });
export type SalesAgentList = z.infer<typeof SalesAgentListSchema>;

/** A new agent's sign-in and details; the role is implied. */
export const SalesAgentCreateBodySchema = UserCreateBodySchema.pick({
  username: true,
  password: true,
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
});
export type SalesAgentCreateBody = z.input<typeof SalesAgentCreateBodySchema>;

/** Commission in percent with at most two decimals: 12.5 is 12.5% of the company's net billing. */
export const commissionPercentSchema = z
  .number({ message: 'validation.commissionPercent' })
  .min(0, 'validation.commissionPercent')
  .max(100, 'validation.commissionPercent')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'validation.commissionPercent');

/** PUT /api/admin/companies/{id}/agent: the company's agent from now on. */
export const CompanyAgentBodySchema = z.object({
  agentId: z.number().int().positive(),
  commissionPercent: commissionPercentSchema,
});
export type CompanyAgentBody = z.infer<typeof CompanyAgentBodySchema>;

export const CompanyAgentPeriodSchema = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  agentName: z.string(),
  commissionPercent: z.number(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});

/** A company's agents, the current one first (endsAt null). */
export const CompanyAgentHistorySchema = z.object({ periods: z.array(CompanyAgentPeriodSchema) });
export type CompanyAgentHistory = z.infer<typeof CompanyAgentHistorySchema>;

export const PortfolioCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  commissionPercent: z.number(),
  since: z.string(),
  siteCount: z.number().int(),
  requestsThisMonth: z.number().int(),
  billedThisMonthAgorot: z.number().int(),
  commissionDueAgorot: z.number().int(),
});
export type PortfolioCompany = z.infer<typeof PortfolioCompanySchema>;

/** GET /api/agent/portfolio: the agent's own companies this month and his assigned leads. */
export const PortfolioSchema = z.object({
  month: z.string(),
  companies: z.array(PortfolioCompanySchema),
  leads: z.array(ContactRequestSchema),
  totals: z.object({
    billedThisMonthAgorot: z.number().int(),
    commissionDueAgorot: z.number().int(),
  }),
});
export type Portfolio = z.infer<typeof PortfolioSchema>;
