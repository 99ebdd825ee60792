import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@/contract';
import { FORM_MESSAGES } from '@/domain/validation';
import { ACCOUNT_MESSAGES } from '@/features/account/accountSchemas';
import { demoSessions, scenarios } from '@mocks/index';
import { AccountRoutes, mobile, recordPosts } from './accountStory';

const meta = {
  title: 'Screens/Account/Contact us',
  component: AccountRoutes,
  parameters: { layout: 'fullscreen', route: '/contact-us' },
} satisfies Meta<typeof AccountRoutes>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const text = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Send message' });
const body = () => within(document.body);

const enquiry = {
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@example.com',
  message: 'Do you deliver 3 pallets of Coastal Oak to Katy, TX next week?',
};

async function fillIn(canvas: Canvas) {
  await userEvent.type(text(canvas, 'First name'), enquiry.firstName);
  await userEvent.type(text(canvas, 'Last name'), enquiry.lastName);
  await userEvent.type(text(canvas, 'Email'), enquiry.email);
  await userEvent.type(text(canvas, 'Message'), enquiry.message);
}

export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(text(canvas, 'First name')).toHaveAttribute('autocomplete', 'given-name');
    await expect(text(canvas, 'Last name')).toHaveAttribute('autocomplete', 'family-name');
    await expect(text(canvas, 'Email')).toHaveAttribute('autocomplete', 'email');
    // The store's details from the site settings.
    await expect(await canvas.findByRole('link', { name: /\(555\)/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  },
};

export const Invalid: Story = {
  name: 'Invalid (submit empty)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(ACCOUNT_MESSAGES.firstName)).toBeVisible();
    await expect(canvas.getByText(ACCOUNT_MESSAGES.lastName)).toBeVisible();
    await expect(canvas.getByText(ACCOUNT_MESSAGES.email)).toBeVisible();
    await expect(canvas.getByText(ACCOUNT_MESSAGES.message)).toBeVisible();
    await expect(text(canvas, 'Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(text(canvas, 'Message')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.message);
    await expect(text(canvas, 'First name')).toHaveFocus();
  },
};

export const InvalidMobile: Story = {
  ...Invalid,
  name: 'Invalid (mobile)',
  globals: mobile,
};

const contactPosts = recordPosts(endpoints.contactUs);

export const Submitting: Story = {
  name: 'Submitting (no double submit)',
  parameters: { msw: { handlers: [contactPosts.handler, ...scenarios.loading(endpoints.contactUs)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = contactPosts.posted.length;
    await fillIn(canvas);
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toBeDisabled());
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(contactPosts.posted.length).toBe(before + 1));
    await expect(contactPosts.posted.at(-1)).toEqual({
      'Contactus[first_name]': enquiry.firstName,
      'Contactus[last_name]': enquiry.lastName,
      'Contactus[email]': enquiry.email,
      'Contactus[message]': enquiry.message,
    });
  },
};

export const ServerError: Story = {
  name: 'Server error (status 0)',
  parameters: { msw: { handlers: scenarios.statusZero(endpoints.contactUs, 'Message could not be saved') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(submit(canvas));
    // §8 "Contact failure: the same alert." The form keeps what was typed.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.somethingWentWrong);
    await expect(text(canvas, 'Message')).toHaveValue(enquiry.message);
  },
};

export const Success: Story = {
  name: 'Success (thanks, form cleared)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(submit(canvas));
    await expect(await body().findByRole('alert')).toHaveTextContent(FORM_MESSAGES.contactThanks);
    await expect(canvas.getByText(FORM_MESSAGES.contactThanks)).toBeVisible();
    for (const name of ['First name', 'Last name', 'Email', 'Message'])
      await expect(text(canvas, name)).toHaveValue('');
    await expect(canvas.queryByText(ACCOUNT_MESSAGES.firstName)).toBeNull();
  },
};

export const SignedIn: Story = {
  name: 'Signed in (open to everyone)',
  parameters: { session: demoSessions.withCart },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Pristine (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /\(555\)/ })).toBeVisible();
  },
};
