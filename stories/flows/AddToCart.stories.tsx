// Journeys across screens, in the whole app (header, routes, toasts) as main.tsx mounts it: from the
// product page into the cart. Each screen's own states are in stories/screens.
import preview from '../../.storybook/preview';
import { expect, screen, userEvent } from 'storybook/test';
import { CART_MESSAGES } from '@/features/catalog/details/useAddToCart';
import { demoSessions, DEMO_PASSWORD, emptyCartUser } from '@mocks/index';
import { expectNavigatedTo, shellAt, type Canvas } from '../support';

const productPath = '/products/coastal-oak-spc';

const meta = preview.meta({
  title: 'Flows/Add to cart',
  parameters: shellAt(productPath),
});

/** The product page, with its calculator (a deferred part, loaded after the page) in. */
const onProductPage = async (canvas: Canvas) => {
  await canvas.findByRole('heading', { level: 1, name: 'Coastal Oak SPC' });
  await canvas.findByRole('button', { name: 'Add to Cart' });
};
const coverage = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Coverage (sqft)' });
const boxes = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Number of boxes' });
const wastage = (canvas: Canvas) => canvas.getByRole('checkbox', { name: 'Add wastage (10%)' });
const addToCart = (canvas: Canvas) => canvas.getByRole('button', { name: 'Add to Cart' });
/** The header's cart button, as it names the cart's count ("1 item", "3 items"). */
const cartBadge = (canvas: Canvas, items: string) => canvas.findByRole('button', { name: `Cart, ${items}` });
/** The stories that end on My Cart: its own stories show it. */
const ENDS_ON_MY_CART = ['no-visual'];

export const GuestSignsInThenAdds = meta.story({
  name: 'Guest: Add to Cart → sign in → back, coverage kept → added',
  play: async ({ canvas, loaded, step }) => {
    await step('a guest works out 250 sqft with wastage and adds', async () => {
      await onProductPage(canvas);
      await userEvent.clear(coverage(canvas));
      await userEvent.type(coverage(canvas), '250');
      await userEvent.click(wastage(canvas));
      await userEvent.click(addToCart(canvas));
    });
    await step('"Please login first", on to sign in with the way back', async () => {
      await expect(await screen.findByText(CART_MESSAGES.loginFirst)).toBeVisible();
      await expectNavigatedTo(loaded, `/login?redirect=${encodeURIComponent(productPath)}`);
    });
    await step('signed in, back on the product with what was entered', async () => {
      await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), emptyCartUser.email);
      await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), DEMO_PASSWORD);
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      await expectNavigatedTo(loaded, productPath);
      await onProductPage(canvas);
      await expect(coverage(canvas)).toHaveValue('250');
      await expect(boxes(canvas)).toHaveValue('12');
      await expect(wastage(canvas)).toBeChecked();
    });
    await step('Add to Cart now adds: toast and the header badge', async () => {
      await userEvent.click(addToCart(canvas));
      await expect(await screen.findByText(CART_MESSAGES.added)).toBeVisible();
      await expect(await cartBadge(canvas, '1 item')).toBeVisible();
    });
  },
});

export const BuyNow = meta.story({
  name: 'Buy Now → My Cart',
  tags: ENDS_ON_MY_CART,
  parameters: { session: demoSessions.emptyCart },
  play: async ({ canvas, loaded }) => {
    await onProductPage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Now' }));
    await expect(await screen.findByText(CART_MESSAGES.added)).toBeVisible();
    await expectNavigatedTo(loaded, '/my-cart');
    await expect(await cartBadge(canvas, '1 item')).toBeVisible();
  },
});

export const AlreadyInCart = meta.story({
  name: 'Already in the cart → My Cart, nothing added',
  tags: ENDS_ON_MY_CART,
  parameters: { session: demoSessions.withCart },
  play: async ({ canvas, loaded }) => {
    await onProductPage(canvas);
    await expect(await cartBadge(canvas, '3 items')).toBeVisible();
    await userEvent.click(addToCart(canvas));
    await expectNavigatedTo(loaded, '/my-cart');
    await expect(screen.queryByText(CART_MESSAGES.added)).toBeNull();
    await expect(await cartBadge(canvas, '3 items')).toBeVisible();
  },
});
