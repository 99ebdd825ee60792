// Home (§2 /): hero slider, product list with category filter, category carousel, testimonials,
// pickup & delivery — in the whole app at / (transparent header overlaid on the hero).
// Parts shown here: HeroSlider, HeroSkeleton, HeroFallback, HomeProducts, CategoryCarousel,
// CategoryCard, Testimonials, TestimonialCard, PickupDelivery. The hero's frame (HeroFrame) and the
// code-split parts (Hero.deferred, BelowTheFold.deferred: src/ui/Deferred) render here as a browser
// renders them after a client-side navigation; their server-rendered, not-yet-hydrated state is covered
// by tests/e2e/server-rendering.server.spec.ts.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HOME_PRODUCTS_ANCHOR } from '@/config/brand';
import { endpoints } from '@/contract';
import HomeScreen from '@/features/content/HomeScreen';
import { demoSessions, fixtures, scenarios } from '@mocks/index';
import { SectionCarousel } from '@/features/content/home/SectionCarousel';
import { mobile, serverErrorOnce } from '../../support';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  subcomponents: { SectionCarousel },
  parameters: { app: 'layout', route: '/', layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const { home } = fixtures;
const products = (root: HTMLElement) => {
  const section = root.querySelector<HTMLElement>(`#${HOME_PRODUCTS_ANCHOR}`);
  if (!section) throw new Error(`No section with id="${HOME_PRODUCTS_ANCHOR}"`);
  return within(section);
};
/** Loaded: the first banner's heading and the eight bestsellers. */
async function loadedHome(canvas: Canvas, root: HTMLElement) {
  await canvas.findByRole('heading', { level: 1, name: home.banner[0]!.title! });
  await waitFor(() => expect(products(root).getAllByRole('article')).toHaveLength(8));
}
const storePromise = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 1, name: 'SPC and LVT flooring for less' });

export const Loaded: Story = {
  name: 'Loaded (signed out)',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loadedHome(canvas, canvasElement);
    await step('hero: the first banner is the LCP image under the overlaid header', async () => {
      const lcp = canvas.getByRole('region', { name: 'Featured floors' }).querySelector('img');
      await expect(lcp).toHaveAttribute('fetchpriority', 'high');
      await expect(lcp).toHaveAttribute('loading', 'eager');
      await expect(canvasElement.querySelector('header')).toHaveAttribute('data-overlay', 'true');
      // Autoplay is off under prefers-reduced-motion (the test browser asks for it): no pause control.
      await expect(canvas.queryByRole('button', { name: /banner slideshow/ })).toBeNull();
    });
    await step('bestsellers with the category filter on All', async () => {
      await expect(products(canvasElement).getByRole('radio', { name: 'All' })).toBeChecked();
    });
    await step('categories, testimonials, pickup & delivery', async () => {
      // The sections below the fold are their own chunk (src/ui/Deferred): it may come after the products.
      const carousel = await canvas.findByRole('region', { name: 'Flooring categories' });
      await expect(within(carousel).getByRole('link', { name: 'SPC Flooring' })).toHaveAttribute(
        'href',
        '/products/category/1',
      );
      await expect(canvas.getByRole('heading', { level: 2, name: home.clients_say_title! })).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 2, name: 'Pickup & delivery' })).toBeVisible();
    });
  },
};

export const SignedIn: Story = {
  name: 'Loaded (signed in)',
  parameters: { session: demoSessions.withCart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedHome(canvas, canvasElement);
    // The header's account button is replaced by the account menu's own once that menu's code has loaded:
    // wait for whichever is there to be shown, not for the first one found.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(demoSessions.withCart.firstName) })).toBeVisible(),
    );
  },
};

export const Mobile: Story = {
  name: 'Loaded (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedHome(canvas, canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const FilteredByCategory: Story = {
  name: 'Bestsellers filtered: LVT',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedHome(canvas, canvasElement);
    const section = products(canvasElement);
    await userEvent.click(section.getByRole('radio', { name: 'LVT Flooring' }));
    await expect(await section.findByRole('link', { name: 'View all LVT Flooring' })).toHaveAttribute(
      'href',
      '/products/category/2',
    );
    await waitFor(() => expect(section.queryByRole('heading', { name: 'Coastal Oak SPC' })).toBeNull());
    await expect(section.getByRole('heading', { name: 'Misty Fog LVT' })).toBeVisible();
  },
};

export const NextBanner: Story = {
  name: 'Hero: next banner',
  tags: ['no-visual'], // the slide ends at a scroll offset of Embla's: an interaction check only
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedHome(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    const hero = within(canvas.getByRole('region', { name: 'Featured floors' }));
    await waitFor(() => expect(hero.getByRole('status')).toHaveTextContent('Slide 2 of 3'));
    await expect(canvas.getByRole('heading', { level: 2, name: home.banner[1]!.title! })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenarios.loading(endpoints.homeScreen),
        ...scenarios.loading(endpoints.products),
        ...scenarios.loading(endpoints.categories),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Featured' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(products(canvasElement).getByRole('status')).toHaveTextContent('Loading products…');
  },
};

export const LoadingMobile: Story = { ...Loading, name: 'Loading (mobile)', globals: mobile };

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

export const ServerError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        ...scenarios.serverError(endpoints.homeScreen),
        ...scenarios.serverError(endpoints.products),
      ],
    },
  },
  play: async ({ canvasElement }) => bothPartsFailed(within(canvasElement), canvasElement),
};

export const ServerErrorMobile: Story = { ...ServerError, name: 'Error (mobile)', globals: mobile };

export const ErrorThenRetry: Story = {
  name: 'Error, then Try again',
  tags: ['no-visual'], // ends as Loaded
  parameters: {
    msw: { handlers: [...serverErrorOnce(endpoints.homeScreen), ...serverErrorOnce(endpoints.products)] },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await bothPartsFailed(canvas, canvasElement);
    await step('each part retries on its own', async () => {
      for (const alert of canvas.getAllByRole('alert')) {
        await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      }
      await loadedHome(canvas, canvasElement);
      await expect(await canvas.findByRole('region', { name: 'Flooring categories' })).toBeVisible();
    });
  },
};

export const InvalidShape: Story = {
  name: 'Error (answer of the wrong shape)',
  parameters: { msw: { handlers: scenarios.invalidShape(endpoints.homeScreen) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Part of this page didn’t load');
    await waitFor(() => expect(products(canvasElement).getAllByRole('article')).toHaveLength(8));
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenarios.empty(endpoints.homeScreen),
        ...scenarios.empty(endpoints.products),
        ...scenarios.empty(endpoints.categories),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await storePromise(canvas);
    await expect(
      await products(canvasElement).findByRole('heading', { name: 'No products yet' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Categories are on their way' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'All' })).toBeNull();
  },
};

export const EmptyMobile: Story = { ...Empty, name: 'Empty (mobile)', globals: mobile };
