// The whole storefront as main.tsx mounts it (App: AppProviders, router, AppShell with ScrollManager,
// RouteHead, error boundaries, layout and the lazy route table) at a URL: each path lands on its screen
// (MyCartScreen, DeliveryCalculatorScreen, CallbackScreen, CallbackTestScreen, NotFoundScreen).
import preview from '../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { App, AppShell } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import { ScrollManager } from '@/app/ScrollManager';
import { RouteHead } from '@/app/RouteHead';
import { demoSessions } from '@mocks/index';
import { expectNavigatedTo } from '../support';

const meta = preview.meta({
  title: 'App/Whole store',
  component: App,
  subcomponents: { AppProviders, AppShell, ScrollManager, RouteHead },
  parameters: { app: 'layout', layout: 'fullscreen' },
});

const heading = async (canvasElement: HTMLElement, name: string | RegExp) =>
  expect(await within(canvasElement).findByRole('heading', { level: 1, name })).toBeVisible();

export const MyCartSignedOut = meta.story({
  name: '/my-cart signed out (sent to log in first)',
  parameters: { route: '/my-cart' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Sign in');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Please login first');
  },
});

export const Calculator = meta.story({
  name: '/calculate (Delivery Charge Calculator)',
  parameters: { route: '/calculate' },
  play: async ({ canvasElement }) => heading(canvasElement, 'Delivery Charge Calculator'),
});

export const CallbackPage = meta.story({
  name: '/callback (developer page, no code)',
  parameters: { route: '/callback' },
  play: async ({ canvasElement }) => heading(canvasElement, 'Accounting connection test'),
});

export const CallbackTestPage = meta.story({
  name: '/callbacktest (developer page, not configured)',
  parameters: { route: '/callbacktest' },
  play: async ({ canvasElement }) => heading(canvasElement, 'Payment tokenisation test'),
});

export const UnknownPath = meta.story({
  name: 'Any other path: not found',
  parameters: { route: '/no-such-page' },
  play: async ({ canvasElement }) => heading(canvasElement, 'Page not found'),
});

export const SignedInLoginRedirects = meta.story({
  name: '/login when signed in → /',
  tags: ['no-visual'], // shows the home screen (its stories show it)
  parameters: { route: '/login', session: demoSessions.withCart },
  play: async ({ loaded }) => {
    await expectNavigatedTo(loaded, '/');
    await waitFor(() => expect(document.title).toContain('SPC and LVT flooring for less'));
  },
});

export const SiteTitleFromSettings = meta.story({
  name: 'Document title from settings',
  tags: ['no-visual'], // the policy page's stories show it
  parameters: { route: '/privacy-policy' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Privacy Policy');
    await waitFor(() => expect(document.title).toMatch(/^Privacy Policy \| /));
    await expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  },
});
