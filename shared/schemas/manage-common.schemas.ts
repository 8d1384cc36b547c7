import { z } from 'zod';

/**
 * Pieces the management screens' schemas share. Messages are keys of the `validation`
 * namespace, so the server answers in the caller's language and the client shows the same text.
 */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'validation.valueRequired').max(max, 'validation.textTooLong');

export const optionalText = (max: number) =>
  z.string().trim().max(max, 'validation.textTooLong').default('');

/** YYYY-MM-DD that names a real day. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.isoDate')
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, 'validation.isoDate');

export const optionalEmail = z
  .string()
  .trim()
  .max(200, 'validation.textTooLong')
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'validation.emailFormat')
  .default('');

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The super admin names the company he works on; everybody else works on his own. */
export const companyQuerySchema = z.object({
  companyId: z.coerce.number().int().positive().optional(),
});
