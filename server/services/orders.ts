// Payment intents and orders (§4 Payment, §9 money). The server never trusts the client's
// money:
// - createpaymentintent PRICES THE ORDER ITSELF (the cart's lines at current prices, tax, and for Delivery
//   its own §9 quote for the address) and refuses a client amount that differs, with its figures, before
//   any intent exists. The intent's record keeps what it was priced for: lines, mode, address, figures.
// - checkout makes the order FROM THAT RECORD once the provider says the intent succeeded for its full
//   amount; the Stripe webhook (payment_intent.succeeded) does the same when the browser never posted
//   checkout. Both go through `fulfil`, idempotent on the payment id (one order per payment).
// - A cart changed after the intent was priced: an unpaid intent is cancelled; a paid one cannot become an
//   order and is REFUNDED (and logged). A payment that already made an order, posted again for other lines,
//   is refused. No money without an order, no order without money.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderReceipt, TestPaymentResult } from '../../src/contract/endpoints';
import { paymentStatusMessage } from '../../src/contract/messages';
import { totalBoxes } from '../../src/domain/cart';
import { centsToDecimal } from '../../src/domain/money';
import {
  cartChangedRefusal,
  cartStillPriced,
  intentAmountRefusal,
  ORDER_MESSAGES,
  priceOrder,
  refundedMessage,
  reusedPaymentRefusal,
  sameLineIds,
  totalChangedMessage,
  type DeliveryType,
  type OrderPricing,
} from '../../src/domain/order';
import { TEST_PAYMENT_MESSAGES, type TestCard } from '../../src/domain/test-payments';
import type { Db, Tx } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import {
  addresses,
  orderItems,
  orders,
  paymentIntents,
  productCategories,
  products,
  userCarts,
  type PricedLine,
} from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { errorFields, type Logger } from '../log';
import { PaymentProviderError, type PaymentEvent, type PaymentProvider } from '../payments/provider';
import { TestPaymentProvider, type TestStepResult } from '../payments/test-provider';
import { addressSnapshot } from './address-mapping';
import { readTaxPercent, readTiers } from './catalog';
import type { DeliveryQuotes } from './delivery';

export type WireReceipt = NonNullable<z.input<typeof OrderReceipt>> & {
  userorder_id: number;
  total: string;
};

export type IntentRecord = typeof paymentIntents.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export const PAYMENT_MESSAGES = {
  notOrderable: 'A product in your cart can no longer be ordered online.',
  mismatch: 'The payment does not match the order. Please contact us.',
  refundFailed:
    'Your cart changed after you paid. We could not refund the payment automatically; please contact us and we will.',
} as const;

/**
 * The refusal of a payment for a cart holding products the owner has hidden since they were added (the cart
 * still lists them): named, so the shopper knows which lines to remove.
 */
export function unavailableInCartMessage(titles: readonly string[]): string {
  const quoted = titles.map((t) => `“${t}”`);
  const last = quoted.pop() ?? '';
  return quoted.length === 0
    ? `Sorry, ${last} is no longer available. Please remove it from your cart to check out.`
    : `Sorry, ${quoted.join(', ')} and ${last} are no longer available. Please remove them from your cart to check out.`;
}

/** The titles of the cart's lines whose product (or its category) is hidden, once each. */
function unavailableTitles(lines: readonly { title: string; hidden: boolean }[]): string[] {
  return [...new Set(lines.filter((l) => l.hidden).map((l) => l.title))];
}

export interface IntentInput {
  amountCents: number;
  currency: 'usd';
  deliveryType: DeliveryType;
  /** 0 for pickup. */
  addressId: number;
  /** The lines the client priced; undefined: the whole cart (a client of the plain §7 contract). */
  cartLineIds?: number[];
}

export interface CheckoutInput {
  paymentId: string;
  /** What the client says it orders (logged when it differs; the record decides). */
  deliveryType: DeliveryType;
  cartLineIds: number[];
  /** What the client says it charged (logged when it differs; never used for money). */
  clientTotal: string;
}

