// Search, filters and sort of the catalogue (docs/catalogue.md), in the mock build and on the
// reference server; there, the filtered page's address also reopens the same page without JavaScript.
import { expect, holdAsset, test, tick } from './fixtures';
import { cardTitles, filterThinByPrice, THIN_BY_PRICE } from './listing';

/** The demo catalogue's products with "oak" in their title (fixtures/products.ts). */
const OAK_TITLES = 6;

test.describe('catalogue search and filters', () => {
  test('the header\'s search: "oak" lists the oak floors first, and "oka" still finds them', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    for (const q of ['oak', 'oka']) {
      await box.fill(q);
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/products' && url.search === `?q=${q}`);
      await expect(page.getByText(`Results for “${q}”`)).toBeVisible();
      // Enter closed the suggestions; the box shows the search.
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expect(box).toHaveValue(q);
      // Best match first: every title with "oak" before the rest.
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
      // The page's cards have come (the listing loads them after the address changed).
      await expect(cardTitles(page).nth(OAK_TITLES - 1)).toBeVisible();
      const titles = await cardTitles(page).allTextContents();
      expect(titles.length).toBeGreaterThanOrEqual(OAK_TITLES);
      expect(
        titles.slice(0, OAK_TITLES).every((t) => /oak/i.test(t)),
        titles.join(', '),
      ).toBe(true);
    }
  });

  test('Escape closes the suggestions and keeps the words typed: Enter then searches them', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.click();
    // Typed as a shopper types (real key presses: the browser's own Escape on a search box empties it).
    await box.pressSequentially('oak');
    await expect(page.getByRole('listbox', { name: 'Suggestions for “oak”' })).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(box).toHaveValue('oak');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.search === '?q=oak');
    await expect(page.getByText('Results for “oak”')).toBeVisible();
  });

  test('a thickness and a price sort give an ordered, counted page whose address reopens it without JavaScript', async ({
    page,
    browser,
  }, testInfo) => {
    await filterThinByPrice(page);
    // The reference server renders the address; the mock build has no server rendering.
    if (testInfo.project.name !== 'server') return;
    const address = page.url();
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      await noScript.goto(address);
      await expect(cardTitles(noScript)).toHaveText(THIN_BY_PRICE);
      await expect(noScript.getByRole('status').filter({ hasText: /products?$/ })).toHaveText('5 products');
      await expect(
        noScript
          .getByRole('complementary', { name: 'Filter products' })
          .getByRole('checkbox', { name: /^6\.5 mm/ }),
      ).toBeChecked();
      await expect(noScript.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
      // A search reopened without JavaScript: the header's box shows it (server HTML).
      await noScript.goto(new URL('/products?q=oak', address).href);
      await expect(
        noScript.getByRole('banner').getByRole('searchbox', { name: 'Search products' }),
      ).toHaveValue('oak');
      await expect(cardTitles(noScript).first()).toContainText(/oak/i);
    } finally {
      await context.close();
    }
  });

  test("a box ticked and a sort chosen before the listing's code arrives are applied once it does", async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'server',
      'the mock build has no server HTML to use before hydration',
    );
    // Hold the listing's code back while the shopper uses the server's HTML.
    const { release } = await holdAsset(page, /\/assets\/ProductListScreen-[^/]+\.js$/);
    // The frame's goto: the fixture's page.goto waits for hydration, which is what is held here.
    await page.mainFrame().goto('/products', { waitUntil: 'domcontentloaded' });
    const filters = page.getByRole('complementary', { name: 'Filter products' });
    await tick(filters.getByRole('checkbox', { name: /^6\.5 mm/ }));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(page).toHaveURL(/[?&]thickness=6\.5(\+|%20)mm/);
    await expect(cardTitles(page)).toHaveText(THIN_BY_PRICE);
    await expect(filters.getByRole('checkbox', { name: /^6\.5 mm/ })).toBeChecked();
  });

  test("a box ticked in the sidebar after the page's code ran, before the filters' own code arrives, is applied once it does", async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'server',
      'the mock build has no server HTML to use before hydration',
    );
    // The page hydrates; the sidebar's filters are a part of their own, hydrated once their code comes
    // (src/ui/Deferred). Their code is held back while the shopper ticks a box in their server HTML.
    const filtersCode = await holdAsset(page, /\/assets\/FacetFilters\.deferred-[^/]+\.js$/);
    await page.goto('/products'); // waits for the page's hydration
    await filtersCode.requested;
    const filters = page.getByRole('complementary', { name: 'Filter products' });
    await tick(filters.getByRole('checkbox', { name: /^6\.5 mm/ }));
    filtersCode.release();
    await expect(page).toHaveURL(/[?&]thickness=6\.5(\+|%20)mm/);
    await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText('5 products');
    await expect(filters.getByRole('checkbox', { name: /^6\.5 mm/ })).toBeChecked();
  });
});
