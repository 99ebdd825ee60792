// The order's price (contract decision 5) and the test-payment state machine (decision 6) at their edges:
// pure rules shared by the reference server and the MSW mocks.
import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, type QuoteOutcome } from '@/domain/delivery';
import {
  cartChangedRefusal,
  intentAmountRefusal,
  ORDER_MESSAGES,
  paymentReusedMessage,
  priceOrder,
  refundedMessage,
  cartStillPriced,
  reusedPaymentRefusal,
  sameLineIds,
  totalChangedMessage,
} from '@/domain/order';
import {
  authenticateTestPayment,
  confirmTestPayment,
  isExpired,
  TEST_PAYMENT_MESSAGES,
} from '@/domain/test-payments';

const lines = [
  { pricePerBoxCents: 66_32, quantity: 12 },
  { pricePerBoxCents: 80_00, quantity: 3 },
];
const items = 66_32 * 12 + 80_00 * 3;
const priced: QuoteOutcome = {
  kind: 'priced',
  miles: 6.4,
  pallets: 1,
  chargeCents: 150_00,
  label: 'Express Delivery',
  message: '(1 pallet(s))',
};

describe('priceOrder', () => {
  it('pickup: items + tax, no delivery, labelled Pickup', () => {
    expect(priceOrder({ lines, taxPercent: 8.25, deliveryType: 'Pickup', quote: priced })).toEqual({
      ok: true,
      pricing: {
        deliveryType: 'Pickup',
        itemsCents: items,
        taxCents: Math.round(items * 0.0825),
        deliveryCents: 0,
        totalCents: items + Math.round(items * 0.0825),
        pallets: 0,
        deliveryLabel: 'Pickup',
        miles: null,
        callRequired: false,
      },
    });
  });

  it('delivery: adds the quote with its label, miles and pallets; no tax setting means no tax', () => {
    const result = priceOrder({ lines, taxPercent: null, deliveryType: 'Delivery', quote: priced });
    expect(result).toMatchObject({
      ok: true,
      pricing: { taxCents: null, deliveryCents: 150_00, totalCents: items + 150_00, pallets: 1, miles: 6.4 },
    });
  });

  it('delivery that we will call about costs 0 now; the pallets are still counted', () => {
    const call: QuoteOutcome = {
      kind: 'call',
      reason: 'no-tier',
      miles: 250,
      chargeCents: null,
      message: DELIVERY_MESSAGES.callToArrange,
    };
    expect(priceOrder({ lines, taxPercent: 0, deliveryType: 'Delivery', quote: call })).toMatchObject({
      ok: true,
      pricing: {
        deliveryCents: 0,
        deliveryLabel: DELIVERY_MESSAGES.callToArrange,
        miles: 250,
        pallets: 1,
        callRequired: true,
      },
    });
  });

  it('refuses what cannot be priced: an empty cart, no address, invalid coordinates, routing down', () => {
    expect(priceOrder({ lines: [], taxPercent: 0, deliveryType: 'Pickup', quote: null })).toEqual({
      ok: false,
      message: ORDER_MESSAGES.emptyCart,
    });
    expect(priceOrder({ lines, taxPercent: 0, deliveryType: 'Delivery', quote: null })).toEqual({
      ok: false,
      message: 'Please select an address',
    });
    expect(
      priceOrder({
        lines,
        taxPercent: 0,
        deliveryType: 'Delivery',
        quote: { kind: 'invalid', message: DELIVERY_MESSAGES.invalidAddress },
      }),
    ).toEqual({ ok: false, message: DELIVERY_MESSAGES.invalidAddress });
    expect(
      priceOrder({
        lines,
        taxPercent: 0,
        deliveryType: 'Delivery',
        quote: { kind: 'failed', message: DELIVERY_MESSAGES.failed },
      }),
    ).toEqual({ ok: false, message: ORDER_MESSAGES.quoteFailed });
  });
});

