// Where the page stays on a listing (docs/catalogue.md "Where the page stays"), in the built store: a box
// ticked low in the sidebar keeps the shopper's place (the page is not sent to its top, the box stays
// under the pointer) and the new count is told; another path goes to the top.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const productCount = (page: Page) => page.getByRole('status').filter({ hasText: /products?$/ });
const topOf = async (locator: Locator) => (await locator.boundingBox())!.y;

test.use({ viewport: { width: 1280, height: 800 } });

test('a box ticked low in the sidebar keeps the place; a category goes to the top', async ({ page }) => {
  await page.goto('/products');
  const filters = page.getByRole('complementary', { name: 'Filter products' });
  const box = filters.getByRole('checkbox', { name: /^Click-lock floating/ });
  // Low in the window, where a shopper's scrolling may leave it.
  await box.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 250));
  await expect(box).toBeInViewport();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const before = await topOf(box);

  await box.click();
  await expect(page).toHaveURL(/\/products\?installation=Click-lock(\+|%20)floating$/);
  await expect(productCount(page)).toHaveText('19 products');
  await expect(box).toBeChecked();
  await expect(box).toBeFocused();
  expect(Math.abs((await topOf(box)) - before)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // Another path (a category in the same sidebar): the top of the page, as every route change.
  await filters.getByRole('link', { name: /^LVT Flooring/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'LVT Flooring' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Near `place` (a couple of px: the offset is kept as the browser gives it, a fraction at some zooms). */
const near = (place: number) => async (y: number) => Math.abs(y - place) <= 2;

/**
 * Scrolls the listing well down, to `card` and a little past it (a place its link is clicked from without
 * being scrolled to), and opens its product. Answers where the listing was left and the product's title.
 */
async function openFromWellDown(page: Page, card: Locator) {
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy({ top: 150, behavior: 'instant' }));
  await expect(card).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const left = await scrollY(page);
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { left, title };
}

/**
 * Opens `path` and waits until the code that keeps each page's place has taken this one (its key in the
 * history entry): it loads once the page has hydrated, and a page left before then has no place to go
 * back to (Back goes to its top).
 */
async function openTracked(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => (history.state as { placeKey?: string } | null)?.placeKey !== undefined);
}

/**
 * Like `openFromWellDown`, but answers where `card` was on screen as its link was followed, read in the same
 * script as the click (and left in the listing's document as `window.left`, to tell it from a new one).
 */
async function openNotingCardTop(page: Page, card: Locator) {
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy({ top: 150, behavior: 'instant' }));
  await expect(card).toBeInViewport();
  const title = (await card.getByRole('heading').textContent())!;
  const left = await card.getByRole('link', { name: title, exact: true }).evaluate((link) => {
    const { top } = link.closest('article')!.getBoundingClientRect();
    Object.assign(window, { left: top });
    (link as HTMLElement).click();
    return top;
  });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { left, title };
}

/** Back to the sorted listing `card` was opened from: the card in its place, the page put back at `left`. */
async function backToSortedListing(page: Page, card: Locator, title: string, left: number) {
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
  await expect(card.getByRole('heading')).toHaveText(title);
  await expect.poll(async () => near(left)(await scrollY(page))).toBe(true);
}

/** Starts noting the page's offset in the first frame drawn after the next Back or Forward. */
const noteFirstFrame = (page: Page) =>
  page.evaluate(() => {
    const noted = new Promise<number>((resolve) =>
      addEventListener('popstate', () => requestAnimationFrame(() => resolve(window.scrollY)), {
        once: true,
      }),
    );
    (window as unknown as { firstFrame: Promise<number> }).firstFrame = noted;
  });
const firstFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstFrame: Promise<number> }).firstFrame);

