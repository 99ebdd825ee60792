// Deferred parts (src/ui/Deferred, `*.deferred.tsx`) stay server HTML until they are needed, then React
// hydrates that same markup. If anything re-renders a provider above a part while it is still dehydrated
// (a parent's render giving Mantine's Grid a new context value, say), React cannot tell whether the part
// reads that context and renders it in the browser instead: the server's nodes are thrown away and made
// again (the product photo was then fetched twice on a phone). For every page the server renders, each
// deferred part's server nodes must be the very nodes on screen once the part has hydrated.
import { test, expect } from './fixtures';

/** One URL per server-rendered (public and guest) route of the route table, src/config/routes.ts. */
const SERVER_RENDERED = [
  '/',
  '/about-us',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password?token=abc',
  '/contact-us',
  '/calculate',
  '/my-cart',
  '/products',
  '/products/category/1',
  '/products/coastal-oak-spc',
  '/privacy-policy',
  '/terms-and-conditions',
];
/** The pages known to have deferred parts: the check must not pass by finding none. */
const WITH_DEFERRED_PARTS = new Set(['/', '/calculate', '/products', '/products/coastal-oak-spc']);

declare global {
  interface Window {
    __serverParts?: { wrapper: Element; nodes: Element[] }[];
  }
}

for (const url of SERVER_RENDERED) {
  test(`${url}: deferred parts hydrate the server's own nodes`, async ({ page }) => {
    test.slow(); // each part's code loads on demand
    await page.setViewportSize({ width: 375, height: 812 });
    // The server's nodes, taken before any of the app's code has run (boot starts it after the first
    // paint, module scripts run before DOMContentLoaded but the entry is added by boot later).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__serverParts = [...document.querySelectorAll('[data-deferred]')].map((wrapper) => ({
          wrapper,
          nodes: [...wrapper.children],
        }));
      });
    });
    await page.goto(url);
    const parts = await page.evaluate(() => window.__serverParts?.length ?? 0);
    if (WITH_DEFERRED_PARTS.has(url)) expect(parts).toBeGreaterThan(0);

    // Bring each part in: scrolled to (`visible`) and touched by the pointer (`interactionOr`). Through
    // the DOM, not Playwright's actions: a part whose markup was dropped may have no box to hover.
    const wrappers = page.locator('[data-deferred]');
    for (let index = 0; index < parts; index++) {
      await wrappers.nth(index).evaluate((wrapper) => {
        wrapper.scrollIntoView({ block: 'center' });
        (wrapper.firstElementChild ?? wrapper).dispatchEvent(
          new PointerEvent('pointerover', { bubbles: true }),
        );
      });
    }
    // Settled: every server node of a part on screen is either hydrated (React has put its fiber on it)
    // or gone. A part not displayed at this width (the listing's sidebar filters on a phone, which open
    // in a drawer of their own) is never needed, so it stays server HTML: it must simply still be there.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.__serverParts ?? []).every(
            ({ nodes }) =>
              !nodes.some((node) => node.checkVisibility()) ||
              nodes.every(
                (node) =>
                  !node.isConnected || Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
              ),
          ),
        ),
      )
      .toBe(true);
    const dropped = await page.evaluate(() =>
      (window.__serverParts ?? []).flatMap(({ nodes }) =>
        nodes.filter((node) => !node.isConnected).map((node) => node.outerHTML.slice(0, 120)),
      ),
    );
    expect(dropped, 'server nodes of deferred parts replaced instead of hydrated').toEqual([]);
  });
}
