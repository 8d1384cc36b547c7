import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn';

export const controlClassName =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 ' +
  'disabled:bg-slate-100 aria-[invalid=true]:border-red-600';

interface FieldFrameProps {
  label: ReactNode;
  /** A sentence under the control explaining what to write. */
  hint?: ReactNode;
  /** The problem with the value, shown in red and announced with the control. */
  error?: string | null;
  className?: string;
}

/** Label, control, hint and error, tied together for screen readers. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldFrameProps & { id: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * A problem shown in red and announced at once; nothing when there is none. For a group of
 * controls (a fieldset, an upload) that has no single input to carry it.
 */
export function FieldError({ id, error }: { id?: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function TextField({
  label,
  hint,
  error,
  className,
  id: givenId,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClassName}
        {...input}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        dir="auto"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClassName, 'py-2 leading-relaxed')}
        {...textarea}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { children: ReactNode };

/** A native select: on a phone it opens the system picker, and it needs no script. */
export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClassName, 'pe-8')}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
};

export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-blue-800"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div className="min-w-0 wrap-anywhere">
        <label htmlFor={id} className="text-base font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
