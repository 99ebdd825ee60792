import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { endpoints, okEnvelope } from '@/contract';
import { PolicyScreen } from '@/features/content/PolicyScreen';
import { settings } from '@fixtures';
import { on } from '@mocks/handlers/http';
import { scenarios } from '@mocks/scenarios';

const meta = {
  title: 'Screens/Content/Policy pages',
  component: PolicyScreen,
  args: { kind: 'privacy' },
  parameters: { layout: 'fullscreen', route: '/privacy-policy' },
} satisfies Meta<typeof PolicyScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(await canvas.findByText(/Last updated/)).toBeVisible();
  },
};

export const TermsAndConditions: Story = {
  args: { kind: 'terms' },
  parameters: { route: '/terms-and-conditions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(await canvas.findByText(/Last updated/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading(endpoints.settings) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading Privacy Policy...')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error with retry',
  parameters: { msw: { handlers: scenarios.serverError(endpoints.settings) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We couldn’t load the Privacy Policy');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  },
};

export const NotPublished: Story = {
  name: 'Empty (no text in settings)',
  parameters: {
    msw: {
      handlers: [
        on(endpoints.settings, () => HttpResponse.json(okEnvelope({ ...settings, privacy_policy: '' }))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The Privacy Policy will be published here soon.'),
    ).toBeVisible();
  },
};

export const ScriptsAreRemoved: Story = {
  name: 'Sanitized HTML',
  parameters: {
    msw: {
      handlers: [
        on(endpoints.settings, () =>
          HttpResponse.json(
            okEnvelope({
              ...settings,
              privacy_policy:
                '<p>Safe text</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>',
            }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Last updated/)).toBeVisible();
  },
};
