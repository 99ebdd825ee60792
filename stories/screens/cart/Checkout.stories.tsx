// §2/§4 the checkout modal on /my-cart (the app's own route table), opened by "Process TO Continue": every
// payment state a designer reviews, in test-payment mode (the reference server without Stripe keys) and in
// Stripe mode with a stand-in Stripe.js (mocks/stripe.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser, settings } from '@fixtures';
import { demoSessions } from '@mocks/db';
import { on } from '@mocks/handlers/http';
import { scenarios } from '@mocks/scenarios';
import { installFakeStripe, setFakeStripeNext } from '@mocks/stripe';
import { env } from '@/config/env';
import { setEnv } from '@/config/env-schema';
import { endpoints } from '@/contract/endpoints';
import { okEnvelope } from '@/contract/envelope';
import CheckoutModal from '@/features/cart/checkout/CheckoutModal';
import { OrderSummary } from '@/features/cart/checkout/OrderSummary';
import StripeCardForm from '@/features/cart/checkout/StripeCardForm';
import { TestCardForm } from '@/features/cart/checkout/TestCardForm';
import { chooseFulfilment, selectAddress } from '@/state';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const settled = { timeout: 8000 };
const [houston] = demoUser.addresses;

const meta = {
  title: 'Screens/My cart/Checkout',
  subcomponents: { CheckoutModal, OrderSummary, TestCardForm, StripeCardForm },

  parameters: { app: 'routes', route: '/my-cart', layout: 'fullscreen', session: demoSessions.withCart },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens the checkout modal the way a shopper does. */
async function openCheckout(canvasElement: HTMLElement): Promise<HTMLElement> {
  const proceed = await within(canvasElement).findByRole('button', { name: 'Process TO Continue' }, settled);
  await waitFor(() => expect(proceed).toBeEnabled(), settled);
  await userEvent.click(proceed);
  const modal = await within(document.body).findByRole('dialog', { name: 'Checkout' }, settled);
  return modal;
}

async function agree(modal: HTMLElement) {
  await userEvent.click(within(modal).getByRole('checkbox'));
}

async function fillTestCard(modal: HTMLElement, number: string) {
  const form = within(modal);
  await userEvent.type(await form.findByRole('textbox', { name: 'Card number' }, settled), number);
  await userEvent.type(form.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
  await userEvent.type(form.getByRole('textbox', { name: 'CVC' }), '123');
}

const payButton = (modal: HTMLElement) => within(modal).getByRole('button', { name: /^Pay/ });

/** Pay with a test card and wait for the modal's answer. */
async function payWith(canvasElement: HTMLElement, number: string) {
  const modal = await openCheckout(canvasElement);
  await agree(modal);
  await fillTestCard(modal, number);
  await userEvent.click(payButton(modal));
  return modal;
}

const deliveryToHouston = () => {
  chooseFulfilment('delivery');
  selectAddress(Number(houston!.appuser_address_id));
};

/** Stripe mode: the server reports it, the build has a publishable key, Stripe.js is the stand-in. */
const stripeMode = () => {
  const before = env();
  setEnv({ ...before, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_storybook' });
  installFakeStripe(window);
  setFakeStripeNext(window, null);
  return () => {
    setEnv(before);
    setFakeStripeNext(window, null);
  };
};

// ---- test-payment mode -------------------------------------------------------------------------------

export const AgreementUnticked: Story = {
  name: 'Pickup: agreement unticked (Pay disabled)',
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await expect(within(modal).getByText('Test mode — no real charge')).toBeVisible();
    await expect(within(modal).getByText('Collect from our store')).toBeVisible();
    await expect(payButton(modal)).toBeDisabled();
    await expect(await within(modal).findByRole('textbox', { name: 'Card number' })).toBeVisible();
  },
};

export const AgreementTicked: Story = {
  name: 'Pickup: agreement ticked (Pay enabled)',
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await agree(modal);
    await expect(within(modal).getByRole('checkbox')).toBeChecked();
    await expect(payButton(modal)).toBeEnabled();
  },
};

export const DeliverySummary: Story = {
  name: 'Delivery summary (Express)',
  beforeEach: deliveryToHouston,
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await expect(within(modal).getByText(/^Express Delivery \(1 pallet\(s\)\)/)).toBeVisible();
    await expect(within(modal).getByText('Total').parentElement).toHaveTextContent('$1,467.51');
  },
};

export const DeliverySummaryMobile: Story = {
  name: 'Delivery summary (375)',
  globals: mobile,
  beforeEach: deliveryToHouston,
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await agree(modal);
    await expect(payButton(modal)).toBeEnabled();
  },
};

