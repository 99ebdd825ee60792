// A shopper's own page (the cart, the orders) for a visitor without a session: to sign in, and back, without
// the page's code (about 90 KB gzip it used to load only to redirect), and the sign-in page says why (the
// route table's signInNotice). Against the reference server the first HTML's boot script sends them before
// any of the app's code (src/start/signInFirst.ts); in the static shell (`mock`) the app's route does, before
// it asks for the screen (src/app/routes.tsx).
import { expect, test } from './fixtures';

for (const { url, notice } of [
  { url: '/my-cart', notice: 'Please login first' },
  { url: '/orders/1', notice: 'Please log in to see your orders.' },
]) {
  test(`${url} without a session: to sign in and back, with its notice, none of its code loaded`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(url)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
    expect(scripts.filter((file) => /\/(MyCartScreen|OrderDetailsScreen|OrdersScreen)-/.test(file))).toEqual(
      [],
    );
    expect(scripts.some((file) => /\/LoginScreen-/.test(file))).toBe(true);
  });
}
