// Deferred parts (src/ui/Deferred, `*.deferred.tsx`) stay server HTML until they are needed, then React
// hydrates that same markup. If anything re-renders a provider above a part while it is still dehydrated
// (a parent's render giving Mantine's Grid a new context value, say), React cannot tell whether the part
// reads that context and renders it in the browser instead: the server's nodes are thrown away and made
// again (the product photo was then fetched twice on a phone). For every page the server renders, each
// deferred part's server nodes must be the very nodes on screen once the part has hydrated.
import { DEMO_PASSWORD } from '../../fixtures/users';
import { holdAsset, test, expect } from './fixtures';
import { signedInAs } from './shop';

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
/** A shopper's own pages send a visitor without a session to sign in: they are visited signed in. */
const SIGNED_IN = new Set(['/my-cart']);
/** The pages known to have deferred parts of their own, besides the footer (every page's): the check
 *  must not pass by finding none. */
const WITH_DEFERRED_PARTS = new Set(['/', '/calculate', '/products', '/products/coastal-oak-spc']);

declare global {
  interface Window {
    __serverParts?: { wrapper: Element; nodes: Element[] }[];
  }
}

for (const url of SERVER_RENDERED) {
  test(`${url}: deferred parts hydrate the server's own nodes`, async ({ page, request }) => {
    test.slow(); // each part's code loads on demand
    if (SIGNED_IN.has(url)) await signedInAs(page, request, 'demo@floorshop.test', DEMO_PASSWORD);
    // A made-up token is a dead link, which the page finds out on opening and then replaces its form by
    // the message (on purpose): here the shop answers as one without that check (404), so the form stays
    // and is hydrated as a live link's would be.
    if (url.startsWith('/reset-password'))
      await page.route('**/api/beforeauth/checkresettoken', (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
      );
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
    expect(parts).toBeGreaterThan(WITH_DEFERRED_PARTS.has(url) ? 1 : 0);

    // Bring each part in, one at a time: scrolled to (`visible`) and touched by the pointer
    // (`interactionOr`), then kept in view until it has settled. Scrolling on to the next part at once
    // could pass this one by between two frames on a busy machine: an IntersectionObserver looks only at
    // frames, and a part never seen near the viewport rightly never loads. Through the DOM, not
    // Playwright's actions: a part whose markup was dropped may have no box to hover.
    // Settled: every server node of the part on screen is either hydrated (React has put its fiber on it)
    // or gone. A part not displayed at this width (the listing's sidebar filters on a phone, which open
    // in a drawer of their own) is never needed, so it stays server HTML: it must simply still be there.
    const settled = (index: number) =>
      page.evaluate((index) => {
        const { nodes } = window.__serverParts![index]!;
        return (
          !nodes.some((node) => node.checkVisibility()) ||
          nodes.every(
            (node) => !node.isConnected || Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
          )
        );
      }, index);
    for (let index = 0; index < parts; index++) {
      await page.evaluate((index) => {
        const { wrapper } = window.__serverParts![index]!;
        wrapper.scrollIntoView({ block: 'center' });
        (wrapper.firstElementChild ?? wrapper).dispatchEvent(
          new PointerEvent('pointerover', { bubbles: true }),
        );
      }, index);
      await expect.poll(() => settled(index), `deferred part ${index} hydrated (or not shown)`).toBe(true);
    }
    const dropped = await page.evaluate(() =>
      (window.__serverParts ?? []).flatMap(({ nodes }) =>
        nodes.filter((node) => !node.isConnected).map((node) => node.outerHTML.slice(0, 120)),
      ),
    );
    expect(dropped, 'server nodes of deferred parts replaced instead of hydrated').toEqual([]);
  });
}

declare global {
  interface Window {
    /** One entry per frame the browser renders: what the shopper sees of the watched fields. */
    __frames?: { ticked: boolean; text: string; partHydrated: boolean }[];
  }
}

// What a shopper did to a part's server HTML before it hydrated is given back to the part's state once it
// has (src/start/typedBeforeHydration.ts). React keeps the DOM's values while hydrating, but a render of the
// part from its state before a field is given back (the replay of an earlier field, say) puts the server's
// value back on screen: a ticked box seen unticked, then ticked again. Every frame must show what the
// shopper left: recorded from a requestAnimationFrame loop in the page (a frame is what can be seen).
const TICKED_BEFORE_HYDRATION = [
  {
    url: '/sign-up',
    code: /\/assets\/SignUpForm\.deferred-[^/]+\.js$/,
    box: /I agree to the Terms & Conditions/,
    text: 'Email',
    typed: [
      ['First name', 'Casey'],
      ['Last name', 'Oak'],
      ['Email', 'casey.flicker@example.test'],
    ],
  },
  {
    url: '/products/coastal-oak-spc',
    code: /\/assets\/CoverageCalculator\.deferred-[^/]+\.js$/,
    box: /^Add wastage/,
    text: 'Coverage (sqft)',
    typed: [['Coverage (sqft)', '250']],
  },
] as const;

for (const { url, code, box: boxName, text, typed } of TICKED_BEFORE_HYDRATION) {
  test(`${url}: a box ticked and text typed before the part hydrates stay on screen through its hydration`, async ({
    page,
  }) => {
    // The page hydrates (the fixture's goto waits for it); the part's code is held: it is server HTML.
    const held = await holdAsset(page, code);
    await page.goto(url);
    const box = page.getByRole('checkbox', { name: boxName });
    const part = page.locator('[data-deferred]').filter({ has: box });
    await box.evaluate((input: HTMLInputElement, label) => {
      const wrapper = input.closest('[data-deferred]')!;
      const field = [...wrapper.querySelectorAll('label')].find((l) =>
        l.textContent?.trim().startsWith(label),
      )!.control as HTMLInputElement;
      const frames: NonNullable<Window['__frames']> = [];
      window.__frames = frames;
      const record = () => {
        frames.push({
          ticked: input.checked,
          text: field.value,
          partHydrated: wrapper.hasAttribute('data-part-hydrated'),
        });
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    }, text);

    for (const [label, value] of typed) await page.getByRole('textbox', { name: label }).fill(value);
    await box.click(); // the browser ticks the server's box
    await held.requested;
    await expect(box).toBeChecked();
    await expect(part).not.toHaveAttribute('data-part-hydrated');
    // A frame drawn with the box ticked in the server's HTML: the record covers the whole way through.
    await expect.poll(() => page.evaluate(() => window.__frames!.some((f) => f.ticked))).toBe(true);

    held.release();
    await expect(part).toHaveAttribute('data-part-hydrated', '');
    // Settled: a frame drawn after the part's replay.
    await expect.poll(() => page.evaluate(() => window.__frames!.some((f) => f.partHydrated))).toBe(true);
    await expect(box).toBeChecked();
    const typedText = typed.find(([label]) => label === text)![1];
    await expect(page.getByRole('textbox', { name: text })).toHaveValue(typedText);

    const frames = await page.evaluate(() => window.__frames!);
    const sinceTicked = frames.slice(frames.findIndex((f) => f.ticked));
    expect(
      sinceTicked.filter((f) => !f.ticked).length,
      'frames showing the box unticked after the shopper ticked it',
    ).toBe(0);
    expect(
      sinceTicked.filter((f) => f.text !== typedText).map((f) => f.text),
      'frames showing other text than the shopper typed',
    ).toEqual([]);
  });
}

// A click on a deferred part before it has hydrated is held and clicked again once it has (src/ui/Deferred,
// ClickReplay), so that a link of the shop's is followed in the app. A link out of the shop (a new tab,
// another site, tel:, mailto:) is the browser's alone: held, its click came later from a script, which a
// browser may block as a pop-up, or never if the part's code did not come. The footer is such a part.
test('a link out of the shop in a part not hydrated yet opens at once; one of the shop is followed in the app once it has', async ({
  page,
  context,
}) => {
  const held = await holdAsset(page, /\/assets\/Footer\.deferred-[^/]+\.js$/);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  await context.route(/^https:\/\/www\.instagram\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );
  await page.goto('/products');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await held.requested; // near the viewport: its code is asked for, and held
  const part = page.locator('[data-deferred]').filter({ has: footer });

  const popup = page.waitForEvent('popup');
  await footer.getByRole('link', { name: 'Instagram' }).click();
  await popup;
  await expect(part).not.toHaveAttribute('data-part-hydrated');

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/products$/);
  held.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(documents).toEqual(['/products']);
});
