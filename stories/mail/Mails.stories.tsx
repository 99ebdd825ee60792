// The shop's transactional mails for designers, rendered by the server's own templates (server/mail/templates,
// React Email) to the HTML a mail client receives, shown in a frame at a desktop and a phone width.
import type { StoryObj } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import { useState, type ReactElement } from 'react';
import { render } from '@react-email/render';
import { expect, waitFor } from 'storybook/test';
import interUrl from '@/ui/fonts/inter-latin-wght-400-800.woff2?url';
import { ContactMessage } from '../../server/mail/templates/ContactMessage';
import { font, type ShopInfo } from '../../server/mail/templates/Layout';
import { NewOrderNotice } from '../../server/mail/templates/NewOrderNotice';
import { OrderConfirmation } from '../../server/mail/templates/OrderConfirmation';
import type { MailOrder } from '../../server/mail/templates/OrderSummary';
import { PasswordReset } from '../../server/mail/templates/PasswordReset';
import { StatusChange } from '../../server/mail/templates/StatusChange';
import { houston } from '../screens/orders/orderStoryData';
import { mobile } from '../support';

const shop: ShopInfo = {
  name: 'FloorShop',
  url: 'http://localhost:3000/',
  email: 'hello@floorshop.test',
  phone: '(555) 201-7788',
};

const order = (o: Partial<MailOrder> = {}): MailOrder => ({
  id: 5001,
  createdAt: new Date('2026-11-22T10:00:00Z'),
  lines: [
    { title: 'Coastal Oak SPC', quantity: 12, pricePerBoxCents: 6632, lineTotalCents: 79584 },
    { title: 'Harbor Grey LVT', quantity: 3, pricePerBoxCents: 5999, lineTotalCents: 17997 },
  ],
  subTotalCents: 97581,
  taxCents: 8053,
  shippingCents: 0,
  totalCents: 105634,
  deliveryType: 'Pickup',
  deliveryLabel: 'Pickup',
  address: null,
  pickupAddress: '8450 Westpark Dr, Dock 4, Houston, TX 77063',
  callToArrange: false,
  url: 'http://localhost:3000/orders/5001',
  ...o,
});

/** As long as a real reset link's token: its address must break, not widen the mail on a phone. */
const token = 'Q2hvb3NlIGEgbmV3IHBhc3N3b3JkLCBTYW0uIFRoaXMgdG9rZW4';

const delivered = order({
  deliveryType: 'Delivery',
  deliveryLabel: 'Standard Delivery',
  shippingCents: 7481,
  totalCents: 113115,
  address: houston,
});

/**
 * The mail's font stack starts with Inter, which a mail client may have, then the host's own fonts. The
 * story, and only it, gives the frame the shop's Inter subset (it has every character the mails say) under
 * that name: every host draws the mail alike, as a designer would see it with Inter.
 */
function withShopFont(html: string): string {
  const family = font.split(',')[0]!.trim();
  const src = new URL(interUrl, document.baseURI).href;
  const face = `@font-face { font-family: ${family}; src: url('${src}') format('woff2-variations'); font-weight: 400 800; font-style: normal; }`;
  return html.replace(/<head[^>]*>/, (head) => `${head}<style>${face}</style>`);
}

/**
 * The mail in a frame as tall as the mail, once its font and pictures are in: `data-settled` then says
 * the frame will not change any more (what the play and the picture wait for).
 */
function MailFrame({ html, title }: { html: string; title: string }) {
  const [height, setHeight] = useState<number | null>(null);
  const settle = async (frame: HTMLIFrameElement) => {
    const doc = frame.contentDocument;
    if (!doc || doc.URL !== 'about:srcdoc') return;
    await doc.fonts.load(`16px ${font.split(',')[0]}`);
    await doc.fonts.ready;
    await Promise.all([...doc.images].map((image) => image.decode().catch(() => undefined)));
    // The body's own height: the document's is at least the frame's.
    setHeight(Math.ceil(doc.body.getBoundingClientRect().height));
  };
  return (
    <iframe
      title={title}
      srcDoc={withShopFont(html)}
      data-story-frame=""
      data-settled={height === null ? undefined : ''}
      onLoad={(event) => void settle(event.currentTarget)}
      style={{ display: 'block', width: '100%', height: height ?? 1000, border: 0 }}
    />
  );
}

