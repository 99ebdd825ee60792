// The pages no journey passes through open on their own URL (a shared link, a search result, a
// bookmark): each shows its heading and its own document title, without a script error. The route
// table's test (tests/unit/route-table.test.ts) requires every route to be visited by some e2e spec.
import { expect, test } from './fixtures';

const SITE_TITLE = 'SPC and LVT flooring for less | FloorShop Houston';

const pages = [
  { url: '/about-us', heading: 'About Us', title: 'About Us' },
  { url: '/products/category/2', heading: 'LVT Flooring', title: 'LVT Flooring' },
  { url: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy' },
  { url: '/terms-and-conditions', heading: 'Terms & Conditions', title: 'Terms & Conditions' },
  { url: '/contact-us', heading: 'Contact Us', title: 'Contact Us' },
  { url: '/forgot-password', heading: 'Forgot password', title: 'Forgot password' },
  { url: '/callback', heading: 'Accounting connection test', title: 'Accounting connection test' },
  { url: '/callbacktest', heading: 'Payment tokenisation test', title: 'Payment tokenisation test' },
];

for (const { url, heading, title } of pages) {
  test(`${url} opens on its own URL`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | ${SITE_TITLE}`);
    expect(errors).toEqual([]);
  });
}

// The HTML sanitiser (DOMPurify) is not in a first visit of About or the policies: the server's HTML is
// already sanitised and hydrates as it is. A page the browser renders itself (a click in the footer)
// shows the API's HTML only once sanitised.
test('About and the policies: the server HTML without the sanitiser, a client-side visit sanitised', async ({
  page,
}) => {
  const sanitizer: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/sanitize-[\w-]+\.js$/.test(new URL(request.url()).pathname)) sanitizer.push(request.url());
  });
  await page.goto('/about-us');
  const about = page.getByRole('main');
  await expect(about.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const text = about.locator('[data-variant="article"]').first();
  await expect(text).not.toBeEmpty();
  // Served by the reference server, the page hydrated without the sanitiser (the mock build renders in
  // the browser and loads it).
  if (test.info().project.name === 'server') expect(sanitizer).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const policy = page.getByRole('main').locator('[data-variant="article"]').first();
  await expect(policy.locator('p, li, h2, h3').first()).toBeVisible();
  expect(sanitizer.length).toBe(1);
  expect(await policy.locator('script, [onerror], [onclick], iframe, form').count()).toBe(0);
});
