import { useQuery } from '@tanstack/react-query';
import type { KioskSession } from '@shared/schemas/kiosk.schemas';
import { ApiClientError, apiGet, apiSend } from '@/lib/api-client';

/** How soon a revoked kiosk stops: it asks whether it is still the kiosk this often. */
export const KIOSK_CHECK_MS = 5000;

/**
 * The last session, so a tablet restarted without a network still opens its site's form. It
 * names the site only: nothing of any worker.
 */
const KEPT_SESSION_KEY = 'kioskSite';

function keptSession(): KioskSession | null {
  try {
    const text = window.localStorage.getItem(KEPT_SESSION_KEY);
    return text ? (JSON.parse(text) as KioskSession) : null;
  } catch {
    return null;
  }
}

function keepSession(session: KioskSession | null) {
  try {
    if (session) window.localStorage.setItem(KEPT_SESSION_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(KEPT_SESSION_KEY);
  } catch {
    // Blocked storage: the tablet then needs the network to start.
  }
}

/** POST /api/kiosk/pair: the link's one-use code becomes this tablet's token (a cookie). */
export async function pairKiosk(code: string): Promise<KioskSession> {
  const session = await apiSend<KioskSession>('POST', '/api/kiosk/pair', { code });
  keepSession(session);
  return session;
}

export function isKioskRefusal(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 403;
}

/**
 * GET /api/kiosk/session, asked every 5 s: a refusal (revoked, unknown) is final and forgets the
 * kept site; without a network the kept session goes on.
 */
export function useKioskSession(isEnabled: boolean) {
  return useQuery({
    queryKey: ['kiosk', 'session'],
    queryFn: async () => {
      try {
        const session = await apiGet<KioskSession>('/api/kiosk/session');
        keepSession(session);
        return session;
      } catch (error) {
        if (isKioskRefusal(error)) keepSession(null);
        const kept = isKioskRefusal(error) ? null : keptSession();
        if (kept) return kept;
        throw error;
      }
    },
    enabled: isEnabled,
    retry: false,
    refetchInterval: (query) => (isKioskRefusal(query.state.error) ? false : KIOSK_CHECK_MS),
    refetchIntervalInBackground: true,
  });
}
