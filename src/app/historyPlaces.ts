// Where the page goes on each change of the app's address (ScrollManager), and where each page of this
// tab's history was left, to put it back there on Back and Forward (docs/catalogue.md "Where the page
// stays"). Loaded once the first page has hydrated: no first visit's code carries it.
import { HOME_PRODUCTS_ANCHOR } from '@/config/brand';
import { storage } from '@/state/storage';

/** The field of `history.state` that names an entry (wouter's own navigations write `null` there). */
const KEY = 'placeKey';
/** The offset each entry of this document's history was left at, by its key. */
const places = new Map<string, number>();
/** The key of the entry on screen; its offset is recorded as the page scrolls, except while put back. */
let shown: string | undefined;
/** Its address (path and query): a change of `#` alone is no page left. */
let shownAddress = '';
const address = () => location.pathname + location.search;
let puttingBack = false;
let listening = false;

/** Where the offsets outlive the document, for this tab: a reload, or Back from another site to a page
 *  whose document the browser did not keep, finds them again. */
const STORED = 'historyPlaces';
const STORED_MAX = 100;
function readStored() {
  try {
    const stored: unknown = JSON.parse(storage.get(STORED, 'session') ?? '[]');
    if (!Array.isArray(stored)) return;
    for (const entry of stored)
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number')
        places.set(entry[0], entry[1]);
  } catch {
    /* not ours, or spoilt: the places of this document only */
  }
}

/**
 * Back and Forward are put back here alone. With the browser's own restoring on as well
 * (`history.scrollRestoration` 'auto'), it came late (0.1–0.4 s after `popstate`) and scrolled, smoothly,
 * to its own record of the entry's offset, which could be tens of px away from the one put back here
 * (CI, "Back after a box ticked low"): the page moved once the shopper was back. It is off from once the
 * first page has loaded (the browser's restoring of that one, after a reload, is done by then), for the
 * entry on screen and those pushed from it. The entry on screen as the document goes (a reload, another
 * site) has it on again, so that the browser puts that page back when it comes again as a first page.
 */
function takeOverRestoring() {
  const manual = () => void (history.scrollRestoration = 'manual');
  if (document.readyState === 'complete') manual();
  else addEventListener('load', manual, { once: true });
  // The latest entries only: the browser keeps a few dozen entries a tab, so older keys cannot come back.
  const store = () => storage.set(STORED, JSON.stringify([...places].slice(-STORED_MAX)), 'session');
  addEventListener('pagehide', () => {
    history.scrollRestoration = 'auto';
    store();
  });
  // A phone's browser may end a hidden tab's document without a `pagehide`; its entry then comes back
  // with 'manual', and the place stored here.
  document.addEventListener(
    'visibilitychange',
    () => void (document.visibilityState === 'hidden' && store()),
  );
  // Back to this document kept whole by the browser (its back/forward cache): this code goes on.
  addEventListener('pageshow', (event) => void (event.persisted && manual()));
}

const keyOf = () => (history.state as Record<string, unknown> | null)?.[KEY] as string | undefined;

/** Records the offset of the entry on screen. Not once the address has changed: a scroll then (the
 *  next page drawn shorter, the browser's own restoring) is not the shopper's on the page they left. */
function record() {
  if (!puttingBack && shown !== undefined && keyOf() === shown) places.set(shown, window.scrollY);
}

/**
 * The entry on screen is being left: the address has just changed (Back, Forward, the app's navigation),
 * the next page not yet drawn (src/app/ScrollManager.tsx calls this before the router hears of it). Its
 * offset now: a scroll event is sent at the next frame, so the last one of a scroll made just before
 * leaving (within the same frame, a busy page's few) comes once the entry is no longer on screen, and
 * `record` would not keep it; Back or Forward to the entry then put it back an earlier place. Not while a
 * put-back still waits: the entry's place is the one being put back.
 */
export function leave() {
  if (puttingBack || shown === undefined || keyOf() === shown) return;
  // A link to an `#anchor` on the page ("Hide filters") makes an entry of its own, with no key, that the
  // router does not hear of: its offsets are not the entry on screen's.
  if (address() === shownAddress) return;
  places.set(shown, window.scrollY);
}

/** Input of the shopper's own: what they do comes before a scroll still waiting for the page to be drawn. */
const SHOPPER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Runs `ready` now and after each change of the page (a node drawn, its height) until it answers true,
 * the shopper scrolls or presses something, 10 s pass, or the returned stop is called (another address);
 * then `after`, once.
 */
