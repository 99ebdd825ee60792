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
import { fillCart, openCheckout as openCheckoutModal, orderPlaced, signUp } from './shop';

/** The checkout modal with the test-payment card form, agreement ticked. */
async function openCheckout(page: Page) {
  const modal = await openCheckoutModal(page);
  await expect(modal.getByText('Test mode — no real charge')).toBeVisible();
  return modal;
}

async function enterCard(modal: ReturnType<Page['getByRole']>, number: string) {
  const card = modal.getByRole('textbox', { name: 'Card number' });
  await card.fill(number);
  await modal.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await modal.getByRole('textbox', { name: 'CVC' }).fill('123');
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
