// The header's search box (src/app/layout/HeaderSearch.tsx, SearchSuggestions.tsx): on every
// page, a GET form to /products?q=…; suggestions (categories and products from the mocks, the domain's
// search rules) load at the first focus or keystroke. The results page: Screens/Product list/Browsing.
import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Layout } from '@/app/layout/Layout';
import { expectNavigatedTo, mobile, PageBody } from '../support';

const meta = preview.meta({
  title: 'App/Layout/Header search',
  component: Layout,
  args: { children: <PageBody /> },
  // A page with the solid header: on / and /about-us it is transparent over a picture these stories lack.
  parameters: { layout: 'fullscreen', route: '/contact-us' },
});

/** Types "oak" and waits for its suggestions. */
async function openSuggestions(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const box = canvas.getByRole('searchbox', { name: 'Search products' });
  await userEvent.click(box);
  await userEvent.type(box, 'oak');
  // The list for the whole word (one for "oa" may show first, while "k" is being asked).
  const list = await canvas.findByRole('listbox', { name: 'Suggestions for “oak”' }, { timeout: 5000 });
  const options = within(list).getAllByRole('option');
  await expect(options.length).toBeGreaterThan(0);
  for (const option of options) await expect(option).toHaveTextContent(/oak/i);
  await expect(box).toHaveAttribute('aria-controls', list.id);
  return { box, options };
}

export const SuggestionsOpen = meta.story({
  name: 'Suggestions open',
  play: async ({ canvasElement }) => {
    await openSuggestions(canvasElement);
  },
});

export const SuggestionsOpenPhone = meta.story({
  name: 'Suggestions open (phone)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await openSuggestions(canvasElement);
  },
});

/** Escape closes the suggestions; Enter without a chosen one closes them too and searches (GET /products?q=…). */
export const EnterSearches = meta.story({
  name: 'Enter searches',
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, loaded }) => {
    const { box } = await openSuggestions(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(box).not.toHaveAttribute('aria-controls');
    await userEvent.type(box, 's');
    await canvas.findByRole('listbox', { name: 'Suggestions for “oaks”' }, { timeout: 5000 });
    await userEvent.keyboard('{Enter}');
    await expectNavigatedTo(loaded, '/products?q=oaks');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
  },
});

/** On a phone the box, open across the header row, closes once it has searched: the header is back. */
export const EnterSearchesPhone = meta.story({
  name: 'Enter searches (phone): the box closes',
  tags: ['no-visual'],
  globals: mobile,
  play: async ({ canvas, loaded }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.click(box);
    await userEvent.type(box, 'walnut{Enter}');
    await expectNavigatedTo(loaded, '/products?q=walnut');
    await waitFor(() => expect(box).not.toHaveFocus());
    await expect(box).toHaveValue('walnut');
    await expect(box.getBoundingClientRect().width).toBeLessThan(60);
  },
});

/** On a results page the box shows the search (the server's HTML too: it reads the address). */
export const ShowsTheSearch = meta.story({
  name: 'Shows the current search',
  tags: ['no-visual'],
  parameters: { route: '/contact-us?q=oak%20plank' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(box).toHaveValue('oak plank');
  },
});
