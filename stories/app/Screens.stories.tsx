import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorFallback } from '@/app/ErrorFallback';
import { ErrorBoundary } from '@/app/ErrorBoundary';
import { InvalidEnvScreen } from '@/app/InvalidEnvScreen';
import { NotFoundScreen } from '@/app/NotFoundScreen';
import { ComingSoon, PageStatus } from '@/ui';
import { expectNavigatedTo } from '../support';

const meta = {
  title: 'App/Screens',
  subcomponents: { PageStatus, ComingSoon },
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const onRefresh = fn();

export const Fallback: Story = {
  name: 'Error fallback',
  render: () => <ErrorFallback onRefresh={onRefresh} />,
  play: async ({ canvasElement }) => {
    onRefresh.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ooops, something went wrong :(',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(onRefresh).toHaveBeenCalledOnce();
  },
};

function Broken(): never {
  throw new Error('Render failed on purpose (story)');
}

export const BoundaryCatchesRenderError: Story = {
  name: 'Error boundary catches a render error',
  render: () => (
    <ErrorBoundary fallback={<ErrorFallback onRefresh={() => {}} />}>
      <Broken />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ooops, something went wrong :(',
    );
  },
};

export const InvalidEnv: Story = {
  name: 'Invalid env',
  render: () => (
    <InvalidEnvScreen problems={['VITE_API_BASE_URL is missing', 'VITE_APP_URL must be a URL']} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invalid env provided' })).toBeVisible();
    await expect(canvas.getByText('VITE_API_BASE_URL is missing')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  parameters: { route: '/no-such-page' },
  render: () => <NotFoundScreen />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expectNavigatedTo(loaded, '/');
  },
};

export const Placeholder: Story = {
  name: 'Screen not built yet',
  render: () => <ComingSoon title="Delivery Charge Calculator" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Delivery Charge Calculator' }),
    ).toBeVisible();
  },
};
