// A shopper's own page (the cart, the orders) for a visitor without a session: to sign in, and back, without
// the page's code (about 90 KB gzip it used to load only to redirect), and the sign-in page says why (the
// route table's signInNotice). Against the reference server an inline script at the top of the first
// HTML's head sends them before any of the app's code (SIGN_IN_FIRST_SCRIPT, src/contract/render.ts,
// allowed by the CSP's hash: a blocked one would leave them on the cart's frame); in the static shell
// (`mock`) the app's route does, before it asks for the screen (src/app/routes.tsx).
import { expect, test } from './fixtures';

for (const { url, notice } of [
  { url: '/my-cart', notice: 'Please login first' },
  { url: '/orders/1', notice: 'Please log in to see your orders.' },
]) {
  test(`${url} without a session: to sign in and back, with its notice, none of its code loaded`, async ({
    page,
  }, testInfo) => {
    const scripts: string[] = [];
    /** What the shopper's page itself asked for (its address the referrer), before it was left. */
    const fromThePage: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => {
      const referrer = request.headers()['referer'];
      if (request.resourceType() !== 'document' && referrer && new URL(referrer).pathname === url)
        fromThePage.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(url);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(url)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
    expect(scripts.filter((file) => /\/(MyCartScreen|OrderDetailsScreen|OrdersScreen)-/.test(file))).toEqual(
      [],
    );
    expect(scripts.some((file) => /\/LoginScreen-/.test(file))).toBe(true);
    expect(refused).toEqual([]);
    // The reference server's page left as its head was parsed, having asked for nothing: its font and
    // boot script are held until the inline script knows the visitor stays (not even the browser's
    // preload scanner finds them), so no request is cut off by leaving.
    if (testInfo.project.name === 'server') expect(fromThePage).toEqual([]);
  });
}
