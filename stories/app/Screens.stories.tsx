import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorFallback } from '@/app/ErrorFallback';
import { ErrorBoundary } from '@/app/ErrorBoundary';
import { InvalidEnvScreen } from '@/app/InvalidEnvScreen';
import { NotFoundScreen } from '@/app/NotFoundScreen';
import { ComingSoon, PageStatus } from '@/ui';
import { expectNavigatedTo } from '../support';

const meta = preview.meta({
  title: 'App/Screens',
  subcomponents: { PageStatus, ComingSoon },
  parameters: { layout: 'fullscreen' },
});

const onRefresh = fn();

export const Fallback = meta.story({
  name: 'Error fallback',
  render: () => <ErrorFallback onRefresh={onRefresh} />,
  play: async ({ canvas }) => {
    onRefresh.mockClear();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ooops, something went wrong :(',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(onRefresh).toHaveBeenCalledOnce();
  },
});

function Broken(): never {
  throw new Error('Render failed on purpose (story)');
}

export const BoundaryCatchesRenderError = meta.story({
  name: 'Error boundary catches a render error',
  render: () => (
    <ErrorBoundary fallback={<ErrorFallback onRefresh={() => {}} />}>
      <Broken />
    </ErrorBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ooops, something went wrong :(');
  },
});

export const InvalidEnv = meta.story({
  name: 'Invalid env',
  render: () => (
    <InvalidEnvScreen problems={['VITE_API_BASE_URL is missing', 'VITE_APP_URL must be a URL']} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Invalid env provided' })).toBeVisible();
    await expect(canvas.getByText('VITE_API_BASE_URL is missing')).toBeVisible();
  },
});

export const NotFound = meta.story({
  name: 'Not found',
  parameters: { route: '/no-such-page' },
  render: () => <NotFoundScreen />,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expectNavigatedTo(loaded, '/');
  },
});

export const Placeholder = meta.story({
  name: 'Screen not built yet',
  render: () => <ComingSoon title="Delivery Charge Calculator" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Delivery Charge Calculator' })).toBeVisible();
  },
});
