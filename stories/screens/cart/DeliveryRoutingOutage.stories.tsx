// §8 "We will call you to set up delivery." for a route failure: with the routing service unreachable the
// cart quotes Delivery at 0 with that message, Process TO Continue goes ahead, and the order is placed with
// shipping 0 and marked for a call (the mock shop asks the same routing double, as the reference server asks
// its own: both see the outage).
import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { DELIVERY_MESSAGES } from '@/domain/delivery';
import MyCartScreen from '@/features/cart/MyCartScreen';
import { mobile } from '../../support';
import { myCartParameters } from './cart-steps';
import { deliveryToHouston, openCheckout, payWith, settled } from './checkout-steps';

/** The routing service cannot be reached (a network error, as when it is down or blocked). */
const routingDown = http.get('*/route/v1/driving/:coords', () => HttpResponse.error());
/** The routing service is rate-limiting us (OSRM's demo answers 429 without an OSRM code). */
const routingRateLimited = http.get(
  '*/route/v1/driving/:coords',
  () => new HttpResponse('Too Many Requests', { status: 429 }),
);

const meta = preview.meta({
  title: 'Screens/My cart/Routing outage',
  component: MyCartScreen,
  parameters: { ...myCartParameters, msw: { handlers: [routingDown] } },
  beforeEach: deliveryToHouston,
});

export const WeWillCall = meta.story({
  name: 'Routing unreachable: we will call you, charge 0',
  play: async ({ canvas, step }) => {
    await step('the call-to-arrange line, no error, no charge', async () => {
      await expect(await canvas.findByText(DELIVERY_MESSAGES.callToArrange, {}, settled)).toBeVisible();
      await expect(canvas.queryByText(DELIVERY_MESSAGES.failed)).toBeNull();
      await expect(canvas.getByText('Shipping').parentElement).toHaveTextContent('—');
      await expect(canvas.getByRole('button', { name: 'Try the quote again' })).toBeVisible();
    });
  },
});

export const RateLimitedMobile = meta.story({
  name: 'Routing rate-limited: we will call you (375)',
  globals: mobile,
  parameters: { msw: { handlers: [routingRateLimited] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(DELIVERY_MESSAGES.callToArrange, {}, settled)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Process TO Continue' })).toBeEnabled();
  },
});

export const CheckoutGoesAhead = meta.story({
  name: 'Routing unreachable: checkout goes ahead',
  play: async ({ canvasElement }) => {
    const modal = await openCheckout(canvasElement);
    await expect(await within(modal).findByText(DELIVERY_MESSAGES.callToArrange, {}, settled)).toBeVisible();
    await expect(await within(modal).findByRole('textbox', { name: 'Card number' }, settled)).toBeVisible();
  },
});

export const OrderPlaced = meta.story({
  name: 'Routing unreachable: order placed with shipping 0, marked for a call',
  tags: ['no-visual'], // ends on the home page
  play: async ({ canvasElement, step }) => {
    const before = db.orders.size;
    await payWith(canvasElement, '4242424242424242');
    await expect(
      await within(document.body).findByText('🎉 Order placed successfully!', {}, settled),
    ).toBeVisible();
    await step('the shop stored shipping 0 and "call to arrange delivery"', async () => {
      await expect(db.orders.size).toBe(before + 1);
      const order = [...db.orders.values()].at(-1)!;
      await expect(order).toMatchObject({
        delivery_type: 'Delivery',
        shipping: '0.00',
        delivery_label: DELIVERY_MESSAGES.callToArrange,
        delivery_call_required: true,
      });
    });
  },
});
