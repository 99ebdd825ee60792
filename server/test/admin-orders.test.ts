// The back office's orders: the list (newest first, filters, search, pages), one order as charged, status
// moves through the OrderBook (history, mail, audit) and the owner's full refund, once however often asked.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, orders, paymentIntents } from '../db/schema';
import { refundNote } from '../mail/templates/StatusChange';
import { formatUsd } from '../../src/domain/money';
import { AdminClient, OWNER, placePickupOrder } from './admin-support';
import { testShop, type ApiClient, type TestShop } from './support';

let shop: TestShop;
let admin: AdminClient;
let alice: ApiClient;

beforeEach(async () => {
  shop = await testShop();
  await shop.shop.accounts.ensureOwner(OWNER.email, OWNER.password);
  admin = new AdminClient(shop);
  await admin.signIn();
  alice = shop.client();
  await alice.signUp('alice@example.com', 'correct horse battery', 'Alice', 'Archer');
});

describe('the order list', () => {
  it('lists newest first, with filters, search and pages', async () => {
    const first = await placePickupOrder(alice);
    const second = await placePickupOrder(alice, 3);
    const bob = shop.client();
    await bob.signUp('bob@example.com', 'correct horse battery', 'Bob', 'Builder');
    const third = await placePickupOrder(bob);
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-05T12:00:00Z') })
      .where(eq(orders.id, first.orderId));

    const all = (await admin.call('adminOrders')).body.data;
    expect(all.orders.map((o: { id: number }) => o.id)).toEqual([
      third.orderId,
      second.orderId,
      first.orderId,
    ]);
    expect(all).toMatchObject({ page: 1, page_count: 1, total: 3 });
    expect(all.orders[1]).toMatchObject({
      customer_name: 'Alice Archer',
      customer_email: 'alice@example.com',
      boxes: 3,
      total_cents: second.totalCents,
      order_status: 'Confirm',
      delivery_type: 'Pickup',
      delivery_call_required: false,
    });

    const ids = async (filters: object) =>
      (await admin.call('adminOrders', filters)).body.data.orders.map((o: { id: number }) => o.id);
    expect(await ids({ q: 'bob@' })).toEqual([third.orderId]);
    expect(await ids({ q: 'alice archer' })).toEqual([second.orderId, first.orderId]);
    expect(await ids({ q: `#${first.orderId}` })).toEqual([first.orderId]);
    expect(await ids({ q: '100%' })).toEqual([]);
    expect(await ids({ to: '2026-01-05' })).toEqual([first.orderId]);
    expect(await ids({ from: '2026-01-06' })).toEqual([third.orderId, second.orderId]);
    expect(await ids({ delivery_type: 'Delivery' })).toEqual([]);
    expect(await ids({ call_required: true })).toEqual([]);
    await admin.call('adminSetOrderStatus', { id: second.orderId, status: 'Cancelled' });
    expect(await ids({ status: 'Cancelled' })).toEqual([second.orderId]);
    // Past the last page (a link kept while orders moved out of the filter): the last page, not an empty one.
    const past = (await admin.call('adminOrders', { page: 2 })).body.data;
    expect(past).toMatchObject({ page: 1, page_count: 1, total: 3 });
    expect(past.orders).toHaveLength(3);

    const bad = await admin.call('adminOrders', { from: '5 Jan' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 0, message: expect.stringContaining('From must be a date') });
    // A day that does not exist, or past the database's years, is refused the same way (it was a 500).
    for (const filters of [
      { from: '2026-13-45' },
      { to: '2026-02-30' },
      { from: '0000-01-01' },
      { to: '9999-12-31' },
    ]) {
      const impossible = await admin.call('adminOrders', filters);
      expect(impossible.status, JSON.stringify(filters)).toBe(400);
      expect(impossible.body).toMatchObject({
        status: 0,
        message: expect.stringMatching(/^(From|To) must be a date/),
      });
    }
  });
});

