// The mock shop API (mocks/): payment intents, test payments, checkout, My orders.
import { describe, expect, it } from 'vitest';
import { SiteSettings } from '../../../src/contract/entities';
import { endpoints } from '../../../src/contract/endpoints';
import * as fixtures from '../../../fixtures';
import { db, resetDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { useMockShop, CARD_4242, DEMO_KEY, DEMO_PICKUP_CENTS, type Fields, call, order } from './mock-kit';

useMockShop();

describe('checkout', () => {
  const intentFor = async (amount: number, extra: Fields = {}) =>
    call(endpoints.createPaymentIntent, { amount, currency: 'usd', ...extra }, DEMO_KEY);
  const pay = (id: string, card = CARD_4242.card_number) =>
    call(endpoints.confirmTestPayment, { ...CARD_4242, payment_intent_id: id, card_number: card }, DEMO_KEY);

  it('prices the cart itself and refuses another amount with its own figures, before any intent exists', async () => {
    const refused = await intentFor(DEMO_PICKUP_CENTS - 1);
    expect(refused).toMatchObject({ http: 409, status: 0 });
    expect(refused.message).toMatch(
      /^Your total has changed to \$[\d,]+\.\d\d \(items \$[\d,]+\.\d\d, tax \$[\d,]+\.\d\d\)\. Please review your cart\.$/,
    );
    expect(db.paymentIntents.size).toBe(0);
    expect((await intentFor(DEMO_PICKUP_CENTS)).status).toBe(1);
    // Lines other than the cart's are refused.
    expect(await intentFor(DEMO_PICKUP_CENTS, { user_carts_id: '101,102' })).toMatchObject({
      http: 409,
      message: 'Your cart has changed. Please review your cart.',
    });
  });

  it('prices delivery with its own §9 quote over the mock road distance', async () => {
    // Address 11: Houston, ≈6 road miles → tier 1 ($150/pallet); 19 boxes → 1 pallet.
    const refused = await intentFor(DEMO_PICKUP_CENTS, { delivery_type: 'Delivery', appuser_address_id: 11 });
    expect(refused.message).toContain('delivery $150.00');
    const tax = SiteSettings.parse(fixtures.settings).tax!;
    expect(tax).toBeGreaterThan(0);
    const delivered = await intentFor(DEMO_PICKUP_CENTS + 150_00, {
      delivery_type: 'Delivery',
      appuser_address_id: 11,
    });
    expect(delivered.status).toBe(1);
    expect(db.paymentIntents.get('pi_mock_1')?.pricing).toMatchObject({
      deliveryCents: 150_00,
      deliveryLabel: 'Express Delivery',
      pallets: 1,
    });
    expect(await intentFor(DEMO_PICKUP_CENTS, { delivery_type: 'Delivery' })).toMatchObject({
      message: 'Please select an address',
    });
  });

  it("follows Stripe's state machine with the documented test cards", async () => {
    const intent = endpoints.createPaymentIntent.data.parse((await intentFor(DEMO_PICKUP_CENTS)).data);
    expect(intent.clientSecret).toMatch(/^pi_mock_1_secret_\w+$/);
    expect(db.paymentIntents.get('pi_mock_1')?.status).toBe('requires_payment_method');
    // Not paid yet: no order.
    const early = await call(endpoints.checkout, order({ 'Userorder[payment_id]': 'pi_mock_1' }), DEMO_KEY);
    expect(early).toMatchObject({ http: 402, message: 'Payment status: requires_payment_method' });

    const outcomes = [
      ['4000000000000002', 'requires_payment_method', 'Your card was declined.'],
      ['4000000000009995', 'requires_payment_method', 'Your card has insufficient funds.'],
      ['4111111111111111', 'requires_payment_method', 'Your card number is incorrect.'],
      ['4000002500003155', 'requires_action', undefined],
    ] as const;
    for (const [card, status, message] of outcomes) {
      const step = await pay('pi_mock_1', card);
      expect(step.status).toBe(1);
      expect(endpoints.confirmTestPayment.data.parse(step.data)).toMatchObject({
        id: 'pi_mock_1',
        status,
        ...(message ? { error_message: message } : {}),
      });
    }
    const failed = await call(
      endpoints.authenticateTestPayment,
      { payment_intent_id: 'pi_mock_1', outcome: 'fail' },
      DEMO_KEY,
    );
    expect(failed.data).toMatchObject({
      status: 'requires_payment_method',
      error_message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    await pay('pi_mock_1', '4000002500003155');
    const done = await call(
      endpoints.authenticateTestPayment,
      { payment_intent_id: 'pi_mock_1', outcome: 'complete' },
      DEMO_KEY,
    );
    expect(done.data).toMatchObject({ status: 'succeeded' });
    expect(await pay('pi_mock_1')).toMatchObject({
      http: 409,
      message:
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    });
  });

  it('makes the order from the priced intent, answers the receipt and removes the ordered lines', async () => {
    await intentFor(DEMO_PICKUP_CENTS + 150_00, { delivery_type: 'Delivery', appuser_address_id: 11 });
    await pay('pi_mock_1');
    // The client's figures are ignored: the order is what the intent was priced for.
    const placed = await call(
      endpoints.checkout,
      order({ 'Userorder[payment_id]': 'pi_mock_1', 'Userorder[total]': '1.00' }),
      DEMO_KEY,
    );
    expect(placed).toMatchObject({ status: 1, message: 'Order placed successfully' });
    const receipt = endpoints.checkout.data.parse(placed.data);
    expect(receipt).toMatchObject({
      userorder_id: 5001,
      total: DEMO_PICKUP_CENTS + 150_00,
      shipping: 150_00,
      delivery_type: 'Delivery',
      delivery_label: 'Express Delivery',
      pallets: 1,
    });
    expect(receipt?.miles).toBeGreaterThan(0);
    expect(db.orders.get(5001)).toMatchObject({ appuser_address_id: 11, address: { city: 'Houston' } });
    expect(endpoints.cart.data.parse((await call(endpoints.cart, {}, DEMO_KEY)).data)).toEqual([]);

    // The same payment for the same lines: the same order. For other lines: refused.
    const again = await call(endpoints.checkout, order({ 'Userorder[payment_id]': 'pi_mock_1' }), DEMO_KEY);
    expect(endpoints.checkout.data.parse(again.data)?.userorder_id).toBe(5001);
    await call(endpoints.saveCartLine, { 'Usercarts[product_id]': 2, 'Usercarts[quantity]': 1 }, DEMO_KEY);
    const replay = await call(
      endpoints.checkout,
      order({ 'Userorder[payment_id]': 'pi_mock_1', 'Userorder[user_carts_id]': '1000' }),
      DEMO_KEY,
    );
    expect(replay).toMatchObject({
      http: 409,
      message:
        'This payment was already used for order #5001. Please review your cart and pay for the remaining items separately.',
    });
    expect(db.orders.size).toBe(1);
  });

  it('cancels an unpaid intent whose cart changed, and refunds a paid one', async () => {
    await intentFor(DEMO_PICKUP_CENTS);
    await call(endpoints.deleteCartLine, { user_carts_id: 103 }, DEMO_KEY);
    expect(await pay('pi_mock_1')).toMatchObject({
      http: 409,
      message:
        'Your cart changed after the payment was started, so the payment was cancelled. Please review your cart and pay again.',
    });
    expect(db.paymentIntents.get('pi_mock_1')?.status).toBe('canceled');

    resetDb();
    await intentFor(DEMO_PICKUP_CENTS);
    await pay('pi_mock_1');
    await call(endpoints.deleteCartLine, { user_carts_id: 103 }, DEMO_KEY);
    const refused = await call(endpoints.checkout, order({ 'Userorder[payment_id]': 'pi_mock_1' }), DEMO_KEY);
    expect(refused).toMatchObject({ http: 409, status: 0 });
    expect(refused.message).toMatch(/^Your cart changed after you paid, so we refunded the payment of \$/);
    expect(db.paymentIntents.get('pi_mock_1')?.refunded).toBe(DEMO_PICKUP_CENTS);
    expect(db.orders.size).toBe(0);
  });

  it('refuses unknown payments and bad order fields', async () => {
    expect(
      (await call(endpoints.checkout, order({ 'Userorder[payment_id]': 'pi_mock_77' }), DEMO_KEY)).message,
    ).toBe('Payment not found');
    expect(
      (await call(endpoints.checkout, order({ 'Userorder[order_status]': 'Pending' }), DEMO_KEY)).http,
    ).toBe(400);
    expect(db.orders.size).toBe(0);
  });

  it("in Stripe mode reports it, takes the browser's confirmation and has no test-payment step", async () => {
    server.use(...scenarios.stripePayments());
    expect(endpoints.settings.data.parse((await call(endpoints.settings)).data).payment_mode).toBe('stripe');
    await intentFor(DEMO_PICKUP_CENTS);
    expect(await pay('pi_mock_1')).toMatchObject({
      http: 409,
      message: 'Test payments are off: this shop takes card payments through Stripe.',
    });
    const placed = await call(endpoints.checkout, order({ 'Userorder[payment_id]': 'pi_mock_1' }), DEMO_KEY);
    expect(placed.status).toBe(1);
  });
});
