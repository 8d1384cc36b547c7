import { useEffect, useEffectEvent } from 'react';

/** A worker who walked away: the next one must not find his half-filled form. */
export const KIOSK_IDLE_MS = 60_000;

const TOUCHES = ['pointerdown', 'keydown', 'input', 'scroll'] as const;

/** Calls onIdle after `ms` without a touch, a key or a scroll, while enabled. */
export function useIdleReset(isEnabled: boolean, onIdle: () => void, ms = KIOSK_IDLE_MS) {
  const fire = useEffectEvent(onIdle);
  useEffect(() => {
    if (!isEnabled) return;
    let timer = window.setTimeout(fire, ms);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(fire, ms);
    };
    for (const name of TOUCHES)
      window.addEventListener(name, restart, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of TOUCHES) window.removeEventListener(name, restart, { capture: true });
    };
  }, [isEnabled, ms]);
}
