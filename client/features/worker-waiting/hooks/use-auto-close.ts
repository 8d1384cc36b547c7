import { useEffect, useState } from 'react';

/**
 * After `afterMs` the page tries to close itself (2 hours on the waiting
 * page). Browsers only let a script close a tab a script opened, so the returned flag turns
 * true either way and the page shows that it expired.
 */
export function useAutoClose(afterMs: number): boolean {
  const [isExpired, setIsExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      window.close();
      setIsExpired(true);
    }, afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  return isExpired;
}
