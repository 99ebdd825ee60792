// The checkout modal in Stripe mode, with the stand-in Stripe.js (mocks/stripe.ts): the card element, the
// provider's answers, a paid order. Same title as Checkout.stories.tsx.
import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { mobile } from '../../support';
import {
  checkoutParameters,
  checkoutParts,
  openCheckout,
  settled,
  stripeMode,
  stripeModeAnswering,
  stripePay,
} from './checkout-steps';

const meta = preview.meta({
  title: 'Screens/My cart/Checkout',
  subcomponents: checkoutParts,
  // The server reports Stripe mode and answers payment intents as Stripe's would.
  parameters: { ...checkoutParameters, msw: { handlers: scenarios.stripePayments() } },
});

export const StripeForm = meta.story({
  name: 'Stripe: card form',
  beforeEach: stripeMode,
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await expect(await within(modal).findByRole('textbox', { name: 'Card number' }, settled)).toBeVisible();
    await expect(within(modal).queryByText('Test mode — no real charge')).toBeNull();
  },
});

export const StripeFormMobile = StripeForm.extend({ name: 'Stripe: card form (375)', globals: mobile });

export const StripeDeclined = meta.story({
  name: 'Stripe: declined (provider’s message)',
  beforeEach: stripeMode,
  play: async ({ canvasElement }) => {
    const modal = await stripePay(canvasElement, '4000000000000002');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Your card was declined.',
    );
  },
});

export const StripePaymentFailed = meta.story({
  name: 'Stripe: Payment failed (no message from the provider)',
  tags: ['no-visual'],
  beforeEach: stripeModeAnswering({ kind: 'error' }),
  play: async ({ canvasElement }) => {
    const modal = await stripePay(canvasElement);
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent('Payment failed');
  },
});

export const StripeStatus = meta.story({
  name: 'Stripe: Payment status: processing',
  tags: ['no-visual'],
  beforeEach: stripeModeAnswering({ kind: 'status', status: 'processing' }),
  play: async ({ canvasElement }) => {
    const modal = await stripePay(canvasElement);
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Payment status: processing',
    );
  },
});

export const StripeNoCardElement = meta.story({
  name: 'Stripe: Card element not found',
  tags: ['no-visual'],
  beforeEach: stripeModeAnswering({ kind: 'no-element' }),
  play: async ({ canvasElement }) => {
    const modal = await stripePay(canvasElement);
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Card element not found',
    );
  },
});

export const StripePaid = meta.story({
  name: 'Stripe: paid, order placed',
  tags: ['no-visual'],
  beforeEach: stripeMode,
  play: async ({ canvasElement }) => {
    await stripePay(canvasElement);
    await expect(
      await within(document.body).findByText('🎉 Order placed successfully!', {}, settled),
    ).toBeVisible();
  },
});
