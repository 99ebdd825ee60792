// Payment intents and checkout (§4 Payment, §9 money). The server never trusts the client's amounts:
// - createpaymentintent records which user created which intent (and its amount);
// - checkout accepts an order only for an intent THIS user created, that the provider reports succeeded
//   for its full amount in USD, and whose amount equals the server's own total: the listed cart lines at
//   current product prices + tax% from settings + a delivery charge that is 0 or pallets × a tier's price;
// - it is idempotent on payment_id (a double submit gets the same order) and removes the ordered cart
//   lines in the same transaction that writes the order.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderReceipt } from '../../src/contract/endpoints';
import { billSummary } from '../../src/domain/cart';
import { palletsFor } from '../../src/domain/delivery';
import { centsToDecimal } from '../../src/domain/money';
import type { Db } from '../db/database';
import {
  addresses,
  orderItems,
  orders,
  paymentIntents,
  products,
  userCarts,
  type AddressSnapshot,
} from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { Logger } from '../log';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider';
import { TestPaymentProvider, type TestStepResult } from '../payments/test-provider';
import { TEST_PAYMENT_MESSAGES, type TestCard } from '../../src/domain/test-payments';
import type { TestPaymentResult } from '../../src/contract/endpoints';
import { isUniqueViolation } from './accounts';
import { readTaxPercent, readTiers } from './catalog';

export type WireReceipt = NonNullable<z.input<typeof OrderReceipt>> & {
  userorder_id: number;
  total: string;
};

/** Stripe's limits for USD: at least $0.50, at most $999,999.99. */
export const MIN_INTENT_CENTS = 50;
export const MAX_INTENT_CENTS = 99_999_999;

export interface CheckoutInput {
  paymentId: string;
  deliveryType: 'Pickup' | 'Delivery';
  addressId: number;
  cartLineIds: number[];
  /** What the client says it charged (logged when it differs; never used for money). */
  clientTotal: string;
}

