import { useEffect, useState } from 'react';

/**
 * Whole seconds since `since` (an ISO time), updated each second. A phone clock behind the
 * server's would give a negative time; it shows 0 instead.
 */
export function useElapsedSeconds(since: string): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const startMs = Date.parse(since);
  if (Number.isNaN(startMs)) return 0;
  return Math.max(0, Math.floor((now - startMs) / 1000));
}
