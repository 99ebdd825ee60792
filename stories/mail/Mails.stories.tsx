// The shop's transactional mails for designers, rendered by the server's own templates (server/mail/templates,
// React Email) to the HTML a mail client receives, shown in a frame at a desktop and a phone width.
import type { StoryObj } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import { expect } from 'storybook/test';
import { ContactMessage } from '../../server/mail/templates/ContactMessage';
import type { ShopInfo } from '../../server/mail/templates/Layout';
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

const delivered = order({
  deliveryType: 'Delivery',
  deliveryLabel: 'Standard Delivery',
  shippingCents: 7481,
  totalCents: 113115,
  address: houston,
});

function MailFrame({ html, title }: { html: string; title: string }) {
  return <iframe title={title} srcDoc={html} style={{ width: '100%', height: 1000, border: 0 }} />;
}

const meta = preview.meta({
  title: 'Mail/Transactional mails',
  component: MailFrame,
  // Played (each mail rendered, its text checked), not photographed: under automation every frame is
  // hidden (.storybook/decorators/test-mode.ts), so these pictures were blank; shown, a mail is drawn in
  // the machine's own fonts (its stack ends in Arial, sans-serif), which differ from host to host.
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: { html: '', title: '' },
});

const mail = (title: string, element: ReactElement, mustSay: string) =>
  ({
    loaders: [async () => ({ html: await render(element) })],
    render: (_args, { loaded }) => <MailFrame html={(loaded as { html: string }).html} title={title} />,
    play: async ({ canvas }) => {
      const frame = canvas.getByTitle(title) as HTMLIFrameElement;
      await expect(frame.getAttribute('srcdoc')).toContain(mustSay);
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
export const ConfirmationMobile = Confirmation.extend({
  name: 'Order confirmation (375)',
  globals: mobile,
});
export const ShopNotice = meta.story(
  mail(
    'New order notice to the shop',
    <NewOrderNotice
      shop={shop}
      customer={{ name: 'Sam Rivera', email: 'sam@example.com', phone: '7135550142' }}
      order={delivered}
    />,
    'New order #5001',
  ),
);
export const StatusChanged = meta.story(
  mail(
    'Status change',
    <StatusChange shop={shop} firstName="Sam" order={order()} status="ReadyForPickup" />,
    'Ready for pickup',
  ),
);
export const Refunded = meta.story(
  mail(
    'Status change: refunded',
    <StatusChange shop={shop} firstName="Sam" order={order()} status="Refunded" />,
    'goes back to the card you paid with',
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
    <PasswordReset shop={shop} firstName="Sam" url="http://localhost:3000/reset-password?token=example" />,
    'Choose a new password',
  ),
);
