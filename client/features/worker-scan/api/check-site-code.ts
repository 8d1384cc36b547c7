import type { QueryClient } from '@tanstack/react-query';
import { publicSiteQuery } from '@/data/sites';
import { ApiClientError } from '@/lib/api-client';

/**
 * Whether a site has this code, read into the site's one query so the next screens find it.
 * False for a 404; other failures are thrown at once, and the caller goes on anyway: the next
 * screens report them in context.
 */
export async function siteCodeExists(client: QueryClient, code: string): Promise<boolean> {
  try {
    await client.fetchQuery({ ...publicSiteQuery({ code, siteId: null }), retry: false });
    return true;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return false;
    throw error;
  }
}
