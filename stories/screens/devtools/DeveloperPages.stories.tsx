// The developer test pages (§2 /callback and /callbacktest) through the app's route table, with the
// token-exchange service and the payments SDK answered by test doubles (mocks/handlers/devtools.ts).
// This file: /callback; /callbacktest: DeveloperPagesTokenisation.stories.tsx (same title).
import preview from '../../../.storybook/preview';
import { http } from 'msw';
import { expect } from 'storybook/test';
import { TOKEN_EXCHANGE_MESSAGES } from '@/features/devtools/tokenExchange';
import { DEV_TOKEN_EXCHANGE_URL, tokenExchangeScenarios } from '@mocks/handlers/devtools';
import { neverAnswer } from '@mocks/handlers/http';
import { withEnv } from '../../storyEnv';
import { mobile } from '../../support';
import { callback, devPagesMeta, SLOW } from './dev-steps';

const meta = preview.meta({
  title: 'Screens/Developer pages',
  ...devPagesMeta,
});

// Codes are single-use, so the page exchanges each code once per page load: every story has its own.

export const CallbackSuccess = meta.story({
  name: '/callback: access token received',
  parameters: { route: '/callback?code=good-code&realmId=9341452000000000&state=dev' },
  play: async ({ canvasElement }) => {
    const canvas = await callback(canvasElement);
    await expect(await canvas.findByText('Access token received', {}, SLOW)).toBeVisible();
    const result = canvas.getByLabelText('Token exchange result (tokens shortened)');
    await expect(result).toHaveTextContent('"token_type": "bearer"');
    await expect(result).toHaveTextContent('"access_token": "eyJlbmMi…(');
    await expect(result).not.toHaveTextContent('test-access-token-for-stories');
  },
});

export const CallbackSuccessMobile = CallbackSuccess.extend({
  name: '/callback: access token received (375 px)',
  parameters: { route: '/callback?code=good-code-mobile' },
  globals: mobile,
});

export const CallbackNoCode = meta.story({
  name: '/callback: no code in the URL',
  parameters: { route: '/callback?state=dev' },
  play: async ({ canvasElement }) => {
    const canvas = await callback(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(TOKEN_EXCHANGE_MESSAGES.noCode);
  },
});

export const CallbackExchanging = meta.story({
  name: '/callback: exchanging',
  parameters: {
    route: '/callback?code=slow-code',
    msw: {
      handlers: [
        // Held for ever, and named so (neverAnswer): the visual runner does not wait for it.
        http.post(DEV_TOKEN_EXCHANGE_URL, ({ request }) => neverAnswer(request)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await callback(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(TOKEN_EXCHANGE_MESSAGES.exchanging);
  },
});

export const CallbackRefused = meta.story({
  name: '/callback: failed to get access token',
  parameters: { route: '/callback?code=expired-code' },
  play: async ({ canvasElement }) => {
    const canvas = await callback(canvasElement);
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(TOKEN_EXCHANGE_MESSAGES.failed);
    await expect(alert).toHaveTextContent('HTTP 400: Authorization code is invalid or expired');
  },
});

export const CallbackUnreachable = meta.story({
  name: '/callback: token exchange failed',
  parameters: {
    route: '/callback?code=unreachable-code',
    msw: { handlers: tokenExchangeScenarios.unreachable() },
  },
  play: async ({ canvasElement }) => {
    const canvas = await callback(canvasElement);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(TOKEN_EXCHANGE_MESSAGES.error);
  },
});

export const CallbackNotConfigured = meta.story({
  name: '/callback: not configured',
  parameters: { route: '/callback?code=any-code' },
  beforeEach: withEnv({ VITE_TOKEN_EXCHANGE_URL: undefined }),
  play: async ({ canvasElement }) => {
    const canvas = await callback(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(TOKEN_EXCHANGE_MESSAGES.notConfigured);
  },
});
