import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'border border-slate-200 bg-white',
  approved: 'border-2 border-green-500 bg-white',
  rejected: 'border-2 border-red-400 bg-white',
  coming: 'border-2 border-orange-400 bg-orange-50',
  error: 'border border-red-300 bg-red-50',
  muted: 'border border-slate-200 bg-slate-100',
} as const;

export type SurfaceTone = keyof typeof tones;

/**
 * A card whose frame and background carry the look's colour. Card from components/ui keeps
 * its own white background, so coloured looks use this instead of fighting its classes.
 */
export function Surface({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: SurfaceTone }) {
  return <div className={cn('rounded-xl p-5 shadow-sm', tones[tone], className)} {...props} />;
}
