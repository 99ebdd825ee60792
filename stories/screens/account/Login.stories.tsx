import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@/contract';
import { FORM_MESSAGES } from '@/domain/validation';
import { ACCOUNT_MESSAGES } from '@/features/account/accountSchemas';
import { demoSessions, demoUser, DEMO_PASSWORD, scenarios } from '@mocks/index';
import { AccountCard } from '@/features/account/AccountCard';
import { AccountRoutes, mobile, recordPosts, type Loaded } from './accountStory';

const meta = {
  title: 'Screens/Account/Login',
  component: AccountRoutes,
  subcomponents: { AccountCard },
  parameters: { layout: 'fullscreen', route: '/login' },
} satisfies Meta<typeof AccountRoutes>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const email = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
const password = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input' });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Sign in' });

async function fillIn(canvas: Canvas, values = { email: demoUser.email, password: DEMO_PASSWORD }) {
  await userEvent.type(email(canvas), values.email);
  await userEvent.type(password(canvas), values.password);
}

export const Pristine: Story = {
  parameters: { route: '/login?redirect=%2Fmy-cart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(email(canvas)).toHaveAttribute('autocomplete', 'email');
    await expect(email(canvas)).toHaveAttribute('type', 'email');
    await expect(password(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    // Create an Account keeps the redirect parameter.
    await expect(canvas.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/sign-up?redirect=%2Fmy-cart',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ShowPassword: Story = {
  name: 'Password show/hide',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(password(canvas), 'secret-123');
    await expect(password(canvas)).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(password(canvas)).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Invalid: Story = {
  name: 'Invalid (submit empty)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(ACCOUNT_MESSAGES.email)).toBeVisible();
    await expect(canvas.getByText(ACCOUNT_MESSAGES.password)).toBeVisible();
    // Errors are tied to their fields, and focus goes to the first one (so it is read out).
    await expect(email(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvas)).toHaveAccessibleDescription(ACCOUNT_MESSAGES.email);
    await expect(password(canvas)).toHaveAccessibleDescription(ACCOUNT_MESSAGES.password);
    await expect(email(canvas)).toHaveFocus();
    // Email format.
    await userEvent.type(email(canvas), 'not-an-email');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(ACCOUNT_MESSAGES.emailFormat)).toBeVisible();
  },
};

export const InvalidMobile: Story = {
  ...Invalid,
  name: 'Invalid (mobile)',
  globals: mobile,
};

const loginPosts = recordPosts(endpoints.login);

export const Submitting: Story = {
  name: 'Submitting (no double submit)',
  parameters: { msw: { handlers: [loginPosts.handler, ...scenarios.loading(endpoints.login)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = loginPosts.posted.length;
    await fillIn(canvas);
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toBeDisabled());
    await expect(submit(canvas)).toHaveAttribute('data-loading', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(loginPosts.posted.length).toBe(before + 1));
    // §7 multipart fields, device fields included.
    await expect(loginPosts.posted.at(-1)).toMatchObject({
      'Appuser[email]': demoUser.email,
      'Appuser[password]': DEMO_PASSWORD,
      'Appuser[devices_type]': 'Web',
      'Appuser[devices_id]': expect.stringMatching(/^[0-9a-f-]{36}$/),
      'Appuser[devices_name]': expect.any(String),
      'Appuser[app_version]': expect.any(String),
    });
  },
};

export const ServerError: Story = {
  name: 'Server error (status 0)',
  parameters: { msw: { handlers: scenarios.statusZero(endpoints.login, 'Invalid email or password') } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { email: demoUser.email, password: 'wrong-password' });
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(submit(canvas)).toBeEnabled();
    await expect((loaded as Loaded).location.history).toEqual(['/login']);
  },
};

export const NetworkError: Story = {
  name: 'Network error (Login failed)',
  parameters: { msw: { handlers: scenarios.networkError(endpoints.login) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.loginFailed);
  },
};

export const Success: Story = {
  name: 'Success (goes to ?redirect, browser session only)',
  parameters: { route: '/login?redirect=%2Fmy-cart' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText('Arrived at /my-cart')).toBeVisible();
    await expect((loaded as Loaded).location.history.at(-1)).toBe('/my-cart');
    // Remember me unticked: the session lives in sessionStorage only.
    await expect(sessionStorage.getItem('firstName')).toBe(demoUser.first_name);
    await expect(localStorage.getItem('authKey')).toBeNull();
  },
};

export const SuccessRemembered: Story = {
  name: 'Success with Remember me (goes home)',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText('Arrived at /')).toBeVisible();
    await expect((loaded as Loaded).location.history.at(-1)).toBe('/');
    await expect(localStorage.getItem('firstName')).toBe(demoUser.first_name);
    await expect(sessionStorage.getItem('authKey')).toBeNull();
  },
};

export const SignedInRedirect: Story = {
  name: 'Signed in: redirected to ?redirect',
  parameters: { route: '/login?redirect=%2Fproducts', session: demoSessions.withCart },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Arrived at /products')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    await expect((loaded as Loaded).location.history.at(-1)).toBe('/products');
  },
};

export const Mobile: Story = {
  name: 'Pristine (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an Account' })).toBeVisible();
  },
};
