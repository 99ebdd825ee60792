// Payment intents, test payments and order creation (§4 Payment, §7, contract decisions 5, 6, 8), answered
// as the reference server answers them: createpaymentintent prices the cart itself (lines, tax, the §9 quote
// over the routing service's answer) and refuses another amount with its figures; a test-mode intent starts
// requires_payment_method and only confirmtestpayment (Stripe's test cards) / authenticatetestpayment move it;
// checkout makes the order from what the intent was priced for. Intents are pi_mock_<n> with client secret
// pi_mock_<n>_secret_<x>. `scenarios.stripePayments()` switches to Stripe mode (a fake Stripe.js confirms).
import { endpoints } from '../../src/contract/endpoints';
import { paymentStatusMessage, successMessages, testPaymentMessage } from '../../src/contract/messages';
import { DeliveryTiers, type WireDataOf } from '../../src/contract/endpoints';
import { SiteSettings } from '../../src/contract/entities';
import { quoteDelivery } from '../../src/domain/delivery';
import { centsToDecimal } from '../../src/domain/money';
// The order rules the reference server applies, read as `rules.<rule>` (src/domain/order).
import * as rules from '../../src/domain/order';
import {
  authenticateTestPayment,
  confirmTestPayment,
  TEST_PAYMENT_MESSAGES,
  type TestPaymentStep,
} from '../../src/domain/test-payments';
import { deliveryTiers, settings, warehouseLocation } from '../../fixtures';
import { cartLinesOf, db, toWireCartItem } from '../db';
import type { OrderRecord, PaymentIntentRecord, PaymentMode, PricedLineRecord, UserRecord } from '../db';
import { env } from '../../src/config/env';
import { createOsrmRoadDistance } from '../../src/services/roadDistance';
import { fail, handle, handleSignedIn, ok, type Reply } from './http';

const taxPercent = SiteSettings.parse(settings).tax;
const tiers = DeliveryTiers.parse(deliveryTiers).tiers;

function secretFor(n: number): string {
  // Deterministic, different per intent.
  return ((n * 2654435761) >>> 0).toString(36).padStart(7, '0');
}

const pricedLines = (appuserId: number): PricedLineRecord[] =>
  cartLinesOf(appuserId).map((l) => ({
    user_carts_id: l.user_carts_id,
    product_id: l.product_id,
    quantity: l.quantity,
    price_per_box_cents: l.price_per_box_cents,
  }));

/** The cart still holds exactly the lines (and quantities) an intent was priced for. */
function cartUnchanged(intent: PaymentIntentRecord): boolean {
  return rules.cartStillPriced(intent.lines, pricedLines(intent.appuser_id));
}

function ownIntent(user: UserRecord, id: string): PaymentIntentRecord | null {
  const intent = db.paymentIntents.get(id);
  return intent && intent.appuser_id === user.appuser_id ? intent : null;
}

/** The order as checkout answers it: all but whose it is, the address and the lines it keeps. */
function receiptOf(order: OrderRecord) {
  const { appuser_id, address, lines, history, ...receipt } = order;
  return receipt;
}

/** createpaymentintent in the given payment mode. */
function createIntentHandler(mode: PaymentMode) {
  return handleSignedIn(endpoints.createPaymentIntent, async ({ body, user }) => {
    const badAmount = rules.intentAmountRefusal(body.amount);
    if (badAmount) return fail(badAmount);
    const lines = pricedLines(user.appuser_id);
    if (lines.length === 0) return fail(rules.ORDER_MESSAGES.emptyCart, 409);
    const changed = rules.cartChangedRefusal(
      body.user_carts_id,
      lines.map((l) => l.user_carts_id),
    );
    if (changed) return fail(changed, 409);

    let address = null;
    if (body.delivery_type === 'Delivery') {
      if (!body.appuser_address_id) return fail(rules.ORDER_MESSAGES.selectAddress);
      address = db.addresses.get(body.appuser_address_id) ?? null;
      if (!address || address.appuser_id !== user.appuser_id) return fail('Address not found', 404);
    }
    const amounts = lines.map((l) => ({ pricePerBoxCents: l.price_per_box_cents, quantity: l.quantity }));
    const quote = address
      ? await quoteDelivery({
          origin: warehouseLocation,
          destination: { lat: address.latitude, lng: address.longitude },
          boxes: amounts.reduce((n, l) => n + l.quantity, 0),
          tiers,
          // The mock shop asks the routing service as the reference server does, through the same
          // doubles as the browser (MSW's routing handlers, or a test's own), so a routing outage is one
          // for both and its "we will call you" quote agrees (§8).
          roadDistance: createOsrmRoadDistance({ baseUrl: env().VITE_ROUTING_URL, minIntervalMs: 0 }),
        })
      : null;
    const priced = rules.priceOrder({ lines: amounts, taxPercent, deliveryType: body.delivery_type, quote });
    if (!priced.ok) return fail(priced.message, 409);
    if (priced.pricing.totalCents !== body.amount)
      return fail(rules.totalChangedMessage(priced.pricing), 409);

    const n = db.next.paymentIntent++;
    const id = `pi_mock_${n}`;
    const clientSecret = `${id}_secret_${secretFor(n)}`;
    db.paymentIntents.set(id, {
      id,
      client_secret: clientSecret,
      appuser_id: user.appuser_id,
      amount: body.amount,
      currency: body.currency,
      mode,
      status: 'requires_payment_method',
      last_error: null,
      refunded: 0,
      lines,
      appuser_address_id: address?.appuser_address_id ?? 0,
      address: address ? { ...address } : null,
      pricing: priced.pricing,
    });
    return ok({ clientSecret, paymentIntentId: id });
  });
}

