// The back office end to end on the reference server (test-payment mode; ADMIN_EMAIL and ADMIN_PASSWORD set
// in playwright.config.ts): the owner signs in at /admin and sees the order a shopper has just paid for,
// marks it ready for pickup and the shopper's order page shows it, changes a product's price and the
// product page's first HTML has it on the next request, refunds once however often pressed, and the audit
// log shows each change. Settings and the audit log open for the owner; a shopper's page visit to /admin
// without the owner's session lands on the sign-in.
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { addToCart, OAK, payPickup, signUp } from './shop';

const OWNER = { email: 'owner@floorshop.test', password: 'owner password e2e' };
/** A product no other spec buys, so its price can change while they run; put back at the end. */
const ASH = { id: 3, slug: 'nordic-ash-grey-spc', title: 'Nordic Ash Grey SPC' };

test.slow();

async function signInOwner(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
  await page.getByLabel(/E-mail/).fill(OWNER.email);
  await page.getByLabel(/Password/).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

/** A new price per sqft; the price per box follows it ($ × 27.5 sqft), and the save has both. */
async function setSqftPrice(page: Page, perSqft: string, box: string) {
  await page.goto(`/admin/products/${ASH.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ASH.title })).toBeVisible();
  await page.getByLabel('Price per sqft ($)').fill(perSqft);
  await expect(page.getByLabel('Price per box ($)')).toHaveValue(box);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
}

// One journey in steps (each its own test, in order, sharing the shopper's and the owner's pages).
test.describe.serial('the owner ships, reprices and refunds', () => {
  let page: Page;
  let office: Page;
  let orderId: number;

  test.beforeAll(async ({ browser }) => {
    page = await openPage(browser, 'admin journey: the shopper');
    office = await openPage(browser, 'admin journey: the owner');
  });
  test.afterAll(async () => {
    await page.context().close();
    await office.context().close();
  });

  test('the owner signs in at /admin and sees the order the shopper just paid for', async () => {
    await signUp(page);
    await addToCart(page, OAK, 2);
    orderId = await payPickup(page);
    await signInOwner(office);
    const row = office.getByRole('row').filter({ has: office.getByRole('link', { name: `#${orderId}` }) });
    await expect(row.getByText('Confirmed')).toBeVisible();
    await row.getByRole('link', { name: `#${orderId}` }).click();
    await expect(office).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
    await expect(office.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(office.getByRole('region', { name: 'Packing slip' }).getByText(OAK.title)).toBeVisible();
    // The shopper's enquiry button is the shop's, not the back office's (it covered its controls).
    await expect(page.getByRole('button', { name: 'Open enquiry form' })).toBeVisible();
    await expect(office.getByRole('button', { name: 'Open enquiry form' })).toHaveCount(0);
  });

  test('ready for pickup: the shopper’s order page shows it', async () => {
    await office.getByRole('button', { name: 'Mark ready for pickup' }).click();
    await expect(office.getByRole('button', { name: 'Mark completed' })).toBeVisible();
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText('Ready for pickup').first()).toBeVisible();
  });

  test('a new price: the product page’s first HTML has it on the next request', async () => {
    const before = await (await page.request.get(`/products/${ASH.slug}`)).text();
    expect(before).not.toContain('$99.83');
    await setSqftPrice(office, '3.63', '99.83'); // $3.63 × 27.5 sqft = $99.825
    const after = await (await page.request.get(`/products/${ASH.slug}`)).text();
    expect(after).toContain('$3.63');
    expect(after).toContain('$99.83');
  });

  test('the refund, pressed again and again: refunded once', async () => {
    await office.goto(`/admin/orders/${orderId}`);
    await office.getByRole('button', { name: 'Refund in full' }).click();
    const dialog = office.getByRole('dialog', { name: 'Refund in full' });
    await dialog.getByRole('button', { name: /^Refund \$/ }).dblclick();
    await expect(office.getByText(/^Refund re_test_/)).toBeVisible();
    await expect(office.getByRole('button', { name: 'Refund in full' })).toHaveCount(0);
    await office.reload();
    await expect(office.getByText(/^Refund re_test_/)).toBeVisible();
    await expect(office.getByText('Refunded', { exact: true })).toHaveCount(2); // the badge and one history entry
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText('Refunded').first()).toBeVisible();
  });

  test('the audit log shows each change with who made it; settings and products open', async () => {
    await office.goto('/admin/audit');
    await expect(office.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const changes = [
      ['status', `order ${orderId}`],
      ['update', `product ${ASH.id}`],
      ['refund', `order ${orderId}`],
    ];
    for (const [action, subject] of changes) {
      const entry = office.getByRole('row').filter({ hasText: subject! }).filter({ hasText: action! });
      await expect(entry.first()).toContainText(OWNER.email);
    }
    await office.goto('/admin/settings');
    await expect(office.getByRole('heading', { name: 'Shop settings' })).toBeVisible();
    await office.goto('/admin/products');
    await expect(office.getByRole('link', { name: ASH.title })).toBeVisible();
    await setSqftPrice(office, '2.49', '68.48'); // back as the fixtures have it
  });
});

test('a shopper signed in to the store is no owner: /admin asks for the owner’s sign-in', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/admin/login');
  await page.getByLabel(/E-mail/).fill('someone@example.com');
  await page.getByLabel(/Password/).fill('not an owner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Faudit$/);
});

test('an order’s address trimmed to /admin/orders opens the orders list', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/admin/orders?type=Delivery');
  await expect(page).toHaveURL(/\/admin\?type=Delivery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
});
