// /admin/products/:id, the prices (docs/admin.md, "Price per box"): the price per box follows a changed
// price per sqft; a box price more than a cent off is named with both figures, the save does not go, and
// one press sets it to the sum; a product saved off before the rule shows it on opening; on a phone; a box
// at $0.00 refused.
import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMock, adminUrl } from '@mocks/handlers/admin';
import { okEnvelope } from '@/contract/envelope';
import { AdminProductsScreen } from '@/features/admin/AdminScreen';
import AdminProductPage from '@/features/admin/AdminProductPage';
import { mobile, routesAt } from '../../support';

const meta = preview.meta({
  title: 'Screens/Back office/Product prices',
  component: AdminProductsScreen,
  subcomponents: { AdminProductPage },
  // Coastal Oak SPC: $2.79 a sqft, 23.77 sqft a box, $66.32 a box.
  parameters: routesAt('/admin/products/1'),
});

const OFF = 'Price per box $61.50 does not match the price per sqft: $2.79 × 23.77 sqft = $66.32';

/** Save calls that reached the mock shop in this story (the form refuses before sending). */
let saves = 0;
const countSaves = http.post(adminUrl('adminSaveProduct'), () => {
  saves += 1;
  return undefined; // answered by the mock shop
});

async function editing(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Coastal Oak SPC' });
  return canvas;
}

async function typeBoxPrice(canvasElement: HTMLElement, dollars: string) {
  const canvas = await editing(canvasElement);
  const box = canvas.getByLabelText('Price per box ($)');
  await userEvent.clear(box);
  await userEvent.type(box, dollars);
  await userEvent.tab(); // named once the owner has left the field
  return canvas;
}

export const Follows = meta.story({
  name: 'Price per sqft changed: the box price follows',
  play: async ({ canvasElement, step }) => {
    const canvas = await editing(canvasElement);
    await step('the owner lowers the price per sqft to $2.59', async () => {
      const perSqft = canvas.getByLabelText('Price per sqft ($)');
      await userEvent.clear(perSqft);
      await userEvent.type(perSqft, '2.59');
    });
    await step('the box price is $2.59 × 23.77 sqft, and says so', async () => {
      const box = canvas.getByLabelText('Price per box ($)');
      await expect(box).toHaveValue('61.56');
      await expect(box).toHaveAccessibleDescription('From $2.59 × 23.77 sqft');
      await expect(canvas.queryByText(/does not match/)).toBeNull();
    });
  },
});

export const Off = meta.story({
  name: 'Box price off: named with both figures, not saved',
  beforeEach: () => {
    saves = 0;
  },
  parameters: { msw: { handlers: [countSaves] } },
  play: async ({ canvasElement, step }) => {
    const canvas = await typeBoxPrice(canvasElement, '61.50');
    await step('the field names both figures and offers the sum', async () => {
      await expect(await canvas.findByText(OFF)).toBeVisible();
      await expect(canvas.getByLabelText('Price per box ($)')).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByRole('button', { name: 'Set the price per box to $66.32' })).toBeVisible();
    });
    await step('Save sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByText(OFF)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Set the price per box to $66.32' })).toBeVisible();
      await expect(saves).toBe(0);
    });
  },
});

export const OffMobile = Off.extend({ name: 'Box price off (mobile)', globals: mobile });

export const SetToSum = meta.story({
  name: 'Box price off: set to the sum, then saved',
  play: async ({ canvasElement, step }) => {
    const canvas = await typeBoxPrice(canvasElement, '61.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' })); // refused: the form's own error
    await step('one press sets the box price to $2.79 × 23.77 sqft', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Set the price per box to $66.32' }));
      await expect(canvas.getByLabelText('Price per box ($)')).toHaveValue('66.32');
      await expect(canvas.queryByText(OFF)).toBeNull();
    });
    await step('saved', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await within(canvasElement.ownerDocument.body).findByText('Product saved');
      await waitFor(() => expect(canvas.getByLabelText('Price per box ($)')).toHaveValue('66.32'));
    });
  },
});

export const SavedBeforeTheRule = meta.story({
  name: 'Saved off before the rule: shown on opening',
  parameters: {
    msw: {
      handlers: [
        // As QA left it: the price per sqft lowered to $2.59, the box price still $66.32.
        http.post(adminUrl('adminProduct'), () =>
          HttpResponse.json(okEnvelope({ ...adminMock().products[0]!, price_cents: 259, version: 0 })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await editing(canvasElement);
    await expect(
      await canvas.findByText(
        'Price per box $66.32 does not match the price per sqft: $2.59 × 23.77 sqft = $61.56',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set the price per box to $61.56' })).toBeVisible();
  },
});

// Its picture is a field's message, as the others': none of its own.
export const SqftDecimals = meta.story({
  name: 'Sqft per box past 3 decimals: refused, not saved',
  tags: ['no-visual'],
  beforeEach: () => {
    saves = 0;
  },
  parameters: { msw: { handlers: [countSaves] } },
  play: async ({ canvasElement }) => {
    // Stored to 3 decimals, 0.0004 sqft was saved as 0, and the box sold at $0.00.
    const canvas = await editing(canvasElement);
    const sqft = canvas.getByLabelText('Sqft per box');
    await userEvent.clear(sqft);
    await userEvent.type(sqft, '0.0004');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Sqft per box has at most 3 decimals')).toBeVisible();
    await expect(sqft).toHaveValue('0.0004');
    await expect(saves).toBe(0);
  },
});

// Its picture is a field's message, as the others': none of its own.
export const ZeroBoxPrice = meta.story({
  name: 'A box at $0.00: refused, not saved',
  tags: ['no-visual'],
  beforeEach: () => {
    saves = 0;
  },
  parameters: { msw: { handlers: [countSaves] } },
  play: async ({ canvasElement }) => {
    // Checkout cannot take a card for $0.00: a product without a price is left empty, not free.
    const canvas = await typeBoxPrice(canvasElement, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Price per box cannot be $0.00 (leave it empty if the product has no price)'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Price per box ($)')).toHaveAttribute('aria-invalid', 'true');
    await expect(saves).toBe(0);
  },
});
