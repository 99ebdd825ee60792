// A shopper's steps shared by the checkout journeys against the reference server (checkout.server.spec.ts in
// test-payment mode, checkout.stripe.spec.ts in Stripe mode): sign up, fill the cart, see the order placed.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const PASSWORD = 'Oak-floors-2026';

export const OAK = { slug: 'coastal-oak-spc', title: 'Coastal Oak SPC' }; // $66.32 a box (fixtures/products.ts)

/** Signs up a fresh shopper "Casey Buyer" (signed in afterwards, on the home page). */
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

/** Adds `boxes` boxes of a product through its page (the coverage calculator's box count). */
export async function addToCart(page: Page, product: { slug: string; title: string }, boxes: number) {
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  // The page came rendered from the server; the header shows the shopper once React has hydrated it.
  // Typing before that would be undone by the hydrated (controlled) field.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Casey' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Number of boxes' }).fill(String(boxes));
  const saved = page.waitForResponse((r) => r.url().includes('/userauth/addeditusercarts'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await saved;
  await expect(page.getByText('Product added to cart').first()).toBeVisible();
}

export async function openCart(page: Page, titles: string[]) {
  await page.goto('/my-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  for (const title of titles) await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
}

export async function orderPlaced(page: Page) {
  await expect(page.getByText('🎉 Order placed successfully!')).toBeVisible();
  await expect(page.getByText(/^Order #\d+ is confirmed\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeHidden();
  // The server emptied the cart: the page says so after a fresh load.
  await page.goto('/my-cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
}
