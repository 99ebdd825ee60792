// A shopper's steps shared by the checkout journeys against the reference server (checkout.server.spec.ts in
// test-payment mode, checkout.stripe.spec.ts in Stripe mode): sign up, fill the cart, open the checkout.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const PASSWORD = 'Oak-floors-2026';
const PRODUCT = { slug: 'coastal-oak-spc', title: 'Coastal Oak SPC' }; // $66.32 a box (fixtures/products.ts)

/** Signs up a fresh shopper (signed in afterwards). */
export async function signUp(page: Page) {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'First name' }).fill('Casey');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Buyer');
  await page.getByRole('textbox', { name: 'Email' }).fill(`buyer-${id}@example.com`);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Casey' })).toBeVisible();
}

/**
 * From the home page (where sign-up lands): the product's page through its card on the home page, `boxes`
 * boxes added, then /my-cart.
 */
export async function fillCart(page: Page, boxes: number) {
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('main').getByRole('link', { name: PRODUCT.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${PRODUCT.slug}$`));
  await page.getByRole('textbox', { name: 'Number of boxes' }).fill(String(boxes));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart').first()).toBeVisible();
  await page.goto('/my-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT.title })).toBeVisible();
}

/** Opens the checkout modal and ticks the delivery-charge agreement (Pay stays disabled until then). */
export async function openCheckout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Process TO Continue' }).click();
  const modal = page.getByRole('dialog', { name: 'Checkout' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  await modal.getByRole('checkbox').check();
  return modal;
}

/** The success toast naming the order, back on /, the modal closed; a fresh load of /my-cart is empty. */
export async function orderPlaced(page: Page) {
  await expect(page.getByText('🎉 Order placed successfully!')).toBeVisible();
  await expect(page.getByText(/^Order #\d+ is confirmed\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeHidden();
  await page.goto('/my-cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
}
