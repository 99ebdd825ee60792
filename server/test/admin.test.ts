// The back office's API (server/admin): who may enter, the audit log, catalogue and settings writes, and
// the storefront following at once (this instance and another sharing the database).
import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE, adminEndpointList, type AdminEndpointName } from '../../src/contract/admin';
import { API_BASE } from '../create-app';
import { auditLog } from '../db/schema';
import { demoCatalogue } from '../db/seed';
import { readCsv, writeCsv } from '../../src/domain/csv';
import { PRODUCT_CSV_COLUMNS } from '../../src/contract/product-csv';
import { AdminClient, OWNER, restoreCatalogue } from './admin-support';
import { testShop, type TestShop } from './support';

const fixtureProduct = demoCatalogue.products[0]!;

let shop: TestShop;
let admin: AdminClient;

beforeEach(async () => {
  shop = await testShop();
  await shop.shop.accounts.ensureOwner(OWNER.email, OWNER.password);
  admin = new AdminClient(shop);
});
afterEach(async () => restoreCatalogue(shop));

/** A valid request for each endpoint, so a refusal is about who calls, never about the fields. */
const validBodies: Record<AdminEndpointName, unknown> = {
  adminLogin: { email: 'shopper@example.com', password: 'correct horse battery' },
  adminLogout: {},
  adminMe: {},
  adminAudit: {},
  adminCategories: {},
  adminSaveCategory: { title: 'X', description: '', image: '', on_home: false, hidden: false },
  adminOrderCategories: { ids: [1] },
  adminProducts: {},
  adminProduct: { id: 1 },
  adminSaveProduct: { id: 1 },
  adminOrderProducts: { ids: [1] },
  adminSetProductHidden: { id: 1, hidden: true },
  adminExportProducts: {},
  adminImportProducts: { csv: 'id,title\r\n1,x\r\n', apply: true },
  adminSettings: {},
  adminSaveSettings: {},
  adminSaveTiers: { tiers: [] },
  adminContent: {},
  adminSaveHome: {},
  adminSaveBanners: { banners: [] },
  adminSaveTestimonials: { testimonials: [] },
  adminSaveAbout: {},
  adminOrders: {},
  adminOrder: { id: 1 },
  adminSetOrderStatus: { id: 1, status: 'Cancelled' },
  adminRefundOrder: { id: 1 },
};

