import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './return-focus';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog in the page's direction: focus is trapped inside, Escape and the close button
 * close it, and the focus goes back to what opened it. Tall content scrolls inside, so it fits
 * a phone.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  const { t, i18n } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          {...returnFocus}
          dir={i18n.dir()}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-2 top-1/2 z-50 mx-auto max-h-[92dvh] max-w-xl -translate-y-1/2 overflow-y-auto',
            'rounded-xl bg-white p-5 shadow-xl',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-xl font-bold text-slate-900">
                {title}
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            {/* The buttons' own outline rather than the browser's, which differs by browser. */}
            <RadixDialog.Close
              className={cn(
                'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-2xl text-slate-600 hover:bg-slate-100',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
              )}
              aria-label={t('close')}
            >
              ×
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
