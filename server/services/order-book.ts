// The shopper's orders after payment (issue "after the money"): the list and one order as charged (stored
// lines and figures), the status history, and `setStatus`, the one way an order's status moves (the back
// office calls it): the status, its history row and the shopper's mail in one transaction.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  canMoveOrder,
  deliveryCallRequired,
  isOrderStatus,
  orderStatusLabel,
  type OrderStatus,
} from '../../src/domain/order-status';
import { centsToDecimal } from '../../src/domain/money';
import type { Db, Queryable } from '../db/database';
import { orderItems, orderStatusHistory, orders } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';

type OrderRow = typeof orders.$inferSelect;

export const ORDERS_PAGE_SIZE = 10;

export const ORDER_BOOK_MESSAGES = {
  badStatus: (status: string) => `Unknown order status: ${status}`,
  cannotMove: (from: string, to: string) =>
    `An order in status ${orderStatusLabel(from)} cannot move to ${orderStatusLabel(to)}`,
} as const;

export class OrderBook {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  /** Inside the order's own transaction: its first history row and the two mails. */
  async recordPlaced(tx: Queryable, order: OrderRow): Promise<void> {
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: order.orderStatus, actor: 'payment', createdAt: order.createdAt });
    await this.mailer.orderPlaced(tx, order.id);
  }

  /** After the order's transaction committed: send its mail now rather than at the next poll. */
  placedCommitted(): void {
    this.mailer.outbox.kick();
  }

  /** The shopper's orders, newest first, a page at a time. */
  async list(userId: number, page: number) {
    const [{ total = 0 } = {}] = await this.db
      .select({ total: count() })
      .from(orders)
      .where(eq(orders.userId, userId));
    const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE);
    const counts = new Map<number, number>();
    for (const row of rows) {
      const items = await this.db
        .select({ quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, row.id));
      counts.set(
        row.id,
        items.reduce((sum, i) => sum + i.quantity, 0),
      );
    }
    return {
      orders: rows.map((o) => ({ ...summaryOf(o), boxes: counts.get(o.id) ?? 0 })),
      page,
      page_count: pageCount,
      total,
    };
  }

  /** One of the shopper's orders; another shopper's answers as if it did not exist. */
  async details(userId: number, orderId: number) {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .limit(1);
    if (!order) throw notFound('Order');
    const [items, history] = await Promise.all([
      this.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
      this.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    ]);
    const shop = await this.mailer.shop(this.db);
    return {
      ...summaryOf(order),
      boxes: items.reduce((sum, i) => sum + i.quantity, 0),
      sub_total: centsToDecimal(order.subTotalCents),
      tax: centsToDecimal(order.taxCents),
      shipping: centsToDecimal(order.shippingCents),
      payment_status: order.paymentStatus,
      payment_type: order.paymentType,
      miles: order.miles,
      pallets: order.pallets,
      address: order.addressSnapshot,
      pickup_address: order.deliveryType === 'Pickup' ? shop.warehouseAddress : null,
      items: items.map((i) => ({
        product_id: i.productId,
        title: i.title,
        quantity: i.quantity,
        price: centsToDecimal(i.pricePerBoxCents),
        line_total: centsToDecimal(i.lineTotalCents),
      })),
      history: history.map((h) => ({ status: h.status, created_at: h.createdAt.toISOString() })),
    };
  }

  /**
   * Moves an order to another status (the back office's call): the status, a history row with who moved it,
   * and the shopper's status mail, together or not at all. Refuses an unknown status or a move the order's
   * life does not allow (src/domain/order-status.ts). `alongside` runs in the same transaction (the back
   * office's audit entry); with `repeatIsDone` an order already in that status is left as it is (a refund
   * pressed twice), and the answer says whether anything changed.
   */
  async setStatus(
    orderId: number,
    status: string,
    actor: string,
    options: {
      alongside?: (tx: Queryable, from: OrderStatus) => Promise<void>;
      repeatIsDone?: boolean;
    } = {},
  ): Promise<{ changed: boolean }> {
    if (!isOrderStatus(status)) throw new ApiError(400, ORDER_BOOK_MESSAGES.badStatus(status));
    const changed = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw notFound('Order');
      const from = order.orderStatus as OrderStatus;
      if (options.repeatIsDone && from === status) return false;
      if (!isOrderStatus(from) || !canMoveOrder(from, status, order.deliveryType))
        throw new ApiError(409, ORDER_BOOK_MESSAGES.cannotMove(from, status));
      await tx.update(orders).set({ orderStatus: status }).where(eq(orders.id, orderId));
      await tx.insert(orderStatusHistory).values({ orderId, status, actor });
      await this.mailer.statusChanged(tx, orderId, status);
      await options.alongside?.(tx, from);
      return true;
    });
    if (!changed) return { changed };
    this.logger.info('order status changed', { event: 'order_status', userorder_id: orderId, status, actor });
    this.mailer.outbox.kick();
    return { changed };
  }
}

function summaryOf(o: OrderRow) {
  return {
    userorder_id: o.id,
    created_at: o.createdAt.toISOString(),
    order_status: o.orderStatus,
    total: centsToDecimal(o.totalCents),
    delivery_type: o.deliveryType,
    delivery_label: o.deliveryLabel,
    delivery_call_required: deliveryCallRequired({
      deliveryType: o.deliveryType,
      deliveryLabel: o.deliveryLabel,
    }),
  };
}
