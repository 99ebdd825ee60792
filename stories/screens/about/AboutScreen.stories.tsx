// About us (§2 /about-us): banner under the transparent header, title, sub_title, sanitised HTML
// description — in the whole app at /about-us.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { endpoints } from '@/contract';
import AboutScreen from '@/features/content/AboutScreen';
import { demoSessions, fixtures, scenarios } from '@mocks/index';
import { errorThenRetry, mobile, shellAt } from '../../support';

const meta = {
  title: 'Screens/About',
  component: AboutScreen,
  parameters: shellAt('/about-us'),
} satisfies Meta<typeof AboutScreen>;
export default meta;

type Story = StoryObj<typeof meta>;
const { about } = fixtures;

export const Loaded: Story = {
  name: 'Loaded (signed out)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(about.banner_sub_title!)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: about.banner_title! })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: about.title! })).toBeVisible();
    await expect(canvas.getByText(about.sub_title!)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'What we promise' })).toBeVisible();
    const banner = canvas.getByRole('region', { name: about.banner_title! });
    await expect(banner.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(canvasElement.querySelector('header')).toHaveAttribute('data-overlay', 'true');
  },
};

export const SignedIn: Story = {
  name: 'Loaded (signed in)',
  parameters: { session: demoSessions.withCart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The header's account button is replaced by the account menu's own once that menu's code has loaded:
    // wait for whichever is there to be shown, not for the first one found.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(demoSessions.withCart.firstName) })).toBeVisible(),
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: about.title! })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Loaded (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: about.title! })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading(endpoints.aboutUs)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // (The route's own "Loading..." comes first, while the screen's code loads.)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.aboutUs)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We couldn’t load our story');
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  name: 'Error, then Try again',
  tags: ['no-visual'],
  ...errorThenRetry(endpoints.aboutUs, 'We couldn’t load our story', async (canvas) =>
    expect(await canvas.findByRole('heading', { level: 2, name: about.title! })).toBeVisible(),
  ),
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...scenarios.empty(endpoints.aboutUs)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Our story is coming soon' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop floors' })).toHaveAttribute('href', '/products');
  },
};

export const ErrorMobile: Story = {
  name: 'Error (mobile)',
  globals: mobile,
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.aboutUs)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We couldn’t load our story',
    );
  },
};