export const Processing: Story = {
  name: 'Processing (cannot be closed)',
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.confirmTestPayment)] } },
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4242424242424242');
    await waitFor(() => expect(payButton(modal)).toBeDisabled());
    await expect(within(modal).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Succeeded: Story = {
  name: 'Succeeded: order being processed',
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.checkout)] } },
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4242424242424242');
    await expect(
      await within(modal).findByText('payment succeeded and order is being processed', {}, settled),
    ).toBeVisible();
  },
};

export const OrderPlaced: Story = {
  name: 'Order placed: toast, back home',
  tags: ['no-visual'], // ends on the home page
  play: async ({ canvasElement, loaded }) => {
    await payWith(canvasElement, '4242424242424242');
    await expect(
      await within(document.body).findByText('🎉 Order placed successfully!', {}, settled),
    ).toBeVisible();
    await expect(within(document.body).getByText(/^Order #\d+ is confirmed\.$/)).toBeVisible();
    await waitFor(() =>
      expect((loaded as { location: { history: string[] } }).location.history.at(-1)).toBe('/'),
    );
  },
};

export const Declined: Story = {
  name: 'Failed: card declined (provider’s message)',
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4000000000000002');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Your card was declined.',
    );
    await expect(payButton(modal)).toBeEnabled(); // correct the card and pay again
  },
};

/** Counts payment intents asked for; the default handler still answers. */
let intentRequests = 0;
const countIntents = on(endpoints.createPaymentIntent, () => {
  intentRequests += 1;
  return undefined;
});

export const DeclinedThenPaid: Story = {
  name: 'Declined, then paid with another card on the same intent',
  tags: ['no-visual'],
  parameters: { msw: { handlers: [countIntents] } },
  play: async ({ canvasElement }) => {
    intentRequests = 0;
    const modal = await payWith(canvasElement, '4000000000000002');
    await within(modal).findByRole('alert', {}, settled);
    const number = within(modal).getByRole('textbox', { name: 'Card number' });
    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242');
    await userEvent.click(payButton(modal));
    await expect(
      await within(document.body).findByText('🎉 Order placed successfully!', {}, settled),
    ).toBeVisible();
    // One intent for both attempts: the declined card never became a second charge.
    await expect(intentRequests).toBe(1);
  },
};

export const InsufficientFunds: Story = {
  name: 'Failed: insufficient funds',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4000000000009995');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Your card has insufficient funds.',
    );
  },
};

export const ThreeDSecure: Story = {
  name: '3-D Secure step',
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4000002500003155');
    await expect(await within(modal).findByText('Authenticate this payment', {}, settled)).toBeVisible();
    await expect(payButton(modal)).toBeDisabled();
  },
};

export const ThreeDSecureFailed: Story = {
  name: '3-D Secure failed',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4000002500003155');
    await userEvent.click(await within(modal).findByRole('button', { name: 'Fail authentication' }, settled));
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'We are unable to authenticate your payment method.',
    );
  },
};

export const InitFailed: Story = {
  name: 'Failed: Failed to initialize payment',
  parameters: { msw: { handlers: [...scenarios.invalidShape(endpoints.createPaymentIntent)] } },
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4242424242424242');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Failed to initialize payment',
    );
  },
};

export const TotalChanged: Story = {
  name: 'Failed: the server’s total differs',
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: [
        ...scenarios.statusZero(
          endpoints.createPaymentIntent,
          'Your total has changed to $1,400.00 (items $1,300.00, tax $100.00). Please review your cart.',
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4242424242424242');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Your total has changed to $1,400.00',
    );
  },
};

