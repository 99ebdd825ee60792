// §2 the payment success dialog on / after checkout: reached by paying with the test-payment form and with the
// Stripe form (a stand-in Stripe.js), and each way the order is fulfilled — pickup, delivery, "we will call
// you" — as the dialog shows them.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser, settings } from '@fixtures';
import { demoSessions } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { installFakeStripe, setFakeStripeNext } from '@mocks/stripe';
import { env } from '@/config/env';
import { setEnv } from '@/config/env-schema';
import PaymentSuccessDialog from '@/features/cart/checkout/PaymentSuccessDialog';
import { showPlacedOrder, type PlacedOrder } from '@/state';
import { expectNavigatedTo, mobile, shellAt } from '../../support';
import { payWith, settled, stripePay } from './checkout-steps';

const meta = preview.meta({
  title: 'Screens/My cart/Payment success',
  component: PaymentSuccessDialog,
  parameters: shellAt('/my-cart', { session: demoSessions.withCart }),
});

const dialog = () => within(document.body).findByRole('dialog', { name: 'Payment successful' }, settled);

export const AfterTestPayment = meta.story({
  name: 'After paying with the test-payment form (pickup)',
  play: async ({ canvasElement, loaded }) => {
    await payWith(canvasElement, '4242424242424242');
    const success = within(await dialog());
    await expectNavigatedTo(loaded, '/');
    await expect(success.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
    await expect(success.getByText(settings.warehouse_address, { exact: false })).toBeVisible();
    await expect(within(document.body).getByText('🎉 Order placed successfully!')).toBeVisible();
    await waitFor(() => expect(success.getByRole('link', { name: 'View order' })).toBeVisible());
  },
});

export const AfterStripePayment = meta.story({
  name: 'After paying with the Stripe form',
  beforeEach: () => {
    const before = env();
    setEnv({ ...before, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_storybook' });
    installFakeStripe(window);
    setFakeStripeNext(window, null);
    return () => setEnv(before);
  },
  parameters: { msw: { handlers: [...scenarios.stripePayments()] } },
  play: async ({ canvasElement, loaded }) => {
    await stripePay(canvasElement);
    const success = within(await dialog());
    await expectNavigatedTo(loaded, '/');
    await expect(success.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  },
});

const placed = (order: Partial<PlacedOrder>) => () =>
  showPlacedOrder({
    orderId: 5001,
    lines: [
      { title: 'Coastal Oak SPC', quantity: 12, lineTotalCents: 79584 },
      { title: 'Harbor Grey LVT', quantity: 3, lineTotalCents: 17997 },
    ],
    totalCents: 105634,
    deliveryType: 'Pickup',
    address: null,
    callRequired: false,
    ...order,
  });

const [houston] = demoUser.addresses;
const houstonLine = `${houston!.name}, ${houston!.address_line_1}, ${houston!.city}, ${houston!.state} ${houston!.postal_code}`;

export const Pickup = meta.story({
  parameters: { route: '/' },
  loaders: [placed({})],
  play: async () => {
    const success = within(await dialog());
    await expect(success.getByText('Total paid')).toBeVisible();
    await expect(success.getByText('$1,056.34')).toBeVisible();
    await waitFor(() =>
      expect(success.getByText(settings.warehouse_address, { exact: false })).toBeVisible(),
    );
  },
});

export const Delivery = meta.story({
  parameters: { route: '/' },
  loaders: [placed({ deliveryType: 'Delivery', address: houstonLine, totalCents: 113115 })],
  play: async () => {
    const success = within(await dialog());
    await expect(success.getByText(houstonLine)).toBeVisible();
  },
});

export const CallToArrange = meta.story({
  name: 'Delivery: we will call you',
  parameters: { route: '/' },
  loaders: [placed({ deliveryType: 'Delivery', address: houstonLine, callRequired: true })],
  play: async () => {
    const success = within(await dialog());
    await expect(success.getByText('We will call you to set up delivery.')).toBeVisible();
  },
});

export const PickupMobile = Pickup.extend({ name: 'Pickup (375)', globals: mobile });

export const ContinueShopping = meta.story({
  name: 'Continue shopping closes it',
  tags: ['no-visual'],
  parameters: { route: '/' },
  loaders: [placed({})],
  play: async () => {
    const success = await dialog();
    await userEvent.click(within(success).getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
});
