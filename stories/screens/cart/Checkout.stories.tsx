// §2/§4 the checkout modal on /my-cart (the app's own route table), opened by "Process TO Continue", in
// test-payment mode (the reference server without Stripe keys): the agreement, the summary, paying.
// Its failures: CheckoutFailed.stories.tsx; Stripe mode: CheckoutStripe.stories.tsx (same title).
import preview from '../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { endpoints } from '@/contract/endpoints';
import { mobile } from '../../support';
import {
  agree,
  checkoutMeta,
  deliveryToHouston,
  openCheckout,
  payButton,
  payWith,
  settled,
} from './checkout-steps';

const meta = preview.meta({
  title: 'Screens/My cart/Checkout',
  ...checkoutMeta,
});

export const AgreementUnticked = meta.story({
  name: 'Pickup: agreement unticked (Pay disabled)',
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await expect(within(modal).getByText('Test mode — no real charge')).toBeVisible();
    await expect(within(modal).getByText('Collect from our store')).toBeVisible();
    await expect(payButton(modal)).toBeDisabled();
    await expect(await within(modal).findByRole('textbox', { name: 'Card number' })).toBeVisible();
  },
});

export const AgreementTicked = meta.story({
  name: 'Pickup: agreement ticked (Pay enabled)',
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await agree(modal);
    await expect(within(modal).getByRole('checkbox')).toBeChecked();
    await expect(payButton(modal)).toBeEnabled();
  },
});

export const DeliverySummary = meta.story({
  name: 'Delivery summary (Express)',
  beforeEach: deliveryToHouston,
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await expect(within(modal).getByText(/^Express Delivery \(1 pallet\(s\)\)/)).toBeVisible();
    await expect(within(modal).getByText('Total').parentElement).toHaveTextContent('$1,467.51');
  },
});

export const DeliverySummaryMobile = meta.story({
  name: 'Delivery summary (375)',
  globals: mobile,
  beforeEach: deliveryToHouston,
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await agree(modal);
    await expect(payButton(modal)).toBeEnabled();
  },
});

export const Processing = meta.story({
  name: 'Processing (cannot be closed)',
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.confirmTestPayment)] } },
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4242424242424242');
    await waitFor(() => expect(payButton(modal)).toBeDisabled());
    await expect(within(modal).queryByRole('button', { name: 'Close' })).toBeNull();
  },
});

export const Succeeded = meta.story({
  name: 'Succeeded: order being processed',
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.checkout)] } },
  play: async ({ canvasElement }) => {
    const modal = await payWith(canvasElement, '4242424242424242');
    await expect(
      await within(modal).findByText('payment succeeded and order is being processed', {}, settled),
    ).toBeVisible();
  },
});

export const OrderPlaced = meta.story({
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
});
