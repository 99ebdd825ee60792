// Catalogue browsing end to end in Chromium: home → a category → a product card → the product
// page, at desktop and phone widths, plus the hero's motion rules and per-page meta. Runs against the
// mock build (the whole shop API answered by MSW in the page) or the real server: the demo catalogue
// is the same seed in both.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

async function openHome(page: Page) {
  await page.goto('/');
  // The hero's first banner title is the page's h1 once the home content has loaded.
  await expect(page.getByRole('region', { name: 'Featured floors' })).toBeVisible();
}

test.describe('catalogue browse', () => {
  test('desktop: home → category carousel → product card → product page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openHome(page);
    const lcp = page.getByRole('region', { name: 'Featured floors' }).locator('img').first();
    await expect(lcp).toHaveAttribute('fetchpriority', 'high');
    await expect(lcp).toHaveAttribute('loading', 'eager');

    const categories = page.getByRole('region', { name: 'Flooring categories' });
    await categories.scrollIntoViewIfNeeded();
    await categories.getByRole('link', { name: 'LVT Flooring' }).click();

    await expect(page).toHaveURL(/\/products\/category\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'LVT Flooring' })).toBeVisible();
    await expect(page).toHaveTitle(/^LVT Flooring \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/category\/2$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'LVT Flooring');

    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Misty Fog LVT' }) });
    await card.getByRole('link', { name: 'Misty Fog LVT', exact: true }).click();

    await expect(page).toHaveURL(/\/products\/misty-fog-lvt$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Misty Fog LVT' })).toBeVisible();
  });

  test('phone: hero Shop floors → category filter → view all → Shop Now → product page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openHome(page);

    // The first banner's call to action goes to /?product, which scrolls to the product section.
    await page.getByRole('group', { name: '1 of 3' }).getByRole('link', { name: 'Shop floors' }).click();
    await expect(page).toHaveURL(/\/\?product$/);
    const products = page.locator('#products');
    await expect(products).toBeInViewport();

    // The chip's radio input is visually hidden: a shopper taps its label.
    await products.locator('label', { hasText: 'Waterproof Herringbone' }).click();
    await expect(products.getByRole('radio', { name: 'Waterproof Herringbone' })).toBeChecked();
    await products.getByRole('link', { name: 'View all Waterproof Herringbone' }).click();
    await expect(page).toHaveURL(/\/products\/category\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Waterproof Herringbone' })).toBeVisible();

    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const firstCard = page.getByRole('article').first();
    const title = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.getByRole('link', { name: /^Shop Now/ }).click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('the header’s Product link on /?product scrolls to the products again (desktop and phone menu)', async ({
    page,
  }) => {
    const productsTop = () =>
      page.locator('#products').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/?product');
      // Where arriving at /?product puts the products (the browser's own scroll, settled).
      await expect(page.locator('#products')).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      // Settled: two readings a frame apart agree.
      let arrived = NaN;
      await expect
        .poll(async () => {
          const before = arrived;
          arrived = await productsTop();
          return arrived === before;
        })
        .toBe(true);
      const entries = await page.evaluate(() => history.length);

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      if (size === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Product' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product' }).click();
      }
      await expect.poll(productsTop).toBe(arrived);
      await expect(page).toHaveURL(/\/\?product$/);
      // The same address: no new history entry.
      expect(await page.evaluate(() => history.length)).toBe(entries);
    }
  });

  test('all products lists the whole catalogue in 4 columns at 1300px', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    const tops = await cards.evaluateAll((els) =>
      els.slice(0, 5).map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);
  });
});

test.describe('hero motion', () => {
  test('autoplay can be paused with a button', async ({ page }) => {
    // The reference server renders the slides' <video> into the HTML itself: fail the file there too.
    await page.route(/\.mp4$/, (route) => route.fulfill({ status: 404 }));
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize(DESKTOP);
    await openHome(page);
    const hero = page.getByRole('region', { name: 'Featured' });
    const pause = hero.getByRole('button', { name: 'Pause banner slideshow' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(hero.getByRole('button', { name: 'Play banner slideshow' })).toBeVisible();
  });

  test('a video banner is muted, looping and inline over its poster image', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize(DESKTOP);
    await openHome(page);
    const slide = page.getByRole('region', { name: 'Featured' }).getByRole('group', { name: '2 of 3' });
    const video = slide.locator('video');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('poster', /^\/media\/banner-showroom\.jpg(\?w=\d+)?$/);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(slide.locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('a missing banner video falls back to its image', async ({ page }) => {
    // The mock build's service worker sits between the page and the network, so page.route() cannot
    // fail the file; point every video at a path that does not exist instead.
    await page.addInitScript(() => {
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name: string, value: string) {
        const missing = this instanceof HTMLVideoElement && name === 'src';
        return setAttribute.call(this, name, missing ? '/media/no-such-video.mp4' : value);
      };
    });
    // The reference server renders the slides' <video> into the HTML itself: fail the file there too.
    await page.route(/\.mp4$/, (route) => route.fulfill({ status: 404 }));
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize(DESKTOP);
    await openHome(page);
    const hero = page.getByRole('region', { name: 'Featured' });
    await hero.getByRole('button', { name: 'Next banner' }).click();
    const slide = hero.getByRole('group', { name: '2 of 3' });
    await expect(slide.locator('video')).toHaveCount(0, { timeout: 10_000 });
    await expect(slide.locator('img')).toBeVisible();
  });

  test('no autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(DESKTOP);
    await openHome(page);
    await expect(page.getByRole('button', { name: /banner slideshow/ })).toHaveCount(0);
  });
});
