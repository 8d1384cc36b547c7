import { cn } from '@/lib/cn';

const tones = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  approved: 'border-green-300 bg-green-50 text-green-900',
  rejected: 'border-red-300 bg-red-50 text-red-900',
  coming: 'border-orange-300 bg-orange-50 text-orange-900',
} as const;

/** The status box: the request's state in words, framed in its colour. */
export function StatusPill({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <p
      className={cn(
        'mx-auto mt-4 w-fit rounded-lg border-2 px-4 py-1.5 text-base font-bold wrap-anywhere',
        tones[tone],
      )}
    >
      {children}
    </p>
  );
}
