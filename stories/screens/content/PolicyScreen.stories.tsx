// Privacy Policy and Terms & Conditions (§2): PolicyScreen with the settings' HTML, sanitised, at
// their routes (the route table picks its `kind`).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { endpoints, okEnvelope } from '@/contract';
import { fixtures, scenarios } from '@mocks/index';
import { on } from '@mocks/handlers/http';
import { mobile, routesAt } from '../../support';

const { settings } = fixtures;

const meta = {
  title: 'Screens/Content/Policy pages',
  parameters: routesAt('/privacy-policy'),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Last updated/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  },
};

export const TermsAndConditions: Story = {
  parameters: { route: '/terms-and-conditions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Last updated/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading(endpoints.settings) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading Privacy Policy…')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: scenarios.serverError(endpoints.settings) } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load the Privacy Policy');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
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
  name: 'Privacy Policy (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Last updated/)).toBeVisible();
  },
};
