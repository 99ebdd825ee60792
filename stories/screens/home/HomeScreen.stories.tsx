// Home (§2): hero slider, product list with category filter, category carousel, testimonials,
// pickup & delivery — rendered in the app Layout (transparent header overlaid on the hero).
// Parts covered here: HeroSlider, HeroSkeleton, HeroFallback, HomeProducts, CategoryCarousel,
// CategoryCard, Testimonials, TestimonialCard, PickupDelivery.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessions } from '@mocks/db';
import { fixtures } from '@mocks/index';
import { scenarios } from '@mocks/scenarios';
import { Layout } from '@/app/layout/Layout';
import { HOME_PRODUCTS_ANCHOR } from '@/config/brand';
import { endpoints } from '@/contract/endpoints';
import HomeScreen from '@/features/content/HomeScreen';
import { serverErrorOnce } from './failOnce';

type Loaded = { location: { history: string[] } };

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  render: () => (
    <Layout>
      <HomeScreen />
    </Layout>
  ),
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof HomeScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const productsSection = (root: HTMLElement) => {
  const section = root.querySelector<HTMLElement>(`#${HOME_PRODUCTS_ANCHOR}`);
  if (!section) throw new Error(`No section with id="${HOME_PRODUCTS_ANCHOR}"`);
  return section;
};

export const Loaded: Story = {
  name: 'Loaded (signed out)',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [first] = fixtures.home.banner;

    await step('hero: first banner is the LCP image under the overlaid header', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: first!.title! })).toBeInTheDocument();
      const hero = canvas.getByRole('region', { name: 'Featured floors' });
      const lcp = hero.querySelector('img');
      await expect(lcp).toHaveAttribute('fetchpriority', 'high');
      await expect(lcp).toHaveAttribute('loading', 'eager');
      await expect(lcp).toHaveAttribute('width');
      await expect(lcp).toHaveAttribute('height');
      await expect(canvasElement.querySelector('header')).toHaveAttribute('data-overlay', 'true');
      await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
      // Autoplay is off under prefers-reduced-motion (the test browser asks for it): no pause control.
      await expect(canvas.queryByRole('button', { name: /banner slideshow/ })).toBeNull();
    });

    await step('products: bestsellers with the category filter on All', async () => {
      const section = within(productsSection(canvasElement));
      await expect(
        section.getByRole('heading', { level: 2, name: fixtures.home.weekly_bestsellers_title! }),
      ).toBeVisible();
      await expect(await section.findAllByRole('article')).toHaveLength(8);
      await expect(section.getByRole('radio', { name: 'All' })).toBeChecked();
      await expect(section.getByRole('link', { name: 'View all products' })).toHaveAttribute(
        'href',
        '/products',
      );
    });

    await step('category carousel links to the category listing', async () => {
      const carousel = canvas.getByRole('region', { name: 'Flooring categories' });
      await expect(within(carousel).getByRole('link', { name: 'SPC Flooring' })).toHaveAttribute(
        'href',
        '/products/category/1',
      );
      await expect(
        canvas.getByRole('heading', { level: 2, name: fixtures.home.clients_say_title! }),
      ).toBeInTheDocument();
      await expect(canvas.getByRole('heading', { level: 2, name: 'Pickup & delivery' })).toBeInTheDocument();
    });
  },
};

