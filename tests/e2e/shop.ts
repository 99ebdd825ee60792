// A shopper's steps shared by the checkout journeys against the reference server (checkout.server.spec.ts in
// test-payment mode, checkout.stripe.spec.ts in Stripe mode): sign up, fill the cart, see the order placed.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, tick } from './fixtures';

export const PASSWORD = 'Oak-floors-2026';

export const OAK = { slug: 'coastal-oak-spc', title: 'Coastal Oak SPC' }; // $66.32 a box (fixtures/products.ts)
export const WALNUT = { slug: 'smoked-walnut-spc', title: 'Smoked Walnut SPC' };

/** On /sign-up: fills the form in for `shopper` (password PASSWORD, terms agreed to) and sends it. */
export async function submitSignUp(
  page: Page,
  shopper: { firstName: string; lastName: string; email: string },
) {
  await page.getByRole('textbox', { name: 'First name' }).fill(shopper.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(shopper.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await tick(page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }));
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Signs up a fresh shopper "Casey Buyer" (signed in afterwards, on the home page); answers the e-mail. */
export async function signUp(page: Page): Promise<string> {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/sign-up');
  await submitSignUp(page, { firstName: 'Casey', lastName: 'Buyer', email: `buyer-${id}@example.com` });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Casey' })).toBeVisible();
  return `buyer-${id}@example.com`;
}

/** Drops the session the browser keeps (both storages): the next page load is signed out. */
export async function forgetSession(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Signs a demo shopper in through the shop API (the XSRF cookie echoed, as the storefront does) and has
 * `page` start with that session in local storage (Remember me): its next load is signed in, with no
 * visit of the sign-in page.
 */
export async function signedInAs(page: Page, request: APIRequestContext, email: string, password: string) {
  await request.get('/api/beforeauth/setting');
  const { cookies } = await request.storageState();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const answer = await request.post('/api/beforeauth/login', {
    headers: { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
    multipart: { 'Appuser[email]': email, 'Appuser[password]': password, 'Appuser[devices_type]': 'Web' },
  });
  const grant = (
    (await answer.json()) as { data: { auth_key: string; first_name: string; last_name: string } }
  ).data;
  await page.addInitScript(
    (session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    },
    { authKey: grant.auth_key, firstName: grant.first_name, lastName: grant.last_name },
  );
}

/** A fresh shopper signed up (signUp), then signed out by forgetting the session: an account to sign in
 * to. Answers the e-mail. */
export async function signedUpThenSignedOut(page: Page): Promise<string> {
  const email = await signUp(page);
  await forgetSession(page);
  return email;
}

/** Adds `boxes` boxes of a product through its page (the coverage calculator's box count). */
export async function addToCart(page: Page, product: { slug: string; title: string }, boxes: number) {
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  // The page came rendered from the server; the header shows the shopper once React has hydrated it
  // (what is typed before that is given back to the field once hydrated, but Add to Cart needs React).
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

/** In the checkout modal: a test card's number, expiry 12/30, CVC 123. */
export async function enterCard(modal: Locator, number: string) {
  await modal.getByRole('textbox', { name: 'Card number' }).fill(number);
  await modal.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await modal.getByRole('textbox', { name: 'CVC' }).fill('123');
}

/** Pays for the cart of OAK as it is (Pickup) with 4242 in test-payment mode; answers the order's number
 * from the success dialog. */
export async function payPickup(page: Page): Promise<number> {
  await openCart(page, [OAK.title]);
  await page.getByRole('button', { name: 'Process TO Continue' }).click();
  const modal = page.getByRole('dialog', { name: 'Checkout' });
  await modal.getByRole('checkbox').check();
  await enterCard(modal, '4242 4242 4242 4242');
  await modal.getByRole('button', { name: /^Pay/ }).click();
  const heading = await page
    .getByRole('dialog', { name: 'Payment successful' })
    .getByRole('heading', { name: /^Order #\d+$/ })
    .textContent();
  return Number(heading?.replace('Order #', ''));
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

/** A place of the address search's fixtures: what to type, the suggestion to pick, the city it fills. */
export interface SearchedPlace {
  query: string;
  option: RegExp;
  city: string;
}

export const CONGRESS_AVENUE: SearchedPlace = {
  query: '1100 congress',
  option: /1100 Congress Avenue/,
  city: 'Austin',
};

/** Routes to it fail on the e2e routing stand-in (fixtures/places.ts ROUTING_OUTAGE_PLACE). */
export const SEAWALL_BOULEVARD: SearchedPlace = {
  query: '2101 seawall',
  option: /2101 Seawall Boulevard/,
  city: 'Galveston',
};

/**
 * On /my-cart: Delivery, then Add Address → Add New → the address search (Photon, answered by
 * tests/e2e/external-services.ts) fills the form for `place` (1100 Congress Avenue, Austin) → saved →
 * selected. Returns the Pickup/Delivery radio group.
 */
export async function deliverToSearchedAddress(page: Page, place: SearchedPlace = CONGRESS_AVENUE) {
  const fulfilment = page.getByRole('radiogroup', { name: 'Pickup or delivery' });
  await fulfilment.getByText('Delivery', { exact: true }).click();
  await expect(fulfilment.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'Add Address' }).click();
  const select = page.getByRole('dialog', { name: 'Select delivery address' });
  await select.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add Address' });
  await add.getByRole('textbox', { name: 'Recipient name' }).fill('Casey Buyer');
  await add.getByRole('combobox', { name: 'Find your address' }).fill(place.query);
  await page.getByRole('option', { name: place.option }).click();
  await expect(add.getByRole('textbox', { name: 'City' })).toHaveValue(place.city);
  // Typed as people type it; the server keeps its 10 digits (§5), as the address list then shows.
  await add.getByRole('textbox', { name: 'Mobile number' }).fill('(512) 555-0123');
  await add.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await add.getByRole('button', { name: 'Save address' }).click();
  await expect(
    page.getByText('Address added successfully. Freight quote will follow.').first(),
  ).toBeVisible();
  await expect(select.getByText('5125550123')).toBeVisible();
  await select.getByRole('radio', { name: /Casey Buyer/ }).check();
  await select.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Delivery to')).toBeVisible();
  return fulfilment;
}
