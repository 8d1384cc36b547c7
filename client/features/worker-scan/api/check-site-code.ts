import { ApiClientError, apiGet } from '@/lib/api-client';

/**
 * GET /api/sites/code/{code}: false when no site has this code. Other failures are thrown, and
 * the caller goes on anyway: the next screens report them in context.
 */
export async function siteCodeExists(code: string): Promise<boolean> {
  try {
    await apiGet(`/api/sites/code/${encodeURIComponent(code)}`);
    return true;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return false;
    throw error;
  }
}
