import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
};

/** A message box; errors are announced at once, the others politely. */
export function Alert({
  tone = 'info',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: AlertTone }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-base', tones[tone], className)}
      {...props}
    />
  );
}