describe('one order', () => {
  it('answers the order as charged, with its customer, payment and history', async () => {
    const { orderId, totalCents, paymentId } = await placePickupOrder(alice);
    const order = (await admin.call('adminOrder', { id: orderId })).body.data;
    expect(order).toMatchObject({
      id: orderId,
      total_cents: totalCents,
      payment_id: paymentId,
      payment_provider: 'test',
      payment_url: null,
      refund_id: null,
      customer_email: 'alice@example.com',
      next_statuses: ['ReadyForPickup', 'Cancelled', 'Refunded'],
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0].line_total_cents).toBe(order.lines[0].price_per_box_cents * 2);
    expect(order.sub_total_cents + order.tax_cents + order.shipping_cents).toBe(totalCents);
    expect(order.pickup_address).not.toBe('');
    expect(order.history).toEqual([expect.objectContaining({ status: 'Confirm', actor: 'payment' })]);
    expect((await admin.call('adminOrder', { id: orderId + 1000 })).status).toBe(404);
  });

  it('moves the status: history with who, the shopper sees it and is mailed, audited', async () => {
    const { orderId } = await placePickupOrder(alice);
    const moved = await admin.call('adminSetOrderStatus', { id: orderId, status: 'ReadyForPickup' });
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.data.order_status).toBe('ReadyForPickup');
    expect(moved.body.data.history.at(-1)).toMatchObject({ status: 'ReadyForPickup', actor: OWNER.email });
    expect((await alice.ok('userOrderDetails', { userorder_id: orderId })).order_status).toBe(
      'ReadyForPickup',
    );
    const mails = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-status'));
    expect(mails.map((m) => m.to)).toEqual(['alice@example.com']);

    const wrong = await admin.call('adminSetOrderStatus', { id: orderId, status: 'OutForDelivery' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('An order in status Ready for pickup cannot move to Out for delivery');
    expect((await admin.call('adminSetOrderStatus', { id: orderId, status: 'Refunded' })).status).toBe(400);

    const audit = (await admin.call('adminAudit', { entity: 'order' })).body.data.entries;
    expect(audit).toEqual([
      expect.objectContaining({
        actor_email: OWNER.email,
        action: 'status',
        entity_id: String(orderId),
        before: { order_status: 'Confirm' },
        after: { order_status: 'ReadyForPickup' },
      }),
    ]);
  });
});

describe('the refund', () => {
  it('refunds in full at the provider once, however often pressed, and sets Refunded', async () => {
    const { orderId, paymentId, totalCents } = await placePickupOrder(alice);
    expect(await shop.payments.keptCents(paymentId)).toBe(totalCents);
    const answers = await Promise.all([1, 2, 3].map(() => admin.call('adminRefundOrder', { id: orderId })));
    for (const a of answers) expect(a.status, a.body.message).toBe(200);
    const again = await admin.call('adminRefundOrder', { id: orderId });
    expect(again.body.data).toMatchObject({ order_status: 'Refunded', refund_id: expect.any(String) });
    expect(again.body.data.next_statuses).toEqual([]);
    expect(await shop.payments.keptCents(paymentId)).toBe(0);
    expect(again.body.data.history.map((h: { status: string }) => h.status)).toEqual(['Confirm', 'Refunded']);
    const [intent] = await shop.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, paymentId));
    expect(intent).toMatchObject({ refundStatus: 'refunded', refundId: again.body.data.refund_id });
    const audit = (await admin.call('adminAudit', { entity: 'order' })).body.data.entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['refund']);
    expect((await alice.ok('userOrderDetails', { userorder_id: orderId })).order_status).toBe('Refunded');
    // The shopper is mailed once, with how much comes back.
    const mails = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-status'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order #${orderId}: Refunded`);
    expect(mails[0]!.text).toContain(refundNote(totalCents));
    expect(mails[0]!.html).toContain(formatUsd(totalCents));
  });

  it('refuses a cancelled order, and changes nothing when the provider fails', async () => {
    const { orderId } = await placePickupOrder(alice);
    const failing = await testShop({ resetData: false });
    failing.payments.refundIntent = () => Promise.reject(new Error('provider down'));
    const owner = new AdminClient(failing);
    await owner.signIn();
    const failed = await owner.call('adminRefundOrder', { id: orderId });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/did not refund/);
    expect((await admin.call('adminOrder', { id: orderId })).body.data.order_status).toBe('Confirm');
    await admin.call('adminSetOrderStatus', { id: orderId, status: 'Cancelled' });
    const refused = await admin.call('adminRefundOrder', { id: orderId });
    expect(refused.status).toBe(409);
  });
});
