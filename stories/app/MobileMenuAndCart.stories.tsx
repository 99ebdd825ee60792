// §2 at 375 px: the open burger menu sits below the header, as the cart drawer does, so the header's cart
// button can still be pressed (it opens the cart and closes the menu). The hit test is the browser's own:
// what is under the middle of the cart button is the button, not the menu's overlay.
import preview from '../../.storybook/preview';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoSessions } from '@mocks/db';
import { Layout } from '@/app/layout/Layout';
import { openMobileMenu } from '@/state';
import { mobile, PageBody } from '../support';

const meta = preview.meta({
  title: 'App/Layout/Mobile menu and cart',
  component: Layout,
  args: { children: <PageBody /> },
  parameters: { layout: 'fullscreen', route: '/products', session: demoSessions.withCart },
  globals: mobile,
  loaders: [async () => (openMobileMenu(), {})],
});

/** The element the browser would give a tap at the middle of `element`. */
function hitAtCentre(element: HTMLElement): Element | null {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

export const MenuOpenCartReachable = meta.story({
  name: 'Menu open: the cart button is not covered',
  play: async ({ canvas }) => {
    const menu = await screen.findByRole('dialog', { name: /./ });
    await expect(within(menu).getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    const cart = await canvas.findByRole('button', { name: 'Cart, 3 items' });
    // The menu's slide-in has finished (the panel no longer moves) before the hit test.
    await waitFor(() => expect(cart.contains(hitAtCentre(cart))).toBe(true));
    const burger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(burger.contains(hitAtCentre(burger))).toBe(true);
  },
});

export const CartFromOpenMenu = meta.story({
  name: 'Menu open: pressing the cart opens the cart and closes the menu',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await screen.findByRole('navigation', { name: 'Mobile' });
    const cart = await canvas.findByRole('button', { name: 'Cart, 3 items' });
    await waitFor(() => expect(cart.contains(hitAtCentre(cart))).toBe(true));
    await userEvent.click(cart);
    await expect(await screen.findByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull());
  },
});
