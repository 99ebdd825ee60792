// §2 /my-cart as a shopper gets it (the app's route table at /my-cart): every state a designer reviews.
// Parts: MyCartScreen, FilledCart (its lines and bill, loaded after the frame), CartLines, FulfilmentPanel,
// BillSummary. Delivery and its quote: MyCartDelivery.stories
// (same title); the address modals: AddressModals.stories.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@fixtures';
import { demoSessions } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { SIGN_IN_NOTICE } from '@/config/routes';
import { endpoints } from '@/contract/endpoints';
import { BillSummary } from '@/features/cart/BillSummary';
import { CartLines } from '@/features/cart/CartLines';
import FilledCart from '@/features/cart/FilledCart';
import { FulfilmentPanel } from '@/features/cart/FulfilmentPanel';
import MyCartScreen from '@/features/cart/MyCartScreen';
import { expectNavigatedTo, mobile } from '../../support';
import { cartTable, myCartParameters } from './cart-steps';

const firstLine = 'Coastal Oak SPC';

const meta = preview.meta({
  title: 'Screens/My cart',
  component: MyCartScreen,
  subcomponents: { FilledCart, CartLines, FulfilmentPanel, BillSummary },
  parameters: myCartParameters,
});

// The frame is also what the server draws for everyone before the page hydrates (docs/cart-and-checkout.md).
export const Loading = meta.story({
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.cart)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your cart...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Pickup' })).toBeChecked();
    await expect(canvas.getByText('You can collect your order directly from our store.')).toBeVisible();
  },
});

export const LoadingMobile = meta.story({
  name: 'Loading (375)',
  globals: mobile,
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.cart)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your cart...')).toBeVisible();
  },
});

export const Empty = meta.story({
  parameters: { session: demoSessions.emptyCart },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
    await expect(
      canvas.getByText('Looks like you haven’t added anything yet. Start exploring our products!'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/');
  },
});

export const SignedOut = meta.story({
  name: 'Signed out (log in first, then back here)',
  // Ends on the login screen (its own stories show it, with the notice).
  tags: ['no-visual'],
  parameters: { session: null },
  play: async ({ canvas, loaded }) => {
    await expectNavigatedTo(loaded, '/login?redirect=%2Fmy-cart');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(SIGN_IN_NOTICE.cart);
  },
});

export const LoadError = meta.story({
  name: 'Cart failed to load',
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.cart)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load your cart');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const FilledPickup = meta.story({
  name: 'Filled, pickup',
  play: async ({ canvas, canvasElement, step }) => {
    const table = await cartTable(canvasElement);
    await step('lines: product with price per box, quantity, total', async () => {
      await expect(within(table).getAllByRole('row')).toHaveLength(1 + demoUser.cart.length);
      await expect(within(table).getByRole('link', { name: firstLine })).toHaveAttribute(
        'href',
        '/products/coastal-oak-spc',
      );
      await expect(within(table).getByRole('textbox', { name: `Quantity of ${firstLine}` })).toHaveValue(
        '12',
      );
    });
    await step('pickup: the store address, no shipping row', async () => {
      await expect(canvas.getByText('Pickup selected')).toBeVisible();
      await expect(canvas.getByText('You can collect your order directly from our store.')).toBeVisible();
      await expect(canvas.queryByText('Shipping')).toBeNull();
      await expect(await canvas.findByText('Estimated taxes')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Process TO Continue' })).toBeEnabled();
    });
  },
});

export const FilledPickupMobile = meta.story({
  name: 'Filled, pickup (375)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await cartTable(canvasElement);
    // Nothing overflows the phone's width.
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375));
  },
});

export const LineUpdating = meta.story({
  name: 'One line updating',
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.saveCartLine)] } },
  play: async ({ canvasElement }) => {
    const table = await cartTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: `Increase Quantity of ${firstLine}` }));
    const row = within(table).getByRole('link', { name: firstLine }).closest('tr')!;
    await waitFor(() => expect(row).toHaveAttribute('aria-busy', 'true'));
    await expect(within(row).getByRole('textbox')).toHaveValue('13');
    // The total stays the server's until it agrees.
    await expect(row).toHaveTextContent('$795.84');
  },
});

export const UpdateFailed = meta.story({
  name: 'Update failed',
  tags: ['no-visual'], // the toast closes by itself; the row is back to the server's quantity
  parameters: { msw: { handlers: [...scenarios.statusZero(endpoints.saveCartLine, 'Not allowed')] } },
  play: async ({ canvasElement }) => {
    const table = await cartTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: `Increase Quantity of ${firstLine}` }));
    await expect(await within(document.body).findByText('Failed to update cart')).toBeVisible();
    const row = within(table).getByRole('link', { name: firstLine }).closest('tr')!;
    await waitFor(() => expect(row).not.toHaveAttribute('aria-busy'));
    await expect(within(row).getByRole('textbox')).toHaveValue('12');
  },
});
