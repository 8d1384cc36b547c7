import { cn } from '@/lib/cn';
import { badgeText } from '../lib/badge';

interface CountBadgeProps {
  count: number | null;
  /** Read by screen readers instead of the capped number. */
  label: string;
  tone: 'red' | 'amber';
}

/** A count beside a menu item; nothing at all while the count is unknown or zero. */
export function CountBadge({ count, label, tone }: CountBadgeProps) {
  if (!count) return null;
  // A count reads left to right in every page: "99+" must not turn into "+99" in Hebrew.
  return (
    <span
      dir="ltr"
      aria-label={label}
      className={cn(
        'ms-auto inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs leading-6 font-bold',
        tone === 'red' ? 'bg-red-600 text-white' : 'bg-amber-400 text-slate-900',
      )}
    >
      {badgeText(count)}
    </span>
  );
}
