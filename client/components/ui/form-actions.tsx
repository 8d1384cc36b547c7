import type { ReactNode } from 'react';
import { Button } from './button';

interface FormActionsProps {
  submitLabel: ReactNode;
  /** What the submit button says while the call runs; the submit label when not given. */
  pendingLabel?: ReactNode;
  /** While true the submit button is disabled, so a second click sends nothing twice. */
  pending: boolean;
  cancelLabel: ReactNode;
  onCancel: () => void;
}

/** The submit and cancel buttons that end a form in a dialog. */
export function FormActions({
  submitLabel,
  pendingLabel,
  pending,
  cancelLabel,
  onCancel,
}: FormActionsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={pending}>
        {pending ? (pendingLabel ?? submitLabel) : submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
