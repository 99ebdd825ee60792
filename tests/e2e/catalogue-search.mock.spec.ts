// Against a server of the spec's contract (the mock build told so by the tab's session: it ignores the
// browsing fields and answers the whole list), the same filters and sort work in the browser.
import { expect, test } from './fixtures';
import { filterThinByPrice } from './listing';

test('spec-only server: a thickness and a price sort, paged, sorted and counted in the browser', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('mocks:catalogue', 'spec-only'));
  await filterThinByPrice(page);
});

test('spec-only server: a page past the end says so, with a link to the last page', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('mocks:catalogue', 'spec-only'));
  await page.goto('/products?sort=price_asc&page=2');
  await expect(page.getByRole('heading', { name: 'There is no page 2 of these results' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to page 1' }).click();
  await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
  await expect(page.getByRole('article')).toHaveCount(24);
});
