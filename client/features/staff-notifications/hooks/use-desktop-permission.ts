import { useEffect } from 'react';
import { askDesktopPermission } from '../lib/desktop-notification';

/**
 * Asks for desktop notifications when the staff screens open; browsers that only ask during a
 * user gesture get asked again on the first tap or click.
 */
export function useDesktopPermission(): void {
  useEffect(() => {
    let isDone = false;
    const ask = () => {
      if (isDone) return;
      askDesktopPermission().then((permission) => {
        if (permission !== 'default') {
          isDone = true;
          document.removeEventListener('pointerdown', ask);
        }
      });
    };
    ask();
    document.addEventListener('pointerdown', ask);
    return () => {
      isDone = true;
      document.removeEventListener('pointerdown', ask);
    };
  }, []);
}
