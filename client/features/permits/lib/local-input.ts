/** "YYYY-MM-DDTHH:mm" of a moment in the browser's zone, what a datetime-local input holds. */
export function localInput(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}
