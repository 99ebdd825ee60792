// The reference server's first HTML for a listing's page past its last and an unknown category: the
// state is in the HTML (it works without JavaScript) and the status is 404, as for an unknown product
// (docs/catalogue.md). The same states with JavaScript: listing-not-found.spec.ts.
import { expect, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page past the end answers 404 with links that work', async ({ page }) => {
    const response = await page.goto('/products?thickness=6.5+mm&sort=price_asc&page=999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'There is no page 999 of these results' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Go to page 1' });
    await expect(back).toHaveAttribute('href', '/products?sort=price_asc&thickness=6.5+mm');
    await back.click();
    await expect(page).toHaveURL(/\/products\?sort=price_asc&thickness=6\.5\+mm$/);
    await expect(page.getByRole('article')).toHaveCount(5);
  });

  test('past the end of a category answers 404; its last page 200', async ({ page }) => {
    expect((await page.goto('/products/category/1?page=999'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'There is no page 999 of these results' })).toBeVisible();
    expect((await page.goto('/products/category/1'))?.status()).toBe(200);
    expect((await page.goto('/products?page=1'))?.status()).toBe(200);
  });

  test('an unknown category answers 404 with the not-found page', async ({ page }) => {
    for (const path of ['/products/category/999', '/products/category/oak']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
        'href',
        '/products',
      );
    }
  });
});

test("a not-found page's head stays the server's once the app has taken it over: noindex, the site's name", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => scripts.push(new URL(response.url()).pathname));
  for (const path of ['/no-such-page', '/products/category/999', '/products/no-such-floor']) {
    scripts.length = 0;
    await page.goto(path);
    const title = await page.title();
    expect(title, path).toMatch(/ \| /);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex, nofollow');
    // The screen's own title and the route's head, both written again in the browser: neither undoes the
    // other (the head's writer keeps the route's head in module state; an override alone wrote defaults).
    await expect.poll(() => scripts.some((s) => /\/documentHead-[^/]+\.js$/.test(s))).toBe(true);
    await expect.poll(() => scripts.some((s) => /\/head-[^/]+\.js$/.test(s))).toBe(true);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex, nofollow');
  }
});
