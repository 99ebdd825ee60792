// The first script of a page the reference server rendered (server/render/page.ts). Such a page is
// readable and its links work before any of the app's code runs, so the app's scripts (≈ 130 KB gzip)
// are not requested with the page: on a phone's slow network they would share its bandwidth with the
// first screen's picture (the LCP image) and delay it. This tiny module starts them once that picture
// has loaded and a frame has been painted with it — or at the shopper's first touch, key or scroll, or
// after BOOT_WAIT_MS at most, whichever comes first.
//
// The server writes the app's entry and the modules to preload on this script's element:
//   <script type="module" src="/assets/boot-….js" data-entry="/assets/index-….js" data-preload="a.js b.js">
// A page served as plain static files (index.html, no server rendering) never loads this: its entry is
// a normal module script there.

/** The longest the app's scripts wait for the first screen's picture (a stalled or very slow image). */
export const BOOT_WAIT_MS = 2000;

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/** Resolves once the browser has reported the page's first contentful paint (a `paint` entry: reported
 *  once the frame is on screen, not when it was drawn on the main thread). At once where Paint Timing
 *  is not supported. */
function firstPaintReported(win: Window & typeof globalThis): Promise<void> {
  const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (!Observer?.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the page's LCP image (the one the server marked `fetchpriority="high"`, if any) has
 *  loaded or failed, the first paint has been reported, and a frame has been drawn since.
 *  Waiting for the report matters on a busy device: a frame is drawn on the main thread well before it is
 *  on screen, and scripts started in between (at the default rAF + task) shared the network with the
 *  first screen (Lighthouse counts every request that ended before the first paint into LCP). */
function firstScreenPainted(doc: Document, win: Window & typeof globalThis): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const loaded =
    !image || image.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        });
  return Promise.all([loaded, firstPaintReported(win)]).then(
    () => new Promise<void>((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0))),
  );
}

function firstInteraction(win: Window): Promise<void> {
  return new Promise((resolve) => {
    for (const type of INTERACTIONS) {
      win.addEventListener(type, () => resolve(), { once: true, passive: true, capture: true });
    }
  });
}

/** Preloads added per task: adding a `<link rel="modulepreload">` costs about 1 ms of main thread on our
 *  bench host when it is quiet and 3–4 ms when it is busy (Lighthouse's traces of the cart: 12–15 ms per
 *  batch of four, each a long task once Lighthouse multiplies it by its 4× slowdown), so the 30–45 of a
 *  page are added two at a time. */
const PRELOADS_PER_TASK = 2;

/** An element that requests one of the app's modules: CORS as the server's own, at low priority. */
function moduleRequest<K extends 'script' | 'link'>(doc: Document, tag: K): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.crossOrigin = '';
  // Low, as the server marks its own: the page is readable without them, and a request at the default
  // (high) priority would compete with the first screen's picture and font (FCP, LCP).
  element.setAttribute('fetchpriority', 'low');
  return element;
}

/** Adds the entry module to the head, then its preloads in the server's order, a few per task. */
export function startApp(doc: Document, entry: string, preload: readonly string[]): Promise<void> {
  const script = moduleRequest(doc, 'script');
  script.type = 'module';
  script.src = entry;
  doc.head.append(script);
  return new Promise((resolve) => {
    const next = (from: number) => {
      for (const href of preload.slice(from, from + PRELOADS_PER_TASK)) {
        const link = moduleRequest(doc, 'link');
        link.rel = 'modulepreload';
        link.href = href;
        doc.head.append(link);
      }
      if (from + PRELOADS_PER_TASK < preload.length) setTimeout(() => next(from + PRELOADS_PER_TASK), 0);
      else resolve();
    };
    next(0);
  });
}

/** Boots the app described by `element`'s data attributes once the first screen is shown. */
export function boot(
  element: HTMLElement,
  win: Window & typeof globalThis = window,
  waitMs = BOOT_WAIT_MS,
): Promise<void> {
  const doc = element.ownerDocument;
  const entry = element.dataset.entry;
  if (!entry) return Promise.resolve();
  const preload = (element.dataset.preload ?? '').split(' ').filter(Boolean);
  return Promise.race([
    firstScreenPainted(doc, win),
    firstInteraction(win),
    new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
  ]).then(() => startApp(doc, entry, preload));
}

