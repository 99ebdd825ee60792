import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import { ScrollManager } from '@/app/ScrollManager';
import { SiteMeta } from '@/app/SiteMeta';
import MyCartScreen from '@/features/cart/MyCartScreen';
import DeliveryCalculatorScreen from '@/features/delivery/DeliveryCalculatorScreen';
import CallbackScreen from '@/features/devtools/CallbackScreen';
import CallbackTestScreen from '@/features/devtools/CallbackTestScreen';
import { demoSessions } from '@mocks/db';

/**
 * The whole storefront as main.tsx mounts it (AppProviders, ScrollManager, SiteMeta, layout, lazy
 * route table), on an in-memory location. Proves the route table: each path lands on its screen.
 */
function Store({ path }: { path: string }) {
  const location = memoryLocation({ path, record: true });
  return <App location={location} swr={{ provider: () => new Map() }} />;
}

const meta = {
  title: 'App/Whole store',
  component: Store,
  subcomponents: {
    AppProviders,
    ScrollManager,
    SiteMeta,
    MyCartScreen,
    DeliveryCalculatorScreen,
    CallbackScreen,
    CallbackTestScreen,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Store>;
export default meta;

type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement, name: string | RegExp) =>
  expect(
    await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 }),
  ).toBeVisible();

export const MyCartSignedOut: Story = {
  name: '/my-cart signed out (sent to log in first)',
  args: { path: '/my-cart' },
  play: async ({ canvasElement }) => heading(canvasElement, 'Sign in'),
};

export const Calculator: Story = {
  name: '/calculate (screen of an open issue)',
  args: { path: '/calculate' },
  play: async ({ canvasElement }) => heading(canvasElement, 'Delivery Charge Calculator'),
};

export const CallbackPage: Story = {
  name: '/callback (developer page, not built)',
  args: { path: '/callback' },
  play: async ({ canvasElement }) => heading(canvasElement, 'Accounting connection test'),
};

export const CallbackTestPage: Story = {
  name: '/callbacktest (developer page, not built)',
  args: { path: '/callbacktest' },
  play: async ({ canvasElement }) => heading(canvasElement, 'Payment tokenisation test'),
};

export const UnknownPath: Story = {
  name: 'Any other path: not found',
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => heading(canvasElement, 'Page not found'),
};

export const SignedInLoginRedirects: Story = {
  name: '/login when signed in → /',
  args: { path: '/login' },
  parameters: { session: demoSessions.withCart },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('heading', { name: 'Sign in' })).toBeNull());
    await waitFor(() => expect(document.title).toContain('SPC and LVT flooring for less'), { timeout: 5000 });
  },
};

export const SiteTitleFromSettings: Story = {
  name: 'Document title from settings',
  args: { path: '/privacy-policy' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Privacy Policy');
    await waitFor(() => expect(document.title).toMatch(/^Privacy Policy \| /));
    await expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  },
};
