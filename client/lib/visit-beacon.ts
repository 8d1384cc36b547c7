/**
 * The worker's entry funnel, counted without cookies (docs/visits.md): each step once per site
 * per page load, with the steps a link skipped (one that carries the language), sent together
 * in one beacon a few seconds later or when the page is hidden, so counting never holds up a
 * screen. The server drops what it does not know.
 */
const STEPS = ['arrive', 'language', 'form', 'submit'] as const;
const DELAY_MS = 3000;

const counted = new Set<string>();
let queue: object[] = [];
let timer = 0;

function flush() {
  clearTimeout(timer);
  timer = 0;
  if (queue.length) navigator.sendBeacon?.('/api/visits', JSON.stringify({ events: queue }));
  queue = [];
}

function flushWhenHidden() {
  if (document.visibilityState === 'hidden') flush();
}

/** `site` is the site's code, or its number when the address has no code. */
export function countEntryStep(step: (typeof STEPS)[number], site: string, language: string) {
  for (const earlier of STEPS.slice(0, STEPS.indexOf(step) + 1)) {
    if (counted.has(earlier + site)) continue;
    counted.add(earlier + site);
    queue.push({ step: earlier, site, language, referrer: document.referrer });
  }
  if (timer || !queue.length) return;
  timer = window.setTimeout(flush, DELAY_MS);
  // A phone may close a hidden tab without a pagehide. Each listener is added once.
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flushWhenHidden);
}
