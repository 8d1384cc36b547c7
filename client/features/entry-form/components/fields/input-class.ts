import { INPUT_BASE, INPUT_PLAIN } from '@shared/ui/control-look';
import { cn } from '@/lib/cn';

/** The look of a text control, marked when its answer has an error or a warning. */
export function inputClassName(state: 'error' | 'warning' | null): string {
  return cn(
    INPUT_BASE,
    state === 'error' && 'border-red-600 bg-red-50',
    state === 'warning' && 'border-amber-500 bg-amber-50',
    state === null && INPUT_PLAIN,
  );
}