/** Applies a confirm/authenticate step to a test-mode intent, as the reference server does. */
function testStep(
  user: UserRecord,
  id: string,
  decide: (intent: PaymentIntentRecord) => TestPaymentStep,
): Reply<WireDataOf<typeof endpoints.confirmTestPayment>> {
  const intent = ownIntent(user, id);
  if (!intent) return fail('Payment not found', 404);
  if (intent.mode !== 'test') return fail(TEST_PAYMENT_MESSAGES.off, 409);
  // The cart changed since the intent was priced: cancelled before any card is charged.
  if (intent.status !== 'succeeded' && intent.status !== 'canceled' && !cartUnchanged(intent)) {
    intent.status = 'canceled';
    return fail(rules.ORDER_MESSAGES.cartChangedAfterIntent, 409);
  }
  const step = decide(intent);
  if (step.kind === 'refused') return fail(step.message, 409);
  intent.status = step.status;
  intent.last_error = step.errorMessage;
  const answer = { id, status: step.status, error_message: step.errorMessage };
  return ok(answer, testPaymentMessage(answer));
}

export const checkoutHandlers = [
  createIntentHandler('test'),

  handleSignedIn(endpoints.confirmTestPayment, ({ body, user }) =>
    testStep(user, body.payment_intent_id, (intent) =>
      confirmTestPayment(
        intent.status,
        { number: body.card_number, expMonth: body.exp_month, expYear: body.exp_year },
        new Date(),
      ),
    ),
  ),

  handleSignedIn(endpoints.authenticateTestPayment, ({ body, user }) =>
    testStep(user, body.payment_intent_id, (intent) => authenticateTestPayment(intent.status, body.outcome)),
  ),

  handleSignedIn(endpoints.checkout, ({ body, user }) => {
    const paymentId = body['Userorder[payment_id]'];
    const posted = body['Userorder[user_carts_id]'];
    // Idempotent on the payment: the same payment for the same lines answers the order it made; for other
    // lines it is refused (those lines were never paid for).
    const previous = [...db.orders.values()].find((o) => o.payment_id === paymentId);
    if (previous) {
      if (previous.appuser_id !== user.appuser_id) return fail('Payment not found', 404);
      const reused = rules.reusedPaymentRefusal(
        { id: previous.userorder_id, lineIds: previous.user_carts_id },
        posted,
      );
      if (reused) return fail(reused, 409);
      return ok(receiptOf(previous), successMessages.orderPlaced);
    }

    const intent = ownIntent(user, paymentId);
    if (!intent) return fail('Payment not found', 404);
    // Stripe mode: the browser's (fake) Stripe.js confirmed it; the mock takes its word.
    if (intent.mode === 'stripe' && body['Userorder[payment_status]'] === 'succeeded')
      intent.status = 'succeeded';
    if (intent.status !== 'succeeded') return fail(paymentStatusMessage(intent.status), 402);
    if (intent.refunded > 0) return fail(rules.refundedMessage(intent.refunded), 409);
    if (
      !rules.sameLineIds(
        intent.lines.map((l) => l.user_carts_id),
        posted,
      ) ||
      !cartUnchanged(intent)
    ) {
      // Paid for a cart that no longer exists: the money goes back.
      intent.refunded = intent.amount;
      return fail(rules.refundedMessage(intent.amount), 409);
    }

    const { pricing } = intent;
    const order: OrderRecord = {
      userorder_id: db.next.order++,
      appuser_id: user.appuser_id,
      appuser_address_id: intent.appuser_address_id,
      payment_type: body['Userorder[payment_type]'],
      payment_status: intent.status,
      payment_id: paymentId,
      tax: centsToDecimal(pricing.taxCents ?? 0),
      shipping: centsToDecimal(pricing.deliveryCents),
      sub_total: centsToDecimal(pricing.itemsCents),
      total: centsToDecimal(pricing.totalCents),
      order_status: body['Userorder[order_status]'],
      delivery_type: pricing.deliveryType,
      user_carts_id: intent.lines.map((l) => l.user_carts_id).join(','),
      delivery_label: pricing.deliveryLabel,
      miles: pricing.miles,
      pallets: pricing.pallets,
      delivery_call_required: pricing.callRequired,
      address: intent.address,
      lines: intent.lines.map((l) => toWireCartItem({ ...db.carts.get(l.user_carts_id)!, ...l })),
      created_at: new Date().toISOString(),
    };
    db.orders.set(order.userorder_id, order);
    for (const line of intent.lines) db.carts.delete(line.user_carts_id);
    return ok(receiptOf(order), successMessages.orderPlaced);
  }),
];

/** Stripe mode: settings report it and new intents are confirmed by (a fake) Stripe.js in the browser. */
export function stripeModeHandlers() {
  return [
    handle(endpoints.settings, () => ok({ ...settings, payment_mode: 'stripe' as const })),
    createIntentHandler('stripe'),
  ];
}
