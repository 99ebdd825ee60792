// The back office's orders: the list to ship from (filters, search, pages), one order as charged, status
// changes through the OrderBook (history, the shopper's mail) and a full refund through the payment provider.
// Each change is audited in the status change's own transaction.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderFilters,
  type AdminOrderSummary,
} from '../../src/contract/admin';
import { listPage } from '../../src/domain/admin';
import { nextStatuses, isOrderStatus } from '../../src/domain/order-status';
import type { Db } from '../db/database';
import { orderItems, orderStatusHistory, orders, paymentIntents, siteSettings, users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { errorFields, type Logger } from '../log';
import type { PaymentProvider } from '../payments/provider';
import type { OwnerUser } from '../services/accounts';
import type { OrderBook } from '../services/order-book';
import { recordAudit } from './audit';

type Filters = z.output<typeof AdminOrderFilters>;
type SummaryOut = z.input<typeof AdminOrderSummary>;
type OrderOut = z.input<typeof AdminOrder>;

export const ADMIN_ORDER_MESSAGES = {
  refundFailed: 'The payment provider did not refund the payment. Nothing was changed; try again.',
  cannotRefund: (status: string) => `An order in status ${status} cannot be refunded`,
} as const;

const DAY_MS = 86_400_000;
const STRIPE_DASHBOARD = 'https://dashboard.stripe.com/payments/';

/** LIKE's wildcards in the owner's search are searched for, not matched with. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class AdminOrders {
  constructor(
    private readonly db: Db,
    private readonly book: OrderBook,
    private readonly payments: PaymentProvider,
    private readonly logger: Logger,
  ) {}

  async list(filters: Filters) {
    const where = this.where(filters);
    const [{ total = 0 } = {}] = await this.db
      .select({ total: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where);
    const { page, page_count } = listPage(filters.page, total, ADMIN_ORDERS_PAGE_SIZE);
    const rows = await this.db
      .select({ order: orders, email: users.email, first: users.firstName, last: users.lastName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE);
    const boxes = new Map<number, number>();
    if (rows.length > 0) {
      const sums = await this.db
        .select({ orderId: orderItems.orderId, boxes: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.order.id),
          ),
        )
        .groupBy(orderItems.orderId);
      for (const s of sums) boxes.set(s.orderId, Number(s.boxes));
    }
    return {
      orders: rows.map((r) => summaryOf(r, boxes.get(r.order.id) ?? 0)),
      page,
      page_count,
      total,
    };
  }

  private where(f: Filters): SQL | undefined {
    const q = f.q?.trim() ?? '';
    const like = `%${likeEscaped(q)}%`;
    const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
    return and(
      f.status ? eq(orders.orderStatus, f.status) : undefined,
      f.delivery_type ? eq(orders.deliveryType, f.delivery_type) : undefined,
      f.call_required === undefined ? undefined : eq(orders.deliveryCallRequired, f.call_required),
      f.from ? gte(orders.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
      f.to ? lt(orders.createdAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
      q === ''
        ? undefined
        : or(
            number === null ? undefined : eq(orders.id, number),
            ilike(users.email, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            ilike(sql`coalesce(${orders.addressSnapshot}->>'name', '')`, like),
          ),
    );
  }

  async get(id: number): Promise<OrderOut> {
    const [row] = await this.db
      .select({
        order: orders,
        email: users.email,
        first: users.firstName,
        last: users.lastName,
        phone: users.phoneNumber,
        provider: paymentIntents.provider,
        refundId: paymentIntents.refundId,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(paymentIntents, eq(paymentIntents.id, orders.paymentId))
      .where(eq(orders.id, id))
      .limit(1);
    if (!row) throw notFound('Order');
    const [lines, history] = await Promise.all([
      this.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
      this.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    ]);
    const o = row.order;
    // As the shopper's order page and mail name it: the warehouse, else the shop's address.
    const [shop] = o.deliveryType === 'Pickup' ? await this.db.select().from(siteSettings).limit(1) : [];
    const pickupAddress = o.deliveryType === 'Pickup' ? shop?.warehouseAddress || shop?.address || '' : null;
    return {
      ...summaryOf(
        row,
        lines.reduce((sum, l) => sum + l.quantity, 0),
      ),
      lines: lines.map((l) => ({
        product_id: l.productId,
        title: l.title,
        quantity: l.quantity,
        price_per_box_cents: l.pricePerBoxCents,
        line_total_cents: l.lineTotalCents,
      })),
      sub_total_cents: o.subTotalCents,
      tax_cents: o.taxCents,
      shipping_cents: o.shippingCents,
      pallets: o.pallets,
      miles: o.miles,
      payment_id: o.paymentId,
      payment_provider: row.provider,
      payment_url: row.provider === 'stripe' ? `${STRIPE_DASHBOARD}${encodeURIComponent(o.paymentId)}` : null,
      refund_id: row.refundId,
      customer_phone: row.phone,
      address: o.addressSnapshot,
      pickup_address: pickupAddress,
      history: history.map((h) => ({ status: h.status, at: h.createdAt.toISOString(), actor: h.actor })),
      next_statuses: isOrderStatus(o.orderStatus) ? nextStatuses(o.orderStatus, o.deliveryType) : [],
    };
  }

  async setStatus(owner: OwnerUser, id: number, status: string): Promise<OrderOut> {
    await this.book.setStatus(id, status, owner.email, {
      alongside: (tx, from) =>
        recordAudit(tx, owner, {
          action: 'status',
          entity: 'order',
          entityId: id,
          before: { order_status: from },
          after: { order_status: status },
        }),
    });
    return this.get(id);
  }

  /**
   * A full refund: the provider first (idempotent per intent, so a second press or a retry after a failure
   * answers the same refund), then Refunded with its history, mail and audit entry — once, however often
   * it is asked for.
   */
  async refund(owner: OwnerUser, id: number): Promise<OrderOut> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (!order) throw notFound('Order');
    if (order.orderStatus === 'Refunded') return this.get(id);
    const allowed =
      isOrderStatus(order.orderStatus) &&
      nextStatuses(order.orderStatus, order.deliveryType).includes('Refunded');
    if (!allowed) throw new ApiError(409, ADMIN_ORDER_MESSAGES.cannotRefund(order.orderStatus));
    let refundId: string;
    try {
      ({ refundId } = await this.payments.refundIntent(order.paymentId, 'owner_refund'));
    } catch (error) {
      this.logger.error('owner refund failed at the provider', {
        event: 'owner_refund_failed',
        userorder_id: id,
        payment_id: order.paymentId,
        ...errorFields(error),
      });
      throw new ApiError(502, ADMIN_ORDER_MESSAGES.refundFailed);
    }
    await this.book.setStatus(id, 'Refunded', owner.email, {
      repeatIsDone: true,
      alongside: async (tx, from) => {
        await tx
          .update(paymentIntents)
          .set({ refundStatus: 'refunded', refundId, refundReason: 'owner refund', updatedAt: new Date() })
          .where(eq(paymentIntents.id, order.paymentId));
        await recordAudit(tx, owner, {
          action: 'refund',
          entity: 'order',
          entityId: id,
          before: { order_status: from },
          after: { order_status: 'Refunded', refund_id: refundId, amount_cents: order.totalCents },
        });
      },
    });
    return this.get(id);
  }
}

function summaryOf(
  r: { order: typeof orders.$inferSelect; email: string; first: string; last: string },
  boxes: number,
): SummaryOut {
  const o = r.order;
  return {
    id: o.id,
    created_at: o.createdAt.toISOString(),
    order_status: o.orderStatus,
    total_cents: o.totalCents,
    delivery_type: o.deliveryType,
    delivery_label: o.deliveryLabel,
    delivery_call_required: o.deliveryCallRequired,
    customer_name: `${r.first} ${r.last}`.trim(),
    customer_email: r.email,
    boxes,
  };
}
