import { z } from 'zod';
import { BillingPlanSchema } from './billing.schemas';
import { ContactRequestSchema } from './contact-request.schemas';
import { CompanyAgentPeriodSchema } from './sales-agents.schemas';

/** One change in a company's timeline, from the audit log. */
export const TimelineEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actorName: z.string().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  reason: z.string().nullable(),
});

/** GET /api/admin/customer-card/{id}: what the back office knows of a customer company. */
export const CustomerFactsSchema = z.object({
  agent: CompanyAgentPeriodSchema.nullable(),
  plan: BillingPlanSchema.nullable(),
  month: z.string(),
  monthNetAgorot: z.number().int(),
  monthVatAgorot: z.number().int(),
  leads: z.array(ContactRequestSchema),
  timeline: z.array(TimelineEntrySchema),
});
export type CustomerFacts = z.infer<typeof CustomerFactsSchema>;