export const GenericError: Story = {
  name: 'Failed: An error occurred',
  parameters: { msw: { handlers: [...scenarios.networkError(endpoints.checkout)] } },
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4242424242424242');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent('An error occurred');
  },
};

export const NotConfigured: Story = {
  name: 'Card payments are not configured',
  parameters: {
    // A server of the plain §7 contract (no payment_mode) and a build without a publishable key.
    msw: {
      handlers: [
        on(endpoints.settings, () => HttpResponse.json(okEnvelope({ ...settings, payment_mode: null }))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await expect(await within(modal).findByText('Card payments are not configured')).toBeVisible();
    await expect(within(modal).queryByRole('button', { name: /^Pay/ })).toBeNull();
  },
};

// ---- Stripe mode (stand-in Stripe.js) ------------------------------------------------------------------

export const StripeForm: Story = {
  name: 'Stripe: card form',
  beforeEach: stripeMode,
  parameters: { msw: { handlers: [...scenarios.stripePayments()] } },
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await expect(await within(modal).findByRole('textbox', { name: 'Card number' }, settled)).toBeVisible();
    await expect(within(modal).queryByText('Test mode — no real charge')).toBeNull();
  },
};

export const StripeFormMobile: Story = { ...StripeForm, name: 'Stripe: card form (375)', globals: mobile };

async function stripePay(canvasElement: HTMLElement, number = '4242424242424242') {
  const modal = await openCheckout(canvasElement);
  await agree(modal);
  await userEvent.type(await within(modal).findByRole('textbox', { name: 'Card number' }, settled), number);
  await userEvent.click(payButton(modal));
  return modal;
}

export const StripeDeclined: Story = {
  name: 'Stripe: declined (provider’s message)',
  beforeEach: stripeMode,
  parameters: { msw: { handlers: [...scenarios.stripePayments()] } },
  play: async ({ canvasElement }) => {
    const modal = await stripePay(canvasElement, '4000000000000002');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Your card was declined.',
    );
  },
};

export const StripePaymentFailed: Story = {
  name: 'Stripe: Payment failed (no message from the provider)',
  tags: ['no-visual'],
  beforeEach: () => {
    const restore = stripeMode();
    setFakeStripeNext(window, { kind: 'error' });
    return restore;
  },
  parameters: { msw: { handlers: [...scenarios.stripePayments()] } },
  play: async ({ canvasElement }) => {
    const modal = await stripePay(canvasElement);
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent('Payment failed');
  },
};

export const StripeStatus: Story = {
  name: 'Stripe: Payment status: processing',
  tags: ['no-visual'],
  beforeEach: () => {
    const restore = stripeMode();
    setFakeStripeNext(window, { kind: 'status', status: 'processing' });
    return restore;
  },
  parameters: { msw: { handlers: [...scenarios.stripePayments()] } },
  play: async ({ canvasElement }) => {
    const modal = await stripePay(canvasElement);
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Payment status: processing',
    );
  },
};

export const StripeNoCardElement: Story = {
  name: 'Stripe: Card element not found',
  tags: ['no-visual'],
  beforeEach: () => {
    const restore = stripeMode();
    setFakeStripeNext(window, { kind: 'no-element' });
    return restore;
  },
  parameters: { msw: { handlers: [...scenarios.stripePayments()] } },
  play: async ({ canvasElement }) => {
    const modal = await stripePay(canvasElement);
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Card element not found',
    );
  },
};

export const StripePaid: Story = {
  name: 'Stripe: paid, order placed',
  tags: ['no-visual'],
  beforeEach: stripeMode,
  parameters: { msw: { handlers: [...scenarios.stripePayments()] } },
  play: async ({ canvasElement }) => {
    await stripePay(canvasElement);
    await expect(
      await within(document.body).findByText('🎉 Order placed successfully!', {}, settled),
    ).toBeVisible();
  },
};
