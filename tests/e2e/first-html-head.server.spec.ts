// The first HTML carries the page's own head, for crawlers and link previews (WhatsApp, Facebook,
// Slack) that run no script: the raw response is read, nothing is executed.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const SITE_TITLE = 'SPC and LVT flooring for less | FloorShop Houston';

/** The head's tags of a raw HTML page, as a crawler reads them. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const content = (attr: string, key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(head)?.[1];
  return {
    status: response.status(),
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: content('name', 'description'),
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    keywords: content('name', 'keywords'),
    robots: content('name', 'robots'),
    ogTitle: content('property', 'og:title'),
    ogImage: content('property', 'og:image'),
    twitterCard: content('name', 'twitter:card'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
  };
}

test('a product page: its title, description, canonical and picture', async ({ request }) => {
  const head = await headOf(request, '/products/coastal-oak-spc');
  expect(head.status).toBe(200);
  expect(head.titles).toEqual([`Coastal Oak SPC | ${SITE_TITLE}`]);
  expect(head.descriptions).toBe(1);
  expect(head.description).toMatch(/\w{3,}/);
  expect(head.description).not.toBe(
    'SPC and LVT vinyl flooring sold by the square foot and by the box, with warehouse pickup or pallet delivery.',
  );
  expect(head.canonical).toMatch(/^https?:\/\/[^/]+\/products\/coastal-oak-spc$/);
  expect(head.ogTitle).toBe('Coastal Oak SPC');
  expect(head.ogImage).toMatch(/^https?:\/\/[^/]+\/media\/.+/);
  expect(head.twitterCard).toBe('summary_large_image');
  expect(head.robots).toBeUndefined();
});

test("home: the settings' meta title, description and keywords", async ({ request }) => {
  const head = await headOf(request, '/');
  expect(head.titles).toEqual([SITE_TITLE]);
  expect(head.description).toBe(
    'Waterproof SPC and LVT vinyl plank flooring at warehouse prices. Buy by the box, pick up in Houston or get it delivered by pallet.',
  );
  expect(head.keywords).toContain('spc flooring');
  expect(head.canonical).toMatch(/^https?:\/\/[^/]+\/$/);
});

test('the cart is not indexed', async ({ request }) => {
  const head = await headOf(request, '/my-cart');
  expect(head.titles).toEqual([`My Cart | ${SITE_TITLE}`]);
  expect(head.robots).toBe('noindex, nofollow');
  expect(head.canonical).toBeUndefined();
});

test("in the browser, the first page keeps the server's head without the head's code; the next page writes its own", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => scripts.push(new URL(response.url()).pathname));
  await page.goto('/products/coastal-oak-spc');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(`Coastal Oak SPC | ${SITE_TITLE}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/coastal-oak-spc$/);
  // The head the server wrote is the route's: its writer (2.4 KB) waits for a page that needs it.
  expect(scripts.filter((path) => /\/(head|documentHead)-[^/]+\.js$/.test(path))).toEqual([]);

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  const category = crumbs.getByRole('link').nth(1);
  const categoryTitle = (await category.textContent())!.trim();
  await category.click();
  await expect(page.getByRole('heading', { level: 1, name: categoryTitle })).toBeVisible();
  await expect(page).toHaveTitle(`${categoryTitle} | ${SITE_TITLE}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/category\/\d+$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', categoryTitle);

  await page.goBack();
  await expect(page).toHaveTitle(`Coastal Oak SPC | ${SITE_TITLE}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/coastal-oak-spc$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Coastal Oak SPC');
});

test("Back to a server-rendered first page writes its head again (no screen's answer changes to do it)", async ({
  page,
}) => {
  // Home: every answer its head is made of is the server's, and none is asked again on Back.
  for (const path of ['/', '/contact-us']) {
    await page.goto(path);
    const title = await page.title();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    // The sign-in page: it reads none of the answers a head is made of.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).not.toHaveTitle(title);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page, path).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', canonical!);
  }
});
