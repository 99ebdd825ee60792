// "Has this story settled?", answered inside the page for the visual runner
// (tests/visual/stories.visual.ts): once the story's render and play have finished, the runner awaits
// `window.__storySettled()` and only then takes the picture. Under automation only.
//
// Settled = for two animation frames in a row: no request in flight (except those a mock holds
// for ever with `neverAnswer`, as scenarios.loading does), no screen's or deferred part's code loading, fonts loaded, every image decoded (lazy ones loaded too: the picture is
// full-page), videos paused on their first frame, no running animation, and nothing moved: the same
// focused element (and focus ring), the same layout, no DOM mutation.
import { heldForever, requestKey } from '@mocks/handlers/http';
import { underAutomation } from './test-mode';

/** Gives up (and says why) after this long: a story that never settles is a bug to fix, not to wait out. */
const GIVE_UP_MS = 20_000;
const STABLE_FRAMES = 2;

const inFlight = new Map<number, string>();
let nextRequest = 0;

function keyOf(input: RequestInfo | URL, init?: RequestInit): string {
  // Not `new Request(input)`: that would consume a Request's body.
  const request = input instanceof Request ? input : null;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const url = request ? request.url : new URL(String(input), location.href).href;
  return requestKey({ method, url });
}

function trackFetch(): void {
  const fetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const id = nextRequest++;
    inFlight.set(id, keyOf(input, init));
    try {
      return await fetch(input, init);
    } finally {
      inFlight.delete(id);
    }
  };
}

/**
 * A new story: the requests of the one before no longer count (their answers are dropped, story-state.ts),
 * and neither do the ones it held for ever: the same request in this story must be waited for.
 */
export function forgetEarlierRequests(): void {
  inFlight.clear();
  heldForever.clear();
}

const elementIds = new WeakMap<Element, number>();
let nextElement = 0;
const idOf = (element: Element) => {
  let id = elementIds.get(element);
  if (id === undefined) elementIds.set(element, (id = ++nextElement));
  return id;
};

/** Focus (element and whether it shows its ring), scroll and the box of every element. */
function snapshot(): string {
  const active = document.activeElement;
  const focus = active ? `${idOf(active)}${active.matches(':focus-visible') ? '+ring' : ''}` : '-';
  const all = document.body.getElementsByTagName('*');
  let hash = 0;
  for (let i = 0; i < all.length; i++) {
    const box = all[i]!.getBoundingClientRect();
    for (const n of [box.x, box.y, box.width, box.height])
      hash = (Math.imul(hash, 31) + Math.round(n * 1000)) | 0;
  }
  const root = document.documentElement;
  return `${focus} ${all.length}:${hash} ${scrollX},${scrollY} ${root.scrollWidth}x${root.scrollHeight}`;
}

/** Per image, the source decoded (and the one being decoded). */
const decoded = new WeakMap<HTMLImageElement, string>();
const decodeStarted = new WeakMap<HTMLImageElement, string>();

/** What is still moving now, in words (empty: nothing). */
function unsettled(): string[] {
  const reasons: string[] = [];
  const pending = [...inFlight.values()].filter((key) => !heldForever.has(key));
  if (pending.length) reasons.push(`requests in flight: ${pending.join(', ')}`);
  if (document.fonts.status !== 'loaded') reasons.push('fonts loading');
  // A screen's code chunk is not a fetch: while it loads, the route shows its fallback (src/app/routes.tsx).
  if (document.querySelector('[data-route-loading]')) reasons.push("a screen's code loading");
  // A deferred part's code (src/ui/Deferred): its fallback, e.g. a skeleton, stands still meanwhile.
  if (document.querySelector('[data-part-loading]')) reasons.push("a deferred part's code loading");
  for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
  const images = Array.from(document.images).filter((img) => !img.complete);
  if (images.length)
    reasons.push(`images loading: ${images.map((img) => img.currentSrc || img.src).join(', ')}`);
  // Loaded is not painted: a photograph with decoding="async" may still be decoding. decode() resolves when
  // it can be painted (or rejects for a broken one: nothing more will come either way).
  const decoding = Array.from(document.images).filter(
    (img) => img.complete && decoded.get(img) !== img.currentSrc,
  );
  for (const img of decoding) {
    const src = img.currentSrc;
    if (decodeStarted.get(img) === src) continue;
    decodeStarted.set(img, src);
    const done = () => decoded.set(img, src);
    img.decode().then(done, done);
  }
  if (decoding.length) reasons.push(`images decoding: ${decoding.length}`);
  for (const video of Array.from(document.querySelectorAll('video'))) {
    // Chromium's own controls spin a loading wheel for a whole turn after a video starts loading (even
    // with preload="none", for nothing), inside the browser's shadow DOM where no check here can see
    // it: a picture with them is a coin toss. Such a state is for an interaction test ('no-visual').
    if (video.controls)
      reasons.push("a video with the browser's controls (its loading wheel cannot be waited for)");
    // A playing video never gives two identical pictures: first frame, paused.
    video.autoplay = false;
    video.pause();
    if (video.currentTime !== 0 && !video.seeking) video.currentTime = 0;
    if (video.seeking) reasons.push('video seeking');
  }
  const running = document.getAnimations().filter((animation) => animation.playState === 'running');
  if (running.length) reasons.push(`${running.length} animations running`);
  return reasons;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves with [] once settled, or with what never settled after GIVE_UP_MS. */
async function storySettled(): Promise<string[]> {
  let mutations = 0;
  const observer = new MutationObserver((records) => (mutations += records.length));
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  try {
    const start = performance.now();
    let previous = '';
    let stable = 0;
    for (;;) {
      await nextFrame();
      const reasons = unsettled();
      const now = snapshot();
      if (now !== previous) reasons.push('layout or focus changed');
      if (mutations > 0) reasons.push(`${mutations} DOM mutations`);
      previous = now;
      mutations = 0;
      stable = reasons.length === 0 ? stable + 1 : 0;
      if (stable >= STABLE_FRAMES) return [];
      if (performance.now() - start > GIVE_UP_MS) return reasons;
    }
  } finally {
    observer.disconnect();
  }
}

if (underAutomation && typeof window !== 'undefined') {
  trackFetch();
  Object.assign(window, { __storySettled: storySettled });
}
