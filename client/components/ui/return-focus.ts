import { useRef } from 'react';

/**
 * Props for a Radix dialog's content that hand the focus back, as it closes, to whatever had it
 * as it opened. Radix's modal dialog gives it back only to its own Dialog.Trigger: without one
 * its close handler cancels the focus scope's return and the focus falls to the page's body, so
 * a keyboard or screen-reader user starts again from the top. Ours are opened by the page's own
 * buttons, and one dialog by several (the briefing, from its button and from a document field).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      // The opener may have left the page with the dialog's answer; Radix's own course then.
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