describe('messages with the server figures', () => {
  it('names items, tax (when charged) and delivery (when delivered)', () => {
    const delivery = priceOrder({ lines, taxPercent: 8.25, deliveryType: 'Delivery', quote: priced });
    if (!delivery.ok) throw new Error('priced');
    expect(totalChangedMessage(delivery.pricing)).toBe(
      'Your total has changed to $1,271.30 (items $1,035.84, tax $85.46, delivery $150.00). Please review your cart.',
    );
    const pickup = priceOrder({ lines, taxPercent: null, deliveryType: 'Pickup', quote: null });
    if (!pickup.ok) throw new Error('priced');
    expect(totalChangedMessage(pickup.pricing)).toBe(
      'Your total has changed to $1,035.84 (items $1,035.84). Please review your cart.',
    );
    expect(refundedMessage(1234_56)).toContain('refunded the payment of $1,234.56');
    expect(paymentReusedMessage(42)).toContain('order #42');
  });

  it('compares cart line ids as sets', () => {
    expect(sameLineIds('3,1,2', [1, 2, 3])).toBe(true);
    expect(sameLineIds('1,2', [1, 2, 3])).toBe(false);
    expect(sameLineIds('1,1,2', '2,1')).toBe(true);
  });

  it("refuses an intent outside Stripe's limits, and lines other than the cart's or the paid order's", () => {
    // Said to the shopper as it is (the checkout shows the server's message): money as money.
    expect(intentAmountRefusal(49)).toBe('An order paid online must come to at least $0.50.');
    expect(intentAmountRefusal(50)).toBeNull();
    expect(intentAmountRefusal(99_999_999)).toBeNull();
    expect(intentAmountRefusal(100_000_000)).toBe(
      'An order paid online can come to at most $999,999.99. Please split it into smaller orders, or contact us.',
    );
    expect(cartChangedRefusal(undefined, [1, 2])).toBeNull();
    expect(cartChangedRefusal('2,1', [1, 2])).toBeNull();
    expect(cartChangedRefusal([1], [1, 2])).toBe(ORDER_MESSAGES.cartChanged);
    expect(reusedPaymentRefusal({ id: 42, lineIds: '1,2' }, [2, 1])).toBeNull();
    expect(reusedPaymentRefusal({ id: 42, lineIds: '1,2' }, [1])).toBe(paymentReusedMessage(42));
  });
});

describe('cartStillPriced', () => {
  const line = (id: number, product: number, quantity: number) => ({
    user_carts_id: id,
    product_id: product,
    quantity,
  });
  const priced = [line(1, 10, 2), line(2, 20, 1)];

  it('holds when every priced line is in the cart with its product and quantity, in any order', () => {
    expect(cartStillPriced(priced, [line(2, 20, 1), line(1, 10, 2)])).toBe(true);
  });

  it('fails for a changed quantity or product, a line gone, or (unless allowed) a line more', () => {
    expect(cartStillPriced(priced, [line(1, 10, 3), line(2, 20, 1)])).toBe(false);
    expect(cartStillPriced(priced, [line(1, 11, 2), line(2, 20, 1)])).toBe(false);
    expect(cartStillPriced(priced, [line(1, 10, 2), line(3, 20, 1)])).toBe(false);
    const more = [...priced, line(3, 30, 1)];
    expect(cartStillPriced(priced, more)).toBe(false);
    expect(cartStillPriced(priced, more, { allowOtherLines: true })).toBe(true);
  });
});

describe("test payments follow Stripe's state machine", () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const card = (number: string, expMonth = 12, expYear = 2030) => ({ number, expMonth, expYear });

  it.each([
    ['4242424242424242', 'succeeded', null],
    ['4000000000000002', 'requires_payment_method', TEST_PAYMENT_MESSAGES.declined],
    ['4000000000009995', 'requires_payment_method', TEST_PAYMENT_MESSAGES.insufficientFunds],
    ['4000002500003155', 'requires_action', null],
    ['4000000000000000', 'requires_payment_method', TEST_PAYMENT_MESSAGES.incorrectNumber],
  ])('%s → %s', (number, status, errorMessage) => {
    expect(confirmTestPayment('requires_payment_method', card(number), now)).toEqual({
      kind: 'moved',
      status,
      errorMessage,
    });
  });

  it('a card is valid through its expiry month; 2-digit years are 20xx', () => {
    expect(isExpired({ expMonth: 11, expYear: 2026 }, now)).toBe(false);
    expect(isExpired({ expMonth: 10, expYear: 26 }, now)).toBe(true);
    expect(
      confirmTestPayment('requires_payment_method', card('4242424242424242', 10, 2026), now),
    ).toMatchObject({
      errorMessage: TEST_PAYMENT_MESSAGES.expired,
    });
  });

  it('only unpaid intents take a card; only requires_action takes the 3-D Secure step', () => {
    expect(confirmTestPayment('succeeded', card('4242424242424242'), now)).toEqual({
      kind: 'refused',
      message: TEST_PAYMENT_MESSAGES.alreadySucceeded,
    });
    expect(confirmTestPayment('canceled', card('4242424242424242'), now)).toMatchObject({ kind: 'refused' });
    expect(confirmTestPayment('requires_action', card('4242424242424242'), now)).toMatchObject({
      status: 'succeeded',
    });
    expect(authenticateTestPayment('requires_payment_method', 'complete')).toMatchObject({ kind: 'refused' });
    expect(authenticateTestPayment('requires_action', 'complete')).toMatchObject({ status: 'succeeded' });
    expect(authenticateTestPayment('requires_action', 'fail')).toEqual({
      kind: 'moved',
      status: 'requires_payment_method',
      errorMessage: TEST_PAYMENT_MESSAGES.authenticationFailed,
    });
  });
});