const meta = preview.meta({
  title: 'Mail/Transactional mails',
  component: MailFrame,
  parameters: { layout: 'fullscreen' },
  args: { html: '', title: '' },
});

const mail = (title: string, element: ReactElement, mustSay: string) =>
  ({
    loaders: [async () => ({ html: await render(element) })],
    render: (_args, { loaded }) => <MailFrame html={(loaded as { html: string }).html} title={title} />,
    play: async ({ canvas }) => {
      const frame = canvas.getByTitle(title) as HTMLIFrameElement;
      await waitFor(() => expect(frame).toHaveAttribute('data-settled'), { timeout: 10_000 });
      const doc = frame.contentDocument!;
      await expect(doc.body).toHaveTextContent(mustSay);
      // No wider than its frame (a long link once made the reset mail 422 px wide on a 375 px phone).
      await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
      // Drawn in the shop's Inter, not in whatever the host has.
      await expect(doc.fonts.check(`16px ${font.split(',')[0]}`)).toBe(true);
    },
  }) satisfies StoryObj<typeof MailFrame>;

export const Confirmation = meta.story(
  mail(
    'Order confirmation (pickup)',
    <OrderConfirmation shop={shop} firstName="Sam" order={order()} />,
    'View your order',
  ),
);
export const ConfirmationDelivery = meta.story(
  mail(
    'Order confirmation (delivery)',
    <OrderConfirmation shop={shop} firstName="Sam" order={delivered} />,
    '2315 Bissonnet St',
  ),
);
export const ConfirmationCallYou = meta.story(
  mail(
    'Order confirmation (we will call you)',
    <OrderConfirmation
      shop={shop}
      firstName="Sam"
      order={{ ...delivered, callToArrange: true, shippingCents: 0 }}
    />,
    'We will call you to set up delivery.',
  ),
);
export const ConfirmationMobile = Confirmation.extend({ name: 'Order confirmation (375)', globals: mobile });
export const ShopNotice = meta.story(
  mail(
    'New order notice to the shop',
    <NewOrderNotice
      shop={shop}
      customer={{ name: 'Sam Rivera', email: 'sam@example.com', phone: '7135550142' }}
      order={delivered}
      adminUrl="http://localhost:3000/admin/orders/5001"
    />,
    'Open the order in the back office',
  ),
);
/** The mail of an order moved to `status`, which must say `mustSay`. */
const statusMail = (title: string, status: string, mustSay: string) =>
  mail(title, <StatusChange shop={shop} firstName="Sam" order={order()} status={status} />, mustSay);
export const StatusChanged = meta.story(statusMail('Status change', 'ReadyForPickup', 'Ready for pickup'));
export const Refunded = meta.story(
  statusMail('Status change: refunded', 'Refunded', 'goes back to the card you paid with'),
);
export const Cancelled = meta.story(
  statusMail(
    'Status change: cancelled',
    'Cancelled',
    'does not refund the $1,056.34 you paid. Please contact us about it',
  ),
);
export const Contact = meta.story(
  mail(
    'Contact form message',
    <ContactMessage
      shop={shop}
      firstName="Cora"
      lastName="Contact"
      email="cora@example.com"
      message={'Do you deliver to Katy?\nThanks!'}
    />,
    'Do you deliver to Katy?',
  ),
);
export const Reset = meta.story(
  mail(
    'Password reset',
    <PasswordReset shop={shop} firstName="Sam" url={`http://localhost:3000/reset-password?token=${token}`} />,
    'Choose a new password',
  ),
);
export const ResetMobile = Reset.extend({ name: 'Password reset (375)', globals: mobile });