/** Whether `element` is the app's yet: the page has hydrated (`<html data-hydrated>`) and so has the
 *  deferred part holding it, if any (`data-part-hydrated`, src/ui/Deferred's PART_HYDRATED). */
function interactive(element: Element): boolean {
  return (
    element.ownerDocument.documentElement.hasAttribute('data-hydrated') &&
    !element.closest('[data-deferred]:not([data-part-hydrated])')
  );
}

/** What a MutationObserver on the root watches to learn that held elements may have become interactive. */
const HYDRATION_MARKS: MutationObserverInit = {
  attributes: true,
  subtree: true,
  attributeFilter: ['data-hydrated', 'data-part-hydrated'],
};

/**
 * A form that works without the app has an `action` (the header's search, the listing's filters). Any
 * other form is the app's: submitted before the app has taken it over (Enter in a field of the server's
 * HTML), the browser would send its fields as a GET of the page's own URL, putting what was typed, a
 * password included, in the address bar and the server's log, and reload the page. Such a submit is held
 * instead, and made again once the form is interactive: the page has hydrated (`<html data-hydrated>`,
 * set after the fields typed meanwhile are given back: src/app/routes.tsx) and so has the deferred part
 * holding it, if any (its `[data-deferred]` box gets `data-part-hydrated` the same way: src/ui/Deferred,
 * whose PART_HYDRATED this module does not import, to stay the page's smallest script). (Enter in a form
 * with a submit button is first a click on that button, which holdEarlyClicks, or after the page has
 * hydrated the part itself, holds and clicks again; a form without one is submitted directly, and held
 * here.) A submit the app
 * already handled (React prevents its default) passes by: this listens on the window, after React's root.
 */
export function holdEarlySubmits(win: Window & typeof globalThis): void {
  const root = win.document.documentElement;
  let held: HTMLFormElement | null = null;
  const observer = new win.MutationObserver(() => {
    if (!held || !interactive(held)) return;
    observer.disconnect();
    const form = held;
    held = null;
    if (form.isConnected) form.requestSubmit();
  });
  win.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof win.HTMLFormElement) || interactive(form)) return;
    if (form.hasAttribute('action')) return;
    event.preventDefault();
    held = form;
    observer.observe(root, HYDRATION_MARKS);
  });
}

/** Clicks held at most: a few taps on the same stepper, not a page's worth. */
const MAX_HELD_CLICKS = 8;

/**
 * A button of the server's HTML does nothing until the app has taken the page over: React is not listening
 * yet, and the first touch only starts the app's code. Such a click (its button, unless the button
 * submits a form that works without the app, or a modifier key asks the browser for something else) is
 * held instead, with the focus put on its button (which tells a deferred part, src/ui/Deferred, to load its
 * code now, in a browser that does not focus a clicked button too), and the button is clicked again once it
 * is interactive: the page has hydrated and so has the deferred part holding it, if any (the same marks as
 * holdEarlySubmits). Held clicks are clicked again in the order they came; one whose button has gone (the
 * app drew the page anew) is dropped. After the page has hydrated, a deferred part holds the clicks on its
 * own markup itself, and this lets them be.
 */
export function holdEarlyClicks(win: Window & typeof globalThis): void {
  const root = win.document.documentElement;
  const held: HTMLButtonElement[] = [];
  const observer = new win.MutationObserver(() => {
    while (held.length > 0) {
      const button = held[0]!;
      if (button.isConnected && !interactive(button)) return;
      held.shift();
      if (button.isConnected && !button.disabled) button.click();
    }
    observer.disconnect();
  });
  win.addEventListener(
    'click',
    (event) => {
      if (root.hasAttribute('data-hydrated') || event.defaultPrevented || held.length >= MAX_HELD_CLICKS)
        return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const button = event.target instanceof win.Element ? event.target.closest('button') : null;
      if (!button || button.disabled) return;
      if (button.type === 'submit' && button.form?.hasAttribute('action')) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(button);
      button.focus({ preventScroll: true });
      observer.observe(root, HYDRATION_MARKS);
    },
    true,
  );
}

const self =
  typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('script[data-entry]');
if (self) {
  holdEarlySubmits(window);
  holdEarlyClicks(window);
  // Written by the page's head rather than parsed (a shopper's own page, SIGN_IN_FIRST_SCRIPT), this module
  // may run before the body is parsed: the first screen it waits for is there once the document is.
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => void boot(self), { once: true });
  else void boot(self);
}