function until(ready: () => boolean, after: () => void): () => void {
  let waiting = true;
  const stop = () => {
    if (!waiting) return;
    waiting = false;
    mutations.disconnect();
    sizes.disconnect();
    window.clearTimeout(giveUp);
    for (const type of SHOPPER) removeEventListener(type, stop, true);
    after();
  };
  const check = () => void (ready() && stop());
  const mutations = new MutationObserver(check);
  const sizes = new ResizeObserver(check);
  const giveUp = window.setTimeout(stop, 10_000);
  if (ready()) {
    stop();
    return stop;
  }
  mutations.observe(document.body, { childList: true, subtree: true });
  sizes.observe(document.body);
  for (const type of SHOPPER) addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Keeps the page at `place`, just put back, until it has stayed there two frames running, the shopper
 * scrolls or presses something, a second passes, or the returned stop is called; then `after`, once.
 * The page left may still be on its smooth way to the top (§2) when Back is pressed: the put-back cuts that
 * scroll short, but Chromium can still apply one more step of it after (measured in the e2e build: the
 * listing settled 3–50 px short of its place, about one Back in five on a quick Back).
 */
const STRAY_STEP_MAX = 100;
function hold(place: number, after: () => void): () => void {
  let holding = true;
  let frame = 0;
  let stillFrames = 0;
  const away = () => Math.abs(window.scrollY - place) > 1;
  const onScroll = () => {
    stillFrames = 0;
    // A long way off is not that last step: the shopper's own scroll without a key or a press (the find
    // bar, a screen reader, a scrollbar dragged), which is theirs to keep.
    if (Math.abs(window.scrollY - place) > STRAY_STEP_MAX) stop();
    else if (away()) window.scrollTo({ top: place, behavior: 'instant' });
  };
  const stop = () => {
    if (!holding) return;
    holding = false;
    cancelAnimationFrame(frame);
    window.clearTimeout(giveUp);
    removeEventListener('scroll', onScroll);
    for (const type of SHOPPER) removeEventListener(type, stop, true);
    after();
  };
  const everyFrame = () => {
    stillFrames += 1;
    if (stillFrames >= 2 && !away()) stop();
    else frame = requestAnimationFrame(everyFrame);
  };
  const giveUp = window.setTimeout(stop, 1000);
  addEventListener('scroll', onScroll, { passive: true });
  for (const type of SHOPPER) addEventListener(type, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(everyFrame);
  return stop;
}

/** Where the entry `key` is put back as the page arrives on it, if anywhere. */
function placeToPutBack(key: string, firstPage: boolean, browserRestored: boolean) {
  // Back or Forward within this document: the place it was left at (not the entry already on screen).
  if (!firstPage) return key === shown ? undefined : places.get(key);
  // The first page: where it is is the browser's (a reload's restoring, an `#anchor`) or the shopper's,
  // who may have scrolled it before the code came; the stored place only where neither has placed it.
  if (browserRestored || window.location.hash || window.scrollY !== 0) return undefined;
  return places.get(key);
}

/**
 * The page has arrived at `location?search`: a new entry (a link, the app's navigation), or one of this
 * document's entries again (Back, Forward). Returns what stops a scroll still waiting when the address
 * changes again.
 * - Back or Forward to an entry left earlier: its offset, as soon as the page is tall enough for it
 *   (drawn for that address: a screen whose code or answer is still coming is shorter), instantly (no
 *   smooth scroll through the page). Every page, not only a listing.
 * - `kept`: a listing's own filters, sort or price (`keepPlaceFor`): where it is.
 * - `/?product`: the home page's products, once drawn.
 * - Otherwise the top (§2), except on the first page, whose place is the browser's (the top, an anchor,
 *   what a reload restores) or the shopper's, who may have scrolled it before the code came; or, where
 *   the browser left its entry alone (taken over in an earlier document), the place stored for it.
 */
export function arrive(location: string, search: string, firstPage: boolean, kept: boolean): () => void {
  // The first page's own entry, as the browser opened it: 'manual' only when this code turned it so in an
  // earlier document of this tab (Back or Forward to an entry whose document the browser did not keep), so
  // the browser has not put it back.
  const browserRestored = history.scrollRestoration !== 'manual';
  if (!listening) {
    listening = true;
    addEventListener('scroll', record, { passive: true });
    readStored();
    takeOverRestoring();
  }
  const key = keyOf();
  const saved = key === undefined ? undefined : placeToPutBack(key, firstPage, browserRestored);
  if (key === undefined) {
    shown = Math.random().toString(36).slice(2);
    history.replaceState({ ...(history.state as object | null), [KEY]: shown }, '');
  } else {
    shown = key;
    // The entry on screen goes last (the latest are the ones stored).
    const place = places.get(key);
    places.delete(key);
    if (place !== undefined) places.set(key, place);
  }
  shownAddress = address();

  if (saved !== undefined) {
    puttingBack = true;
    let placed = false;
    let stopHolding: (() => void) | undefined;
    const done = () => {
      puttingBack = false;
      record();
    };
    const stopWaiting = until(
      () => {
        const page = document.documentElement;
        if (page.scrollHeight - page.clientHeight < saved - 1) return false;
        window.scrollTo({ top: saved, behavior: 'instant' });
        placed = true;
        return true;
      },
      () => {
        if (placed) stopHolding = hold(saved, done);
        else done();
      },
    );
    return () => {
      stopWaiting();
      stopHolding?.();
    };
  }
  const behavior: ScrollBehavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
  if (!kept && location === '/' && new URLSearchParams(search).has('product')) {
    return until(() => {
      const section = document.getElementById(HOME_PRODUCTS_ANCHOR);
      section?.scrollIntoView({ behavior, block: 'start' });
      return !!section;
    }, record);
  }
  if (!kept && !firstPage) window.scrollTo({ top: 0, behavior });
  record();
  return () => {};
}