test.describe('Back and Forward', () => {
  // A shopper who has not asked for reduced motion: the page's smooth scrolling (global.css) is on, which is
  // what made the browser's own restoring scroll through the whole listing from its top.
  test.use({ reducedMotion: 'no-preference' });

  test('put a scrolled listing, and a product page, back where they were left, from their first frame', async ({
    page,
  }) => {
    // A listing with its state in the address (a sort), scrolled well down: a product opened from there.
    await openTracked(page, '/products?sort=price_asc');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    const card = cards.nth(17);
    const { left, title } = await openFromWellDown(page, card);
    // A new page (not Back or Forward): its top. Then read part of the way down.
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect.poll(() => scrollY(page)).toBe(300);

    await noteFirstFrame(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
    // Drawn where it was left from its first frame (not at the top, then scrolled down).
    expect(await near(left)(await firstFrame(page))).toBe(true);
    await expect(cards).toHaveCount(24);
    await expect(card.getByRole('heading')).toHaveText(title);
    await expect(card).toBeInViewport();
    // And it stays there once the listing has settled.
    await expect.poll(async () => near(left)(await scrollY(page))).toBe(true);

    await noteFirstFrame(page);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await near(300)(await firstFrame(page))).toBe(true);
    await expect.poll(async () => near(300)(await scrollY(page))).toBe(true);

    // Back again: the listing's own place, not the product page's.
    await noteFirstFrame(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
    expect(await near(left)(await firstFrame(page))).toBe(true);
    await expect.poll(async () => near(left)(await scrollY(page))).toBe(true);
  });

  test('Back after a reload of the next page still puts the listing back where it was left', async ({
    page,
  }) => {
    await openTracked(page, '/products?sort=price_asc');
    const card = page.getByRole('article').nth(17);
    const { left, title } = await openNotingCardTop(page, card);
    // The reload's document holds the listing's entry too; its place comes from the tab's storage. On the
    // server's build the product page's first HTML then draws the listing in the app, with the product
    // page's cut of the grid's stylesheet (a listing of two columns before that was fixed).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Once the reloaded page is the app's: a Back before then comes to a first page already scrolled
    // (where the product page was), which the app leaves as it is (a scroll of the shopper's, for all it
    // can tell).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
    await expect(card.getByRole('heading')).toHaveText(title);
    await expect.poll(async () => near(left)(await topOf(card))).toBe(true);
  });

  test('two entries back, to a listing whose document the browser did not keep, puts it back too', async ({
    page,
  }) => {
    await openTracked(page, '/products?sort=price_asc');
    const card = page.getByRole('article').nth(17);
    const { left, title } = await openNotingCardTop(page, card);
    // A held Web Lock keeps the browser from keeping the document whole (its back/forward cache): the
    // listing's entry comes back as a new document, the first page of its code, with the entry's
    // restoring left 'manual' by the app.
    await page.evaluate(() => void navigator.locks.request('held', () => new Promise(() => {})));
    await page.goto('/about-us');
    await page.evaluate(() => history.go(-2));
    await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
    // A new document: the mark left in the listing's is gone.
    expect(await page.evaluate(() => 'left' in window)).toBe(false);
    await expect(card.getByRole('heading')).toHaveText(title);
    await expect.poll(async () => near(left)(await topOf(card))).toBe(true);
  });

  test('Skip to content adds no entry to the history: Back from a product still puts the listing back', async ({
    page,
  }) => {
    await openTracked(page, '/products?sort=price_asc');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
    const card = page.getByRole('article').nth(17);
    const { left, title } = await openFromWellDown(page, card);

    await backToSortedListing(page, card, title, left);
  });

  test('a place scrolled to in the same frame as a link is followed is the one Back puts back', async ({
    page,
  }) => {
    await openTracked(page, '/products?sort=price_asc');
    const card = page.getByRole('article').nth(17);
    const title = (await card.getByRole('heading').textContent())!;
    // The scroll's event comes at the next frame, once the product's address has taken over.
    const left = await card.getByRole('link', { name: title, exact: true }).evaluate((link) => {
      window.scrollTo({ top: link.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' });
      const place = window.scrollY;
      (link as HTMLElement).click();
      return place;
    });
    expect(left).toBeGreaterThan(1000);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await noteFirstFrame(page);
    await backToSortedListing(page, card, title, left);
    // The app's own place from the first frame (before, its place was an older one, and the browser's
    // own restoring came later to scroll the page there from it).
    expect(await near(left)(await firstFrame(page))).toBe(true);
  });

  test('Back after a box ticked low in the sidebar: the listing before the tick, where the box was ticked', async ({
    page,
  }) => {
    await openTracked(page, '/products');
    const filters = page.getByRole('complementary', { name: 'Filter products' });
    const box = filters.getByRole('checkbox', { name: /^Click-lock floating/ });
    await box.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 250, behavior: 'instant' }));
    await expect(box).toBeInViewport();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    const ticked = await scrollY(page);
    await box.click();
    await expect(page).toHaveURL(/\/products\?installation=Click-lock(\+|%20)floating$/);
    await expect(productCount(page)).toHaveText('19 products');
    // The ticked listing, scrolled further down: a product from there, then Back twice.
    const card = page.getByRole('article').nth(14);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(ticked + 200);
    const title = (await card.getByRole('heading').textContent())!;
    // Where the card is on screen as its link is followed, read in the same script as the click: what the
    // shopper left. (Not the page's offset read a step before: a late change above the viewport, which the
    // browser's scroll anchoring makes up for, moves the offset and not the card.)
    const left = await card.getByRole('link', { name: title, exact: true }).evaluate((link) => {
      const { top } = link.closest('article')!.getBoundingClientRect();
      (link as HTMLElement).click();
      return top;
    });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goBack();
    await expect(productCount(page)).toHaveText('19 products');
    await expect(card.getByRole('heading')).toHaveText(title);
    await expect.poll(async () => near(left)(await topOf(card))).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(productCount(page)).toHaveText('24 products');
    await expect(box).not.toBeChecked();
    await expect.poll(async () => near(ticked)(await scrollY(page))).toBe(true);
  });
});