export class Orders {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentProvider,
    private readonly logger: Logger,
  ) {}

  async createPaymentIntent(userId: number, amountCents: number, currency: 'usd') {
    if (amountCents < MIN_INTENT_CENTS) throw badRequest(`amount must be at least ${MIN_INTENT_CENTS} cents`);
    if (amountCents > MAX_INTENT_CENTS) throw badRequest(`amount must be at most ${MAX_INTENT_CENTS} cents`);
    const [line] = await this.db
      .select({ id: userCarts.id })
      .from(userCarts)
      .where(eq(userCarts.userId, userId))
      .limit(1);
    if (!line) throw new ApiError(409, 'Your cart is empty');
    let intent;
    try {
      intent = await this.payments.createIntent({ amountCents, currency, userId });
    } catch (error) {
      this.logger.error('payment intent failed', { user_id: userId, error: (error as Error).message });
      throw new ApiError(
        502,
        error instanceof PaymentProviderError ? error.message : 'Failed to initialize payment',
      );
    }
    await this.db
      .insert(paymentIntents)
      .values({ id: intent.id, userId, provider: this.payments.mode, amountCents, currency });
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
  }

  /** Test-payment mode's confirm step (contract decision 6); status 0 in Stripe mode. */
  async confirmTestPayment(userId: number, paymentId: string, card: TestCard) {
    const provider = await this.testIntentOf(userId, paymentId);
    return toTestStepAnswer(await provider.confirm(paymentId, card));
  }

  /** Test-payment mode's 3-D Secure step. */
  async authenticateTestPayment(userId: number, paymentId: string, outcome: 'complete' | 'fail') {
    const provider = await this.testIntentOf(userId, paymentId);
    return toTestStepAnswer(await provider.authenticate(paymentId, outcome));
  }

  private async testIntentOf(userId: number, paymentId: string): Promise<TestPaymentProvider> {
    if (!(this.payments instanceof TestPaymentProvider)) throw new ApiError(409, TEST_PAYMENT_MESSAGES.off);
    const [recorded] = await this.db
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(and(eq(paymentIntents.id, paymentId), eq(paymentIntents.userId, userId)))
      .limit(1);
    if (!recorded) throw notFound('Payment');
    return this.payments;
  }

  async checkout(userId: number, input: CheckoutInput): Promise<WireReceipt> {
    // Idempotency first: the same payment_id answers the order it already made.
    const existing = await this.receiptFor(input.paymentId);
    if (existing) {
      if (existing.userId !== userId) throw notFound('Payment');
      return existing.receipt;
    }

    const [recorded] = await this.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.id, input.paymentId), eq(paymentIntents.userId, userId)))
      .limit(1);
    if (!recorded) throw notFound('Payment');

    let intent;
    try {
      intent = await this.payments.retrieveIntent(recorded.id);
    } catch (error) {
      throw new ApiError(
        502,
        error instanceof PaymentProviderError ? error.message : 'Could not check the payment',
      );
    }
    if (!intent || (intent.userId !== null && intent.userId !== userId)) throw notFound('Payment');
    if (intent.status !== 'succeeded') throw new ApiError(402, `Payment status: ${intent.status}`);
    if (
      intent.currency !== 'usd' ||
      intent.amountReceivedCents !== intent.amountCents ||
      intent.amountCents !== recorded.amountCents
    ) {
      this.logger.warn('payment does not match its record', { user_id: userId, payment_id: recorded.id });
      throw new ApiError(409, 'The payment does not match the order. Please contact us.');
    }
    const paidCents = intent.amountReceivedCents;
    const lineIds = [...new Set(input.cartLineIds)];

    try {
      return await this.db.transaction(async (tx) => {
        const lines = await tx
          .select({
            id: userCarts.id,
            quantity: userCarts.quantity,
            productId: products.id,
            title: products.title,
            pricePerBoxCents: products.pricePerBoxCents,
          })
          .from(userCarts)
          .innerJoin(products, eq(products.id, userCarts.productId))
          .where(and(eq(userCarts.userId, userId), inArray(userCarts.id, lineIds)))
          .for('update', { of: userCarts });
        if (lines.length !== lineIds.length) {
          // A concurrent submit of the same payment may have just ordered (and removed) these lines.
          const [done] = await tx.select().from(orders).where(eq(orders.paymentId, recorded.id)).limit(1);
          if (done && done.userId === userId) return toReceipt(done);
          throw notFound('Cart item');
        }
        if (lines.some((l) => l.pricePerBoxCents === null))
          throw new ApiError(409, 'A product in your cart can no longer be ordered online.');
        const priced = lines.map((l) => ({ ...l, pricePerBoxCents: l.pricePerBoxCents ?? 0 }));

        let addressSnapshot: AddressSnapshot | null = null;
        let addressId: number | null = null;
        if (input.deliveryType === 'Delivery') {
          if (!input.addressId) throw badRequest('Please select an address');
          const [address] = await tx
            .select()
            .from(addresses)
            .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId)))
            .limit(1);
          if (!address) throw notFound('Address');
          addressId = address.id;
          addressSnapshot = {
            name: address.name,
            address_line_1: address.addressLine1,
            address_line_2: address.addressLine2,
            postal_code: address.postalCode,
            mobile_number: address.mobileNumber,
            city: address.city,
            state: address.state,
            latitude: address.latitude,
            longitude: address.longitude,
          };
        }

        // §9: items + tax% of items (+ delivery for Delivery). Pure rules from src/domain.
        const taxPercent = await readTaxPercent(tx);
        const amounts = priced.map((l) => ({ pricePerBoxCents: l.pricePerBoxCents, quantity: l.quantity }));
        const goods = billSummary({ lines: amounts, taxPercent, mode: 'pickup', deliveryChargeCents: null });
        const deliveryCents = paidCents - goods.totalCents;
        const pallets = palletsFor(amounts.reduce((n, l) => n + l.quantity, 0));
        if (!(await this.isValidDeliveryCharge(tx, input.deliveryType, deliveryCents, pallets))) {
          this.logger.warn('checkout amount mismatch', {
            user_id: userId,
            payment_id: recorded.id,
            paid_cents: paidCents,
            goods_cents: goods.totalCents,
            client_total: input.clientTotal,
          });
          throw new ApiError(409, 'The amount paid does not match your cart. Please contact us.');
        }
        const bill = billSummary({
          lines: amounts,
          taxPercent,
          mode: input.deliveryType === 'Delivery' ? 'delivery' : 'pickup',
          deliveryChargeCents: deliveryCents,
        });

        const [order] = await tx
          .insert(orders)
          .values({
            userId,
            appuserAddressId: addressId,
            addressSnapshot,
            paymentType: 'Online',
            paymentStatus: intent.status,
            paymentId: recorded.id,
            taxCents: bill.taxCents ?? 0,
            shippingCents: bill.deliveryCents,
            subTotalCents: bill.itemsCents,
            totalCents: bill.totalCents,
            pallets: input.deliveryType === 'Delivery' ? pallets : 0,
            orderStatus: 'Confirm',
            deliveryType: input.deliveryType,
            userCartsId: lineIds.join(','),
          })
          .returning();
        if (!order) throw new Error('insert returned no order');
        await tx.insert(orderItems).values(
          priced.map((l) => ({
            orderId: order.id,
            userCartsId: l.id,
            productId: l.productId,
            title: l.title,
            quantity: l.quantity,
            pricePerBoxCents: l.pricePerBoxCents,
            lineTotalCents: l.pricePerBoxCents * l.quantity,
          })),
        );
        await tx.delete(userCarts).where(and(eq(userCarts.userId, userId), inArray(userCarts.id, lineIds)));
        this.logger.info('order placed', {
          event: 'order_placed',
          user_id: userId,
          userorder_id: order.id,
          total_cents: order.totalCents,
        });
        return toReceipt(order);
      });
    } catch (error) {
      // A concurrent double submit lost the race on the unique payment_id: answer the winner's order.
      if (isUniqueViolation(error)) {
        const winner = await this.receiptFor(input.paymentId);
        if (winner && winner.userId === userId) return winner.receipt;
      }
      throw error;
    }
  }

  /** Pickup: 0. Delivery: 0 ("we will call you") or pallets × the price of some tier priced above 0. */
  private async isValidDeliveryCharge(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    type: 'Pickup' | 'Delivery',
    cents: number,
    pallets: number,
  ) {
    if (cents === 0) return true;
    if (type === 'Pickup' || cents < 0 || pallets === 0) return false;
    const tiers = await readTiers(tx);
    return tiers.some((t) => t.pricePerPalletCents > 0 && t.pricePerPalletCents * pallets === cents);
  }

  private async receiptFor(paymentId: string): Promise<{ userId: number; receipt: WireReceipt } | null> {
    const [order] = await this.db.select().from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
    return order ? { userId: order.userId, receipt: toReceipt(order) } : null;
  }
}

function toTestStepAnswer(result: TestStepResult): z.input<typeof TestPaymentResult> {
  if (!result.ok) throw new ApiError(409, result.message);
  return { id: result.id, status: result.status, error_message: result.errorMessage };
}

function toReceipt(order: typeof orders.$inferSelect): WireReceipt {
  return {
    userorder_id: order.id,
    total: centsToDecimal(order.totalCents),
    sub_total: centsToDecimal(order.subTotalCents),
    tax: centsToDecimal(order.taxCents),
    shipping: centsToDecimal(order.shippingCents),
    pallets: order.pallets,
    delivery_type: order.deliveryType,
    appuser_address_id: order.appuserAddressId ?? 0,
    payment_type: order.paymentType,
    payment_status: order.paymentStatus,
    payment_id: order.paymentId,
    order_status: order.orderStatus,
    user_carts_id: order.userCartsId,
    created_at: order.createdAt.toISOString(),
  };
}
