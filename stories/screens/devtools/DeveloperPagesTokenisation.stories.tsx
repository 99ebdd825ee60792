// The developer page /callbacktest (§2) through the app's route table, with the accounting provider's
// payments SDK answered by a test double (mocks/handlers/devtools.ts). Same title as DeveloperPages.stories.
import preview from '../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { PAYMENTS_SDK_MESSAGES } from '@/features/devtools/paymentsSdk';
import { DEV_PAYMENTS_SDK_URL, paymentsSdkScenarios } from '@mocks/handlers/devtools';
import { withEnv } from '../../storyEnv';
import { mobile } from '../../support';
import { callbackTest, devPagesMeta, SLOW } from './dev-steps';

const meta = preview.meta({
  title: 'Screens/Developer pages',
  ...devPagesMeta,
});

export const TokenisationReady = meta.story({
  name: '/callbacktest: SDK loaded, test card',
  parameters: { route: '/callbacktest' },
  play: async ({ canvasElement }) => {
    const canvas = await callbackTest(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Card number' }, SLOW)).toHaveValue(
      '4111 1111 1111 1111',
    );
    await expect(canvas.getByRole('button', { name: 'Tokenise test card' })).toBeEnabled();
    // Loaded on this page only, from the configured URL.
    await expect(document.querySelectorAll(`script[src="${DEV_PAYMENTS_SDK_URL}"]`)).toHaveLength(1);
  },
});

export const TokenisationReadyMobile = TokenisationReady.extend({
  name: '/callbacktest: SDK loaded, test card (375 px)',
  globals: mobile,
});

export const TokenReceived = meta.story({
  name: '/callbacktest: token received',
  parameters: { route: '/callbacktest' },
  play: async ({ canvasElement }) => {
    const canvas = await callbackTest(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tokenise test card' }, SLOW));
    await expect(await canvas.findByText('Card tokenised', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('tok-test-1111-f9e7a378')).toBeVisible();
  },
});

export const TokenRefused = meta.story({
  name: '/callbacktest: card refused',
  parameters: { route: '/callbacktest' },
  play: async ({ canvasElement }) => {
    const canvas = await callbackTest(canvasElement);
    const number = await canvas.findByRole('textbox', { name: 'Card number' }, SLOW);
    await userEvent.clear(number);
    await userEvent.type(number, '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Tokenise test card' }));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      `${PAYMENTS_SDK_MESSAGES.failed}: PMT-4000: card.number is invalid.`,
    );
  },
});

const MISSING_SDK_URL = `${DEV_PAYMENTS_SDK_URL}?missing`;

export const SdkMissing = meta.story({
  name: '/callbacktest: SDK cannot be loaded',
  parameters: {
    route: '/callbacktest',
    msw: { handlers: paymentsSdkScenarios.missing() },
  },
  // Its own URL: a script that loaded in an earlier story stays loaded for the page.
  beforeEach: withEnv({ VITE_PAYMENTS_SDK_URL: MISSING_SDK_URL }),
  play: async ({ canvasElement }) => {
    const canvas = await callbackTest(canvasElement);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      PAYMENTS_SDK_MESSAGES.loadFailed,
    );
  },
});

export const SdkNotConfigured = meta.story({
  name: '/callbacktest: not configured',
  parameters: { route: '/callbacktest' },
  beforeEach: withEnv({ VITE_PAYMENTS_SDK_URL: undefined }),
  play: async ({ canvasElement }) => {
    const canvas = await callbackTest(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(PAYMENTS_SDK_MESSAGES.notConfigured);
  },
});
