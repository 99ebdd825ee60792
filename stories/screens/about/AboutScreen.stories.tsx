// About us (§2 /about-us): banner under the transparent header, title, sub_title, sanitised HTML
// description — in the whole app at /about-us.
import preview from '../../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { endpoints } from '@/contract';
import AboutScreen from '@/features/content/AboutScreen';
import { demoSessions, fixtures, scenarios } from '@mocks/index';
import { errorThenRetry, mobile, shellAt } from '../../support';

const meta = preview.meta({
  title: 'Screens/About',
  component: AboutScreen,
  parameters: shellAt('/about-us'),
});

const { about } = fixtures;

export const Loaded = meta.story({
  name: 'Loaded (signed out)',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(about.banner_sub_title!)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: about.banner_title! })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: about.title! })).toBeVisible();
    await expect(canvas.getByText(about.sub_title!)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'What we promise' })).toBeVisible();
    const banner = canvas.getByRole('region', { name: about.banner_title! });
    await expect(banner.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(canvasElement.querySelector('header')).toHaveAttribute('data-overlay', 'true');
  },
});

export const SignedIn = meta.story({
  name: 'Loaded (signed in)',
  parameters: { session: demoSessions.withCart },
  play: async ({ canvas }) => {
    // The header's account button is replaced by the account menu's own once that menu's code has loaded:
    // wait for whichever is there to be shown, not for the first one found.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(demoSessions.withCart.firstName) })).toBeVisible(),
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: about.title! })).toBeVisible();
  },
});

export const Mobile = meta.story({
  name: 'Loaded (mobile)',
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: about.title! })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.aboutUs)] } },
  play: async ({ canvas }) => {
    // (The route's own "Loading..." comes first, while the screen's code loads.)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  name: 'Error',
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.aboutUs)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We couldn’t load our story');
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  },
});

export const ErrorThenRetry = meta.story({
  name: 'Error, then Try again',
  tags: ['no-visual'],
  ...errorThenRetry(endpoints.aboutUs, 'We couldn’t load our story', async (canvas) =>
    expect(await canvas.findByRole('heading', { level: 2, name: about.title! })).toBeVisible(),
  ),
});

export const Empty = meta.story({
  parameters: { msw: { handlers: [...scenarios.empty(endpoints.aboutUs)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Our story is coming soon' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop floors' })).toHaveAttribute('href', '/products');
  },
});

export const ErrorMobile = meta.story({
  name: 'Error (mobile)',
  globals: mobile,
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.aboutUs)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We couldn’t load our story');
  },
});
