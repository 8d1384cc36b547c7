/*
 * The look of the worker's buttons and text controls: the app's components and the server's
 * first drawing of the worker form (server/modules/worker-page), which the app's first render
 * must replace without a visible change, read the same classes from here.
 */

// wrap-anywhere: a long word (Russian, Ukrainian) in text enlarged to 200% on a 320 px screen
// breaks rather than pushing the button, and the page, past the screen's edge. min-h-11 is a
// 44 px target.
export const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-base font-semibold ' +
  'wrap-anywhere ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-blue-700 disabled:pointer-events-none disabled:opacity-50';

export const BUTTON_VARIANTS = {
  primary: 'bg-blue-900 text-white hover:bg-blue-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;

/** A text control; 16 px text so a phone does not zoom in on focus. */
export const INPUT_BASE =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-1 focus:outline-blue-700 ' +
  // A date box keeps the focus in its day, month and year parts, which :focus does not see.
  'focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-blue-700';

/** A text control's border and background with no error or warning on it. */
export const INPUT_PLAIN = 'border-slate-300';
