// The listing's filters on a phone (docs/catalogue.md "Filters on a phone"). Without JavaScript (or before
// the app's code has run) "Filters" is a link that shows the sidebar's GET form above the results; once
// hydrated it opens the drawer, which stays open through the ticks until "Show N results".
import type { Page } from '@playwright/test';
import { expect, holdAsset, test, tick } from './fixtures';
import { cardTitles } from './listing';

const PHONE = { width: 375, height: 812 };
const THIN = /^6\.5 mm/;
const productCount = (page: Page) => page.getByRole('status').filter({ hasText: /products?$/ });

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  test('Filters shows the filter form; a box ticked and applied gives the filtered page', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'the mock build has no server HTML');
    await page.goto('/products');
    const panel = page.getByRole('complementary', { name: 'Filter products' });
    await expect(panel).toBeHidden();
    await page.getByRole('link', { name: 'Filters', exact: true }).click();
    await expect(page).toHaveURL(/\/products#listing-filters$/);
    await expect(panel).toBeVisible();
    await expect(panel).toBeInViewport();
    await expect(panel.getByRole('heading', { name: 'Filters' })).toBeVisible();

    await tick(panel.getByRole('checkbox', { name: THIN }));
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    // A GET form sends its empty price fields too: the server redirects to the address without them.
    await expect(page).toHaveURL(/\/products\?thickness=6\.5(\+|%20)mm$/);
    await expect(productCount(page)).toHaveText('5 products');
    await expect(cardTitles(page)).toHaveCount(5);
    // The filtered page: the panel closed again, its link counting the filter, the box ticked inside.
    await expect(panel).toBeHidden();
    await page.getByRole('link', { name: 'Filters (1)' }).click();
    await expect(panel.getByRole('checkbox', { name: THIN })).toBeChecked();
    // "Hide filters" goes back to the results.
    await panel.getByRole('link', { name: 'Hide filters' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeInViewport();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the drawer stays open through the ticks; "Show N results" closes it on the filtered page', async ({
    page,
  }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const thin = drawer.getByRole('checkbox', { name: THIN });
    await thin.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]thickness=6\.5(\+|%20)mm/);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Show 5 results' })).toBeVisible();
    // The form was drawn anew for the new address: the box keeps the focus.
    await expect(drawer.getByRole('checkbox', { name: THIN })).toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: THIN })).toBeFocused();
    await drawer.getByRole('button', { name: 'Show 5 results' }).click();
    await expect(drawer).toBeHidden();
    await expect(cardTitles(page)).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test('before the code arrives Filters is a link to the form; hydrated, the same box is a button', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'the mock build has no server HTML');
    const { release } = await holdAsset(page, /\/assets\/ProductListScreen-[^/]+\.js$/);
    await page.mainFrame().goto('/products', { waitUntil: 'domcontentloaded' });
    const link = page.getByRole('link', { name: 'Filters', exact: true });
    const before = (await link.boundingBox())!;
    await link.click();
    await expect(page.getByRole('complementary', { name: 'Filter products' })).toBeVisible();
    await page.getByRole('link', { name: 'Hide filters' }).click();
    await expect(page.getByRole('complementary', { name: 'Filter products' })).toBeHidden();
    const hidden = (await link.boundingBox())!;
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const button = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(button).toBeVisible();
    // The button is the link's box: same size, same place (no layout shift at hydration; the sort's
    // "Sort" submit, which left the row at hydration and moved it sideways, is a browser's without
    // JavaScript only).
    const after = (await button.boundingBox())!;
    expect(after).toEqual(hidden);
    expect([hidden.width, hidden.height]).toEqual([before.width, before.height]);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  });
});
