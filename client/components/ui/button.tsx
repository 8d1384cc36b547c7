import type { ButtonHTMLAttributes } from 'react';
import { BUTTON_BASE, BUTTON_VARIANTS, type ButtonVariant } from '@shared/ui/control-look';
import { cn } from '@/lib/cn';

/**
 * The button look, for links that should look like buttons too (a router Link keeps real
 * navigation semantics, which a button with an onClick would lose).
 */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(BUTTON_BASE, BUTTON_VARIANTS[variant], className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
