import { useLayoutEffect, useRef } from 'react';
import type { FormValues } from '@shared/validation/form-rules';
import { bootScreenForm, removeBootScreen } from '@/lib/boot-screen';

/** Where the worker's caret was in the server's form, by its control's id (the app's too). */
interface Caret {
  id: string;
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element | null): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * The answers given in the server's form. The server draws every control empty, so a control
 * that is no longer empty (or a ticked box) is one the worker touched, and his answer is newer
 * than a draft's.
 */
function typedAnswers(form: HTMLFormElement): [string, string | boolean][] {
  return [...form.elements].filter(isControl).flatMap((control): [string, string | boolean][] => {
    if (!control.name) return [];
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      return control.checked ? [[control.name, true]] : [];
    }
    return control.value ? [[control.name, control.value]] : [];
  });
}

function caretIn(form: HTMLFormElement): Caret | null {
  const focused = document.activeElement;
  if (!isControl(focused) || !form.contains(focused)) return null;
  // A select, a date or an e-mail box has no caret to read (null), only the focus.
  const start = 'selectionStart' in focused ? focused.selectionStart : null;
  const end = 'selectionEnd' in focused ? focused.selectionEnd : null;
  return {
    id: focused.id,
    selection:
      start === null || end === null
        ? null
        : { start, end, direction: (focused as HTMLInputElement).selectionDirection ?? 'none' },
  };
}

function placeCaret({ id, selection }: Caret) {
  const control = document.getElementById(id);
  if (!isControl(control)) return;
  control.focus({ preventScroll: true });
  if (selection && !(control instanceof HTMLSelectElement) && control.selectionStart !== null) {
    control.setSelectionRange(selection.start, selection.end, selection.direction);
  }
}

/**
 * The app's form takes the place of the one the server drew (server/modules/worker-page), once
 * the app's is ready to show: what the worker typed there goes into the draft, then the server's
 * form goes and the focus and caret move to the app's same field. The answers are read, given to
 * the app's controls and the server's form removed in one task, so no key pressed meanwhile
 * lands in a control that is about to go. The caret is placed only after the app has rendered
 * the answers, since writing a control's value moves its caret to the end.
 */
export function useBootFormTakeover(
  values: FormValues,
  setValue: (fieldId: string, value: unknown) => void,
) {
  // The caret waiting for the render that writes the adopted answers.
  const pendingCaret = useRef<Caret | null | undefined>(undefined);

  // Before the effect that reads the server's form, so that it waits for the next render.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === undefined) return;
    pendingCaret.current = undefined;
    removeBootScreen();
    if (caret) placeCaret(caret);
  }, [values]);

  useLayoutEffect(() => {
    const form = bootScreenForm();
    if (!form) return;
    const answers = typedAnswers(form);
    const caret = caretIn(form);
    if (answers.length === 0) {
      removeBootScreen();
      if (caret) placeCaret(caret);
      return;
    }
    pendingCaret.current = caret;
    // The render these updates cause runs before the browser paints or reads another key.
    for (const [fieldId, value] of answers) setValue(fieldId, value);
  }, [setValue]);
}
