// After the money: the shopper's orders (list, details, another shopper's order not found), statuses with
// their history, and the durable mail outbox — real SMTP received by an in-process server and parsed, retries
// with backoff, a restart that sends waiting mail once, .eml files without SMTP — and the password reset.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failureMessages, successMessages } from '../../src/contract/messages';
import { formatUsd } from '../../src/domain/money';
import { mailOutbox, orderStatusHistory } from '../db/schema';
import { Outbox } from '../mail/outbox';
import { fileTransport, smtpTransport, type MailTransport } from '../mail/transport';
import { silentLogger } from '../log';
import {
  placePickupOrder,
  shopWithShoppers,
  testDatabase,
  testShop,
  type ApiClient,
  type TestShop,
} from './support';

// The run's database is opened (and maybe prepared) in a hook, not inside the first test's time.
beforeAll(async () => {
  await testDatabase();
});

const SHOP_EMAIL = 'hello@floorshop.test'; // fixtures/settings.ts

/** An SMTP server on a free local port that keeps what it receives, parsed. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      envelopes.push(session.envelope.rcptTo.map((r) => r.address));
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, envelopes, close: () => server.close() };
}

describe('an order paid is confirmed by real mail (SMTP)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('mails the shopper a confirmation and the shop a notice, both naming the order; once', async () => {
    smtp.received.length = 0;
    const t = await testShop({ mailTransport: smtpTransport(smtp.url), appUrl: 'https://shop.example' });
    const alice = t.client();
    await alice.signUp('alice@example.com', 'correct horse battery', 'Alice');
    const { orderId, totalCents, title } = await placePickupOrder(alice);

    expect(await t.shop.outbox.run()).toBe(2);
    expect(await t.shop.outbox.run()).toBe(0);
    const confirmation = smtp.received.find(
      (m) => m.to && JSON.stringify(m.to).includes('alice@example.com'),
    );
    expect(confirmation?.subject).toBe(`Your FloorShop order #${orderId} is confirmed`);
    expect(confirmation?.text).toContain(title);
    expect(confirmation?.text).toContain(formatUsd(totalCents));
    expect(confirmation?.text).toContain(`https://shop.example/orders/${orderId}`);
    expect(confirmation?.html).toContain('Thank you for your order, Alice!');
    const notice = smtp.received.find((m) => m.subject?.startsWith(`New order #${orderId}`));
    expect(smtp.envelopes).toContainEqual([SHOP_EMAIL]);
    expect(notice?.replyTo?.text).toBe('alice@example.com');
    // The shop's notice opens the order in the back office.
    expect(notice?.text).toContain(`https://shop.example/admin/orders/${orderId}`);
  });

  it('mails the contact form to the shop with Reply-To the sender', async () => {
    smtp.received.length = 0;
    const t = await testShop({ mailTransport: smtpTransport(smtp.url) });
    await t.client().ok('contactUs', {
      'Contactus[first_name]': 'Cora',
      'Contactus[last_name]': 'Contact',
      'Contactus[email]': 'cora@example.com',
      'Contactus[message]': 'Do you deliver to Katy?',
    });
    await t.shop.outbox.run();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.replyTo?.text).toBe('cora@example.com');
    expect(smtp.received[0]?.text).toContain('Do you deliver to Katy?');
  });
});

describe('My orders', () => {
  let t: TestShop;
  let alice: ApiClient;
  beforeEach(async () => {
    [t, alice] = await shopWithShoppers('alice@example.com');
  });

  it('lists the shopper’s orders newest first and shows one as charged, with its history', async () => {
    const first = await placePickupOrder(alice);
    const second = await placePickupOrder(alice);
    const page = await alice.ok('userOrders', { page: 1 });
    expect(page.orders.map((o) => o.userorder_id)).toEqual([second.orderId, first.orderId]);
    expect(page).toMatchObject({ page: 1, page_count: 1, total: 2 });
    expect(page.orders[0]).toMatchObject({ order_status: 'Confirm', total: second.totalCents, boxes: 2 });

    const details = await alice.ok('userOrderDetails', { userorder_id: first.orderId });
    expect(details.items).toEqual([
      expect.objectContaining({ title: first.title, quantity: 2, line_total: details.sub_total }),
    ]);
    expect(details.total).toBe(first.totalCents);
    expect(details.history.map((h) => h.status)).toEqual(['Confirm']);
    expect(details.pickup_address).not.toBe('');
  });

  it('answers another shopper’s order as if it did not exist', async () => {
    const { orderId } = await placePickupOrder(alice);
    const bob = t.client();
    await bob.signUp('bob@example.com');
    const answer = await bob.call('userOrderDetails', { userorder_id: orderId });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: 0, message: 'Order not found' });
    const missing = await alice.call('userOrderDetails', { userorder_id: orderId + 1000 });
    expect(missing.body).toEqual(answer.body);
    expect((await bob.ok('userOrders')).orders).toEqual([]);
  });

  it('moves statuses along the order’s life, with history and a mail each time', async () => {
    const { orderId } = await placePickupOrder(alice);
    await t.shop.orderBook.setStatus(orderId, 'ReadyForPickup', 'back-office:test');
    await expect(t.shop.orderBook.setStatus(orderId, 'OutForDelivery', 'x')).rejects.toThrow(/cannot move/);
    await expect(t.shop.orderBook.setStatus(orderId, 'Shipped', 'x')).rejects.toThrow(/Unknown order status/);
    await t.shop.orderBook.setStatus(orderId, 'Completed', 'back-office:test');
    const details = await alice.ok('userOrderDetails', { userorder_id: orderId });
    expect(details.order_status).toBe('Completed');
    expect(details.history.map((h) => h.status)).toEqual(['Confirm', 'ReadyForPickup', 'Completed']);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => h.actor)).toEqual(['payment', 'back-office:test', 'back-office:test']);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-status'));
    expect(mails.map((m) => m.subject)).toEqual([
      `Order #${orderId}: Ready for pickup`,
      `Order #${orderId}: Completed`,
    ]);
  });

  it('a cancelled order’s mail says the payment is not refunded by it, and no longer where to collect', async () => {
    const { orderId, totalCents } = await placePickupOrder(alice);
    await t.shop.orderBook.setStatus(orderId, 'Cancelled', 'back-office:test');
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-status'));
    expect(mail?.subject).toBe(`Order #${orderId}: Cancelled`);
    expect(mail?.text).toContain(
      `Cancelling the order does not refund the ${formatUsd(totalCents)} you paid. Please contact us about it: ${SHOP_EMAIL}`,
    );
    expect(mail?.text).toContain(SHOP_EMAIL);
    expect(mail?.text).not.toMatch(/Pickup at our warehouse/i);
  });
});

describe('the outbox is durable', () => {
  let t: TestShop;
  let dir: string;
  beforeEach(async () => {
    t = await testShop();
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    return () => rm(dir, { recursive: true, force: true });
  });

  const message = { kind: 'test', to: 'a@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };

  it('retries with growing waits after a failure, then sends; gives up after the last attempt', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    let failures = 2;
    const sent: string[] = [];
    const flaky: MailTransport = {
      name: 'smtp',
      send: async (m) => {
        if (failures-- > 0) throw new Error('SMTP down');
        sent.push(m.subject);
      },
      close: () => {},
    };
    const options = { now: () => now, baseDelayMs: 1000, maxDelayMs: 10_000, maxAttempts: 3 };
    const outbox = new Outbox(t.database.db, flaky, silentLogger, options);
    const id = await outbox.enqueue(t.database.db, message);
    expect(await outbox.sendDue()).toBe(0);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 1, lastError: 'SMTP down', sentAt: null });
    expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(1000);
    now = new Date(now.getTime() + 999);
    expect(await outbox.sendDue()).toBe(0); // not due yet: no attempt
    now = new Date(now.getTime() + 1);
    expect(await outbox.sendDue()).toBe(0); // second failure: waits twice as long
    now = new Date(now.getTime() + 2000);
    expect(await outbox.sendDue()).toBe(1);
    expect(sent).toEqual(['Hello']);

    failures = 10;
    const doomed = await outbox.enqueue(t.database.db, message);
    for (let i = 0; i < 3; i++) {
      await outbox.sendDue();
      now = new Date(now.getTime() + 10_000);
    }
    const [given] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, doomed));
    expect(given?.failedAt).not.toBeNull();
    expect(await outbox.sendDue()).toBe(0);
  });

  it('a server killed with mail waiting, or mid-send, sends it once after the restart (.eml files)', async () => {
    let now = new Date();
    // The first server claims a mail and dies while sending it (its send never returns) …
    const hung: MailTransport = { name: 'file', send: () => new Promise(() => {}), close: () => {} };
    const first = new Outbox(t.database.db, hung, silentLogger, { now: () => now });
    const inFlight = await first.enqueue(t.database.db, { ...message, subject: 'In flight' });
    void first.sendDue();
    await expect
      .poll(async () => (await t.database.db.select().from(mailOutbox)).filter((m) => m.lockedUntil).length)
      .toBe(1);
    // … with another committed mail that its worker never reached.
    const waiting = await first.enqueue(t.database.db, message);

    // The restarted server: the waiting mail now, the claimed one once its lease is over.
    const restarted = new Outbox(t.database.db, fileTransport(dir, silentLogger), silentLogger, {
      now: () => now,
    });
    expect(await restarted.sendDue()).toBe(1);
    now = new Date(now.getTime() + restarted.options.leaseMs);
    expect(await restarted.sendDue()).toBe(1);
    expect(await restarted.sendDue()).toBe(0);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual([`00000${inFlight}-test.eml`, `00000${waiting}-test.eml`]);
    const parsed = await simpleParser(await readFile(join(dir, files[0]!)));
    expect(parsed.subject).toBe('In flight');
    expect(parsed.messageId).toMatch(/@floorshop\.localhost>$/);
  });
});

describe.each([
  ['looked up each time', 0],
  ['remembered', 60_000],
])('password reset that completes (sessions %s)', (_, sessionCacheMs) => {
  let t: TestShop;
  let alice: ApiClient;
  let now: Date;
  beforeEach(async () => {
    now = new Date();
    t = await testShop({ accountOptions: { now: () => now, sessionCacheMs } });
    alice = t.client();
    await alice.signUp('alice@example.com', 'old password 1');
  });

  const device = { 'Appuser[devices_type]': 'Web', 'Appuser[devices_name]': 'Vitest' };
  const login = (api: ApiClient, password: string) =>
    api.call('login', { 'Appuser[email]': 'alice@example.com', 'Appuser[password]': password, ...device });
  const mailedToken = async () => {
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    const link = /\/reset-password\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '');
    return link?.[1] ?? '';
  };

  it('mails a link whose token sets the new password once, signing out every other session', async () => {
    expect((await alice.call('cart')).status).toBe(200);
    await t.client().ok('forgotPassword', { 'Appuser[email]': 'Alice@Example.com' });
    const token = await mailedToken();
    expect(token).toMatch(/^[\w-]{40,}$/);
    const stranger = t.client();
    const grant = await stranger.ok('resetPassword', {
      token,
      'Appuser[password]': 'new password 2',
      ...device,
    });
    expect(grant.auth_key).toBeTruthy();
    expect((await alice.call('cart')).status).toBe(401); // the old session is signed out
    stranger.authKey = grant.auth_key;
    expect((await stranger.call('cart')).status).toBe(200);
    expect((await login(t.client(), 'old password 1')).status).toBe(400);
    expect((await login(t.client(), 'new password 2')).status).toBe(200);

    const again = await t.client().call('resetPassword', { token, 'Appuser[password]': 'third password 3' });
    expect(again.body).toMatchObject({ status: 0, message: failureMessages.resetInvalid });
    // The page asks on opening the link: a used one says so at once.
    const used = await t.client().call('checkResetToken', { token });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ status: 0, message: failureMessages.resetInvalid });
  });

  it('tells whether a link can be used without using it, and counts only the refusals against the limit', async () => {
    await t.client().ok('forgotPassword', { 'Appuser[email]': 'alice@example.com' });
    const token = await mailedToken();
    const shopper = t.client();
    // More checks of a good link than the limit lets a client fail: none counted.
    for (let i = 0; i < 12; i++) {
      const check = await shopper.call('checkResetToken', { token });
      expect(check.body).toMatchObject({ status: 1, message: successMessages.resetLinkLive });
    }
    await shopper.ok('resetPassword', { token, 'Appuser[password]': 'new password 2', ...device });
    now = new Date(now.getTime() + 1000);
    await t.client().ok('forgotPassword', { 'Appuser[email]': 'alice@example.com' });
    const later = await mailedToken();
    now = new Date(now.getTime() + 3600_000 + 1);
    const expired = await t.client().call('checkResetToken', { token: later });
    expect(expired.body).toMatchObject({ status: 0, message: failureMessages.resetExpired });
  });

  it('refuses expired and forged tokens with a clear message', async () => {
    await t.client().ok('forgotPassword', { 'Appuser[email]': 'alice@example.com' });
    const token = await mailedToken();
    now = new Date(now.getTime() + 3600_000 + 1);
    const expired = await t.client().call('resetPassword', { token, 'Appuser[password]': 'new password 2' });
    expect(expired.body).toMatchObject({ status: 0, message: failureMessages.resetExpired });
    const forged = await t
      .client()
      .call('resetPassword', { token: 'x'.repeat(43), 'Appuser[password]': 'pw123456' });
    expect(forged.body).toMatchObject({ status: 0, message: failureMessages.resetInvalid });
  });

  it('sends no mail for an unknown address and answers the same', async () => {
    const unknown = await t.client().call('forgotPassword', { 'Appuser[email]': 'nobody@example.com' });
    const known = await t.client().call('forgotPassword', { 'Appuser[email]': 'alice@example.com' });
    expect(unknown.body).toEqual(known.body);
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to)).toEqual(['alice@example.com']);
  });
});
