import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

/** A request may wait at least a minute and at most four hours before it escalates. */
const ESCALATION_WAIT_MINUTES = { min: 1, max: 240 } as const;
const MAX_ESCALATION_RECIPIENTS = 10;

export const EscalationRecipientSchema = z.object({
  email: z.email('validation.emailFormat').max(254),
  language: z.enum(LANGUAGES),
});
export type EscalationRecipient = z.infer<typeof EscalationRecipientSchema>;

/**
 * PUT /api/sites/{siteId}/escalation: after `waitMinutes` a pending request is pushed to the
 * site's deciders as waiting too long; after twice that, it is e-mailed to the recipients.
 */
export const EscalationRuleBodySchema = z.object({
  waitMinutes: z
    .number()
    .int('validation.escalationWait')
    .min(ESCALATION_WAIT_MINUTES.min, 'validation.escalationWait')
    .max(ESCALATION_WAIT_MINUTES.max, 'validation.escalationWait'),
  notifyStaff: z.boolean(),
  emails: z
    .array(EscalationRecipientSchema)
    .max(MAX_ESCALATION_RECIPIENTS)
    .refine(
      (list) => new Set(list.map((r) => r.email.toLowerCase())).size === list.length,
      'validation.escalationRecipients',
    ),
});
export type EscalationRuleBody = z.infer<typeof EscalationRuleBodySchema>;

/** GET: the site's rule (null: its requests never escalate) and whether e-mail can be sent. */
export const EscalationSettingsSchema = z.object({
  rule: EscalationRuleBodySchema.nullable(),
  emailEnabled: z.boolean(),
});
export type EscalationSettings = z.infer<typeof EscalationSettingsSchema>;

/** The steps of an escalation, in the order they come: push at the wait, e-mail at twice it. */
export const ESCALATION_STEPS = { push: 1, email: 2 } as const;
