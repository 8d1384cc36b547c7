import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary';

// wrap-anywhere: a long word (Russian, Ukrainian) in text enlarged to 200% on a 320 px screen
// breaks rather than pushing the button, and the page, past the screen's edge.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-base font-semibold ' +
  'wrap-anywhere ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-blue-700 disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-blue-900 text-white hover:bg-blue-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
};

/**
 * The button look, for links that should look like buttons too (a router Link keeps real
 * navigation semantics, which a button with an onClick would lose). min-h-11 is a 44 px target.
 */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(base, variants[variant], className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
