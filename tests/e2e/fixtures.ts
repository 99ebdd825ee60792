// Shared Playwright fixtures for every e2e test: import { test, expect } from './fixtures'.
// - Requests to any host other than this machine (Stripe, Google Maps, OSRM, fonts CDNs…) fail: the
//   browser's host resolver knows no other host (`offlineArgs`, tests/chromium.ts, in every project's
//   launch options), so a test can never depend on, or call, the internet. A test that needs one of
//   them answers it itself: `await context.route('https://js.stripe.com/**', …)` (a routed request is
//   answered before any name is resolved). There is no catch-all route: while a context routes,
//   Playwright turns its HTTP cache off and pauses every request for the test process, so each page
//   load fetched every chunk again, each one through the test runner.
// - The clock is fixed (dates in the footer, order times) unless a test sets its own.
// - page.goto returns once the page is interactive (hydrated), not merely loaded.
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

export const FIXED_NOW = new Date('2026-11-22T10:00:00Z');

/** A network address of its own for each test (198.18.0.0/15, the range for tests): the reference server
 *  trusts the local proxy header (TRUST_PROXY in playwright.config.ts), so its per-network throttles (ten
 *  sign-ups an hour) count each test as the separate shopper it is, not the whole suite as one network. */
function networkOf(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.18.${(hash >>> 8) & 0xff}.${hash & 0xff || 1}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': networkOf(testInfo.testId) });
  },
  // After each page load, wait until React has taken the page over (<html data-hydrated>, src/app/routes.tsx):
  // the reference server sends rendered HTML first, and its buttons do nothing until React has hydrated it.
  page: async ({ page, javaScriptEnabled }, use) => {
    await page.clock.setFixedTime(FIXED_NOW);
    if (javaScriptEnabled !== false) gotoWaitsForHydration(page);
    await use(page);
  },
});

function gotoWaitsForHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
}

/**
 * A page in a browser context the test opens itself (a second shopper, the owner beside a shopper, a
 * context shared by serial steps), set up as the `page` fixture is: a network address of its own (`name`
 * picks it), the fixed clock, and page.goto returning once the page has hydrated.
 * A bare browser.newContext() has none of these: its clicks could land before hydration, and every such
 * context would be one network for the server's throttles.
 */
export async function openPage(browser: Browser, name: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, 'X-Forwarded-For': networkOf(name) },
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  if (options.javaScriptEnabled !== false) gotoWaitsForHydration(page);
  return page;
}

/**
 * Holds back the browser's requests for the build's files matching `asset` (a screen's or a part's code)
 * until `release()`: the page meanwhile is the server's HTML. `requested` settles at the first request.
 */
export async function holdAsset(page: Page, asset: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(asset, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/**
 * Ticks a checkbox as a person does: a click, then the box seen ticked (waited for, not read once). A box
 * in a part whose code that click (or the typing before it) fetches (src/ui/Deferred) is ticked by the
 * browser and given to the part's state once the part has hydrated (src/start/typedBeforeHydration.ts);
 * tests/e2e/deferred-parts.server.spec.ts checks that no frame shows it unticked meanwhile.
 */
export async function tick(box: Locator): Promise<void> {
  if (await box.isChecked()) return;
  await box.click();
  await expect(box).toBeChecked();
}

export { expect };
