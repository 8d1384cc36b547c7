import { useEffect, useState } from 'react';

/** A search box asks the server once the typing pauses, not once per key. */
const SETTLE_MS = 300;

/** The value once it stayed the same for a moment; the first value at once. */
export function useSettledValue<T>(value: T, ms = SETTLE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
