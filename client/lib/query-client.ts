import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@shared/constants';
import { ApiClientError } from './api-client';

/**
 * One retry, but not for 4xx answers other than 408: asking again for a
 * missing or forbidden resource gets the same answer, and retrying a 429 makes the limit worse.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_DEFAULTS.retry) return false;
  const isClientError =
    error instanceof ApiClientError && error.status >= 400 && error.status < 500;
  return !isClientError || error.status === 408;
}

/** A query client with the app's defaults (QUERY_DEFAULTS); tests create their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleMs,
        gcTime: QUERY_DEFAULTS.gcMs,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: 0 },
    },
  });
}

/** The application's one query client. */
export const queryClient = createQueryClient();
