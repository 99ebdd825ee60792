// Shared Playwright fixtures for every e2e test: import { test, expect } from './fixtures'.
// - Requests to any host other than this machine (Stripe, Google Maps, OSRM, fonts CDNs…) are
//   aborted, so a test can never depend on, or call, the internet. A test that needs one of
//   them answers it itself: `await context.route('https://js.stripe.com/**', …)` registered in
//   the test runs before this catch-all (Playwright tries the newest route first).
// - The clock is fixed (dates in the footer, order times) unless a test sets its own.
// - page.goto returns once the page is interactive (hydrated), not merely loaded.
import { test as base, expect } from '@playwright/test';
import { isLocalUrl } from '../chromium.ts';

export const FIXED_NOW = new Date('2026-11-22T10:00:00Z');

export const test = base.extend<{ blockedRequests: string[] }>({
  blockedRequests: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route(
        (url) => !isLocalUrl(url.href),
        (route) => {
          blocked.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(blocked);
    },
    { auto: true },
  ],
  // After each page load, wait until React has taken the page over (<html data-hydrated>, src/app/App.tsx):
  // the reference server sends rendered HTML first, and its buttons do nothing until React has hydrated it.
  page: async ({ page, javaScriptEnabled }, use) => {
    await page.clock.setFixedTime(FIXED_NOW);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
