// The developer test pages (§2 /callback and /callbacktest) through the app's route table, with the
// token-exchange service and the payments SDK answered by test doubles (mocks/handlers/devtools.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PAYMENTS_SDK_MESSAGES } from '@/features/devtools/paymentsSdk';
import { TOKEN_EXCHANGE_MESSAGES } from '@/features/devtools/tokenExchange';
import {
  DEV_PAYMENTS_SDK_URL,
  DEV_TOKEN_EXCHANGE_URL,
  paymentsSdkHandlers,
  paymentsSdkScenarios,
  tokenExchangeHandlers,
  tokenExchangeScenarios,
} from '@mocks/handlers/devtools';
import { neverAnswer } from '@mocks/handlers/http';
import { DevPage } from '@/features/devtools/DevPage';
import { withEnv } from '../../storyEnv';

const SLOW = { timeout: 5000 };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Screens/Developer pages',
  subcomponents: { DevPage },
  parameters: {
    app: 'routes',
    layout: 'fullscreen',
    msw: { handlers: [...tokenExchangeHandlers, ...paymentsSdkHandlers] },
  },
  beforeEach: withEnv({
    VITE_TOKEN_EXCHANGE_URL: DEV_TOKEN_EXCHANGE_URL,
    VITE_PAYMENTS_SDK_URL: DEV_PAYMENTS_SDK_URL,
  }),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Each page is its own chunk: wait for it, and check it is marked and kept out of search engines. */
async function devPage(canvas: Canvas, title: string) {
  await canvas.findByRole('heading', { level: 1, name: title }, SLOW);
  await expect(canvas.getByText('Developer page')).toBeVisible();
  await waitFor(() =>
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    ),
  );
}

const callback = (canvas: Canvas) => devPage(canvas, 'Accounting connection test');
const callbackTest = (canvas: Canvas) => devPage(canvas, 'Payment tokenisation test');

// Codes are single-use, so the page exchanges each code once per page load: every story has its own.

export const CallbackSuccess: Story = {
  name: '/callback: access token received',
  parameters: { route: '/callback?code=good-code&realmId=9341452000000000&state=dev' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await callback(canvas);
    await expect(await canvas.findByText('Access token received', {}, SLOW)).toBeVisible();
    const result = canvas.getByLabelText('Token exchange result (tokens shortened)');
    await expect(result).toHaveTextContent('"token_type": "bearer"');
    await expect(result).toHaveTextContent('"access_token": "eyJlbmMi…(');
    await expect(result).not.toHaveTextContent('test-access-token-for-stories');
  },
};

export const CallbackSuccessMobile: Story = {
  ...CallbackSuccess,
  name: '/callback: access token received (375 px)',
  parameters: { route: '/callback?code=good-code-mobile' },
  globals: mobile,
};

export const CallbackNoCode: Story = {
  name: '/callback: no code in the URL',
  parameters: { route: '/callback?state=dev' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await callback(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent(TOKEN_EXCHANGE_MESSAGES.noCode);
  },
};

export const CallbackExchanging: Story = {
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
    const canvas = within(canvasElement);
    await callback(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent(TOKEN_EXCHANGE_MESSAGES.exchanging);
  },
};

export const CallbackRefused: Story = {
  name: '/callback: failed to get access token',
  parameters: { route: '/callback?code=expired-code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await callback(canvas);
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(TOKEN_EXCHANGE_MESSAGES.failed);
    await expect(alert).toHaveTextContent('HTTP 400: Authorization code is invalid or expired');
  },
};

export const CallbackUnreachable: Story = {
  name: '/callback: token exchange failed',
  parameters: {
    route: '/callback?code=unreachable-code',
    msw: { handlers: tokenExchangeScenarios.unreachable() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await callback(canvas);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(TOKEN_EXCHANGE_MESSAGES.error);
  },
};

export const CallbackNotConfigured: Story = {
  name: '/callback: not configured',
  parameters: { route: '/callback?code=any-code' },
  beforeEach: withEnv({ VITE_TOKEN_EXCHANGE_URL: undefined }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await callback(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent(TOKEN_EXCHANGE_MESSAGES.notConfigured);
  },
};

export const TokenisationReady: Story = {
  name: '/callbacktest: SDK loaded, test card',
  parameters: { route: '/callbacktest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await callbackTest(canvas);
    await expect(await canvas.findByRole('textbox', { name: 'Card number' }, SLOW)).toHaveValue(
      '4111 1111 1111 1111',
    );
    await expect(canvas.getByRole('button', { name: 'Tokenise test card' })).toBeEnabled();
    // Loaded on this page only, from the configured URL.
    await expect(document.querySelectorAll(`script[src="${DEV_PAYMENTS_SDK_URL}"]`)).toHaveLength(1);
  },
};

export const TokenisationReadyMobile: Story = {
  ...TokenisationReady,
  name: '/callbacktest: SDK loaded, test card (375 px)',
  globals: mobile,
};

export const TokenReceived: Story = {
  name: '/callbacktest: token received',
  parameters: { route: '/callbacktest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await callbackTest(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tokenise test card' }, SLOW));
    await expect(await canvas.findByText('Card tokenised', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('tok-test-1111-f9e7a378')).toBeVisible();
  },
};

export const TokenRefused: Story = {
  name: '/callbacktest: card refused',
  parameters: { route: '/callbacktest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await callbackTest(canvas);
    const number = await canvas.findByRole('textbox', { name: 'Card number' }, SLOW);
    await userEvent.clear(number);
    await userEvent.type(number, '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Tokenise test card' }));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      `${PAYMENTS_SDK_MESSAGES.failed}: PMT-4000: card.number is invalid.`,
    );
  },
};

const MISSING_SDK_URL = `${DEV_PAYMENTS_SDK_URL}?missing`;

export const SdkMissing: Story = {
  name: '/callbacktest: SDK cannot be loaded',
  parameters: {
    route: '/callbacktest',
    msw: { handlers: paymentsSdkScenarios.missing() },
  },
  // Its own URL: a script that loaded in an earlier story stays loaded for the page.
  beforeEach: withEnv({ VITE_PAYMENTS_SDK_URL: MISSING_SDK_URL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await callbackTest(canvas);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      PAYMENTS_SDK_MESSAGES.loadFailed,
    );
  },
};

export const SdkNotConfigured: Story = {
  name: '/callbacktest: not configured',
  parameters: { route: '/callbacktest' },
  beforeEach: withEnv({ VITE_PAYMENTS_SDK_URL: undefined }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await callbackTest(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent(PAYMENTS_SDK_MESSAGES.notConfigured);
  },
};
