import type { z } from 'zod';
import { ApiClientError } from './api-client';

/**
 * The answer of a race lost to another person (a 409 that names the winner), read with the
 * schema of its kind of object; null for any other failure, or a 409 that names nobody. The
 * caller then tells who came first and what he did instead of showing an error.
 */
export function raceConflict<T>(error: unknown, schema: z.ZodType<T>): T | null {
  if (!(error instanceof ApiClientError) || error.status !== 409) return null;
  const parsed = schema.safeParse(error.answer);
  return parsed.success ? parsed.data : null;
}
