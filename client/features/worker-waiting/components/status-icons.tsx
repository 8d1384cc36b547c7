import { cn } from '@/lib/cn';

/** A round badge with a symbol in it, the first thing seen on each look; decorative. */
function StatusBadge({ className, path }: { className: string; path: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('mx-auto flex size-20 items-center justify-center rounded-full', className)}
    >
      <svg viewBox="0 0 24 24" className="size-11" fill="none" stroke="currentColor">
        <path d={path} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

export function ApprovedBadge() {
  return <StatusBadge className="bg-green-100 text-green-700" path="M5 12.5l4.5 4.5L19 7.5" />;
}

export function RejectedBadge() {
  return <StatusBadge className="bg-red-100 text-red-700" path="M6.5 6.5l11 11M17.5 6.5l-11 11" />;
}

export function ComingBadge() {
  return (
    <StatusBadge
      className="bg-orange-100 text-orange-700"
      path="M12 3l8 4v5c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V7l8-4zM12 8v5M12 16.5v.01"
    />
  );
}

/** The pending look's spinner; the status text next to it is what assistive technology reads. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="mx-auto block size-16 animate-spin rounded-full border-[6px] border-blue-200 border-t-blue-900"
    />
  );
}
