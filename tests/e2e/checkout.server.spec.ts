// The part that takes money, end to end against the reference server in test-payment mode (issue 11, 12):
// a fresh shopper fills a cart, chooses Pickup or Delivery (address search, the address book, the delivery
// quote), opens the checkout modal, agrees to the delivery terms and pays with Stripe's test cards; the
// server prices the intent itself, confirms the card, stores the order and empties the cart. Server only:
// the mock build's shop starts afresh on every page load, and what matters here is what the server stores
// and charges (the mock path of every state is in the checkout and cart stories). Places and road routing
// are answered by request interception (the browser) and the routing stand-in (the server): no network.
import type { Page } from '@playwright/test';
import { answerExternalServices } from './external-services';
import { expect, test } from './fixtures';

const PASSWORD = 'Oak-floors-2026';
const PRODUCT = { slug: 'coastal-oak-spc', title: 'Coastal Oak SPC' }; // $66.32 a box (fixtures/products.ts)

async function signUp(page: Page) {
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

/** Adds `boxes` boxes of the product through its page, then opens /my-cart from the header's drawer link. */
async function fillCart(page: Page, boxes: number) {
  await page.goto(`/products/${PRODUCT.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.title })).toBeVisible();
  await page.getByRole('textbox', { name: 'Number of boxes' }).fill(String(boxes));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart').first()).toBeVisible();
  await page.goto('/my-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT.title })).toBeVisible();
}

async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'Process TO Continue' }).click();
  const modal = page.getByRole('dialog', { name: 'Checkout' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Test mode — no real charge')).toBeVisible();
  // Pay stays disabled until the delivery-charge agreement is ticked.
  await expect(modal.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  await modal.getByRole('checkbox').check();
  return modal;
}

async function enterCard(modal: ReturnType<Page['getByRole']>, number: string) {
  const card = modal.getByRole('textbox', { name: 'Card number' });
  await card.fill(number);
  await modal.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await modal.getByRole('textbox', { name: 'CVC' }).fill('123');
}

async function orderPlaced(page: Page) {
  await expect(page.getByText('🎉 Order placed successfully!')).toBeVisible();
  await expect(page.getByText(/^Order #\d+ is confirmed\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeHidden();
  // The server emptied the cart: the page says so after a fresh load.
  await page.goto('/my-cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
}

test('Pickup: 3 boxes, pay with 4242 4242 4242 4242 → order placed, cart emptied (1280 px)', async ({
  page,
}) => {
  await signUp(page);
  await fillCart(page, 3);
  // Pickup is the default: no shipping line, the warehouse address shown.
  await expect(page.getByText('Pickup selected')).toBeVisible();
  const order = page.getByRole('complementary', { name: 'Order total' });
  await expect(order.getByText('$198.96').first()).toBeVisible(); // 3 × $66.32

  const modal = await openCheckout(page);
  await expect(modal.getByText('Collect from our store')).toBeVisible();
  await enterCard(modal, '4242 4242 4242 4242');
  await modal.getByRole('button', { name: /^Pay/ }).click();
  await orderPlaced(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('Delivery: add an address by search, quote, declined card then 4242 on the same intent → one order', async ({
    page,
    context,
  }) => {
    await answerExternalServices(context);
    await signUp(page);
    await fillCart(page, 10);

    // Delivery without an address: the quote waits for one.
    await page.getByRole('radio', { name: 'Delivery' }).check({ force: true });
    await page.getByRole('button', { name: 'Add Address' }).click();
    const select = page.getByRole('dialog', { name: 'Select delivery address' });
    await select.getByRole('button', { name: 'Add New' }).click();

    const add = page.getByRole('dialog', { name: 'Add Address' });
    await add.getByRole('textbox', { name: 'Recipient name' }).fill('Casey Buyer');
    await add.getByRole('combobox', { name: 'Find your address' }).fill('1100 congress');
    await page.getByRole('option', { name: /1100 Congress Avenue/ }).click();
    await expect(add.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    await add.getByRole('textbox', { name: 'Mobile number' }).fill('5125550123');
    await add.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await add.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added successfully. Freight quote will follow.')).toBeVisible();

    // Back in the selection modal: choose it.
    await select.getByRole('radio', { name: /Casey Buyer/ }).check();
    await select.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Delivery to')).toBeVisible();
    // The quote from the road distance (Austin: the Standard tier, 1 pallet).
    const order = page.getByRole('complementary', { name: 'Order total' });
    await expect(order.getByText(/Standard Delivery \(1 pallet\(s\)\)/)).toBeVisible();

    const modal = await openCheckout(page);
    await enterCard(modal, '4000 0000 0000 0002');
    await modal.getByRole('button', { name: /^Pay/ }).click();
    await expect(modal.getByRole('alert')).toHaveText(/Your card was declined\./);
    // The shopper corrects the card and pays again: the same intent, no second charge.
    await enterCard(modal, '4242 4242 4242 4242');
    await modal.getByRole('button', { name: /^Pay/ }).click();
    await orderPlaced(page);
  });
});
