import type { Page } from 'playwright-core';

/** Tab stops walked on one page at most: enough for every staff screen with its demo data. */
const MAX_TAB_STOPS = 150;
/** Presses sent before asking the page whether the walk is over: one round trip per batch. */
const PRESSES_PER_CHECK = 10;

interface TabWalkState {
  done: boolean;
  problems: string[];
  stops: number;
}

declare global {
  interface Window {
    tabWalk?: TabWalkState;
  }
}

/**
 * Watches the page while the test presses Tab. Each press is seen on its way in (keydown, in
 * the capture phase, before the focus moves), so the element that has the focus then has been
 * focused and scrolled into view by the previous press: it must be inside the viewport, draw
 * an indicator it did not draw unfocused, come after the previous stop in the document (the
 * DOM order is the reading order: the layout follows `dir`, nothing reorders it), and differ
 * from the previous stop (Tab moved on). The walk ends when the focus is back on the first
 * stop or leaves the page; the controls it never reached are listed then.
 */
function installTabWalk({ maxStops, within }: { maxStops: number; within: string | null }) {
  const root = within ? document.querySelector(within) : document.body;
  if (!root) throw new Error(`nothing on the page matches ${within}`);
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], ' +
    '[contenteditable=""], [contenteditable="true"], [role="button"], [role="link"], ' +
    '[role="checkbox"], [role="switch"]';
  // A control the user can see and use: a disabled one is skipped by Tab on purpose, and one
  // in an inert or hidden part of the page is not there for anyone.
  const usable = (element: Element) =>
    !element.matches(':disabled') &&
    !element.closest('[inert], [aria-hidden="true"]') &&
    element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
    element.getAttribute('tabindex') !== '-1';
  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
        element.getAttribute('name') ||
        element.getAttribute('placeholder') ||
        element.getAttribute('href') ||
        '');
    return `<${element.tagName.toLowerCase()}> "${name}"`;
  };
  const outlineOf = (style: CSSStyleDeclaration) =>
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
      : 'none';
  const indicatorOf = (element: Element) => {
    const style = getComputedStyle(element);
    return { outline: outlineOf(style), shadow: style.boxShadow };
  };

  // How the controls look unfocused, taken before the first press.
  const active = document.activeElement;
  const unfocused = new WeakMap<Element, ReturnType<typeof indicatorOf>>();
  for (const element of root.querySelectorAll(CONTROLS)) {
    if (element !== active) unfocused.set(element, indicatorOf(element));
  }
  const none = { outline: 'none', shadow: 'none' };

  const state: TabWalkState = { done: false, problems: [], stops: 0 };
  const reached = new Set<Element>();
  let first: Element | null = null;
  let previous: Element | null = null;
  let repeats = 0;
  const PARTED =
    'input[type="date"], input[type="time"], input[type="datetime-local"], input[type="month"], input[type="week"]';
  const MAX_PARTS = 6;

  const finish = () => {
    state.done = true;
    window.removeEventListener('keydown', onKey, true);
    const missed = Array.from(root.querySelectorAll(CONTROLS)).filter(
      (element) => !reached.has(element) && usable(element),
    );
    for (const element of missed) state.problems.push(`never reached: ${describe(element)}`);
    for (const element of root.querySelectorAll('[tabindex]')) {
      if (Number(element.getAttribute('tabindex')) > 0) {
        state.problems.push(`a positive tabindex reorders the page: ${describe(element)}`);
      }
    }
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.shiftKey || state.done) return;
    const element = document.activeElement;
    if (!element || element === document.body) {
      // Before the first press the page's body has it; after a stop, the focus left the page.
      if (first) finish();
      return;
    }
    if (element === previous) {
      // A date or time box takes one press per part (day, month, year, hour...) before it
      // lets the focus go, and a dialog's only control keeps it; any other control is a trap.
      repeats += 1;
      if (repeats < (element.matches(PARTED) ? MAX_PARTS : 1)) return;
      if (Array.from(root.querySelectorAll(CONTROLS)).filter(usable).length === 1) return finish();
      state.problems.push(`focus stuck: Tab does not leave ${describe(element)}`);
      return finish();
    }
    repeats = 0;
    if (element === first) return finish();
    if (!root.contains(element)) {
      state.problems.push(`the focus left ${within ?? 'the page'} for ${describe(element)}`);
      return finish();
    }
    state.stops += 1;
    reached.add(element);
    first ??= element;
    const where = `stop ${state.stops} ${describe(element)}`;

    const box = element.getBoundingClientRect();
    const inView =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth;
    if (!inView) state.problems.push(`${where} is outside the screen`);
    else {
      const x = Math.min(Math.max((box.left + box.right) / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max((box.top + box.bottom) / 2, 0), window.innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== element && !element.contains(hit) && !hit.contains(element))
        state.problems.push(`${where} is covered by ${describe(hit)}`);
    }

    // A ring that fades in is read at its end, not at the first frame of its transition.
    for (const animation of element.getAnimations()) animation.finish();
    const focused = indicatorOf(element);
    const before = unfocused.get(element) ?? none;
    const drawn =
      (focused.outline !== 'none' && focused.outline !== before.outline) ||
      focused.shadow !== before.shadow;
    if (!drawn) state.problems.push(`${where} shows no focus indicator`);

    if (previous && !(previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING))
      state.problems.push(`${where} comes before the previous stop in the page`);
    previous = element;
    if (state.stops >= maxStops) {
      state.problems.push(`more than ${maxStops} tab stops: the walk stopped there`);
      finish();
    }
  };
  window.addEventListener('keydown', onKey, true);
  window.tabWalk = state;
}

/**
 * Presses Tab through the page from where the focus is until it comes back there and returns
 * what went wrong, one line each, prefixed with `label`; [] when nothing did. `within` (a CSS
 * selector, an open dialog's) keeps the walk to that part: a stop outside it is a leak. The
 * page is walked as it is: nothing is focused or clicked by script.
 */
export async function walkWithTab(
  page: Page,
  label: string,
  within: string | null = null,
): Promise<string[]> {
  await page.evaluate(installTabWalk, { maxStops: MAX_TAB_STOPS, within });
  // The stops, the step back to the first and one more press for a page the focus leaves.
  for (let pressed = 0; pressed <= MAX_TAB_STOPS + 2; pressed += PRESSES_PER_CHECK) {
    // Sent together, they reach the page in order without a round trip each.
    await Promise.all(Array.from({ length: PRESSES_PER_CHECK }, () => page.keyboard.press('Tab')));
    if (await page.evaluate(() => window.tabWalk!.done)) break;
  }
  const { done, problems } = await page.evaluate(() => window.tabWalk!);
  const all = done ? problems : [...problems, 'the focus never came back to the first stop'];
  return all.map((problem) => `${label}: ${problem}`);
}
