// §2 /my-cart: a line's quantity past the most boxes a cart line holds (MAX_LINE_QUANTITY, the contract's
// one bound). The field says why under itself and nothing is sent; back under the bound, it is sent.
// Same title as MyCart.stories.tsx.
import preview from '../../../.storybook/preview';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@/contract/endpoints';
import { failureMessages } from '@/contract/messages';
import { CartLines } from '@/features/cart/CartLines';
import MyCartScreen from '@/features/cart/MyCartScreen';
import { mobile, recordRequests } from '../../support';
import { cartTable, myCartParameters } from './cart-steps';

const line = 'Coastal Oak SPC'; // 12 boxes in the demo shopper's cart

const meta = preview.meta({
  title: 'Screens/My cart',
  component: MyCartScreen,
  subcomponents: { CartLines },
  parameters: myCartParameters,
});

const saves = recordRequests(endpoints.saveCartLine);

/** The line's quantity field, once the cart has loaded. */
async function quantityField(canvasElement: HTMLElement) {
  const table = await cartTable(canvasElement);
  return within(table).getByRole('textbox', { name: `Quantity of ${line}` });
}

/** 12 → 12000 boxes, typed. */
async function typeTooMany(field: HTMLElement) {
  await userEvent.type(field, '000');
  await expect(field).toHaveValue('12000');
}

export const QuantityOverLimit = meta.story({
  name: 'Quantity over the limit',
  parameters: { msw: { handlers: [saves.handler] } },
  beforeEach: saves.reset,
  play: async ({ canvas, canvasElement, step }) => {
    const field = await quantityField(canvasElement);
    await typeTooMany(field);
    await step('the field says why, as the form’s own validation', async () => {
      await waitFor(() => expect(field).toHaveAccessibleDescription(failureMessages.lineQuantityTooLarge));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByRole('button', { name: `Increase Quantity of ${line}` })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    await step('the totals stay the cart’s (12 boxes)', async () => {
      await expect(field.closest('tr')!).toHaveTextContent('$795.84');
    });
    await waitFor(() => expect(field).toHaveFocus());
  },
});

export const QuantityOverLimitMobile = QuantityOverLimit.extend({
  name: 'Quantity over the limit (375)',
  globals: mobile,
});

export const QuantityBackUnderLimit = meta.story({
  name: 'Quantity back under the limit (only that is sent)',
  // Ends with the success toast and the line as the server saved it: Filled, pickup with another number.
  tags: ['no-visual'],
  parameters: { msw: { handlers: [saves.handler] } },
  beforeEach: saves.reset,
  play: async ({ canvas, canvasElement, step }) => {
    const field = await quantityField(canvasElement);
    await typeTooMany(field);
    await step('− from 12000 is still too many: not sent either', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Decrease Quantity of ${line}` }));
      await expect(field).toHaveValue('11999');
      await expect(field).toHaveAccessibleDescription(failureMessages.lineQuantityTooLarge);
    });
    await step('9999 is sent once the shopper pauses, and saved', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '9999');
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(await screen.findByText('Cart updated successfully')).toBeVisible();
      await expect(saves.requests).toEqual([expect.objectContaining({ 'Usercarts[quantity]': '9999' })]);
      await waitFor(() => expect(field.closest('tr')!).toHaveTextContent('$663,133.68'));
    });
  },
});
