// §2 /my-cart with Delivery chosen (the app's route table at /my-cart): the address, the §9 quote over the
// road distance (OSRM answered here), and what Process TO Continue says without an address.
// Same title as MyCart.stories.tsx.
import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@fixtures';
import { neverAnswer } from '@mocks/handlers/http';
import { scenarios } from '@mocks/scenarios';
import { endpoints } from '@/contract/endpoints';
import { BillSummary } from '@/features/cart/BillSummary';
import { CartLines } from '@/features/cart/CartLines';
import { FulfilmentPanel } from '@/features/cart/FulfilmentPanel';
import MyCartScreen from '@/features/cart/MyCartScreen';
import { chooseFulfilment, selectAddress } from '@/state';
import { mobile } from '../../support';
import { cartTable, myCartParameters } from './cart-steps';

const [houston, austin] = demoUser.addresses;

/** Delivery chosen, to this address, before the screen renders. */
const deliveryTo = (addressId?: number) => () => {
  chooseFulfilment('delivery');
  if (addressId) selectAddress(addressId);
};

const routing = {
  never: http.get('*/route/v1/driving/:coords', ({ request }) => neverAnswer(request)),
  noRoute: http.get('*/route/v1/driving/:coords', () =>
    HttpResponse.json({ code: 'NoRoute', message: 'Impossible route between points' }, { status: 400 }),
  ),
};

const meta = preview.meta({
  title: 'Screens/My cart',
  component: MyCartScreen,
  subcomponents: { CartLines, FulfilmentPanel, BillSummary },
  parameters: myCartParameters,
});

export const LoadingDelivery = meta.story({
  name: 'Loading, Delivery chosen',
  beforeEach: deliveryTo(houston!.appuser_address_id as number),
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.cart)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your cart...')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    // The address list answers while the lines are still loading.
    await expect(await canvas.findByText(/2315 Bissonnet St/)).toBeVisible();
  },
});

export const DeliveryWithoutAddress = meta.story({
  name: 'Delivery, no address yet',
  beforeEach: deliveryTo(),
  play: async ({ canvas, canvasElement }) => {
    await cartTable(canvasElement);
    await expect(canvas.getByText('Delivery to')).toBeVisible();
    await expect(canvas.getByText('No address selected yet.')).toBeVisible();
  },
});

export const ProceedWithoutAddress = meta.story({
  name: 'Delivery, no address: Process TO Continue is refused',
  tags: ['no-visual'],
  beforeEach: deliveryTo(),
  play: async ({ canvas, canvasElement }) => {
    await cartTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Process TO Continue' }));
    await expect(await within(document.body).findByText('Please select an address')).toBeVisible();
  },
});

export const DeliveryComputing = meta.story({
  name: 'Delivery, quote computing',
  beforeEach: deliveryTo(houston!.appuser_address_id as number),
  parameters: { msw: { handlers: [routing.never] } },
  play: async ({ canvas, canvasElement }) => {
    await cartTable(canvasElement);
    await expect(await canvas.findByText('Calculating shipping')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Process TO Continue' })).toBeDisabled();
  },
});

export const DeliveryExpress = meta.story({
  name: 'Delivery quoted: Express',
  beforeEach: deliveryTo(houston!.appuser_address_id as number),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Express Delivery \(1 pallet\(s\)\)/)).toBeVisible();
    await expect(canvas.getByText('Shipping').parentElement).toHaveTextContent('$150.00');
  },
});

export const DeliveryStandard = meta.story({
  name: 'Delivery quoted: Standard',
  beforeEach: deliveryTo(austin!.appuser_address_id as number),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Standard Delivery \(1 pallet\(s\)\)/)).toBeVisible();
    await expect(canvas.getByText('Shipping').parentElement).toHaveTextContent('$200.00');
  },
});

export const DeliveryStandardMobile = meta.story({
  name: 'Delivery quoted: Standard (375)',
  globals: mobile,
  beforeEach: deliveryTo(austin!.appuser_address_id as number),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Standard Delivery/)).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375));
  },
});

export const DeliveryWeWillCall = meta.story({
  name: 'Delivery: we will call you',
  parameters: { msw: { handlers: [routing.noRoute] } },
  beforeEach: deliveryTo(houston!.appuser_address_id as number),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We will call you to set up delivery.')).toBeVisible();
  },
});

export const DeliveryQuoteError = meta.story({
  name: 'Delivery: quote error',
  // A real failure of the calculation (the shop cannot send its rates); a routing outage is "we will
  // call you" (DeliveryRoutingOutage.stories.tsx).
  parameters: { msw: { handlers: scenarios.serverError(endpoints.shippingCharge) } },
  beforeEach: deliveryTo(houston!.appuser_address_id as number),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('⚠️ Something went wrong.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try the quote again' })).toBeVisible();
  },
});
