// The back office's catalogue end to end on the reference server: the owner exports every product as CSV,
// imports a file with one bad row (it names the line and changes nothing), then a good one (the preview
// names the changed field; applied, the product page's first HTML has the new price on the next request),
// and the audit log shows the import. The products used here are bought by no other spec; the file is
// imported back as exported at the end.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { boxPriceCents } from '../../src/domain/box-price';
import { readCsv, writeCsv } from '../../src/domain/csv';
import { centsToDecimal, toCents } from '../../src/domain/money';
import { expect, test } from './fixtures';

const OWNER = { email: 'owner@floorshop.test', password: 'owner password e2e' };
const SAHARA = { id: '13', slug: 'sahara-linen-lvt' };
const BARNWOOD = { id: '14' };

test.slow();

async function signInOwner(page: Page) {
  await page.goto('/admin/login?redirect=%2Fadmin%2Fproducts');
  await page.getByLabel(/E-mail/).fill(OWNER.email);
  await page.getByLabel(/Password/).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
}

/** Sees a toast once and closes it, so a later step's same text is its own. */
async function toastSeen(page: Page, text: string | RegExp) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
}

async function upload(page: Page, csv: string) {
  await page.getByLabel('Import a CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
}

test('the owner exports products as CSV; a file with a bad row changes nothing; a good one applies at once', async ({
  page,
}) => {
  await signInOwner(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  await toastSeen(page, /^Exported \d+ products$/);
  const exported = readFileSync(await file.path(), 'utf8');
  const { records } = readCsv(exported);
  const [header, ...rows] = records.map((r) => r.cells);
  const column = (name: string) => header!.indexOf(name);
  const row = (id: string) => [...rows.find((r) => r[0] === id)!];
  const withPrice = (cells: string[], price: string) => {
    cells[column('price_per_box')] = price;
    return cells;
  };
  /** A new price per sqft and the box price that follows from it (the import refuses one that does not). */
  const repriced = (cells: string[], perSqft: string) => {
    cells[column('price_per_sqft')] = perSqft;
    const sqft = Number(cells[column('sqft_per_box')]);
    return withPrice(cells, centsToDecimal(boxPriceCents(toCents(perSqft), sqft)));
  };
  const original = row(SAHARA.id)[column('price_per_box')]!;
  const newBox = repriced(row(SAHARA.id), '0.52')[column('price_per_box')]!;
  const productHtml = async () => (await page.request.get(`/products/${SAHARA.slug}`)).text();

  // One bad row (line 3): named, nothing to apply, nothing changed.
  await upload(
    page,
    writeCsv(header!, [repriced(row(SAHARA.id), '0.52'), withPrice(row(BARNWOOD.id), 'twelve')]),
  );
  const errors = page.getByRole('alert').filter({ hasText: 'The file has errors: nothing will be changed' });
  await expect(errors).toContainText('Line 3: Price per box: enter an amount in dollars');
  await expect(page.getByRole('button', { name: 'Apply the import' })).toHaveCount(0);
  expect(await productHtml()).not.toContain(`$${newBox}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(errors).toHaveCount(0);

  // A good file: the preview names the change; applied, the shopper's next request has it.
  await upload(page, writeCsv(header!, [repriced(row(SAHARA.id), '0.52'), row(BARNWOOD.id)]));
  await expect(page.getByText('0 new, 1 changed, 1 unchanged')).toBeVisible();
  const preview = page.getByRole('table', { name: 'What the import will change' });
  await expect(preview).toContainText(`Price per box: $${original} → $${newBox}`);
  await page.getByRole('button', { name: 'Apply the import' }).click();
  await toastSeen(page, 'Import applied: 0 new, 1 changed');
  await expect(preview).toHaveCount(0);
  expect(await productHtml()).toContain(`$${newBox}`);

  await page.goto('/admin/audit');
  const entry = page
    .getByRole('row')
    .filter({ hasText: `product ${SAHARA.id}` })
    .filter({ hasText: 'import update' });
  await expect(entry.first()).toContainText(OWNER.email);

  // Back as exported.
  await page.goto('/admin/products');
  await upload(page, writeCsv(header!, [row(SAHARA.id)]));
  await page.getByRole('button', { name: 'Apply the import' }).click();
  await toastSeen(page, 'Import applied: 0 new, 1 changed');
  expect(await productHtml()).not.toContain(`$${newBox}`);
});

test("the owner uploads a picture into a product's gallery, drags it first, and the shop shows it first", async ({
  page,
}) => {
  const GREIGE = { id: '18', slug: 'greige-herringbone' };
  await signInOwner(page);
  await page.goto(`/admin/products/${GREIGE.id}`);
  const gallery = page.getByRole('list', { name: 'Pictures and videos' });
  await expect(gallery.getByRole('listitem')).toHaveCount(3);
  await page
    .getByLabel('Choose files: Upload pictures or videos')
    .setInputFiles('public/media/about-banner.jpg');
  await expect(gallery.getByText('Picture 4')).toBeVisible();
  const uploaded = await gallery.getByLabel('Picture', { exact: true }).last().inputValue();
  expect(uploaded).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.jpg$/);

  // Dragged by its handle with the pointer, from the last place to the first.
  const handle = gallery.getByRole('button', { name: 'Drag to reorder: Picture 4' });
  const target = gallery.getByRole('button', { name: 'Drag to reorder: Picture 1' });
  // The whole list in view: a drag moves the pointer within the window.
  await page
    .getByRole('heading', { name: 'Pictures and videos' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 - 10, { steps: 12 });
  await page.mouse.up();
  await expect(gallery.getByLabel('Picture', { exact: true }).first()).toHaveValue(uploaded);
  await page.getByRole('button', { name: 'Save' }).click();
  await toastSeen(page, 'Product saved');

  // The shop: the product page's first HTML shows the upload first, and the file is served.
  const html = await (await page.request.get(`/products/${GREIGE.slug}`)).text();
  const gallerySources = [...html.matchAll(/\/media\/[\w./-]+\.jpg/g)].map((m) => m[0]);
  expect(gallerySources).toContain(uploaded);
  const picture = await page.request.get(uploaded);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect(picture.headers()['cache-control']).toContain('immutable');
  await page.goto(`/products/${GREIGE.slug}`);
  await expect(page.locator(`img[src^="${uploaded}"]`).first()).toBeVisible();

  await page.goto('/admin/audit');
  await expect(page.getByRole('row').filter({ hasText: 'upload' }).first()).toContainText(OWNER.email);
});
