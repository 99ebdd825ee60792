// Where the page stays when the listing changes (docs/catalogue.md "Where the page stays"): a box ticked
// low in the sidebar keeps the shopper's place (they may tick several in a row), while another path (a
// category) and another page of the pager go to the top. Part shown: ScrollManager over the listing.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollManager } from '@/app/ScrollManager';
import ProductListScreen from '@/features/catalog/ProductListScreen';
import { catalogueScenarios } from '@mocks/index';
import { expectNavigatedTo, shellAt, type Canvas } from '../../support';

const meta = preview.meta({
  title: 'Screens/Product list/Where the page stays',
  component: ProductListScreen,
  subcomponents: { ScrollManager },
  parameters: shellAt('/products'),
});

/** Scrolls the page until `element` is low in the window, as a shopper's scrolling may leave it (not in
 *  the middle: where the focus, given back to a box drawn anew, would bring it anyway). */
async function scrollTo(element: Element) {
  window.scrollBy({
    top: element.getBoundingClientRect().bottom - window.innerHeight + 80,
    behavior: 'instant',
  });
  await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
}

/** The sidebar's filters, once its form has come (a deferred part). */
async function sidebar(canvas: Canvas) {
  const filters = await canvas.findByRole('complementary', { name: 'Filter products' });
  await within(filters).findByRole('group', { name: 'Installation' }, { timeout: 8000 });
  return filters;
}

// The tick's answer waits for the play: the place is checked while it loads, then once it is drawn.
const tickAnswer = catalogueScenarios.nextAnswerHeld();

export const TickLowInTheSidebar = meta.story({
  name: 'A box ticked low in the sidebar: the page stays',
  beforeEach: tickAnswer.reset,
  parameters: { msw: { handlers: tickAnswer.handlers } },
  play: async ({ canvas, canvasElement, loaded, step }) => {
    const filters = await sidebar(canvas);
    const box = within(filters).getByRole('checkbox', { name: /^Click-lock floating/ });
    await scrollTo(box);
    const top = box.getBoundingClientRect().top;
    const ticked = () => canvasElement.querySelector<HTMLInputElement>(`#${CSS.escape(box.id)}`)!;
    const inPlace = () => expect(Math.abs(ticked().getBoundingClientRect().top - top)).toBeLessThanOrEqual(1);
    await userEvent.click(box);
    await expectNavigatedTo(loaded, '/products?installation=Click-lock+floating');
    await step('while the answer loads: not sent to the top, the box where it was', async () => {
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Updating…'));
      await expect(window.scrollY).toBeGreaterThan(0);
      await inPlace();
    });
    tickAnswer.release();
    await step('the new count is told; the box ticked is still where it was, focused', async () => {
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('19 products'));
      await waitFor(() => expect(ticked()).toHaveFocus());
      await expect(ticked()).toBeChecked();
      await inPlace();
    });
  },
});

export const CategoryGoesToTheTop = meta.story({
  name: 'A category in the sidebar (another path): the page goes to the top',
  play: async ({ canvas, loaded }) => {
    const filters = await sidebar(canvas);
    const category = within(filters).getByRole('link', { name: /^LVT Flooring/ });
    await scrollTo(within(filters).getByRole('group', { name: 'Thickness' }));
    await userEvent.click(category);
    await expectNavigatedTo(loaded, '/products/category/2');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'LVT Flooring' })).toBeVisible();
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
});

export const NextPageGoesToTheTop = meta.story({
  name: 'Next page (the pager alone): the page goes to the top',
  parameters: { msw: { handlers: catalogueScenarios.threePages() } },
  play: async ({ canvas, canvasElement, loaded }) => {
    const pages = await canvas.findByRole('navigation', { name: 'Pages' });
    const next = await within(pages).findByRole('link', { name: 'Next' });
    await scrollTo(next);
    await userEvent.click(next);
    await expectNavigatedTo(loaded, '/products?page=2');
    await expect(await canvas.findByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvasElement.querySelector('#listing-results')).toHaveFocus());
  },
});

export const FirstTickMovesNothing = meta.story({
  name: 'The first box ticked: the results do not move',
  play: async ({ canvas, loaded }) => {
    const filters = await sidebar(canvas);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('24 products'));
    const results = () => canvas.getByRole('status').ownerDocument.getElementById('listing-results')!;
    const top = () => results().getBoundingClientRect().top + window.scrollY;
    const before = top();
    await userEvent.click(within(filters).getByRole('checkbox', { name: /^6\.5 mm/ }));
    await expectNavigatedTo(loaded, '/products?thickness=6.5+mm');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('5 products'));
    await expect(Math.abs(top() - before)).toBeLessThanOrEqual(1);
  },
});