/** The interactions: banners, the category filter, a card. Left out of the visual baselines. */
export const Browse: Story = {
  name: 'Browse: banners, filter, card',
  tags: ['no-visual'],
  play: async ({ canvasElement, loaded, step }) => {
    const canvas = within(canvasElement);
    const [, second] = fixtures.home.banner;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: fixtures.home.banner[0]!.title! }),
    ).toBeInTheDocument();

    await step('hero: next banner', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
      await waitFor(() =>
        expect(
          within(canvas.getByRole('region', { name: 'Featured floors' })).getByRole('status'),
        ).toHaveTextContent('Slide 2 of 3'),
      );
      await expect(canvas.getByRole('heading', { level: 2, name: second!.title! })).toBeInTheDocument();
    });

    await step('products: bestsellers with a category filter', async () => {
      const section = within(productsSection(canvasElement));
      await expect(
        section.getByRole('heading', { level: 2, name: fixtures.home.weekly_bestsellers_title! }),
      ).toBeVisible();
      await expect(await section.findAllByRole('article')).toHaveLength(8);
      await expect(section.getByRole('radio', { name: 'All' })).toBeChecked();
      await userEvent.click(section.getByRole('radio', { name: 'LVT Flooring' }));
      await expect(await section.findByRole('link', { name: 'View all LVT Flooring' })).toHaveAttribute(
        'href',
        '/products/category/2',
      );
      await expect(section.getByRole('heading', { name: 'Misty Fog LVT' })).toBeVisible();
      await expect(section.queryByRole('heading', { name: 'Coastal Oak SPC' })).toBeNull();
    });

    await step('a product card opens the product page', async () => {
      await userEvent.click(
        within(productsSection(canvasElement)).getByRole('link', { name: 'Misty Fog LVT' }),
      );
      await expect((loaded as Loaded).location.history.at(-1)).toBe('/products/misty-fog-lvt');
    });
  },
};

export const SignedIn: Story = {
  name: 'Loaded (signed in)',
  parameters: { session: demoSessions.withCart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: new RegExp(demoSessions.withCart.firstName) }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: fixtures.home.banner[0]!.title! }),
    ).toBeInTheDocument();
    await expect(await within(productsSection(canvasElement)).findAllByRole('article')).toHaveLength(8);
  },
};

export const Mobile: Story = {
  name: 'Mobile 375',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: fixtures.home.banner[0]!.title! }),
    ).toBeVisible();
    await expect(await within(productsSection(canvasElement)).findAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // Nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
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
    await expect(canvas.getByRole('region', { name: 'Featured' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(productsSection(canvasElement)).getByRole('status')).toHaveTextContent(
      'Loading products…',
    );
    await expect(productsSection(canvasElement).querySelectorAll('[data-placeholder]')).toHaveLength(8);
  },
};

export const LoadingMobile: Story = {
  name: 'Loading (mobile)',
  globals: { viewport: { value: 'mobile' } },
  parameters: Loading.parameters,
  play: Loading.play,
};

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'SPC and LVT flooring for less' }),
    ).toBeVisible();
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('We couldn’t load the floors');
    await expect(alerts[1]).toHaveTextContent('Part of this page didn’t load');
  },
};

export const ServerErrorMobile: Story = {
  name: 'Error (mobile)',
  globals: { viewport: { value: 'mobile' } },
  parameters: ServerError.parameters,
  play: ServerError.play,
};

export const ErrorThenRetry: Story = {
  name: 'Error, then retry',
  tags: ['no-visual'],
  parameters: {
    msw: { handlers: [...serverErrorOnce(endpoints.homeScreen), ...serverErrorOnce(endpoints.products)] },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('both parts fail: the store promise stays, each part offers Try again', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'SPC and LVT flooring for less' }),
      ).toBeVisible();
      const section = within(productsSection(canvasElement));
      const productsAlert = await section.findByRole('alert');
      await expect(productsAlert).toHaveTextContent('We couldn’t load the floors');
      await userEvent.click(within(productsAlert).getByRole('button', { name: 'Try again' }));
      await expect(await section.findAllByRole('article')).toHaveLength(8);
    });
    await step('home content retry brings the categories back', async () => {
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('Part of this page didn’t load');
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: fixtures.home.banner[0]!.title! }),
      ).toBeInTheDocument();
      await expect(canvas.getByRole('region', { name: 'Flooring categories' })).toBeInTheDocument();
    });
  },
};

export const InvalidShape: Story = {
  name: 'Error (answer of the wrong shape)',
  parameters: { msw: { handlers: [...scenarios.invalidShape(endpoints.homeScreen)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Part of this page didn’t load');
    await expect(await within(productsSection(canvasElement)).findAllByRole('article')).toHaveLength(8);
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
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'SPC and LVT flooring for less' }),
    ).toBeVisible();
    await expect(
      await within(productsSection(canvasElement)).findByRole('heading', { name: 'No products yet' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'All' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Categories are on their way' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all products' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

export const EmptyMobile: Story = {
  name: 'Empty (mobile)',
  globals: { viewport: { value: 'mobile' } },
  parameters: Empty.parameters,
  play: Empty.play,
};