describe('who may enter', () => {
  it("answers a shopper's auth key with 403 on every admin endpoint of the contract", async () => {
    const shopper = shop.client();
    await shopper.signUp(); // shopper@example.com / correct horse battery
    const auditCount = async () => (await shop.database.db.select({ n: count() }).from(auditLog))[0]?.n;
    const before = await auditCount();
    expect(adminEndpointList.length).toBe(Object.keys(validBodies).length);
    for (const endpoint of adminEndpointList) {
      const name = endpoint.name as AdminEndpointName;
      // The key as the storefront sends it …
      const asHeader = await admin.call(name, validBodies[name], { auth_key: shopper.authKey! });
      expect(asHeader.status, `${name} with auth_key header`).toBe(403);
      expect(asHeader.body.status).toBe(0);
      // … and slipped into the back office's session cookie.
      admin.session = shopper.authKey;
      const asCookie = await admin.call(name, validBodies[name]);
      admin.session = undefined;
      expect(asCookie.status, `${name} with the key as session cookie`).toBe(403);
    }
    expect(await auditCount()).toBe(before);
  });

  it('answers 401 without a session, and 403 without the anti-forgery token', async () => {
    expect((await admin.call('adminMe')).status).toBe(401);
    await admin.signIn();
    const res = await shop.app.request(`${API_BASE}/admin/me`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `${ADMIN_SESSION_COOKIE}=${admin.session}` },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('signs the owner in with a session the storefront does not accept, and out again', async () => {
    const login = await admin.signIn();
    expect(login.body.data).toMatchObject({ email: OWNER.email });
    expect((await admin.call('adminMe')).body.data.email).toBe(OWNER.email);
    // The back office's key is no shopper key.
    const storefront = shop.client();
    storefront.authKey = admin.session;
    expect((await storefront.call('cart')).status).toBe(401);
    await admin.call('adminLogout');
    expect(admin.session).toBeUndefined();
    expect((await admin.call('adminMe')).status).toBe(401);
  });

  it("refuses a shopper's correct password, and a demoted owner's live session", async () => {
    await shop.client().signUp();
    const refused = await admin.call('adminLogin', validBodies.adminLogin);
    expect(refused.status).toBe(403);
    expect(admin.session).toBeUndefined();
    await admin.signIn();
    await shop.database.db.execute(sql`UPDATE users SET role = 'shopper' WHERE email = ${OWNER.email}`);
    expect((await admin.call('adminMe')).status).toBe(403);
  });

  it('creates the owner, then updates its password (old sessions end)', async () => {
    const accounts = shop.shop.accounts;
    expect(await accounts.ensureOwner(OWNER.email, OWNER.password)).toBe('unchanged');
    await admin.signIn();
    expect(await accounts.ensureOwner(OWNER.email.toUpperCase(), 'a new password 2')).toBe('updated');
    expect((await admin.call('adminMe')).status).toBe(401);
    expect((await admin.call('adminLogin', OWNER)).status).toBe(400);
    await admin.signIn(OWNER.email, 'a new password 2');
    expect(await accounts.ensureOwner('second@floorshop.test', 'second password')).toBe('created');
  });

  it('throttles failed sign-ins like the storefront does', async () => {
    let status = 0;
    for (let i = 0; i < 8 && status !== 429; i++)
      status = (await admin.call('adminLogin', { email: OWNER.email, password: 'wrong' })).status;
    expect(status).toBe(429);
  });
});

const productPayload = (overrides: Record<string, unknown> = {}) => ({
  category_id: Number(fixtureProduct.product_category_id),
  title: String(fixtureProduct.title),
  slug: String(fixtureProduct.slug),
  price_cents: 499,
  main_price_cents: null,
  save_button_price: '',
  price_per_box_cents: 9980, // $4.99 × 20 sqft
  sqft_in_box: 20,
  image: '',
  description: '<p>Warm oak.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  hidden: false,
  specifications: [{ title: 'Size', rows: [{ title: 'Thickness', sub_title: '5 mm' }] }],
  ...overrides,
});

describe('catalogue', () => {
  it('saves a price: sanitized, audited, and the shopper’s next read has it', async () => {
    const slug = String(fixtureProduct.slug);
    const client = shop.client();
    const old = await client.ok('productDetails', { slug }); // cached now
    expect(old.price_per_box).not.toBe(9980);
    await admin.signIn();
    const saved = await admin.call('adminSaveProduct', {
      id: Number(fixtureProduct.product_id),
      ...productPayload(),
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.description).toBe('<p>Warm oak.</p><img src="x">');
    const fresh = await client.ok('productDetails', { slug });
    expect(fresh.price_per_box).toBe(9980);
    expect(fresh.product_specifications[0]?.product_specifications_detail).toEqual([
      { title: 'Thickness', sub_title: '5 mm' },
    ]);
    const audit = await admin.call('adminAudit', { entity: 'product' });
    const entry = audit.body.data.entries[0];
    expect(entry).toMatchObject({
      actor_email: OWNER.email,
      action: 'update',
      entity_id: String(fixtureProduct.product_id),
    });
    expect(entry.before.price_per_box_cents).toBe(old.price_per_box);
    expect(entry.after.price_per_box_cents).toBe(9980);
  });

  it('redirects a changed slug, refuses a taken one and reports bad fields by name', async () => {
    await admin.signIn();
    const id = Number(fixtureProduct.product_id);
    const moved = await admin.call('adminSaveProduct', { id, ...productPayload({ slug: 'renamed-oak' }) });
    expect(moved.body.data.old_slugs).toEqual([fixtureProduct.slug]);
    const client = shop.client();
    expect((await client.ok('productDetails', { slug: String(fixtureProduct.slug) })).slug).toBe(
      'renamed-oak',
    );
    const other = demoCatalogue.products[1]!;
    const taken = await admin.call('adminSaveProduct', {
      id,
      ...productPayload({ slug: String(other.slug) }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain(String(other.title));
    const bad = await admin.call('adminSaveProduct', {
      id,
      ...productPayload({ slug: 'Not A Slug', price_cents: -1 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Slug/);
  });

  it('hides a product and a category from every shopper read, and orders categories', async () => {
    await admin.signIn();
    const client = shop.client();
    const id = Number(fixtureProduct.product_id);
    await admin.call('adminSaveProduct', { id, ...productPayload({ hidden: true }) });
    expect((await client.call('productDetails', { slug: String(fixtureProduct.slug) })).status).toBe(404);
    expect((await client.ok('products')).map((p) => p.product_id)).not.toContain(id);
    // Nor in a listing's page, a search or a suggestion (each would link to a page that is not found).
    const inListing = async (query: Record<string, unknown>) => {
      const page = await client.ok('catalogue', { page: 1, page_size: 96, ...query });
      if (page.kind !== 'page') throw new Error('expected a page');
      return page.products.map((p) => p.product_id);
    };
    const title = String(fixtureProduct.title);
    expect(await inListing({})).not.toContain(id);
    expect(await inListing({ q: title })).not.toContain(id);
    const suggested = await client.ok('searchSuggestions', { q: title });
    expect(suggested.products.map((p) => p.product_id)).not.toContain(id);
    const categories = (await admin.call('adminCategories')).body.data as { id: number }[];
    const [first, ...rest] = categories.map((c) => c.id);
    const order = await admin.call('adminOrderCategories', { ids: [...rest, first] });
    expect(order.status, order.body.message).toBe(200);
    expect((await client.ok('categories')).at(-1)?.product_category_id).toBe(first);
    expect((await admin.call('adminOrderCategories', { ids: rest })).status).toBe(409);
    // The list's row action: hidden, then shown again, each audited once.
    const other = Number(demoCatalogue.products[1]!.product_id);
    const hid = await admin.call('adminSetProductHidden', { id: other, hidden: true });
    expect(hid.body.data).toMatchObject({ id: other, hidden: true });
    expect((await client.ok('products')).map((p) => p.product_id)).not.toContain(other);
    await admin.call('adminSetProductHidden', { id: other, hidden: false });
    expect((await client.ok('products')).map((p) => p.product_id)).toContain(other);
    const actions = (await admin.call('adminAudit', { entity: 'product' })).body.data.entries
      .filter((e: { entity_id: string }) => e.entity_id === String(other))
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual(['show', 'hide']);
    expect((await admin.call('adminSetProductHidden', { id: 99999, hidden: true })).status).toBe(404);
    // Moving a product up: the two swap the positions they held.
    const listed = (await admin.call('adminProducts')).body.data as { id: number }[];
    const [p1, p2] = [listed[0]!.id, listed[1]!.id];
    expect((await admin.call('adminOrderProducts', { ids: [p2, p1] })).status).toBe(200);
    const reordered = (await admin.call('adminProducts')).body.data as { id: number }[];
    expect(reordered.slice(0, 2).map((p) => p.id)).toEqual([p2, p1]);
    const cat = categories[0]!;
    await admin.call('adminSaveCategory', { ...(cat as object), id: first, hidden: true });
    expect((await client.ok('categories')).map((c) => c.product_category_id)).not.toContain(first);
    const ofHidden = demoCatalogue.products
      .filter((p) => Number(p.product_category_id) === first)
      .map((p) => Number(p.product_id));
    expect(ofHidden.length).toBeGreaterThan(0);
    const shown = await inListing({});
    expect(shown.filter((p) => ofHidden.includes(p))).toEqual([]);
    expect(shown.length).toBeGreaterThan(0);
    const hiddenTitle = demoCatalogue.products.find((p) => Number(p.product_id) === ofHidden[0])!.title;
    expect(await inListing({ q: hiddenTitle })).not.toContain(ofHidden[0]);
    const suggestedThere = await client.ok('searchSuggestions', { q: hiddenTitle });
    expect(suggestedThere.products.map((p) => p.product_id)).not.toContain(ofHidden[0]);
  });

  it('clears the cache of another instance on the same database (NOTIFY)', async () => {
    const other = await testShop({ resetData: false, listen: shop.database.listen });
    await other.shop.listening;
    const slug = String(fixtureProduct.slug);
    await other.client().ok('productDetails', { slug }); // cached in the other instance
    await admin.signIn();
    await admin.call('adminSaveProduct', {
      id: Number(fixtureProduct.product_id),
      ...productPayload({ price_cents: 212, price_per_box_cents: 4240 }),
    });
    await expect
      .poll(async () => (await other.client().ok('productDetails', { slug })).price_per_box)
      .toBe(4240);
    await (
      await other.shop.listening
    )();
  });
});

describe('the price per box and the price per sqft agree', () => {
  // Coastal Oak: $2.79 a sqft, 23.77 sqft a box, $66.32 a box. QA lowered the price per sqft to $2.59 and
  // saved: the box price stayed $66.32, and shoppers saw $2.59 / sqft but paid $66.32 a box.
  const oak = {
    id: Number(fixtureProduct.product_id),
    ...productPayload({ price_cents: 279, price_per_box_cents: 6632, sqft_in_box: 23.77 }),
  };
  const slug = String(fixtureProduct.slug);
  const mismatch = 'Price per box $66.32 does not match the price per sqft: $2.59 × 23.77 sqft = $61.56';
  const auditCount = async () => (await shop.database.db.select({ n: count() }).from(auditLog))[0]?.n;

  it('refuses a save whose box price is more than a cent off, naming both figures, and changes nothing', async () => {
    await admin.signIn();
    const client = shop.client();
    const before = await client.ok('productDetails', { slug });
    const audits = await auditCount();
    const refused = await admin.call('adminSaveProduct', { ...oak, price_cents: 259 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 0, message: mismatch });
    const after = await client.ok('productDetails', { slug });
    expect([after.price, after.price_per_box]).toEqual([before.price, before.price_per_box]);
    expect(await auditCount()).toBe(audits);
    // The box size changed alone is refused the same way.
    const resized = await admin.call('adminSaveProduct', { ...oak, sqft_in_box: 20 });
    expect(resized.body.message).toBe(
      'Price per box $66.32 does not match the price per sqft: $2.79 × 20 sqft = $55.80',
    );
    // Past the column's 3 decimals: refused (0.0004 was checked as typed, stored as 0, a box at $0.00).
    const tiny = await admin.call('adminSaveProduct', {
      ...oak,
      sqft_in_box: 0.0004,
      price_per_box_cents: 1,
    });
    expect(tiny.status).toBe(400);
    expect(tiny.body).toMatchObject({ status: 0, message: 'Sqft per box has at most 3 decimals' });
    // A box at $0.00 is no price: a cart of it is one no card can pay.
    const free = await admin.call('adminSaveProduct', { ...oak, price_cents: null, price_per_box_cents: 0 });
    expect(free.status).toBe(400);
    expect(free.body).toMatchObject({
      status: 0,
      message: 'Price per box cannot be $0.00 (leave it empty if the product has no price)',
    });
    expect(await auditCount()).toBe(audits);
  });

  it('saves prices that agree (a cent either side too), and the shopper is shown and charged the same', async () => {
    await admin.signIn();
    const saved = await admin.call('adminSaveProduct', {
      ...oak,
      price_cents: 259,
      price_per_box_cents: 6156,
    });
    expect(saved.status, saved.body.message).toBe(200);
    const client = shop.client();
    const shown = await client.ok('productDetails', { slug });
    expect([shown.price, shown.price_per_box]).toEqual([259, 6156]);
    const rounded = await admin.call('adminSaveProduct', {
      ...oak,
      price_cents: 259,
      price_per_box_cents: 6157,
    });
    expect(rounded.status, rounded.body.message).toBe(200);
    // Nothing to compare without a price per sqft: the box price stands alone (a trim sold by the piece).
    const alone = await admin.call('adminSaveProduct', {
      ...oak,
      price_cents: null,
      price_per_box_cents: 1999,
    });
    expect(alone.status, alone.body.message).toBe(200);
  });

  it('refuses a CSV row whose box price disagrees, by its line, and imports nothing', async () => {
    await admin.signIn();
    const { records } = readCsv((await admin.call('adminExportProducts')).body.data.csv);
    const [header, ...rows] = records.map((r) => r.cells);
    const row = [...rows.find((r) => r[0] === String(oak.id))!];
    row[header!.indexOf('price_per_sqft')] = '2.59';
    const csv = writeCsv(header!, [row]);
    const preview = await admin.call('adminImportProducts', { csv, apply: false });
    expect(preview.body.data.errors).toEqual([{ line: 2, message: mismatch }]);
    const applied = await admin.call('adminImportProducts', { csv, apply: true });
    expect(applied.status).toBe(400);
    expect(applied.body.message).toBe(`The import failed: nothing was changed. Line 2: ${mismatch}`);
    expect((await shop.client().ok('productDetails', { slug })).price).toBe(279);
  });
});

describe('products as CSV', () => {
  /** The export, read back: its header and rows of cells. */
  async function exported() {
    const answer = await admin.call('adminExportProducts');
    expect(answer.status, answer.body.message).toBe(200);
    const { records, error } = readCsv(answer.body.data.csv);
    expect(error).toBeNull();
    const [header, ...rows] = records.map((r) => r.cells);
    const cell = (row: string[], column: string) => row[header!.indexOf(column)]!;
    const set = (row: string[], column: string, value: string) => {
      row[header!.indexOf(column)] = value;
      return row;
    };
    return { answer, header: header!, rows, cell, set };
  }
  const byId = (rows: string[][], id: number) => rows.find((r) => r[0] === String(id))!;
  /** A row of one of the first two demo products (23.77 sqft a box) repriced: $0.52 × 23.77 sqft = $12.36. */
  const repriced = (row: string[]) => {
    row[PRODUCT_CSV_COLUMNS.indexOf('price_per_sqft')] = '0.52';
    row[PRODUCT_CSV_COLUMNS.indexOf('price_per_box')] = '12.36';
    return row;
  };
  const importCsv = (csv: string, apply: boolean) => admin.call('adminImportProducts', { csv, apply });
  const auditCount = async () => (await shop.database.db.select({ n: count() }).from(auditLog))[0]?.n;

  it('exports every product (hidden too) as RFC 4180 CSV, and the file imports back unchanged', async () => {
    await admin.signIn();
    const id = Number(fixtureProduct.product_id);
    await admin.call('adminSaveProduct', { id, ...productPayload({ hidden: true }) });
    const { answer, header, rows, cell } = await exported();
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(answer.body.data.filename).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(answer.body.data.csv).toMatch(/^\uFEFFid,category_id,/);
    expect(answer.body.data.csv.split('\r\n').length).toBeGreaterThan(rows.length);
    expect(rows).toHaveLength(demoCatalogue.products.length);
    const hidden = byId(rows, id);
    expect(cell(hidden, 'hidden')).toBe('yes');
    expect(cell(hidden, 'price_per_box')).toBe('99.80');
    expect(cell(hidden, 'specifications')).toBe('Size › Thickness: 5 mm');
    const check = await importCsv(answer.body.data.csv, false);
    expect(check.status, check.body.message).toBe(200);
    expect(check.body.data.errors).toEqual([]);
    expect(check.body.data.counts).toEqual({ new: 0, changed: 0, unchanged: rows.length });
  });

  it('a CSV with one bad row changes nothing and names the row', async () => {
    await admin.signIn();
    const { header, rows, set } = await exported();
    const [a, b] = [
      Number(demoCatalogue.products[0]!.product_id),
      Number(demoCatalogue.products[1]!.product_id),
    ];
    const good = set(repriced(byId(rows, a)), 'description', '<p>Warm oak.</p>');
    const bad = set(byId(rows, b), 'price_per_box', 'twelve');
    const csv = writeCsv(header, [good, bad]);
    const client = shop.client();
    const slug = String(demoCatalogue.products[0]!.slug);
    const before = (await client.ok('productDetails', { slug })).price_per_box;
    const audits = await auditCount();

    const preview = await importCsv(csv, false);
    expect(preview.status).toBe(200);
    expect(preview.body.data.errors).toEqual([
      { line: 3, message: expect.stringMatching(/^Price per box: enter an amount in dollars/) },
    ]);
    const applied = await importCsv(csv, true);
    expect(applied.status).toBe(400);
    expect(applied.body.message).toMatch(/^The import failed: nothing was changed\. Line 3: Price per box/);
    expect((await client.ok('productDetails', { slug })).price_per_box).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  it('numbers rows as a spreadsheet does, names unknown ids, categories, taken slugs and bad headers', async () => {
    await admin.signIn();
    const { header, rows, set } = await exported();
    const [a, b, c] = demoCatalogue.products.map((p) => Number(p.product_id));
    const multiline = set(byId(rows, a!), 'description', '<p>Two\nlines</p>');
    const unknown = set([...byId(rows, b!)], 'id', '99999');
    const noCategory = set(set([...byId(rows, c!)], 'category_id', '777'), 'slug', 'fresh-slug');
    const takenSlug = set(
      set([...byId(rows, c!)], 'id', ''),
      'slug',
      String(demoCatalogue.products[3]!.slug),
    );
    const { errors } = (await importCsv(writeCsv(header, [multiline, unknown, noCategory, takenSlug]), false))
      .body.data;
    // Rows as a spreadsheet numbers them: the first product's cell with a line break is one row.
    expect(errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5]);
    expect(errors[0].message).toMatch(/No product has id 99999/);
    expect(errors[1].message).toMatch(/No category has id 777/);
    expect(errors[2].message).toMatch(/already used by/);
    const noHeader = await importCsv('id,title\r\n1,Oak\r\n', false);
    expect(noHeader.body.data.errors[0]).toMatchObject({
      line: 1,
      message: expect.stringMatching(/^Missing columns category_id, slug/),
    });
    const tooBig = await importCsv('x'.repeat(900_001), false);
    expect(tooBig.status).toBe(400);
  });

  it('previews, then applies in one go: changed fields, a new product, swapped slugs (redirected), audited', async () => {
    await admin.signIn();
    const { header, rows, set, cell } = await exported();
    const [pa, pb] = demoCatalogue.products;
    const [a, b] = [Number(pa!.product_id), Number(pb!.product_id)];
    const rowA = repriced(set(byId(rows, a), 'slug', String(pb!.slug)));
    const rowB = set(byId(rows, b), 'slug', String(pa!.slug));
    const fresh = set(set(set([...rowA], 'id', ''), 'slug', 'imported-oak'), 'title', 'Imported Oak SPC');
    set(fresh, 'description', '<p>New</p><script>alert(1)</script>');
    const untouched = byId(rows, Number(demoCatalogue.products[2]!.product_id));
    const csv = writeCsv(header, [rowA, rowB, fresh, untouched]);
    const client = shop.client();
    await client.ok('productDetails', { slug: String(pa!.slug) }); // cached

    const preview = (await importCsv(csv, false)).body.data;
    expect(preview.counts).toEqual({ new: 1, changed: 2, unchanged: 1 });
    expect(preview.lines[0]).toMatchObject({ kind: 'changed', id: a });
    expect(preview.lines[0].changes).toEqual([
      { field: 'Slug', before: String(pa!.slug), after: String(pb!.slug) },
      { field: 'Price per sqft', before: expect.stringMatching(/^\$/), after: '$0.52' },
      { field: 'Price per box', before: expect.stringMatching(/^\$/), after: '$12.36' },
    ]);
    expect(cell(untouched, 'title')).toBe(String(demoCatalogue.products[2]!.title));
    const audits = await auditCount();
    const applied = await importCsv(csv, true);
    expect(applied.status, applied.body.message).toBe(200);
    expect(applied.body.message).toBe('Import applied: 1 new, 2 changed');
    expect(applied.body.data.applied).toBe(true);
    // The storefront follows at once: the shopper's next reads.
    const now = await client.ok('productDetails', { slug: String(pb!.slug) });
    expect(now.product_id).toBe(a);
    expect(now.price_per_box).toBe(1236);
    expect((await client.ok('productDetails', { slug: 'imported-oak' })).description).toBe('<p>New</p>');
    // Swapped slugs are each a product's own: neither is a redirect.
    expect((await admin.call('adminProduct', { id: b })).body.data.old_slugs).toEqual([]);
    expect((await client.ok('productDetails', { slug: String(pa!.slug) })).product_id).toBe(b);
    expect(await auditCount()).toBe(Number(audits) + 3);
    const entries = (await admin.call('adminAudit', { entity: 'product' })).body.data.entries;
    expect(entries.map((e: { action: string }) => e.action).sort()).toEqual(
      expect.arrayContaining(['import create', 'import update', 'import update']),
    );
    // The same file again: nothing left to change, and the new row's slug is taken now.
    const again = (await importCsv(csv, false)).body.data;
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 3 });
    expect(again.errors).toEqual([
      { line: 4, message: expect.stringMatching(/imported-oak is already used by “Imported Oak SPC”/) },
    ]);
  });
});

describe('specifications in the product CSV', () => {
  const importCsv = (csv: string, apply: boolean) => admin.call('adminImportProducts', { csv, apply });
  const specsOf = async (id: number) => (await admin.call('adminProduct', { id })).body.data.specifications;

  it('a changed cell replaces them (planned, audited, the shopper sees them); no column leaves them; a bad cell names its line', async () => {
    await admin.signIn();
    const { records } = readCsv((await admin.call('adminExportProducts')).body.data.csv);
    const [header, ...rows] = records.map((r) => r.cells);
    const at = (column: string) => header!.indexOf(column);
    const [pa, pb] = demoCatalogue.products;
    const [a, b] = [Number(pa!.product_id), Number(pb!.product_id)];
    const rowA = [...rows.find((r) => r[0] === String(a))!];
    rowA[at('specifications')] = 'Size › Thickness: 6 mm\nCare › Cleaning: damp mop, no steam: ever';
    const csv = writeCsv(header!, [rowA]);
    const preview = (await importCsv(csv, false)).body.data;
    expect(preview.lines[0]).toMatchObject({
      kind: 'changed',
      changes: [
        {
          field: 'Specifications',
          before: expect.any(String),
          after: expect.stringContaining('Care › Cleaning: damp mop, no steam: ever'),
        },
      ],
    });
    const applied = await importCsv(csv, true);
    expect(applied.status, applied.body.message).toBe(200);
    const expected = [
      { title: 'Size', rows: [{ title: 'Thickness', sub_title: '6 mm' }] },
      { title: 'Care', rows: [{ title: 'Cleaning', sub_title: 'damp mop, no steam: ever' }] },
    ];
    expect(await specsOf(a)).toEqual(expected);
    const shopper = await shop.client().ok('productDetails', { slug: String(pa!.slug) });
    expect(shopper.product_specifications[1]).toMatchObject({
      title: 'Care',
      product_specifications_detail: [{ title: 'Cleaning', sub_title: 'damp mop, no steam: ever' }],
    });
    const entry = (await admin.call('adminAudit', { entity: 'product' })).body.data.entries[0];
    expect(entry).toMatchObject({
      action: 'import update',
      entity_id: String(a),
      after: { specifications: expected },
    });
    expect((await importCsv(csv, false)).body.data.counts).toMatchObject({ changed: 0, unchanged: 1 });

    // A file exported before the column existed: imports, and leaves the specifications as they are.
    const oldHeader = header!.filter((c) => c !== 'specifications');
    const rowB = rows.find((r) => r[0] === String(b))!.filter((_, i) => i !== at('specifications'));
    rowB[oldHeader.indexOf('price_per_sqft')] = '0.52'; // × 23.77 sqft = $12.36
    rowB[oldHeader.indexOf('price_per_box')] = '12.36';
    const specsB = await specsOf(b);
    expect(specsB.length).toBeGreaterThan(0);
    const oldFile = await importCsv(writeCsv(oldHeader, [rowB]), true);
    expect(oldFile.status, oldFile.body.message).toBe(200);
    expect(oldFile.body.data.lines[0].changes).toEqual([
      { field: 'Price per sqft', before: expect.any(String), after: '$0.52' },
      { field: 'Price per box', before: expect.any(String), after: '$12.36' },
    ]);
    expect(await specsOf(b)).toEqual(specsB);

    // A cell that is not `Group › Row: Value`: nothing changes, the line is named.
    rowA[at('specifications')] = 'Size › Thickness: 7 mm\nWidth 7 in';
    const bad = await importCsv(writeCsv(header!, [rowA]), true);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'The import failed: nothing was changed. Line 2: Specifications: write each row as Group › Row: Value (not “Width 7 in”)',
    );
    expect(await specsOf(a)).toEqual(expected);
  });
});

describe('settings and delivery tiers', () => {
  it('refuses overlapping or gapped tiers by row, saves contiguous ones, and audits settings', async () => {
    await admin.signIn();
    const gap = await admin.call('adminSaveTiers', {
      tiers: [
        { min_mile: 0, max_mile: 100, price_per_pallet_cents: 15000 },
        { min_mile: 120, max_mile: 200, price_per_pallet_cents: 20000 },
      ],
    });
    expect(gap.status).toBe(400);
    expect(gap.body.message).toMatch(/gap after 100\.00 mi/);
    // Past the column's range: refused by the rule, not a database error (it was a 500).
    const far = await admin.call('adminSaveTiers', {
      tiers: [{ min_mile: 0, max_mile: 1e12, price_per_pallet_cents: 15000 }],
    });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ status: 0, message: 'Miles must be at most 10,000' });
    const tiers = [
      { min_mile: 0, max_mile: 50, price_per_pallet_cents: 10000 },
      { min_mile: 50.01, max_mile: 300, price_per_pallet_cents: 25000 },
    ];
    expect((await admin.call('adminSaveTiers', { tiers })).body.data.tiers).toEqual(tiers);
    const answer = await shop.client().ok('shippingCharge');
    expect(answer.tiers.map((t) => t.pricePerPalletCents)).toEqual([10000, 25000]);
    const { settings } = (await admin.call('adminSettings')).body.data;
    const saved = await admin.call('adminSaveSettings', {
      ...settings,
      tax_percent: 7.5,
      privacy_policy: '<h2>Privacy</h2><a href="javascript:alert(1)">x</a>',
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.privacy_policy).toBe('<h2>Privacy</h2><a>x</a>');
    // Links the footer opens or frames: http(s) only (an embed snippet, a bare host, a script are refused).
    for (const [field, value, name] of [
      ['map_url', '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>', 'Map URL'],
      ['instagram', 'www.instagram.com/floorshop', 'Instagram'],
      ['facebook', 'javascript:alert(1)', 'Facebook'],
    ]) {
      const refused = await admin.call('adminSaveSettings', { ...settings, [field!]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.body).toMatchObject({
        status: 0,
        message: `${name} must be a link starting with https://`,
      });
    }
    // A tax its column would round (numeric(6, 3)) is refused, not stored as another figure.
    const rounded = await admin.call('adminSaveSettings', { ...settings, tax_percent: 7.12345 });
    expect(rounded.body).toMatchObject({ status: 0, message: 'Tax has at most 3 decimals' });
    expect((await shop.client().ok('settings')).tax).toBe(7.5);
    const entities = (await admin.call('adminAudit')).body.data.entries.map(
      (e: { entity: string }) => e.entity,
    );
    expect(entities.slice(0, 2)).toEqual(['settings', 'delivery_tiers']);
  });
});
