// A shopper's steps on the catalogue listing, shared by catalogue-search.spec.ts (the mock
// build and the reference server) and catalogue-search.mock.spec.ts (the mock as a server of the spec's
// contract, where the browser pages, sorts and filters the whole list).
import type { Page } from '@playwright/test';
import { expect, tick } from './fixtures';

/** The demo catalogue's 6.5 mm floors by price, low to high (fixtures/products.ts). */
export const THIN_BY_PRICE = [
  'Coastal Oak SPC', // $2.79
  'Charcoal Slate Oak SPC', // $2.99
  'Smoked Walnut SPC', // $3.29
  'Classic Oak Herringbone', // $4.29
  'Parisian Walnut Herringbone', // $4.79
];

/** The listing once settled: its filters and sort drawn (parts whose code may come after the list's
 *  own) and the web font in, so nothing moves between a click's aim and the click. */
export async function listingSettled(page: Page) {
  const filters = page.getByRole('complementary', { name: 'Filter products' });
  await expect(filters.getByRole('checkbox').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The product cards' titles, in the page's order. */
export const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading');

/** Ticks 6.5 mm in the sidebar's filters, sorts by price (low to high), checks order and count. */
export async function filterThinByPrice(page: Page) {
  await page.goto('/products');
  const filters = page.getByRole('complementary', { name: 'Filter products' });
  await tick(filters.getByRole('checkbox', { name: /^6\.5 mm/ }));
  await expect(page).toHaveURL(/[?&]thickness=6\.5(\+|%20)mm/);
  await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText('5 products');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect(page).toHaveURL(/[?&]thickness=6\.5(\+|%20)mm/);
  await expect(cardTitles(page)).toHaveText(THIN_BY_PRICE);
  await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText('5 products');
  await expect(filters.getByRole('checkbox', { name: /^6\.5 mm/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
}
