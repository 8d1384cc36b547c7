/**
 * How deep arrays and objects may nest in what the server accepts. The deepest body the product
 * sends (a form's quiz: fields, questions, options, their texts) nests under ten levels; a few
 * thousand levels overflow the stack of any code that walks the value by recursion.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a value of JSON shape nests arrays and objects deeper than `max`. It walks with a
 * list of its own rather than by recursion, so no depth can overflow it.
 */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= max) return true;
    for (const item of Object.values(next.value))
      pending.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}
