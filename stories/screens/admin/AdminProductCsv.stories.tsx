// The products page's CSV panel (ProductCsvPanel): the export, a file's preview (new and changed rows with
// their fields, a specification among them) applied, a file with a bad row named by its line (nothing to
// apply), a row whose box price is off its price per sqft (named with both figures), an apply that fails
// (nothing changed), a check in progress, and the preview on a phone. (Cancel is played in the e2e.)
import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMock, adminUrl } from '@mocks/handlers/admin';
import { neverAnswer } from '@mocks/handlers/http';
import { failEnvelope } from '@/contract/envelope';
import { productsToCsv } from '@/contract/product-csv';
import { AdminProductsScreen } from '@/features/admin/AdminScreen';
import AdminProductsPage from '@/features/admin/AdminProductsPage';
import { ProductCsvPanel } from '@/features/admin/ProductCsvPanel';
import { mobile, routesAt } from '../../support';

const meta = preview.meta({
  title: 'Screens/Back office/Products CSV',
  component: AdminProductsScreen,
  subcomponents: { AdminProductsPage, ProductCsvPanel },
  parameters: routesAt('/admin/products'),
});

/** The mock shop's first product with new prices ($2.59 × 23.77 sqft = $61.56 a box) and one
 *  specification, and a new product. */
function editedCsv(): string {
  const [first] = adminMock().products;
  const specifications = first!.specifications.map((g) => ({
    ...g,
    rows: g.rows.map((r) => (r.title === 'Radiant heat' ? { ...r, sub_title: 'Not recommended' } : r)),
  }));
  const changed = { ...first!, price_cents: 259, price_per_box_cents: 6156, specifications };
  const created = { ...first!, id: 0, title: 'Harbour Oak SPC', slug: 'harbour-oak-spc' };
  return productsToCsv([changed, created]).replace(/\r\n0,/, '\r\n,');
}

/** The first product fine, the second with a price no one can read: the error is on line 3. */
function badRowCsv(): string {
  const [first, second] = adminMock().products;
  return productsToCsv([first!, second!]).replace(
    new RegExp(`(\\r\\n${second!.id},(?:[^,]*,){4})[^,]*`),
    '$1twelve',
  );
}

async function choose(canvasElement: HTMLElement, csv: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: 'Import and export (CSV)' });
  await userEvent.upload(
    canvas.getByLabelText('Import a CSV file'),
    new File([csv], 'products.csv', { type: 'text/csv' }),
  );
  return canvas;
}

export const Previewed = meta.story({
  name: 'CSV: preview of the changes, then applied',
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, editedCsv());
    await expect(await canvas.findByText('1 new, 1 changed, 0 unchanged')).toBeVisible();
    const preview = canvas.getByRole('table', { name: 'What the import will change' });
    await expect(within(preview).getByText('Price per sqft: $2.79 → $2.59')).toBeVisible();
    await expect(within(preview).getByText('Price per box: $66.32 → $61.56')).toBeVisible();
    await expect(
      within(preview).getByText(
        'Specifications: Performance › Radiant heat: Compatible → Performance › Radiant heat: Not recommended',
      ),
    ).toBeVisible();
    await expect(within(preview).getByText('/harbour-oak-spc')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply the import' }));
    await within(canvasElement.ownerDocument.body).findByText('Import applied: 1 new, 1 changed');
    await canvas.findByRole('link', { name: 'Harbour Oak SPC' });
    await waitFor(() =>
      expect(canvas.queryByRole('table', { name: 'What the import will change' })).toBeNull(),
    );
  },
});

export const BadRow = meta.story({
  name: 'CSV: a bad row is named by its line, nothing to apply',
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, badRowCsv());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The file has errors: nothing will be changed');
    await expect(alert).toHaveTextContent(/Line 3: Price per box: enter an amount in dollars/);
    await expect(canvas.queryByRole('button', { name: 'Apply the import' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
});

export const BoxPriceOff = meta.story({
  name: 'CSV: a box price off its price per sqft is named by its line',
  play: async ({ canvasElement }) => {
    // The first product's price per sqft lowered to $2.59 in the file, its box price left at $66.32.
    const csv = productsToCsv([{ ...adminMock().products[0]!, price_cents: 259 }]);
    const canvas = await choose(canvasElement, csv);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Line 2: Price per box $66.32 does not match the price per sqft: $2.59 × 23.77 sqft = $61.56',
    );
    await expect(canvas.queryByRole('button', { name: 'Apply the import' })).toBeNull();
  },
});

export const ApplyFailed = meta.story({
  name: 'CSV: the apply fails, nothing changed',
  parameters: {
    msw: {
      handlers: [
        http.post(adminUrl('adminImportProducts'), async ({ request }) => {
          const body = (await request.clone().json()) as { apply?: boolean };
          if (!body.apply) return undefined; // the preview as the mock shop answers it
          return HttpResponse.json(
            failEnvelope('The import failed: nothing was changed. Something went wrong on our side'),
            { status: 500 },
          );
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, editedCsv());
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply the import' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The import failed: nothing was changed.');
    await expect(alert).toHaveTextContent('Something went wrong on our side');
    // The preview stays: the owner may try again.
    await expect(canvas.getByRole('button', { name: 'Apply the import' })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: 'Harbour Oak SPC' })).toBeNull();
  },
});

export const Checking = meta.story({
  name: 'CSV: checking the file',
  parameters: {
    msw: { handlers: [http.post(adminUrl('adminImportProducts'), ({ request }) => neverAnswer(request))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, editedCsv());
    await expect(await canvas.findByText('Checking the file…')).toBeVisible();
    await expect(canvas.getByLabelText('Import a CSV file')).toBeDisabled();
  },
});

export const Exported = meta.story({
  name: 'CSV: every product exported',
  tags: ['no-visual'], // the product list's picture (the file goes to the downloads)
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export CSV' }));
    await within(canvasElement.ownerDocument.body).findByText(/^Exported \d+ products$/);
  },
});

export const PreviewedMobile = meta.story({
  name: 'CSV: preview (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, editedCsv());
    await expect(await canvas.findByText('1 new, 1 changed, 0 unchanged')).toBeVisible();
    const preview = canvas.getByRole('table', { name: 'What the import will change' });
    await expect(preview.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
});
