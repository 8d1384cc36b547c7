import { useCallback, useEffect, useRef, useState } from 'react';
import { BACKDROP_REENABLE_MS, MENU_CLOSE_DELAY_MS, MOBILE_MENU_GUARD_MS } from '@shared/constants';
import { isMobileViewport } from './use-viewport';

/** localStorage key of the open flag. */
export const SIDEBAR_OPEN_KEY = 'sidebarOpen';
/** Window events any screen may dispatch to close or toggle the menu. */
export const CLOSE_SIDEBAR_EVENT = 'close-sidebar';
export const TOGGLE_SIDEBAR_EVENT = 'toggle-sidebar';

function readOpenFlag(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_OPEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function saveOpenFlag(isOpen: boolean) {
  try {
    window.localStorage.setItem(SIDEBAR_OPEN_KEY, String(isOpen));
  } catch {
    // The menu still works; it just will not reopen by itself.
  }
}

/**
 * The side menu's open state. On a phone the finger that opened the
 * menu can land on the backdrop a moment later, so the backdrop ignores taps for 300 ms after
 * opening (1000 ms on mobile); closing waits 100 ms so a tapped link navigates first.
 */
export function useSidebar() {
  const [isOpen, setIsOpen] = useState(readOpenFlag);
  const isOpenRef = useRef(isOpen);
  const openedAt = useRef(0);
  const closeTimer = useRef<number | undefined>(undefined);

  const setOpen = useCallback((next: boolean) => {
    window.clearTimeout(closeTimer.current);
    isOpenRef.current = next;
    setIsOpen(next);
    saveOpenFlag(next);
  }, []);

  const open = useCallback(() => {
    openedAt.current = Date.now();
    setOpen(true);
  }, [setOpen]);

  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  }, [setOpen]);

  const onBackdropTap = useCallback(() => {
    const sinceOpen = Date.now() - openedAt.current;
    if (sinceOpen < BACKDROP_REENABLE_MS) return;
    if (isMobileViewport() && sinceOpen < MOBILE_MENU_GUARD_MS) return;
    close();
  }, [close]);

  useEffect(() => {
    const onClose = () => setOpen(false);
    const onToggle = () => (isOpenRef.current ? close() : open());
    window.addEventListener(CLOSE_SIDEBAR_EVENT, onClose);
    window.addEventListener(TOGGLE_SIDEBAR_EVENT, onToggle);
    return () => {
      window.removeEventListener(CLOSE_SIDEBAR_EVENT, onClose);
      window.removeEventListener(TOGGLE_SIDEBAR_EVENT, onToggle);
      window.clearTimeout(closeTimer.current);
    };
  }, [open, close, setOpen]);

  return { isOpen, open, close, onBackdropTap };
}
