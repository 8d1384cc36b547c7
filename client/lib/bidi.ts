/**
 * Wraps user-typed text (a name, a reason) in Unicode isolates before it goes into a translated
 * sentence, so a Latin name inside a Hebrew sentence, or a Hebrew one inside English, cannot
 * reorder the words and numbers around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
