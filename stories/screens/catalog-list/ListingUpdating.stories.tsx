// The listing while its next answer loads (docs/catalogue.md "While the next answer loads"): the
// previous answer's cards stay, the results are marked busy and the count says "Updating…" instead of
// the previous answer's count (at 5,000 products it showed for 1–2 s). The tick's or the sort's answer
// is held for ever here; ListingPlace's first story sees it come. Parts shown: ProductListScreen,
// ListingToolbar.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ProductListScreen from '@/features/catalog/ProductListScreen';
import ListingToolbar from '@/features/catalog/list/ListingToolbar';
import { catalogueScenarios, fixtures } from '@mocks/index';
import { expectNavigatedTo, mobile, shellAt, type Canvas } from '../../support';

const held = catalogueScenarios.nextAnswerHeld({ forever: true });

const meta = preview.meta({
  title: 'Screens/Product list/Updating',
  component: ProductListScreen,
  subcomponents: { ListingToolbar },
  beforeEach: held.reset,
  parameters: shellAt('/products', { msw: { handlers: held.handlers } }),
});

/** The results (toolbar, cards, pages): busy while the next answer loads. */
const results = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('#listing-results')!.closest('[aria-busy]')!;

/** The first answer drawn: every demo product, counted in the heading. */
async function listed(canvas: Canvas) {
  await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(fixtures.products.length));
  await expect(canvas.getByRole('status')).toHaveTextContent(`${fixtures.products.length} products`);
}

export const AfterAFilter = meta.story({
  name: 'Updating after a filter (the next answer loading)',
  play: async ({ canvas, canvasElement, loaded, step }) => {
    await listed(canvas);
    const filters = canvas.getByRole('complementary', { name: 'Filter products' });
    const box = await within(filters).findByRole('checkbox', { name: /^6\.5 mm/ }, { timeout: 8000 });
    await userEvent.click(box);
    await expectNavigatedTo(loaded, '/products?thickness=6.5+mm');
    await step('the count says it is updating, the results are busy, the cards stay', async () => {
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Updating…'));
      await expect(results(canvasElement)).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.queryByText(`${fixtures.products.length} products`)).toBeNull();
      await expect(canvas.getAllByRole('article')).toHaveLength(fixtures.products.length);
    });
    await waitFor(() => expect(canvasElement.querySelector(`#${CSS.escape(box.id)}`)).toHaveFocus());
  },
});

export const AfterASortMobile = meta.story({
  name: 'Updating after a sort (mobile)',
  globals: mobile,
  play: async ({ canvas, canvasElement, loaded }) => {
    await listed(canvas);
    const sort = await canvas.findByRole('combobox', { name: 'Sort by' }, { timeout: 8000 });
    await userEvent.selectOptions(sort, 'Price: low to high');
    await expectNavigatedTo(loaded, '/products?sort=price_asc');
    // Without a search or filters the heading gives the count: it says the update instead.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Updating…'));
    await expect(results(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveFocus());
  },
});
