import { z } from 'zod';

/** The longest a company may keep its workers' photos, signatures and personal fields. */
export const MAX_RETENTION_MONTHS = 12;

/** GET and PUT /api/privacy/settings: months after a request that its personal data is kept. */
export const RetentionSettingsSchema = z.object({ retentionMonths: z.number().int() });
export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>;

export const RetentionSettingsBodySchema = z.object({
  retentionMonths: z
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.retentionMonths')
    .max(MAX_RETENTION_MONTHS, 'validation.retentionMonths'),
});

/** POST /api/privacy/worker-export and /worker-erase: the worker, by his phone number. */
export const WorkerLookupBodySchema = z.object({
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((phone) => phone.replace(/\D/g, '').length >= 6, 'validation.workerPhone'),
});

/** One request of the worker as he gave it, for his copy of his own data. */
export const WorkerRequestExportSchema = z.object({
  requestNumber: z.number().int(),
  siteName: z.string(),
  createdAt: z.string(),
  status: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  company: z.string(),
  workStartDate: z.string().nullable(),
  values: z.record(z.string(), z.unknown()),
  imageCount: z.number().int(),
  personalDataErasedAt: z.string().nullable(),
});

export const WorkerExportSchema = z.object({
  phone: z.string(),
  exportedAt: z.string(),
  requests: z.array(WorkerRequestExportSchema),
});
export type WorkerExport = z.infer<typeof WorkerExportSchema>;

export const WorkerEraseResultSchema = z.object({
  erasedRequests: z.number().int(),
  deletedImages: z.number().int(),
});
