// §8 "We will call you to set up delivery." for a route failure: with the routing service unreachable the
// cart quotes Delivery at 0 with that message, Process TO Continue goes ahead, and the order is placed with
// shipping 0 and marked for a call (the mock shop asks the same routing double, as the reference server asks
// its own: both see the outage).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@fixtures';
import { db, demoSessions } from '@mocks/db';
import { DELIVERY_MESSAGES } from '@/domain/delivery';
import MyCartScreen from '@/features/cart/MyCartScreen';
import { chooseFulfilment, selectAddress } from '@/state';
import { mobile } from '../../support';

const settled = { timeout: 8000 };
const [houston] = demoUser.addresses;

/** The routing service cannot be reached (a network error, as when it is down or blocked). */
const routingDown = http.get('*/route/v1/driving/:coords', () => HttpResponse.error());
/** The routing service is rate-limiting us (OSRM's demo answers 429 without an OSRM code). */
const routingRateLimited = http.get(
  '*/route/v1/driving/:coords',
  () => new HttpResponse('Too Many Requests', { status: 429 }),
);

const deliveryToHouston = () => {
  chooseFulfilment('delivery');
  selectAddress(Number(houston!.appuser_address_id));
};

const meta = {
  title: 'Screens/My cart/Routing outage',
  component: MyCartScreen,
  parameters: {
    app: 'routes',
    route: '/my-cart',
    layout: 'fullscreen',
    session: demoSessions.withCart,
    msw: { handlers: [routingDown] },
  },
  beforeEach: deliveryToHouston,
} satisfies Meta<typeof MyCartScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

async function proceed(canvasElement: HTMLElement) {
  const button = await within(canvasElement).findByRole('button', { name: 'Process TO Continue' }, settled);
  await waitFor(() => expect(button).toBeEnabled(), settled);
  await userEvent.click(button);
  return within(document.body).findByRole('dialog', { name: 'Checkout' }, settled);
}

export const WeWillCall: Story = {
  name: 'Routing unreachable: we will call you, charge 0',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the call-to-arrange line, no error, no charge', async () => {
      await expect(await canvas.findByText(DELIVERY_MESSAGES.callToArrange, {}, settled)).toBeVisible();
      await expect(canvas.queryByText(DELIVERY_MESSAGES.failed)).toBeNull();
      await expect(canvas.getByText('Shipping').parentElement).toHaveTextContent('—');
      await expect(canvas.getByRole('button', { name: 'Try the quote again' })).toBeVisible();
    });
  },
};

export const RateLimitedMobile: Story = {
  name: 'Routing rate-limited: we will call you (375)',
  globals: mobile,
  parameters: { msw: { handlers: [routingRateLimited] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DELIVERY_MESSAGES.callToArrange, {}, settled)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Process TO Continue' })).toBeEnabled();
  },
};

export const CheckoutGoesAhead: Story = {
  name: 'Routing unreachable: checkout goes ahead',
  play: async ({ canvasElement }) => {
    const modal = await proceed(canvasElement);
    await expect(await within(modal).findByText(DELIVERY_MESSAGES.callToArrange, {}, settled)).toBeVisible();
    await expect(await within(modal).findByRole('textbox', { name: 'Card number' }, settled)).toBeVisible();
  },
};

export const OrderPlaced: Story = {
  name: 'Routing unreachable: order placed with shipping 0, marked for a call',
  tags: ['no-visual'], // ends on the home page
  play: async ({ canvasElement, step }) => {
    const before = db.orders.size;
    const modal = await proceed(canvasElement);
    await userEvent.click(within(modal).getByRole('checkbox'));
    const form = within(modal);
    await userEvent.type(
      await form.findByRole('textbox', { name: 'Card number' }, settled),
      '4242424242424242',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
    await userEvent.type(form.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(form.getByRole('button', { name: /^Pay/ }));
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
};
