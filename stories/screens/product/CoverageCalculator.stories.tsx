// The product page's coverage calculator (§2/§5): coverage and boxes linked, 10% wastage, the total,
// Add to Cart / Buy Now. The arithmetic is unit-tested (src/domain/coverage); where the buttons lead
// (login, My Cart) is in stories/flows/AddToCart.
import preview from '../../../.storybook/preview';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { endpoints } from '@/contract';
import { failureMessages } from '@/contract/messages';
// The product page loads it as a deferred part (CoverageCalculator.deferred.tsx): the same component.
import CoverageCalculator from '@/features/catalog/details/CoverageCalculator.deferred';
import { readCoverageDraft, saveCoverageDraft } from '@/features/catalog/details/coverageDraft';
import { CART_MESSAGES } from '@/features/catalog/details/useAddToCart';
import { demoSessions, scenarios } from '@mocks/index';
import { atWidth, demoProduct, mobile, recordRequests, type Canvas } from '../../support';

const coastalOak = demoProduct('coastal-oak-spc');

const meta = preview.meta({
  title: 'Screens/Product/Coverage calculator',
  component: CoverageCalculator,
  args: { product: coastalOak },
  parameters: { route: `/products/${coastalOak.slug}` },
  // The width of the page's right-hand column.
  decorators: [atWidth(560)],
});

const coverage = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Coverage (sqft)' });
const boxes = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Number of boxes' });
const wastage = (canvas: Canvas) => canvas.getByRole('checkbox', { name: 'Add wastage (10%)' });
const addToCart = (canvas: Canvas) => canvas.getByRole('button', { name: 'Add to Cart' });

/** 250 sqft with wastage: 275 sqft / 23.77 sqft a box → 12 boxes (§5). */
async function enter250WithWastage(canvas: Canvas) {
  await userEvent.clear(coverage(canvas));
  await userEvent.type(coverage(canvas), '250');
  await userEvent.click(wastage(canvas));
  await expect(boxes(canvas)).toHaveValue('12');
}

export const OneBox = meta.story({
  name: 'One box (start)',
  play: async ({ canvas }) => {
    await expect(coverage(canvas)).toHaveValue('23.77');
    await expect(boxes(canvas)).toHaveValue('1');
    await expect(canvas.getByText('1 box - No wastage added. Ships in 1 pallet.')).toBeVisible();
  },
});

export const WithWastage = meta.story({
  name: '250 sqft with wastage',
  play: async ({ canvas }) => {
    await enter250WithWastage(canvas);
    await expect(canvas.getByText('12 boxes - 10% wastage added. Ships in 1 pallet.')).toBeVisible();
    await expect(canvas.getByText('$795.84')).toBeVisible(); // 12 × $66.32
  },
});

export const WithWastageMobile = WithWastage.extend({
  name: '250 sqft with wastage (mobile)',
  globals: mobile,
});

export const PleaseEnterSqft = meta.story({
  name: '"Please enter sqft"',
  parameters: { session: demoSessions.emptyCart },
  play: async ({ canvas, step }) => {
    await userEvent.clear(coverage(canvas));
    await userEvent.click(addToCart(canvas));
    await step('under the field and as a toast (§8)', async () => {
      await waitFor(() => expect(coverage(canvas)).toHaveAccessibleDescription('Please enter sqft'));
      await expect(coverage(canvas)).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(screen.getAllByText('Please enter sqft')).toHaveLength(2));
    });
  },
});

const saves = recordRequests(endpoints.saveCartLine);

export const Added = meta.story({
  name: 'Added to cart (signed in)',
  parameters: { session: demoSessions.emptyCart, msw: { handlers: [saves.handler] } },
  beforeEach: saves.reset,
  play: async ({ canvas }) => {
    await enter250WithWastage(canvas);
    await userEvent.click(addToCart(canvas));
    await expect(await screen.findByText(CART_MESSAGES.added)).toBeVisible();
    await expect(saves.requests).toEqual([expect.objectContaining({ 'Usercarts[quantity]': '12' })]);
    await waitFor(() => expect(addToCart(canvas)).toBeEnabled());
  },
});

