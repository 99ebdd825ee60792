// Privacy Policy and Terms & Conditions (§2): PolicyScreen with the settings' HTML, sanitised, at
// their routes (the route table picks its `kind`).
import preview from '../../../.storybook/preview';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { endpoints, okEnvelope } from '@/contract';
import { fixtures, scenarios } from '@mocks/index';
import { on } from '@mocks/handlers/http';
import { mobile, routesAt } from '../../support';

const { settings } = fixtures;

const meta = preview.meta({
  title: 'Screens/Content/Policy pages',
  parameters: routesAt('/privacy-policy'),
});

export const PrivacyPolicy = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Last updated/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  },
});

export const TermsAndConditions = meta.story({
  parameters: { route: '/terms-and-conditions' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Last updated/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: scenarios.loading(endpoints.settings) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading Privacy Policy…')).toBeVisible();
  },
});

export const LoadError = meta.story({
  name: 'Error',
  parameters: { msw: { handlers: scenarios.serverError(endpoints.settings) } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load the Privacy Policy');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const NotPublished = meta.story({
  name: 'Empty (no text in settings)',
  parameters: {
    msw: {
      handlers: [
        on(endpoints.settings, () => HttpResponse.json(okEnvelope({ ...settings, privacy_policy: '' }))),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The Privacy Policy will be published here soon.')).toBeVisible();
  },
});

export const ScriptsAreRemoved = meta.story({
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
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
});

export const Mobile = meta.story({
  name: 'Privacy Policy (mobile)',
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Last updated/)).toBeVisible();
  },
});