/** What `fulfil` did with a paid intent. */
export type Fulfilment =
  { kind: 'ordered'; order: OrderRow } | { kind: 'refunded' } | { kind: 'refund-failed' };

export class Orders {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentProvider,
    private readonly delivery: DeliveryQuotes,
    private readonly logger: Logger,
    /** What else an order's transaction writes (its history and mails), and what follows its commit. */
    private readonly placed: {
      recordPlaced(tx: Tx, order: OrderRow): Promise<void>;
      placedCommitted(): void;
    } | null = null,
  ) {}

  // ---- createpaymentintent ---------------------------------------------------------------------------

  async createPaymentIntent(userId: number, input: IntentInput) {
    const badAmount = intentAmountRefusal(input.amountCents);
    if (badAmount) throw badRequest(badAmount);
    const priced = await this.priceCart(userId, input);
    if (priced.pricing.totalCents !== input.amountCents) {
      this.logger.info('payment intent refused: client total differs', {
        user_id: userId,
        client_cents: input.amountCents,
        server_cents: priced.pricing.totalCents,
      });
      throw new ApiError(409, totalChangedMessage(priced.pricing));
    }
    const intent = await this.providerCall('Failed to initialize payment', userId, () =>
      this.payments.createIntent({
        amountCents: priced.pricing.totalCents,
        currency: input.currency,
        userId,
      }),
    );
    await this.db.insert(paymentIntents).values({
      id: intent.id,
      userId,
      provider: this.payments.mode,
      amountCents: priced.pricing.totalCents,
      currency: input.currency,
      ...recordOfPricing(priced.pricing),
      appuserAddressId: priced.address?.id ?? null,
      addressSnapshot: priced.address ? addressSnapshot(priced.address) : null,
      lines: priced.lines,
    });
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
  }

  /** The order the user's cart makes now: its lines at current prices, tax and (Delivery) the server's quote. */
  private async priceCart(userId: number, input: IntentInput) {
    const lines = await this.cartLines(this.db, userId);
    if (lines.length === 0) throw new ApiError(409, ORDER_MESSAGES.emptyCart);
    const unavailable = unavailableTitles(lines);
    if (unavailable.length > 0) throw new ApiError(409, unavailableInCartMessage(unavailable));
    if (lines.some((l) => l.pricePerBoxCents === null))
      throw new ApiError(409, PAYMENT_MESSAGES.notOrderable);
    const priced: PricedLine[] = lines.map((l) => ({
      user_carts_id: l.id,
      product_id: l.productId,
      title: l.title,
      quantity: l.quantity,
      price_per_box_cents: l.pricePerBoxCents ?? 0,
    }));
    const changed = cartChangedRefusal(
      input.cartLineIds,
      priced.map((l) => l.user_carts_id),
    );
    if (changed) throw new ApiError(409, changed);

    let address: typeof addresses.$inferSelect | null = null;
    let quote = null;
    if (input.deliveryType === 'Delivery') {
      if (!input.addressId) throw badRequest(ORDER_MESSAGES.selectAddress);
      [address = null] = await this.db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId)))
        .limit(1);
      if (!address) throw notFound('Address');
      quote = await this.delivery.quote(this.db, address, totalBoxes(priced), await readTiers(this.db));
    }
    const result = priceOrder({
      lines: priced.map((l) => ({ pricePerBoxCents: l.price_per_box_cents, quantity: l.quantity })),
      taxPercent: await readTaxPercent(this.db),
      deliveryType: input.deliveryType,
      quote,
    });
    if (!result.ok) {
      const status = quote?.kind === 'failed' ? 503 : 409;
      throw new ApiError(status, result.message);
    }
    return { lines: priced, pricing: result.pricing, address };
  }

  private cartLines(q: Db | Tx, userId: number) {
    return q
      .select({
        id: userCarts.id,
        quantity: userCarts.quantity,
        productId: products.id,
        title: products.title,
        pricePerBoxCents: products.pricePerBoxCents,
        /** Hidden by the owner, itself or by its category: no longer sold. */
        hidden: sql<boolean>`(${products.hidden} OR ${productCategories.hidden})`,
      })
      .from(userCarts)
      .innerJoin(products, eq(products.id, userCarts.productId))
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(eq(userCarts.userId, userId))
      .orderBy(asc(userCarts.id));
  }

  // ---- test-payment mode (contract decision 6) -------------------------------------------------------

  /** The confirm step with a card; the cart must still be the one the intent was priced for. */
  async confirmTestPayment(userId: number, paymentId: string, card: TestCard) {
    const { provider, record } = await this.testIntentOf(userId, paymentId);
    await this.cancelUnlessOrderable(record);
    return this.recordStep(record, await provider.confirm(paymentId, card));
  }

  /** The 3-D Secure step of an intent in requires_action. */
  async authenticateTestPayment(userId: number, paymentId: string, outcome: 'complete' | 'fail') {
    const { provider, record } = await this.testIntentOf(userId, paymentId);
    await this.cancelUnlessOrderable(record);
    return this.recordStep(record, await provider.authenticate(paymentId, outcome));
  }

  private async testIntentOf(userId: number, paymentId: string) {
    if (!(this.payments instanceof TestPaymentProvider)) throw new ApiError(409, TEST_PAYMENT_MESSAGES.off);
    return { provider: this.payments, record: await this.ownRecord(userId, paymentId) };
  }

  /**
   * Before a card is charged: a cart changed since the pricing, or holding a product hidden since, cancels
   * the intent (no money moves). A payment already taken is not undone for a product hidden meanwhile: it
   * was orderable when priced, so its order is made (`fulfil`).
   */
  private async cancelUnlessOrderable(record: IntentRecord): Promise<void> {
    if (record.status === 'succeeded' || record.status === 'canceled') return;
    const cart = await this.cartLines(this.db, record.userId);
    const unavailable = unavailableTitles(cart);
    const refusal = !this.matchesCart(record, cart)
      ? ORDER_MESSAGES.cartChangedAfterIntent
      : unavailable.length > 0
        ? unavailableInCartMessage(unavailable)
        : null;
    if (!refusal) return;
    await this.payments.cancelIntent(record.id).catch((error: unknown) => {
      this.logger.warn('cancelling a payment intent failed', {
        payment_id: record.id,
        ...errorFields(error),
      });
    });
    await this.updateRecord(record.id, { status: 'canceled' });
    throw new ApiError(409, refusal);
  }

  private async recordStep(
    record: IntentRecord,
    result: TestStepResult,
  ): Promise<z.input<typeof TestPaymentResult>> {
    if (!result.ok) throw new ApiError(409, result.message);
    await this.updateRecord(record.id, { status: result.status, lastError: result.errorMessage });
    return { id: result.id, status: result.status, error_message: result.errorMessage };
  }

  // ---- checkout ----------------------------------------------------------------------------------------

  /** POST checkout: the order of a paid intent, made from what the intent was priced for. */
  async checkout(userId: number, input: CheckoutInput): Promise<WireReceipt> {
    const done = await this.answerExistingOrder(userId, input);
    if (done) return done;
    const record = await this.ownRecord(userId, input.paymentId);
    await this.confirmPaid(record);
    if (
      !sameLineIds(
        record.lines.map((l) => l.user_carts_id),
        input.cartLineIds,
      )
    ) {
      // The lines posted are not the ones paid for: this payment cannot become that order.
      const outcome = await this.refuseAndRefund(record, 'posted cart lines differ from the priced ones');
      throw refusalOf(outcome, record);
    }
    if (input.deliveryType !== record.deliveryType)
      this.logger.warn('checkout delivery type differs from the intent', {
        payment_id: record.id,
        posted: input.deliveryType,
        priced: record.deliveryType,
      });
    const outcome = await this.fulfil(record);
    if (outcome.kind !== 'ordered') throw refusalOf(outcome, record);
    return toReceipt(outcome.order);
  }

  /** Idempotency: the same payment for the same lines answers its order; for other lines it is refused. */
  private async answerExistingOrder(userId: number, input: CheckoutInput): Promise<WireReceipt | null> {
    const [order] = await this.db.select().from(orders).where(eq(orders.paymentId, input.paymentId)).limit(1);
    if (!order) return null;
    if (order.userId !== userId) throw notFound('Payment');
    const reused = reusedPaymentRefusal({ id: order.id, lineIds: order.userCartsId }, input.cartLineIds);
    if (reused) {
      this.logger.warn('payment reused for other cart lines', {
        user_id: userId,
        payment_id: input.paymentId,
        userorder_id: order.id,
      });
      throw new ApiError(409, reused);
    }
    return toReceipt(order);
  }

  /** Stripe's guidance: retrieve the intent and check status, amount received and currency before fulfilling. */
  private async confirmPaid(record: IntentRecord): Promise<void> {
    const intent = await this.providerCall('Could not check the payment', record.userId, () =>
      this.payments.retrieveIntent(record.id),
    );
    if (!intent || (intent.userId !== null && intent.userId !== record.userId)) throw notFound('Payment');
    if (intent.status !== record.status) await this.updateRecord(record.id, { status: intent.status });
    if (intent.status !== 'succeeded') throw new ApiError(402, paymentStatusMessage(intent.status));
    if (
      intent.currency !== record.currency ||
      intent.amountCents !== record.amountCents ||
      intent.amountReceivedCents !== record.amountCents
    ) {
      this.logger.error('payment does not match its record', {
        user_id: record.userId,
        payment_id: record.id,
      });
      throw new ApiError(409, PAYMENT_MESSAGES.mismatch);
    }
  }

  /**
   * A paid intent becomes its order (in one transaction, the record locked so checkout and the webhook take
   * turns), or — when its cart lines are gone or changed — is refunded.
   */
  private async fulfil(record: IntentRecord): Promise<Fulfilment> {
    let refuse: string | null = null;
    let order: OrderRow | null = null;
    try {
      order = await this.db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(paymentIntents)
          .where(eq(paymentIntents.id, record.id))
          .for('update');
        const [existing] = await tx.select().from(orders).where(eq(orders.paymentId, record.id)).limit(1);
        if (existing) return existing;
        if (!locked || locked.refundStatus) {
          refuse = locked?.refundReason ?? 'refunded before';
          return null;
        }
        const cart = await this.cartLines(tx, record.userId).for('update', { of: userCarts });
        if (record.lines.length === 0 || !this.matchesCart(record, cart, { allowOtherLines: true })) {
          refuse = 'cart changed after the payment intent';
          await tx
            .update(paymentIntents)
            .set({ refundStatus: 'pending', refundReason: refuse, updatedAt: new Date() })
            .where(eq(paymentIntents.id, record.id));
          return null;
        }
        return this.createOrder(tx, record);
      });
    } catch (error) {
      // A concurrent fulfilment of the same payment won the unique payment_id: its order is the answer.
      if (!isUniqueViolation(error)) throw error;
      [order = null] = await this.db.select().from(orders).where(eq(orders.paymentId, record.id)).limit(1);
      if (!order) throw error;
    }
    if (order) {
      this.placed?.placedCommitted();
      return { kind: 'ordered', order };
    }
    return (await this.refund(record, refuse ?? 'not orderable'))
      ? { kind: 'refunded' }
      : { kind: 'refund-failed' };
  }

  /** Writes the order, its items, and removes the ordered cart lines (inside fulfil's transaction). */
  private async createOrder(tx: Tx, record: IntentRecord): Promise<OrderRow> {
    const lineIds = record.lines.map((l) => l.user_carts_id);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: record.userId,
        appuserAddressId: record.appuserAddressId,
        addressSnapshot: record.addressSnapshot,
        paymentType: 'Online',
        paymentStatus: 'succeeded',
        paymentId: record.id,
        taxCents: record.taxCents ?? 0,
        shippingCents: record.shippingCents,
        subTotalCents: record.itemsCents,
        totalCents: record.amountCents,
        pallets: record.pallets,
        orderStatus: 'Confirm',
        deliveryType: record.deliveryType,
        deliveryLabel: record.deliveryLabel,
        miles: record.miles,
        deliveryCallRequired: record.deliveryCallRequired,
        userCartsId: lineIds.join(','),
      })
      .returning();
    if (!order) throw new Error('insert returned no order');
    await tx.insert(orderItems).values(
      record.lines.map((l) => ({
        orderId: order.id,
        userCartsId: l.user_carts_id,
        productId: l.product_id,
        title: l.title,
        quantity: l.quantity,
        pricePerBoxCents: l.price_per_box_cents,
        lineTotalCents: l.price_per_box_cents * l.quantity,
      })),
    );
    await tx
      .delete(userCarts)
      .where(and(eq(userCarts.userId, record.userId), inArray(userCarts.id, lineIds)));
    await tx
      .update(paymentIntents)
      .set({ status: 'succeeded', updatedAt: new Date() })
      .where(eq(paymentIntents.id, record.id));
    await this.placed?.recordPlaced(tx, order);
    this.logger.info('order placed', {
      event: 'order_placed',
      user_id: record.userId,
      userorder_id: order.id,
      payment_id: record.id,
      total_cents: order.totalCents,
      delivery_call_required: order.deliveryCallRequired,
    });
    // The owner's to-do: this delivery has no agreed charge; someone must call the shopper.
    if (order.deliveryCallRequired)
      this.logger.warn('call to arrange delivery', {
        event: 'delivery_call_required',
        user_id: record.userId,
        userorder_id: order.id,
        appuser_address_id: order.appuserAddressId,
      });
    return order;
  }

  /** The record's lines are still in the cart, unchanged (and, unless allowed, nothing else is). */
  private matchesCart(
    record: IntentRecord,
    cart: { id: number; productId: number; quantity: number }[],
    options: { allowOtherLines?: boolean } = {},
  ): boolean {
    const now = cart.map((l) => ({ user_carts_id: l.id, product_id: l.productId, quantity: l.quantity }));
    return cartStillPriced(record.lines, now, options);
  }

  /** A paid intent whose order cannot be made: marked, then refunded in full. */
  private async refuseAndRefund(record: IntentRecord, reason: string): Promise<Fulfilment> {
    const [order] = await this.db.select().from(orders).where(eq(orders.paymentId, record.id)).limit(1);
    if (order) return { kind: 'ordered', order };
    await this.updateRecord(record.id, { refundStatus: 'pending', refundReason: reason });
    return (await this.refund(record, reason)) ? { kind: 'refunded' } : { kind: 'refund-failed' };
  }

  /** Refunds at the provider (idempotent per intent) and records it; false when the provider failed. */
  private async refund(record: IntentRecord, reason: string): Promise<boolean> {
    const [current] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.id, record.id));
    if (current?.refundStatus === 'refunded') return true;
    try {
      const { refundId } = await this.payments.refundIntent(record.id);
      await this.updateRecord(record.id, { refundStatus: 'refunded', refundId });
      this.logger.warn('paid intent refunded: no order could be made', {
        event: 'payment_refunded',
        user_id: record.userId,
        payment_id: record.id,
        amount_cents: record.amountCents,
        refund_id: refundId,
        reason,
      });
      return true;
    } catch (error) {
      this.logger.error('refund failed: paid intent without order', {
        event: 'refund_failed',
        user_id: record.userId,
        payment_id: record.id,
        amount_cents: record.amountCents,
        reason,
        ...errorFields(error),
      });
      return false;
    }
  }

  // ---- provider events (Stripe webhooks) ---------------------------------------------------------------

  /**
   * payment_intent.succeeded → the order (when checkout was never posted; idempotent with it), or a refund;
   * payment_failed / canceled → recorded. Events for intents this shop did not record are ignored.
   */
  async handlePaymentEvent(event: PaymentEvent): Promise<string> {
    const [record] = await this.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, event.intentId))
      .limit(1);
    const fields = { event_id: event.eventId, payment_id: event.intentId, type: event.type };
    if (!record) {
      this.logger.info('payment event for an unknown intent ignored', fields);
      return 'ignored';
    }
    if (event.type === 'failed') {
      await this.updateRecord(record.id, { status: event.status, lastError: event.errorMessage });
      this.logger.info('payment failed', { ...fields, user_id: record.userId, error: event.errorMessage });
      return 'recorded';
    }
    if (event.type === 'canceled') {
      await this.updateRecord(record.id, { status: 'canceled' });
      return 'recorded';
    }
    // Trust, but verify: the event says succeeded; the provider's own answer decides.
    await this.confirmPaid(record);
    const outcome = await this.fulfil(record);
    this.logger.info('payment succeeded event handled', {
      ...fields,
      user_id: record.userId,
      outcome: outcome.kind,
    });
    return outcome.kind;
  }

  // ---- the settling job (./settle.ts) ------------------------------------------------------------------

  /**
   * A recorded intent nobody fulfilled: when the provider says it is paid, it becomes its order (its cart
   * still holds the lines it was priced for) or is refunded — the same `fulfil` as checkout and the webhook,
   * so it is idempotent with them. Null when it is not paid (yet).
   */
  /** Which provider's intents these are ('stripe' or 'test'). */
  get paymentMode(): PaymentProvider['mode'] {
    return this.payments.mode;
  }

  async settlePaid(record: IntentRecord): Promise<Fulfilment | null> {
    const intent = await this.payments.retrieveIntent(record.id);
    if (!intent) return null;
    if (intent.status !== record.status) await this.updateRecord(record.id, { status: intent.status });
    if (intent.status !== 'succeeded') return null;
    await this.confirmPaid(record);
    return this.fulfil(record);
  }

  // ---- helpers -----------------------------------------------------------------------------------------

  private async ownRecord(userId: number, paymentId: string): Promise<IntentRecord> {
    const [record] = await this.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.id, paymentId), eq(paymentIntents.userId, userId)))
      .limit(1);
    if (!record) throw notFound('Payment');
    return record;
  }

  private async updateRecord(id: string, fields: Partial<typeof paymentIntents.$inferInsert>): Promise<void> {
    await this.db
      .update(paymentIntents)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(paymentIntents.id, id));
  }

  private async providerCall<T>(fallback: string, userId: number, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.logger.error('payment provider call failed', { user_id: userId, ...errorFields(error) });
      throw new ApiError(502, error instanceof PaymentProviderError ? error.message : fallback);
    }
  }
}

