// Product page end to end in Chromium (issue 4, part B): a product → 250 sqft with wastage → the box
// count of the §5 rules → Add to Cart while signed out → /login?redirect=… → sign in → back on the
// product with the coverage kept → Add to Cart succeeds. Runs against the mock build (the shop API
// answered by MSW in the page) or the real server: the demo catalogue and users are the same seed.
import { expect, test, type Page } from '@playwright/test';

// jordan@floorshop.test: a demo shopper with an empty cart (mocks/fixtures/users.ts, server seed).
const SHOPPER = { email: 'jordan@floorshop.test', password: 'Password123!' };
const PRODUCT = { slug: 'coastal-oak-spc', title: 'Coastal Oak SPC' }; // 23.77 sqft a box, $66.32 a box

const coverage = (page: Page) => page.getByRole('textbox', { name: 'Coverage (sqft)' });
const boxes = (page: Page) => page.getByRole('textbox', { name: 'Number of boxes' });
const wastage = (page: Page) => page.getByRole('checkbox', { name: 'Add wastage (10%)' });

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`${viewport.name}: coverage survives the login round-trip, then the product is added`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/products/${PRODUCT.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.title })).toBeVisible();
    await expect(page.getByText('1 box - No wastage added. Ships in 1 pallet.')).toBeVisible();

    // 250 sqft → 11 boxes; with 10% wastage 275 sqft → ceil(275 / 23.77) = 12 boxes.
    await coverage(page).fill('250');
    await expect(boxes(page)).toHaveValue('11');
    await wastage(page).check();
    await expect(boxes(page)).toHaveValue('12');
    await expect(page.getByText('12 boxes - 10% wastage added. Ships in 1 pallet.')).toBeVisible();

    // Signed out: "Please login first" and off to login with the way back.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Please login first')).toBeVisible();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/products/${PRODUCT.slug}`)}`);

    await page.getByRole('textbox', { name: 'Email' }).fill(SHOPPER.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(SHOPPER.password);
    await page.getByRole('button', { name: /^(Sign in|Login)$/ }).click();

    // Back on the product with what was entered.
    await expect(page).toHaveURL(`/products/${PRODUCT.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.title })).toBeVisible();
    await expect(coverage(page)).toHaveValue('250');
    await expect(wastage(page)).toBeChecked();
    await expect(boxes(page)).toHaveValue('12');
    await expect(page.getByText('$795.84')).toBeVisible(); // 12 × $66.32

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Product added to cart')).toBeVisible();
    // The cart badge counts the new line (the header reads the same cart).
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });
}
