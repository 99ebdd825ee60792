// The part that takes money, end to end against the reference server in test-payment mode:
// a fresh shopper fills a cart, chooses Pickup or Delivery (address search, the address book, the delivery
// quote), opens the checkout modal, agrees to the delivery terms and pays with Stripe's test cards; the
// server prices the intent itself, confirms the card, stores the order and empties the cart. Server only:
// the mock build's shop starts afresh on every page load, and what matters here is what the server stores
// and charges (the mock path of every state is in the checkout and cart stories). Places and road routing
// are answered by request interception (the browser) and the routing stand-in (the server): no network.
import type { Page } from '@playwright/test';
import { answerExternalServices } from './external-services';
import { expect, test } from './fixtures';
import {
  addToCart,
  deliverToSearchedAddress,
  enterCard,
  OAK,
  openCart,
  orderPlaced,
  SEAWALL_BOULEVARD,
  signUp,
  WALNUT,
} from './shop';

// Each journey signs up, fills a cart and pays: a long walk on a busy two-core machine (each step still
// waits for its own state within the usual expect timeout).
test.slow();

async function openCheckout(page: Page, { agreed = false } = {}) {
  await page.getByRole('button', { name: 'Process TO Continue' }).click();
  const modal = page.getByRole('dialog', { name: 'Checkout' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Test mode — no real charge')).toBeVisible();
  const agreement = modal.getByRole('checkbox');
  if (agreed) {
    // Reopened: the agreement given before still stands.
    await expect(agreement).toBeChecked();
  } else {
    // Pay stays disabled until the delivery-charge agreement is ticked.
    await expect(modal.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    await agreement.check();
  }
  return modal;
}

/** Opens the checkout, pays with 4242; answers the order the server stored (its receipt's data). */
async function payWith4242(page: Page): Promise<Record<string, unknown>> {
  const modal = await openCheckout(page);
  await enterCard(modal, '4242 4242 4242 4242');
  const checkout = page.waitForResponse((r) => r.url().includes('/userauth/checkout'));
  await modal.getByRole('button', { name: /^Pay/ }).click();
  const receipt = (await (await checkout).json()) as { status: number; data: Record<string, unknown> };
  expect(receipt.status).toBe(1);
  return receipt.data;
}

test('(a) two products, Delivery to a new address, quote, 4242 → the server’s order, cart empty, back on / (1280 px)', async ({
  page,
  context,
}) => {
  await answerExternalServices(context);
  await signUp(page);
  await addToCart(page, OAK, 6);
  await addToCart(page, WALNUT, 4);
  await openCart(page, [OAK.title, WALNUT.title]);

  // Delivery: the address book is empty, so Add Address → Add New → the address search fills the form.
  await deliverToSearchedAddress(page);

  // The quote from the road distance: Austin is in the Standard tier; 10 boxes are 1 pallet.
  const total = page.getByRole('complementary', { name: 'Order total' });
  await expect(total.getByText(/Standard Delivery \(1 pallet\(s\)\)/).first()).toBeVisible();
  const toBePaid = (await total.getByText('To be paid').locator('..').textContent()) ?? '';
  const shown = toBePaid.match(/\$[\d,]+\.\d{2}/)?.[0];
  expect(shown).toBeTruthy();

  // The order the server stored carries its own figures: the total the shopper was shown, Delivery.
  const order = await payWith4242(page);
  expect(order).toMatchObject({ delivery_type: 'Delivery' });
  expect(`$${Number(order.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(shown);
  await orderPlaced(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('(b) 4000 0000 0000 0002 is declined, the cart stays, then 4242 pays on the same intent: one order, one charge', async ({
    page,
  }) => {
    await signUp(page);
    await addToCart(page, OAK, 3);
    await openCart(page, [OAK.title]);
    await expect(page.getByText('Pickup selected')).toBeVisible();

    const intents: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/userauth/createpaymentintent')) intents.push(r.url());
    });
    let modal = await openCheckout(page);
    await expect(modal.getByText('Collect from our store')).toBeVisible();
    await enterCard(modal, '4000 0000 0000 0002');
    await modal.getByRole('button', { name: /^Pay/ }).click();
    await expect(modal.getByRole('alert')).toHaveText(/Your card was declined\./);

    // Closed after the decline: the cart is intact.
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('link', { name: OAK.title }).first()).toBeVisible();

    // Back to pay with a good card: the declined intent is reused, not a second one made.
    modal = await openCheckout(page, { agreed: true });
    await enterCard(modal, '4242 4242 4242 4242');
    await modal.getByRole('button', { name: /^Pay/ }).click();
    await orderPlaced(page);
    expect(intents).toHaveLength(1);
  });
});

test('(c) the road routing service is down for the address: “We will call you”, Delivery at $0, the order placed and flagged', async ({
  page,
  context,
}) => {
  const services = await answerExternalServices(context);
  // The browser's quote and the server's own (the routing stand-in fails routes to this place) both
  // meet the outage.
  services.setRouting('down');
  await signUp(page);
  await addToCart(page, OAK, 2);
  await openCart(page, [OAK.title]);
  await deliverToSearchedAddress(page, SEAWALL_BOULEVARD);

  const total = page.getByRole('complementary', { name: 'Order total' });
  await expect(total.getByText('We will call you to set up delivery.').first()).toBeVisible();
  await expect(page.getByText('⚠️ Something went wrong.')).toBeHidden();

  const order = await payWith4242(page);
  expect(order).toMatchObject({ delivery_type: 'Delivery', delivery_call_required: true });
  expect(Number(order.shipping)).toBe(0);
  await orderPlaced(page);

  // The order's page says the shop will call to arrange the delivery.
  const orderId = String(order.userorder_id);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByText('We will call you to set up delivery.')).toBeVisible();
});
