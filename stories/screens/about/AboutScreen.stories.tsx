// About us (§2): banner under the transparent header, title, sub_title, sanitised HTML description.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessions } from '@mocks/db';
import { fixtures } from '@mocks/index';
import { scenarios } from '@mocks/scenarios';
import { Layout } from '@/app/layout/Layout';
import { endpoints } from '@/contract/endpoints';
import AboutScreen from '@/features/content/AboutScreen';
import { serverErrorOnce } from '../home/failOnce';

const meta = {
  title: 'Screens/About',
  component: AboutScreen,
  render: () => (
    <Layout>
      <AboutScreen />
    </Layout>
  ),
  parameters: { layout: 'fullscreen', route: '/about-us' },
} satisfies Meta<typeof AboutScreen>;
export default meta;

type Story = StoryObj<typeof meta>;
const { about } = fixtures;

export const Loaded: Story = {
  name: 'Loaded (signed out)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: about.banner_title! })).toBeVisible();
    await expect(await canvas.findByText(about.banner_sub_title!)).toBeVisible();
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
    await expect(
      await canvas.findByRole('button', { name: new RegExp(demoSessions.withCart.firstName) }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: about.title! })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Mobile 375',
  globals: { viewport: { value: 'mobile' } },
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
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
  name: 'Error, then retry',
  tags: ['no-visual'],
  parameters: { msw: { handlers: [...serverErrorOnce(endpoints.aboutUs)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load our story');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: about.title! })).toBeVisible();
  },
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
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: [...scenarios.serverError(endpoints.aboutUs)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We couldn’t load our story',
    );
  },
};