export const TooManyBoxes = meta.story({
  name: 'More boxes than a cart line holds',
  parameters: { session: demoSessions.emptyCart, msw: { handlers: [saves.handler] } },
  beforeEach: saves.reset,
  play: async ({ canvas, step }) => {
    await userEvent.clear(coverage(canvas));
    await userEvent.type(coverage(canvas), '300000'); // 300,000 sqft / 23.77 sqft a box → 12,621 boxes
    await step('said under the boxes field as it is counted', async () => {
      await waitFor(() =>
        expect(boxes(canvas)).toHaveAccessibleDescription(failureMessages.lineQuantityTooLarge),
      );
      await expect(boxes(canvas)).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByRole('button', { name: 'Increase Number of boxes' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    await step('Add to Cart says it again and sends nothing', async () => {
      await userEvent.click(addToCart(canvas));
      await waitFor(() => expect(screen.getAllByText(failureMessages.lineQuantityTooLarge)).toHaveLength(2));
      await waitFor(() => expect(addToCart(canvas)).toBeEnabled());
      await expect(saves.requests).toEqual([]);
    });
  },
});

/** The number typed in a stepper field stays clear of its unit: the field's padding keeps the unit's
 * width free, and the number fits in what is left (it neither runs under the unit nor scrolls). */
async function expectClearOfUnit(field: HTMLElement, unit: string) {
  const label = field.parentElement?.querySelector('span') as HTMLElement;
  await expect(label).toHaveTextContent(unit);
  const box = field.getBoundingClientRect();
  const textEnd = box.right - parseFloat(getComputedStyle(field).paddingRight);
  await expect(textEnd).toBeLessThanOrEqual(label.getBoundingClientRect().left);
  await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
}

export const MostBoxes = meta.story({
  name: '10,000 boxes (the most a line holds)',
  play: async ({ canvas }) => {
    await userEvent.clear(boxes(canvas));
    await userEvent.type(boxes(canvas), '10000');
    await expect(coverage(canvas)).toHaveValue('237700');
    await expect(boxes(canvas)).not.toHaveAttribute('aria-invalid', 'true');
    await expectClearOfUnit(boxes(canvas), 'boxes');
    await expectClearOfUnit(coverage(canvas), 'sqft');
    // The buttons' labels are whole at every width the calculator is drawn at.
    for (const name of ['Add to Cart', 'Buy Now']) {
      const label = canvas.getByRole('button', { name }).querySelector('.mantine-Button-label')!;
      await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    }
  },
});

export const MostBoxesMobile = MostBoxes.extend({
  name: '10,000 boxes (the most a line holds, mobile)',
  globals: mobile,
});

/** The page's right-hand column on a tablet (768 px): the fields stack rather than squeeze. */
export const MostBoxesNarrow = MostBoxes.extend({
  name: '10,000 boxes (the most a line holds, tablet column)',
  decorators: [atWidth(340)],
});

export const Adding = meta.story({
  name: 'Adding (both buttons wait)',
  parameters: {
    session: demoSessions.emptyCart,
    msw: { handlers: scenarios.loading(endpoints.saveCartLine) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(addToCart(canvas));
    await waitFor(() => expect(addToCart(canvas)).toHaveAttribute('data-loading', 'true'));
    await expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  },
});

export const Refused = meta.story({
  name: 'Refused (server message)',
  parameters: {
    session: demoSessions.emptyCart,
    msw: { handlers: scenarios.statusZero(endpoints.saveCartLine, 'This product is out of stock') },
  },
  play: async ({ canvas }) => {
    await userEvent.click(addToCart(canvas));
    await expect(await screen.findByText('This product is out of stock')).toBeVisible();
    await waitFor(() => expect(addToCart(canvas)).toBeEnabled());
  },
});

export const BackFromLogin = meta.story({
  name: 'Back from login: what was entered is kept',
  parameters: { session: demoSessions.emptyCart },
  // What the calculator saved before sending the guest to log in.
  beforeEach: () => saveCoverageDraft(coastalOak.slug, { sqft: 250, boxes: 12, wastage: true }),
  play: async ({ canvas }) => {
    await expect(coverage(canvas)).toHaveValue('250');
    await expect(boxes(canvas)).toHaveValue('12');
    await expect(wastage(canvas)).toBeChecked();
    // Used once: cleared after it was read.
    await waitFor(() => expect(readCoverageDraft(coastalOak.slug)).toBeNull());
  },
});
