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
