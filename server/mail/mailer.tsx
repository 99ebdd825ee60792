// tsx (npm run start:api, the e2e server) reads the solution tsconfig, which sets no JSX mode: say it here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The shop's transactional mail: each message rendered from its template and put in the outbox inside the
// caller's transaction (server/mail/outbox.ts sends it). Order mails are built from the stored order and its
// lines, as charged — never from the current catalogue.
import { asc, eq } from 'drizzle-orm';
import { deliveryCallRequired } from '../../src/domain/order-status';
import type { Queryable } from '../db/database';
import { orderItems, orders, siteSettings, users } from '../db/schema';
import { ContactMessage, contactMessageSubject, type ContactMessageProps } from './templates/ContactMessage';
import type { ShopInfo } from './templates/Layout';
import { NewOrderNotice, newOrderNoticeSubject } from './templates/NewOrderNotice';
import { OrderConfirmation, orderConfirmationSubject } from './templates/OrderConfirmation';
import type { MailOrder } from './templates/OrderSummary';
import { PasswordReset, passwordResetSubject } from './templates/PasswordReset';
import { StatusChange, statusChangeSubject } from './templates/StatusChange';
import type { Outbox } from './outbox';
import { renderMail } from './render';

export interface MailerOptions {
  /** The storefront's public URL: links in mails (never taken from a request's Host header). */
  appUrl: string;
  shopName: string;
}

/** The storefront's paths the mails link to (src/config/paths.ts has the same routes). */
export const mailPaths = {
  order: (id: number) => `/orders/${id}`,
  /** The back office's order page (src/features/admin/adminPaths.ts). */
  adminOrder: (id: number) => `/admin/orders/${id}`,
  resetPassword: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
};

export class Mailer {
  constructor(
    readonly outbox: Outbox,
    private readonly options: MailerOptions,
  ) {}

  url(path: string): string {
    return new URL(path, this.options.appUrl.endsWith('/') ? this.options.appUrl : `${this.options.appUrl}/`)
      .href;
  }

  async shop(q: Queryable): Promise<ShopInfo & { warehouseAddress: string }> {
    const [s] = await q.select().from(siteSettings).limit(1);
    return {
      name: this.options.shopName,
      url: this.url('/'),
      email: s?.email ?? '',
      phone: s?.contactNo ?? '',
      warehouseAddress: s?.warehouseAddress || s?.address || '',
    };
  }

  /** The shopper's confirmation and the shop's notice of a paid order. */
  async orderPlaced(q: Queryable, orderId: number): Promise<void> {
    const { shop, order, user } = await this.orderContext(q, orderId);
    const confirmation = { shop, firstName: user.firstName, order };
    await this.outbox.enqueue(q, {
      kind: 'order-confirmation',
      to: user.email,
      ...(await renderMail(orderConfirmationSubject(confirmation), <OrderConfirmation {...confirmation} />)),
    });
    if (!shop.email) return;
    const notice = {
      shop,
      customer: {
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        phone: user.phoneNumber,
      },
      order,
      adminUrl: this.url(mailPaths.adminOrder(order.id)),
    };
    await this.outbox.enqueue(q, {
      kind: 'new-order',
      to: shop.email,
      replyTo: user.email,
      ...(await renderMail(newOrderNoticeSubject(notice), <NewOrderNotice {...notice} />)),
    });
  }

  async statusChanged(q: Queryable, orderId: number, status: string): Promise<void> {
    const { shop, order, user } = await this.orderContext(q, orderId);
    const props = { shop, firstName: user.firstName, order, status };
    await this.outbox.enqueue(q, {
      kind: 'order-status',
      to: user.email,
      ...(await renderMail(statusChangeSubject(props), <StatusChange {...props} />)),
    });
  }

  /** The contact form's message to the shop, Reply-To the sender; no shop address: nothing to send. */
  async contactMessage(q: Queryable, input: Omit<ContactMessageProps, 'shop'>): Promise<boolean> {
    const shop = await this.shop(q);
    if (!shop.email) return false;
    const props = { shop, ...input };
    await this.outbox.enqueue(q, {
      kind: 'contact',
      to: shop.email,
      replyTo: input.email,
      ...(await renderMail(contactMessageSubject(props), <ContactMessage {...props} />)),
    });
    return true;
  }

  async passwordReset(q: Queryable, input: { to: string; firstName: string; token: string }): Promise<void> {
    await this.outbox.enqueue(q, {
      kind: 'password-reset',
      to: input.to,
      ...(await this.renderPasswordReset(q, input)),
    });
  }

  /** The reset mail without sending it: forgot password renders it for unknown addresses too (same timing). */
  async renderPasswordReset(q: Queryable, input: { firstName: string; token: string }) {
    const shop = await this.shop(q);
    const props = { shop, firstName: input.firstName, url: this.url(mailPaths.resetPassword(input.token)) };
    return renderMail(passwordResetSubject(props), <PasswordReset {...props} />);
  }

  private async orderContext(q: Queryable, orderId: number) {
    const [row] = await q
      .select({ order: orders, user: users })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!row) throw new Error(`order ${orderId} not found`);
    const lines = await q
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const shop = await this.shop(q);
    const o = row.order;
    const order: MailOrder = {
      id: o.id,
      createdAt: o.createdAt,
      lines: lines.map((l) => ({
        title: l.title,
        quantity: l.quantity,
        pricePerBoxCents: l.pricePerBoxCents,
        lineTotalCents: l.lineTotalCents,
      })),
      subTotalCents: o.subTotalCents,
      taxCents: o.taxCents,
      shippingCents: o.shippingCents,
      totalCents: o.totalCents,
      deliveryType: o.deliveryType,
      deliveryLabel: o.deliveryLabel,
      address: o.addressSnapshot,
      pickupAddress: shop.warehouseAddress,
      callToArrange: deliveryCallRequired({ deliveryType: o.deliveryType, deliveryLabel: o.deliveryLabel }),
      url: this.url(mailPaths.order(o.id)),
    };
    return { shop, order, user: row.user };
  }
}
