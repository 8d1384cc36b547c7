import { useEffect } from 'react';

/**
 * Names the browser tab while the screen is shown, and gives the previous name back when it
 * goes. The app renders with Preact (docs/decisions/010-preact-compat.md), which, unlike React
 * 19, would leave a <title> element where it is rendered, in the body, where browsers ignore it.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
