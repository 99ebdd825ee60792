// The cart's address rules: choosing Delivery preselects the default address, a saved address without usable
// coordinates is "We will call you to set up delivery." (never a dead end), and §8's cart-line delete
// exception alert word for word.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@fixtures';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { endpoints } from '@/contract/endpoints';
import { DELIVERY_MESSAGES } from '@/domain/delivery';
import MyCartScreen from '@/features/cart/MyCartScreen';
import { chooseFulfilment, selectAddress } from '@/state';
import { myCartParameters } from './cart-steps';

const settled = { timeout: 8000 };
const [houston, austin] = demoUser.addresses;
const firstLine = 'Coastal Oak SPC';

const meta = preview.meta({
  title: 'Screens/My cart/Address rules',
  component: MyCartScreen,
  parameters: myCartParameters,
});

export const DeliveryPreselectsDefault = meta.story({
  name: 'Choosing Delivery preselects the default address',
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Cart items' }, settled);
    await userEvent.click(canvas.getByRole('radio', { name: 'Delivery' }));
    await expect(await canvas.findByText(new RegExp(String(houston!.address_line_1)))).toBeVisible();
    await expect(canvas.queryByText('No address selected yet.')).toBeNull();
    await expect(await canvas.findByText(/^Express Delivery/, {}, settled)).toBeVisible();
  },
});

export const NoCoordinates = meta.story({
  name: 'A saved address without coordinates: we will call you',
  beforeEach: () => {
    // Typed by hand and saved without a pick from the search.
    const stored = db.addresses.get(Number(austin!.appuser_address_id))!;
    db.addresses.set(stored.appuser_address_id, { ...stored, latitude: null, longitude: null });
    chooseFulfilment('delivery');
    selectAddress(stored.appuser_address_id);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(DELIVERY_MESSAGES.callToArrange, {}, settled)).toBeVisible();
    await expect(canvas.queryByText(DELIVERY_MESSAGES.invalidAddress)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Process TO Continue' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Checkout' }, settled),
    ).toBeVisible();
    await expect(
      await within(document.body).findByRole('textbox', { name: 'Card number' }, settled),
    ).toBeVisible();
  },
});

export const DeleteLineThrows = meta.story({
  name: 'Removing a line fails on the network: the spec’s alert',
  tags: ['no-visual'],
  parameters: {
    msw: { handlers: [...scenarios.serverError(endpoints.deleteCartLine, 'Database is down')] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Remove ${firstLine}` }, settled));
    await expect(
      await within(document.body).findByText('Something went wrong while deleting address'),
    ).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByText('Database is down')).toBeNull());
  },
});