function recordOfPricing(pricing: OrderPricing) {
  return {
    deliveryType: pricing.deliveryType,
    itemsCents: pricing.itemsCents,
    taxCents: pricing.taxCents,
    shippingCents: pricing.deliveryCents,
    pallets: pricing.pallets,
    deliveryLabel: pricing.deliveryLabel,
    miles: pricing.miles,
    deliveryCallRequired: pricing.callRequired,
  };
}

/** The refusal a shopper reads when a paid intent did not become an order. */
function refusalOf(outcome: Fulfilment, record: IntentRecord): ApiError {
  if (outcome.kind === 'refund-failed') return new ApiError(502, PAYMENT_MESSAGES.refundFailed);
  return new ApiError(409, refundedMessage(record.amountCents));
}

export function toReceipt(order: OrderRow): WireReceipt {
  return {
    userorder_id: order.id,
    total: centsToDecimal(order.totalCents),
    sub_total: centsToDecimal(order.subTotalCents),
    tax: centsToDecimal(order.taxCents),
    shipping: centsToDecimal(order.shippingCents),
    delivery_type: order.deliveryType,
    delivery_label: order.deliveryLabel,
    miles: order.miles,
    pallets: order.pallets,
    delivery_call_required: order.deliveryCallRequired,
    appuser_address_id: order.appuserAddressId ?? 0,
    payment_type: order.paymentType,
    payment_status: order.paymentStatus,
    payment_id: order.paymentId,
    order_status: order.orderStatus,
    user_carts_id: order.userCartsId,
    created_at: order.createdAt.toISOString(),
  };
}
