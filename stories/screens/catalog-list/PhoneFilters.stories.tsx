// The listing's filters on a phone (docs/catalogue.md "Filters on a phone"): the drawer, which stays
// open through the ticks until "Show N results", and the panel a phone without JavaScript (or before the
// app's code has run) opens with the "Filters" link (#listing-filters, CSS only). The drawer's first
// state is Screens/Product list/Browsing › Phone: filter drawer.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ProductListScreen from '@/features/catalog/ProductListScreen';
import FacetFilters from '@/features/catalog/list/FacetFilters.deferred';
import FiltersDrawer from '@/features/catalog/list/FiltersDrawer';
import { expectNavigatedTo, mobile, shellAt } from '../../support';

const THIN = /^6\.5 mm/;

const meta = preview.meta({
  title: 'Screens/Product list/Phone filters',
  component: ProductListScreen,
  subcomponents: { FacetFilters, FiltersDrawer },
  parameters: shellAt('/products'),
  globals: mobile,
});

type PlayContext = Parameters<NonNullable<(typeof meta)['input']['play']>>[0];

/** Opens the drawer and ticks 6.5 mm: the drawer stays open on the filtered listing. */
async function tickInDrawer({ canvas, canvasElement, loaded, step }: PlayContext) {
  const body = within(canvasElement.ownerDocument.body);
  await step('the shopper opens the filters and ticks 6.5 mm', async () => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters' }));
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: THIN }));
  });
  await step('the listing follows; the drawer stays open, counting the results', async () => {
    await expectNavigatedTo(loaded, '/products?thickness=6.5+mm');
    const dialog = body.getByRole('dialog', { name: 'Filters' });
    await expect(await within(dialog).findByRole('button', { name: 'Show 5 results' })).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: THIN })).toBeChecked();
  });
  // The form is drawn anew for the new address: the ticked box keeps the focus.
  await waitFor(() =>
    expect(
      within(body.getByRole('dialog', { name: 'Filters' })).getByRole('checkbox', { name: THIN }),
    ).toHaveFocus(),
  );
}

export const DrawerAfterATick = meta.story({
  name: 'Drawer after a tick (stays open, "Show 5 results")',
  play: tickInDrawer,
});

export const DrawerDone = meta.story({
  name: 'Drawer closed with "Show 5 results"',
  play: async (context) => {
    await tickInDrawer(context);
    const { canvas, canvasElement } = context;
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 5 results' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    await expect(await canvas.findByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
    // The focus goes back to the button that opened the drawer.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Filters (1)' })).toHaveFocus());
  },
});

export const WithoutJavaScript = meta.story({
  name: 'Panel opened without JavaScript (#listing-filters)',
  // The address's fragment is the page's: put back as it was once the story ends.
  beforeEach: () => () => history.replaceState(history.state, '', location.pathname + location.search),
  play: async ({ canvas, canvasElement, step }) => {
    await step('the filters sidebar is hidden on a phone', async () => {
      await expect(await canvas.findAllByRole('article')).toHaveLength(24);
      await expect(canvas.queryByRole('complementary', { name: 'Filter products' })).toBeNull();
    });
    // A DOM query: hidden, the sidebar has no role to find it by.
    const panel = canvasElement.querySelector<HTMLElement>('#listing-filters')!;
    await step(
      'the "Filters" link (before the app\'s code) targets it: CSS shows it as a panel',
      async () => {
        // What the link does in the server's HTML; the hydrated app's own is a button that opens the drawer.
        location.hash = 'listing-filters';
        await waitFor(() => expect(panel).toBeVisible());
        await expect(within(panel).getByRole('heading', { name: 'Filters' })).toBeVisible();
        await expect(within(panel).getByRole('link', { name: 'Hide filters' })).toHaveAttribute(
          'href',
          '#listing-results',
        );
        await expect(within(panel).getByRole('button', { name: 'Apply filters' })).toBeVisible();
        const form = within(panel).getByRole('form', { name: 'Filters' });
        await expect(form).toHaveAttribute('method', 'get');
        await expect(form).toHaveAttribute('action', '/products');
      },
    );
  },
});
