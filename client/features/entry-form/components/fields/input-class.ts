import { cn } from '@/lib/cn';

/** The look of a text control; 16 px text so a phone does not zoom in on focus. */
export function inputClassName(state: 'error' | 'warning' | null): string {
  return cn(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900',
    'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-1 focus:outline-blue-700',
    // A date box keeps the focus in its day, month and year parts, which :focus does not see.
    'focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-blue-700',
    state === 'error' && 'border-red-600 bg-red-50',
    state === 'warning' && 'border-amber-500 bg-amber-50',
    state === null && 'border-slate-300',
  );
}
