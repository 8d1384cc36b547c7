import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The menu stays in view from 768 px up. */
export function isWideViewport(): boolean {
  return window.innerWidth >= MOBILE_BREAKPOINT_PX;
}

/** The sidebar's own mobile test counts 768 px itself as mobile. */
export function isMobileViewport(): boolean {
  return window.innerWidth <= MOBILE_BREAKPOINT_PX;
}

export function useIsWideViewport(): boolean {
  return useSyncExternalStore(subscribe, isWideViewport);
}
