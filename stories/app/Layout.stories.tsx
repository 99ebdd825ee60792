import preview from '../../.storybook/preview';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoSessions } from '@mocks/db';
import { AccountButton } from '@/app/layout/AccountButton';
import { AccountMenu } from '@/app/layout/AccountMenu';
import { CartDrawer } from '@/app/layout/CartDrawer';
import { EnquiryWidget } from '@/app/layout/EnquiryWidget';
import { Footer } from '@/app/layout/Footer.deferred';
import { Header } from '@/app/layout/Header';
import { Layout } from '@/app/layout/Layout';
import { MobileMenu } from '@/app/layout/MobileMenu';
import { openCartDrawer, openMobileMenu } from '@/state';
import { expectNavigatedTo, mobile, PageBody } from '../support';

const meta = preview.meta({
  title: 'App/Layout',
  component: Layout,
  subcomponents: { Header, AccountButton, AccountMenu, MobileMenu, CartDrawer, Footer, EnquiryWidget },
  args: { children: <PageBody /> },
  parameters: { layout: 'fullscreen', route: '/products' },
});

export const SignedOut = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Product', 'About Us', 'Contact Us']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/?product');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible();
    // Footer: three columns and contact links from the settings.
    await expect(await canvas.findByRole('link', { name: /\(555\)/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/1\d{10}$/),
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(canvas.getByText(/© \d{4}/)).toBeVisible();
  },
});

export const SignedInWithThreeLines = meta.story({
  name: 'Signed in, badge 3',
  parameters: { session: demoSessions.withCart },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    const account = () => canvas.getByRole('button', { name: new RegExp(demoSessions.withCart.firstName) });
    // The menu's own code loads when the pointer comes over the button; wait until its button
    // (Mantine gives it an id) has replaced the stand-in: one path to the picture.
    await userEvent.hover(account());
    await waitFor(() => expect(account()).toHaveAttribute('id'));
    await userEvent.click(account());
    await expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(account()).toHaveFocus());
  },
});

export const SignedInEmptyCart = meta.story({
  name: 'Signed in, badge 0',
  parameters: { session: demoSessions.emptyCart },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(canvas.getByText(demoSessions.emptyCart.firstName)).toBeVisible();
  },
});

export const OverlayOnHome = meta.story({
  name: 'Transparent header on /',
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header')).toHaveAttribute('data-overlay', 'true');
  },
});

export const CartDrawerEmpty = meta.story({
  name: 'Cart drawer, empty',
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    await expect(within(drawer).getByText('Your cart is empty')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Shop Now' }));
    await expectNavigatedTo(loaded, '/');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shopping cart' })).toBeNull());
  },
});

export const CartDrawerFilled = meta.story({
  name: 'Cart drawer, three lines',
  parameters: { session: demoSessions.withCart },
  loaders: [async () => (openCartDrawer(), {})],
  play: async ({ loaded }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    const list = await within(drawer).findByRole('list', { name: 'Cart items' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(drawer).getByText('Subtotal')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    await expectNavigatedTo(loaded, '/my-cart');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shopping cart' })).toBeNull());
  },
});

/** The drawer loads when first opened (it mounts open): Escape still gives the focus back to the cart. */
export const CartDrawerEscape = meta.story({
  name: 'Cart drawer, closed with Escape (focus back on the cart)',
  tags: ['no-visual'],
  parameters: { session: demoSessions.withCart },
  play: async ({ canvas, canvasElement }) => {
    const cart = await canvas.findByRole('button', { name: 'Cart, 3 items' });
    cart.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Shopping cart' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Shopping cart' })).toBeNull());
    await waitFor(() => expect(cart).toHaveFocus());
  },
});

export const MobileSignedOut = meta.story({
  name: 'Mobile',
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
});

export const MobileMenuOpen = meta.story({
  name: 'Mobile menu open',
  globals: mobile,
  loaders: [async () => (openMobileMenu(), {})],
  play: async () => {
    const menu = await screen.findByRole('dialog');
    const nav = within(menu).getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Product', 'About Us', 'Contact Us']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
  },
});

export const EnquiryValidation = meta.story({
  name: 'Enquiry open, validation error',
  play: async ({ step }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Open enquiry form' }));
    const form = within(await screen.findByRole('dialog', { name: 'Enquiry Form' }));
    // The popover moves focus to its first field on a timer of its own: wait for it before typing,
    // or under load it lands after the click below and the picture's focus ring moves.
    await waitFor(() => expect(form.getByLabelText('Your Name')).toHaveFocus());
    await userEvent.type(form.getByLabelText('Your Name'), 'Ada');
    await userEvent.click(form.getByRole('button', { name: 'Chat on WhatsApp' }));
    await step('the message, with focus left on the button', async () => {
      await expect(form.getByRole('alert')).toHaveTextContent('Please fill all fields before sending.');
      await waitFor(() => expect(form.getByRole('button', { name: 'Chat on WhatsApp' })).toHaveFocus());
    });
  },
});

export const EnquiryOpen = meta.story({
  name: 'Enquiry open (mobile)',
  globals: mobile,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open enquiry form' }));
    const form = await screen.findByRole('dialog', { name: 'Enquiry Form' });
    // The popover traps focus on its first field: wait for it so the picture is always the same.
    await waitFor(() => expect(within(form).getByLabelText('Your Name')).toHaveFocus());
    await expect(within(form).getByLabelText('Your Message')).toBeVisible();
  },
});
