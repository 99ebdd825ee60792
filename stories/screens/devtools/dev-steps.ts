// What the developer pages' story files share: waiting for a page and checking it is marked as one.
import { expect, waitFor, within } from 'storybook/test';
import {
  DEV_PAYMENTS_SDK_URL,
  DEV_TOKEN_EXCHANGE_URL,
  paymentsSdkHandlers,
  tokenExchangeHandlers,
} from '@mocks/handlers/devtools';
import { DevPage } from '@/features/devtools/DevPage';
import { withEnv } from '../../storyEnv';
import type { Canvas } from '../../support';

/** The pages load slowly under test (each its own chunk): wait longer. */
export const SLOW = { timeout: 5000 };

/** Each page is its own chunk: wait for it, and check it is marked and kept out of search engines. */
export async function devPage(canvas: Canvas, title: string) {
  await canvas.findByRole('heading', { level: 1, name: title }, SLOW);
  await expect(canvas.getByText('Developer page')).toBeVisible();
  await waitFor(() =>
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    ),
  );
}

/** The page in the story's canvas, once shown (devPage); resolves with the canvas. */
const page = (title: string) => async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await devPage(canvas, title);
  return canvas;
};

export const callback = page('Accounting connection test');
export const callbackTest = page('Payment tokenisation test');

/** Both pages' meta but the title: the route table, the services' test doubles, their URLs configured. */
export const devPagesMeta = {
  subcomponents: { DevPage },
  parameters: {
    app: 'routes' as const,
    layout: 'fullscreen' as const,
    msw: { handlers: [...tokenExchangeHandlers, ...paymentsSdkHandlers] },
  },
  beforeEach: withEnv({
    VITE_TOKEN_EXCHANGE_URL: DEV_TOKEN_EXCHANGE_URL,
    VITE_PAYMENTS_SDK_URL: DEV_PAYMENTS_SDK_URL,
  }),
};
