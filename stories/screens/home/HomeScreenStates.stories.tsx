// Home (§2 /) while it loads, when its reads fail or answer wrongly, and with nothing to show yet: each
// part says so on its own, the store's promise stays. Same title as HomeScreen.stories.tsx.
import preview from '../../../.storybook/preview';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, type Endpoint } from '@/contract';
import HomeScreen from '@/features/content/HomeScreen';
import { scenarios } from '@mocks/index';
import { mobile, serverOutage, type Canvas } from '../../support';
import { homeMeta, loadedHome, products, storePromise } from './home-steps';

const meta = preview.meta({
  title: 'Screens/Home',
  component: HomeScreen,
  ...homeMeta,
});

/** The same answer for the home's three reads (its content, the bestsellers, the categories). */
const everyRead = (scenario: (endpoint: Endpoint) => HttpHandler[]) => ({
  msw: { handlers: [endpoints.homeScreen, endpoints.products, endpoints.categories].flatMap(scenario) },
});

export const Loading = meta.story({
  parameters: everyRead(scenarios.loading),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'Featured' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(products(canvasElement).getByRole('status')).toHaveTextContent('Loading products…');
  },
});

export const LoadingMobile = Loading.extend({ name: 'Loading (mobile)', globals: mobile });

/** Both parts failed: the store's promise stays, each part says so in its own alert. */
async function bothPartsFailed(canvas: Canvas, root: HTMLElement) {
  await storePromise(canvas);
  const floors = await products(root).findByRole('alert');
  await expect(floors).toHaveTextContent('We couldn’t load the floors');
  // The two parts fail one after the other: wait for the second alert too.
  await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
  const content = canvas.getAllByRole('alert').find((alert: HTMLElement) => alert !== floors);
  await expect(content).toHaveTextContent('Part of this page didn’t load');
}

export const ServerError = meta.story({
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        ...scenarios.serverError(endpoints.homeScreen),
        ...scenarios.serverError(endpoints.products),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => bothPartsFailed(canvas, canvasElement),
});

export const ServerErrorMobile = ServerError.extend({ name: 'Error (mobile)', globals: mobile });

const errorThenRetryOutage = serverOutage(endpoints.homeScreen, endpoints.products);
export const ErrorThenRetry = meta.story({
  beforeEach: errorThenRetryOutage.begin,
  name: 'Error, then Try again',
  tags: ['no-visual'], // ends as Loaded
  parameters: {
    msw: { handlers: errorThenRetryOutage.handlers },
  },
  play: async ({ canvas, canvasElement, step }) => {
    await bothPartsFailed(canvas, canvasElement);
    await step('each part retries on its own', async () => {
      errorThenRetryOutage.end();
      for (const alert of canvas.getAllByRole('alert')) {
        await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      }
      await loadedHome(canvas, canvasElement);
      await expect(await canvas.findByRole('region', { name: 'Flooring categories' })).toBeVisible();
    });
  },
});

export const InvalidShape = meta.story({
  name: 'Error (answer of the wrong shape)',
  parameters: { msw: { handlers: scenarios.invalidShape(endpoints.homeScreen) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Part of this page didn’t load');
    await waitFor(() => expect(products(canvasElement).getAllByRole('article')).toHaveLength(8));
  },
});

export const Empty = meta.story({
  parameters: everyRead(scenarios.empty),
  play: async ({ canvas, canvasElement }) => {
    await storePromise(canvas);
    await expect(
      await products(canvasElement).findByRole('heading', { name: 'No products yet' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Categories are on their way' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'All' })).toBeNull();
  },
});

export const EmptyMobile = Empty.extend({ name: 'Empty (mobile)', globals: mobile });
