import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ScrollRegionProps = {
  children: ReactNode;
  className?: string;
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

/**
 * A box that scrolls sideways on its own when what it holds is two-dimensional (a table of many
 * columns, a chart) and cannot reflow into a narrow screen: the page itself then never does.
 * It is a named region in the tab order, so a keyboard can scroll it and a screen reader says
 * what it holds.
 */
export function ScrollRegion({ children, className, label, labelledBy }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // The arrow keys scroll only what has the focus.
      tabIndex={0}
      className={cn(
        'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
        className,
      )}
    >
      {children}
    </div>
  );
}
