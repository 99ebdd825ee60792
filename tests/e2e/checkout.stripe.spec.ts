// Checkout in Stripe mode end to end, no network ("Done when" c): the reference server runs with a
// Stripe secret key and reaches the stand-in Stripe API (scripts/stripe-stand-in.ts) through the SDK's host
// setting; that stand-in sends the server its signed webhooks. In the browser, https://js.stripe.com is
// answered with the fake Stripe.js (mocks/stripe.ts) and https://api.stripe.com is routed to the same
// stand-in, so the card is confirmed where the server will look for it, as with real Stripe.
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { fakeStripeScript } from '../../mocks/stripe';
import { expect, test } from './fixtures';
import { addToCart, OAK, openCart, orderPlaced, signUp } from './shop';

// Each journey signs up, fills a cart and pays: a long walk on a busy two-core machine (each step still
// waits for its own state within the usual expect timeout), as in checkout.server.spec.ts.
test.slow();

const SECRET_KEY = 'sk_test_standin'; // the server's key (playwright.config.ts), accepted by the stand-in

const stripeApi = () => test.info().project.metadata.stripeApiUrl as string;
const isStripeHost = (url: string) => /(^|\.)stripe\.com$/.test(new URL(url).hostname);

/** js.stripe.com → the fake Stripe.js; api.stripe.com → the stand-in Stripe API. Tests run these first. */
async function answerStripe(context: BrowserContext) {
  await context.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${stripeApi()}${pathname}${search}` }) });
  });
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: fakeStripeScript({ confirmUrl: 'https://api.stripe.com/v1/payment_intents' }),
    }),
  );
}

/** What the page asks for: Stripe's hosts, payment intents created, card confirmations. */
function watch(page: Page) {
  const seen = { stripe: [] as string[], intentsCreated: 0, confirmations: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (isStripeHost(url)) seen.stripe.push(url);
    const confirm = /api\.stripe\.com\/v1\/payment_intents\/(\w+)\/confirm$/.exec(url);
    if (confirm && request.method() === 'POST') seen.confirmations.push(confirm[1]!);
    if (url.endsWith('/userauth/createpaymentintent') && request.method() === 'POST') seen.intentsCreated++;
  });
  return seen;
}

/** The id of the intent the next createpaymentintent answers. */
async function intentCreated(page: Page): Promise<string> {
  const response = await page.waitForResponse(
    (r) => r.url().endsWith('/userauth/createpaymentintent') && r.request().method() === 'POST',
  );
  const body = (await response.json()) as { data?: { paymentIntentId?: string } };
  expect(body.data?.paymentIntentId).toMatch(/^pi_/);
  return body.data!.paymentIntentId!;
}

/** Opens the checkout modal and ticks the delivery-charge agreement (Pay stays disabled until then). */
async function openCheckout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Process TO Continue' }).click();
  const modal = page.getByRole('dialog', { name: 'Checkout' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  await modal.getByRole('checkbox').check();
  return modal;
}

/** The modal shows Stripe's card form (not the test-payment one); the fake card element takes the number. */
async function enterStripeCard(modal: Locator, number: string) {
  await expect(modal.getByText('Card details')).toBeVisible();
  await expect(modal.getByText('Test mode — no real charge')).toHaveCount(0);
  await modal.getByRole('textbox', { name: 'Card number' }).fill(number);
}

/** Checkout answered: the toast names the order, back on /, the header's cart refetched from the server. */
async function orderConfirmed(page: Page) {
  await expect(page.getByText('🎉 Order placed successfully!')).toBeVisible();
  await expect(page.getByText(/^Order #\d+ is confirmed\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
}

/** What the Pay button charges ("Pay $143.58"), in cents. */
async function payCents(modal: Locator): Promise<number> {
  const label = await modal.getByRole('button', { name: /^Pay \$/ }).textContent();
  return Math.round(Number(/\$([\d,.]+)/.exec(label ?? '')![1]!.replace(/,/g, '')) * 100);
}

/** The intent as the stand-in Stripe keeps it, and its refunds. */
async function atStripe(request: APIRequestContext, intentId: string) {
  const headers = { authorization: `Bearer ${SECRET_KEY}` };
  const intent = await request.get(`${stripeApi()}/v1/payment_intents/${intentId}`, { headers });
  const refunds = await request.get(`${stripeApi()}/v1/refunds?payment_intent=${intentId}`, { headers });
  expect(intent.ok() && refunds.ok()).toBe(true);
  return {
    intent: (await intent.json()) as { status: string; amount: number; amount_received: number },
    refunds: ((await refunds.json()) as { data: unknown[] }).data,
  };
}

test.beforeEach(async ({ context }) => {
  await answerStripe(context);
});

test('Pickup: Stripe.js only in the checkout modal, pay with 4242 → order placed, cart emptied (1280 px)', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  await signUp(page);
  await addToCart(page, OAK, 3);
  await openCart(page, [OAK.title]);
  await expect(page.getByText('Pickup selected')).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Order total' }).getByText('$198.96').first(),
  ).toBeVisible(); // 3 × $66.32
  // Home, sign-up, product page, cart: no request to any Stripe host yet.
  expect(seen.stripe).toEqual([]);

  const modal = await openCheckout(page);
  await enterStripeCard(modal, '4242 4242 4242 4242');
  expect(seen.stripe.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
  const amount = await payCents(modal);
  const intentId = intentCreated(page);
  await modal.getByRole('button', { name: /^Pay/ }).click();
  await orderPlaced(page);

  // Stripe holds the full amount once, nothing refunded (checkout and the stand-in's webhook made one order).
  const stripe = await atStripe(request, await intentId);
  expect(stripe.intent).toMatchObject({ status: 'succeeded', amount, amount_received: amount });
  expect(stripe.refunds).toEqual([]);
  expect(seen.intentsCreated).toBe(1);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('declined by Stripe → its message; the corrected card pays the same intent → one order', async ({
    page,
    request,
  }) => {
    const seen = watch(page);
    await signUp(page);
    await addToCart(page, OAK, 2);
    await openCart(page, [OAK.title]);
    const modal = await openCheckout(page);
    await enterStripeCard(modal, '4000 0000 0000 0002');
    const amount = await payCents(modal);
    const intentId = intentCreated(page);
    await modal.getByRole('button', { name: /^Pay/ }).click();
    // The stand-in declined it (402 card_error): its message, the modal still open for another card.
    await expect(modal.getByRole('alert')).toHaveText(/Your card was declined\./);
    const declined = await atStripe(request, await intentId);
    expect(declined.intent).toMatchObject({ status: 'requires_payment_method', amount_received: 0 });

    await modal.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await modal.getByRole('button', { name: /^Pay/ }).click();
    await orderConfirmed(page);

    // One intent, confirmed twice (declined, then paid), charged once.
    expect(seen.intentsCreated).toBe(1);
    expect(seen.confirmations).toEqual([await intentId, await intentId]);
    const paid = await atStripe(request, await intentId);
    expect(paid.intent).toMatchObject({ status: 'succeeded', amount, amount_received: amount });
    expect(paid.refunds).toEqual([]);
  });
});

test('webhook-only order: paid, checkout never reaches the server → the webhook makes the order, once', async ({
  page,
  context,
  request,
}) => {
  await signUp(page);
  await addToCart(page, OAK, 1);
  await openCart(page, [OAK.title]);
  const modal = await openCheckout(page);
  await enterStripeCard(modal, '4242 4242 4242 4242');

  // The browser's order never arrives (a lost connection right after paying).
  let checkoutPosts = 0;
  await page.route('**/api/userauth/checkout', (route) => {
    checkoutPosts++;
    return route.abort('connectionreset');
  });
  const amount = await payCents(modal);
  const intentId = intentCreated(page);
  await modal.getByRole('button', { name: /^Pay/ }).click();
  await expect(modal.getByRole('alert')).toHaveText('An error occurred');
  expect(checkoutPosts).toBeGreaterThan(0);
  const id = await intentId;

  // Stripe's payment_intent.succeeded (the stand-in sent it on payment; here it is sent twice more, signed
  // with the webhook secret, each answered once the server handled it): one order.
  for (let delivery = 0; delivery < 2; delivery++) {
    const sent = await request.post(`${stripeApi()}/_stand-in/payment_intents/${id}/events`, {
      form: { type: 'payment_intent.succeeded' },
    });
    expect(await sent.json()).toMatchObject({ status: 200, body: { data: { outcome: 'ordered' } } });
  }

  // The cart was emptied by the order, in another tab of the same shopper.
  const other = await context.newPage();
  await other.goto('/my-cart');
  await expect(other.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await other.close();

  // Stripe kept the money once, no refund: the repeated events found the order instead of refunding.
  const stripe = await atStripe(request, id);
  expect(stripe.intent).toMatchObject({ status: 'succeeded', amount, amount_received: amount });
  expect(stripe.refunds).toEqual([]);

  // The connection is back and the shopper presses Pay again: the order the webhook made is the answer
  // (checkout is idempotent on the payment), no second charge.
  await page.unroute('**/api/userauth/checkout');
  await modal.getByRole('button', { name: /^Pay/ }).click();
  await orderConfirmed(page);
  expect(await atStripe(request, id)).toEqual(stripe);
});
