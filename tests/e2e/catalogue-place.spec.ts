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
