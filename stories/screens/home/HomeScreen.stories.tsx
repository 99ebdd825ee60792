// Home (§2 /): hero slider, product list with category filter, category carousel, testimonials,
// pickup & delivery — in the whole app at / (transparent header overlaid on the hero).
// Parts shown here: HeroSlider, HeroSkeleton, HeroFallback, HomeProducts, CategoryCarousel,
// CategoryCard, Testimonials, TestimonialCard, PickupDelivery. The hero's frame (HeroFrame) and the
// code-split parts (Hero.deferred, BelowTheFold.deferred: src/ui/Deferred) render here as a browser
// renders them after a client-side navigation; their server-rendered, not-yet-hydrated state is covered
// by tests/e2e/server-rendering.server.spec.ts. Loading, failing and empty: HomeScreenStates.stories.tsx.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import HomeScreen from '@/features/content/HomeScreen';
import { demoSessions } from '@mocks/index';
import { mobile } from '../../support';
import { home, homeMeta, loadedHome, products } from './home-steps';

const meta = preview.meta({
  title: 'Screens/Home',
  component: HomeScreen,
  ...homeMeta,
});

export const Loaded = meta.story({
  name: 'Loaded (signed out)',
  play: async ({ canvas, canvasElement, step }) => {
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
});

export const SignedIn = meta.story({
  name: 'Loaded (signed in)',
  parameters: { session: demoSessions.withCart },
  play: async ({ canvas, canvasElement }) => {
    await loadedHome(canvas, canvasElement);
    // The header's account button is replaced by the account menu's own once that menu's code has loaded:
    // wait for whichever is there to be shown, not for the first one found.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(demoSessions.withCart.firstName) })).toBeVisible(),
    );
  },
});

export const Mobile = meta.story({
  name: 'Loaded (mobile)',
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await loadedHome(canvas, canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});

export const FilteredByCategory = meta.story({
  name: 'Bestsellers filtered: LVT',
  play: async ({ canvas, canvasElement }) => {
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
});

export const NextBanner = meta.story({
  name: 'Hero: next banner',
  tags: ['no-visual'], // the slide ends at a scroll offset of Embla's: an interaction check only
  play: async ({ canvas, canvasElement }) => {
    await loadedHome(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    const hero = within(canvas.getByRole('region', { name: 'Featured floors' }));
    await waitFor(() => expect(hero.getByRole('status')).toHaveTextContent('Slide 2 of 3'));
    await expect(canvas.getByRole('heading', { level: 2, name: home.banner[1]!.title! })).toBeVisible();
  },
});
