// The checkout modal's failures in test-payment mode (the card, 3-D Secure, the server's answers) and a
// store whose card payments are not configured. Same title as Checkout.stories.tsx.
import preview from '../../../.storybook/preview';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { settings } from '@fixtures';
import { on } from '@mocks/handlers/http';
import { scenarios } from '@mocks/scenarios';
import { endpoints } from '@/contract/endpoints';
import { okEnvelope } from '@/contract/envelope';
import { checkoutMeta, openCheckout, payButton, payWith, settled } from './checkout-steps';

const meta = preview.meta({
  title: 'Screens/My cart/Checkout',
  ...checkoutMeta,
});

export const Declined = meta.story({
  name: 'Failed: card declined (provider’s message)',
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4000000000000002');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Your card was declined.',
    );
    await expect(payButton(modal)).toBeEnabled(); // correct the card and pay again
  },
});

/** Counts payment intents asked for; the default handler still answers. */
let intentRequests = 0;
const countIntents = on(endpoints.createPaymentIntent, () => {
  intentRequests += 1;
  return undefined;
});

export const DeclinedThenPaid = meta.story({
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
});

export const InsufficientFunds = meta.story({
  name: 'Failed: insufficient funds',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4000000000009995');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Your card has insufficient funds.',
    );
  },
});

export const ThreeDSecure = meta.story({
  name: '3-D Secure step',
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4000002500003155');
    await expect(await within(modal).findByText('Authenticate this payment', {}, settled)).toBeVisible();
    await expect(payButton(modal)).toBeDisabled();
  },
});

export const ThreeDSecureFailed = meta.story({
  name: '3-D Secure failed',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4000002500003155');
    await userEvent.click(await within(modal).findByRole('button', { name: 'Fail authentication' }, settled));
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'We are unable to authenticate your payment method.',
    );
  },
});

export const InitFailed = meta.story({
  name: 'Failed: Failed to initialize payment',
  parameters: { msw: { handlers: [...scenarios.invalidShape(endpoints.createPaymentIntent)] } },
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4242424242424242');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent(
      'Failed to initialize payment',
    );
  },
});

export const TotalChanged = meta.story({
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
});

export const GenericError = meta.story({
  name: 'Failed: An error occurred',
  parameters: { msw: { handlers: [...scenarios.networkError(endpoints.checkout)] } },
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4242424242424242');
    await expect(await within(modal).findByRole('alert', {}, settled)).toHaveTextContent('An error occurred');
  },
});

export const NotConfigured = meta.story({
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
});
