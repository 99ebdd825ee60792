// The back office (/api/admin/*, src/contract/admin.ts) answered as the reference server answers it: an
// owner signed in (`adminScenarios.signedOut()` for the sign-in screen), 45 orders newest first with the
// server's filters, search and pages, status moves by the order-status rule, a refund once, products and
// settings from the fixtures with saves kept until the next reset, the audit log of what was done, and the
// records' versions: a save opened before a change is refused with 409, as the server refuses it.
// State lives beside the mock db and is rebuilt whenever resetDb() is (every story starts fresh).
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  adminEndpoints,
  type AdminData,
  type AdminEndpointName,
  type AdminRequest,
  STALE_SAVE_MESSAGE,
} from '../../src/contract/admin';
import {
  lineMessage,
  planProductImport,
  productsToCsv,
  PRODUCT_CSV_MESSAGES,
  readProductCsv,
} from '../../src/contract/product-csv';
import {
  MEDIA_UPLOAD_PATH,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  UPLOADED_MEDIA_PREFIX,
  uploadProblem,
  uploadTypeOf,
} from '../../src/contract/admin-media';
import { describeIssues, failEnvelope, okEnvelope } from '../../src/contract/envelope';
import {
  nextStatuses,
  ORDER_STATUSES,
  orderStatusLabel,
  type OrderStatus,
} from '../../src/domain/order-status';
import { toCents } from '../../src/domain/money';
import { listPage } from '../../src/domain/admin';
import { about, categories, deliveryTiers, home, products, settings } from '../../fixtures';
import { db } from '../db';
import { neverAnswer, outage, type Outage } from './http';

type Order = AdminData<'adminOrder'>;
/** As the mock keeps them: the version is answered beside (`versionOf`), never stored. */
type Product = Omit<AdminData<'adminProduct'>, 'version'>;
type Content = AdminData<'adminContent'>;
type Audit = AdminData<'adminAudit'>['entries'][number];

export const MOCK_OWNER = { email: 'owner@floorshop.test', first_name: 'Olive', last_name: 'Owner' };
export const MOCK_ORDER_COUNT = 45;

const PEOPLE = [
  ['Sam Shopper', 'demo@floorshop.test'],
  ['Ava Martinez', 'ava.martinez@example.com'],
  ['Noah Kim', 'noah.kim@example.com'],
  ['Liam Johnson', 'liam.j@example.com'],
  ['Mia Chen', 'mia.chen@example.com'],
] as const;
/** Each status in turn, Confirmed twice as often (most orders wait to be handled). */
const STATUSES: OrderStatus[] = ['Confirm', ...ORDER_STATUSES];
const cents = (v: unknown) => (v === null || v === undefined || v === '' ? null : toCents(String(v)));

function makeOrder(i: number): Order {
  const [name, email] = PEOPLE[i % PEOPLE.length]!;
  const pickup = i % 3 === 0;
  const call = !pickup && i % 5 === 1;
  const lines = [products[i % products.length]!, products[(i * 7 + 3) % products.length]!].map((p, k) => {
    const price = cents(p.price_per_box) ?? 0;
    const quantity = 2 + ((i + k) % 9);
    return {
      product_id: Number(p.product_id),
      title: String(p.title),
      quantity,
      price_per_box_cents: price,
      line_total_cents: price * quantity,
    };
  });
  const sub = lines.reduce((s, l) => s + l.line_total_cents, 0);
  const tax = Math.round(sub * 0.0825);
  const shipping = pickup || call ? 0 : 15_000;
  const status = i === 0 ? 'Confirm' : STATUSES[i % STATUSES.length]!;
  const created = new Date(Date.UTC(2026, 10, 22, 9) - i * 7 * 3600_000).toISOString();
  const history = [{ status: 'Confirm', at: created, actor: 'payment' }];
  if (status !== 'Confirm')
    history.push({
      status,
      at: new Date(Date.parse(created) + 3600_000).toISOString(),
      actor: MOCK_OWNER.email,
    });
  return {
    id: 5200 - i,
    created_at: created,
    order_status: status,
    total_cents: sub + tax + shipping,
    delivery_type: pickup ? 'Pickup' : 'Delivery',
    delivery_label: pickup ? 'Pickup' : call ? 'We will call you to set up delivery.' : 'Express Delivery',
    delivery_call_required: call,
    customer_name: name,
    customer_email: email,
    boxes: lines.reduce((s, l) => s + l.quantity, 0),
    lines,
    sub_total_cents: sub,
    tax_cents: tax,
    shipping_cents: shipping,
    pallets: pickup ? 0 : 1,
    miles: pickup || call ? null : 23.4,
    payment_id: `pi_test_${5200 - i}`,
    payment_provider: 'test',
    payment_url: null,
    refund_id: status === 'Refunded' ? `re_test_${5200 - i}` : null,
    customer_phone: '7135550100',
    address: pickup
      ? null
      : {
          name,
          address_line_1: '1200 Westheimer Rd',
          address_line_2: '',
          postal_code: '77006',
          mobile_number: '7135550100',
          city: 'Houston',
          state: 'TX',
          latitude: call ? null : 29.7445,
          longitude: call ? null : -95.3907,
        },
    pickup_address: pickup ? settings.warehouse_address : null,
    history,
    next_statuses: nextStatuses(status, pickup ? 'Pickup' : 'Delivery'),
  };
}

function productOf(p: (typeof products)[number], position: number): Product {
  return {
    id: Number(p.product_id),
    category_id: Number(p.product_category_id),
    title: String(p.title),
    slug: String(p.slug),
    price_cents: cents(p.price),
    main_price_cents: cents(p.main_price),
    save_button_price: String(p.save_button_price ?? ''),
    price_per_box_cents: cents(p.price_per_box),
    sqft_in_box: p.sqft_in_box === null || p.sqft_in_box === undefined ? null : Number(p.sqft_in_box),
    image: String(p.image ?? ''),
    description: String(p.description ?? ''),
    hidden: false,
    specifications: (p.product_specifications ?? []).map((g) => ({
      title: String(g.title ?? ''),
      rows: (g.product_specifications_detail ?? []).map((r) => ({
        title: String(r.title ?? ''),
        sub_title: String(r.sub_title ?? ''),
      })),
    })),
    media: (p.product_image ?? []).map((m) => ({
      type: m.type,
      file: String(m.file ?? ''),
      video: String(m.video ?? ''),
      video_url: String(m.video_url ?? ''),
    })),
    position,
    old_slugs: [],
  };
}

function fresh() {
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    signedIn: true,
    /** Files uploaded in this story, by name: served back at /media/uploads/<name>. */
    uploads: new Map<string, { type: string; bytes: ArrayBuffer }>(),
    orders: Array.from({ length: MOCK_ORDER_COUNT }, (_, i) => makeOrder(i)),
    products: products.map(productOf),
    categories: categories.map((c, position) => ({
      id: Number(c.product_category_id),
      title: String(c.title),
      description: String(c.description ?? ''),
      image: String(c.image ?? ''),
      on_home: true,
      hidden: false,
      position,
    })),
    settings: {
      contact_no: str(settings.contact_no),
      email: str(settings.email),
      address: str(settings.address),
      map_url: str(settings.map_url),
      instagram: str(settings.instagram),
      facebook: str(settings.facebook),
      tiktok: str(settings.tiktok),
      meta_title: str(settings.meta_title),
      meta_description: str(settings.meta_description),
      meta_tag: str(settings.meta_tag),
      tax_percent: 8.25,
      warehouse_address: str(settings.warehouse_address),
      warehouse_lat: 29.7257,
      warehouse_lng: -95.5173,
      privacy_policy: str(settings.privacy_policy),
      terms_conditions: str(settings.terms_conditions),
    } as Omit<AdminData<'adminSettings'>['settings'], 'version'>,
    tiers: deliveryTiers.map((t) => ({
      min_mile: Number(t.min_mile),
      max_mile: Number(t.max_mile),
      price_per_pallet_cents: toCents(String(t.price)),
    })),
    content: {
      home: {
        sps_flooring_title: home.sps_flooring_title,
        sps_flooring_sub_title: home.sps_flooring_sub_title,
        weekly_bestsellers_title: home.weekly_bestsellers_title,
        weekly_bestsellers_sub_title: home.weekly_bestsellers_sub_title,
        clients_say_title: home.clients_say_title,
        clients_say_sub_title: home.clients_say_sub_title,
        pick_up_delivery: home.pick_up_delivery,
        agree_delivery: home.agree_delivery,
      },
      banners: home.banner.map((b) => ({
        type: b.type,
        image: str(b.image),
        video: str(b.video),
        title: str(b.title),
        subtitle: str(b.subtitle),
      })),
      testimonials: home.client_say.map((t) => ({
        name: str(t.name),
        designation: str(t.designation),
        description: str(t.description),
        image: str(t.image),
      })),
      about: {
        image: str(about.image),
        banner_title: str(about.banner_title),
        banner_sub_title: str(about.banner_sub_title),
        title: str(about.title),
        sub_title: str(about.sub_title),
        description: str(about.description),
      },
    } as {
      home: Omit<Content['home'], 'version'>;
      banners: Content['banners'];
      testimonials: Content['testimonials'];
      about: Omit<Content['about'], 'version'>;
    },
    audit: [] as Audit[],
    /** Each record's version and what it held then, by `entity:id`. */
    versions: new Map<string, { held: string; version: number }>(),
  };
}

// Rebuilt when resetDb() replaces the mock db's maps (every story, every test).
const states = new WeakMap<object, ReturnType<typeof fresh>>();
export function adminMock(): ReturnType<typeof fresh> {
  let state = states.get(db.users);
  if (!state) states.set(db.users, (state = fresh()));
  return state;
}

function audit(action: string, entity: string, id: number | string, before: unknown, after: unknown) {
  const s = adminMock();
  s.audit.unshift({
    id: s.audit.length + 1,
    at: new Date().toISOString(),
    actor_email: MOCK_OWNER.email,
    action,
    entity,
    entity_id: String(id),
    before,
    after,
  });
}

/**
 * A record's version, as the server answers it: moved on whenever what the record holds changed, here by a
 * save or by a story's change "elsewhere" (a story edits the mock's data as another owner's save would).
 */
function versionOf(key: string, record: unknown): number {
  const { versions } = adminMock();
  const held = JSON.stringify(record);
  const seen = versions.get(key);
  if (seen?.held === held) return seen.version;
  const version = seen ? seen.version + 1 : 0;
  versions.set(key, { held, version });
  return version;
}

/**
 * A save of the record (undefined: a new one, at version 1 once saved): refused when it was opened at
 * another version; else the version moves on.
 */
function claim(key: string, record: unknown, opened: number | undefined): { version: number } | Refused {
  const now = record === undefined ? 0 : versionOf(key, record);
  if (opened !== undefined && opened !== now) return { fail: STALE_SAVE_MESSAGE, status: 409 };
  return { version: now + 1 };
}
/** The record as saved, at the version its save claimed. */
function keep(key: string, record: unknown, version: number) {
  adminMock().versions.set(key, { held: JSON.stringify(record), version });
}
type Refused = { fail: string; status: number };

/**
 * A save of a record as a whole (the settings, the tiers, a content part): refused when stale, else audited,
 * stored and kept at its new version.
 */
function saveWhole<T>(
  entity: string,
  before: T,
  after: T,
  opened: number | undefined,
  store: (record: T) => void,
): { version: number } | Refused {
  const claimed = claim(entity, before, opened);
  if ('fail' in claimed) return claimed;
  audit('update', entity, '', before, after);
  store(after);
  keep(entity, after, claimed.version);
  return claimed;
}

/** A category or product as versioned: what its form edits (its place in the list is not). */
const editable = <T extends { position: number }>({ position: _position, ...fields }: T) => fields;
const categoryKey = (id: number) => `category:${id}`;
const productKey = (id: number) => `product:${id}`;
const withVersion = <T extends { id: number; position: number }>(key: (id: number) => string, r: T) => ({
  ...r,
  version: versionOf(key(r.id), editable(r)),
});

type Answer<N extends AdminEndpointName> =
  { data: z.input<(typeof adminEndpoints)[N]['data']>; message?: string } | { fail: string; status: number };

/** The URL of an admin endpoint under any API base. */
export const adminUrl = (name: AdminEndpointName) => `*${adminEndpoints[name].path}`;

function handle<N extends AdminEndpointName>(
  name: N,
  answer: (input: z.output<(typeof adminEndpoints)[N]['request']>) => Answer<N>,
): HttpHandler {
  const endpoint = adminEndpoints[name];
  return http.post(adminUrl(name), async ({ request }) => {
    const body: unknown = await request.json().catch(() => ({}));
    if (endpoint.access === 'owner' && !adminMock().signedIn)
      return HttpResponse.json(failEnvelope('Please sign in to the back office.'), { status: 401 });
    const parsed = endpoint.request.safeParse(body);
    if (!parsed.success)
      return HttpResponse.json(failEnvelope(describeIssues(parsed.error)), { status: 400 });
    const a = answer(parsed.data as never);
    if ('fail' in a) return HttpResponse.json(failEnvelope(a.fail), { status: a.status });
    return HttpResponse.json(okEnvelope(a.data, a.message));
  });
}

const notFound = (what: string) => ({ fail: `${what} not found`, status: 404 });

function listOrders(f: AdminRequest<'adminOrders'>) {
  const q = f.q?.trim().toLowerCase() ?? '';
  const found = adminMock().orders.filter(
    (o) =>
      (!f.status || o.order_status === f.status) &&
      (!f.delivery_type || o.delivery_type === f.delivery_type) &&
      (f.call_required === undefined || o.delivery_call_required === f.call_required) &&
      (!f.from || o.created_at.slice(0, 10) >= f.from) &&
      (!f.to || o.created_at.slice(0, 10) <= f.to) &&
      (!q ||
        String(o.id) === q.replace('#', '') ||
        o.customer_name.toLowerCase().includes(q) ||
        o.customer_email.includes(q)),
  );
  const { page, page_count } = listPage(f.page, found.length, ADMIN_ORDERS_PAGE_SIZE);
  return {
    orders: found.slice((page - 1) * ADMIN_ORDERS_PAGE_SIZE, page * ADMIN_ORDERS_PAGE_SIZE),
    page,
    page_count,
    total: found.length,
  };
}

function move(id: number, status: OrderStatus, action: string): Answer<'adminOrder'> {
  const order = adminMock().orders.find((o) => o.id === id);
  if (!order) return notFound('Order');
  if (status === 'Refunded' && order.order_status === 'Refunded') return { data: order };
  if (!order.next_statuses.includes(status))
    return {
      fail: `An order in status ${orderStatusLabel(order.order_status)} cannot move to ${orderStatusLabel(status)}`,
      status: 409,
    };
  const before = order.order_status;
  order.order_status = status;
  order.history.push({ status, at: new Date().toISOString(), actor: MOCK_OWNER.email });
  order.next_statuses = nextStatuses(status, order.delivery_type === 'Pickup' ? 'Pickup' : 'Delivery');
  if (status === 'Refunded') order.refund_id = `re_test_${id}`;
  audit(action, 'order', id, { order_status: before }, { order_status: status });
  return { data: order, message: status === 'Refunded' ? 'Refunded' : 'Status changed' };
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Uploads as the server answers them (type and size checked; bytes kept under their hash), and served. */
const uploadHandlers: HttpHandler[] = [
  http.post(`*${MEDIA_UPLOAD_PATH}`, async ({ request }) => {
    const s = adminMock();
    if (!s.signedIn)
      return HttpResponse.json(failEnvelope('Please sign in to the back office.'), { status: 401 });
    const type = uploadTypeOf(request.headers.get('content-type') ?? '');
    if (!type) return HttpResponse.json(failEnvelope(UPLOAD_MESSAGES.type), { status: 415 });
    const bytes = await request.arrayBuffer();
    const problem = uploadProblem({ type, size: bytes.byteLength });
    if (problem) return HttpResponse.json(failEnvelope(problem), { status: bytes.byteLength ? 413 : 400 });
    const { ext, kind } = UPLOAD_TYPES[type];
    const name = `${hex(await crypto.subtle.digest('SHA-256', bytes)).slice(0, 32)}.${ext}`;
    const url = `${UPLOADED_MEDIA_PREFIX}${name}`;
    if (!s.uploads.has(name)) {
      s.uploads.set(name, { type, bytes });
      audit('upload', 'media', name, null, {
        url,
        original_name: new URL(request.url).searchParams.get('name'),
      });
    }
    // The mock does not decode pictures: their size is unknown here.
    const data = { url, kind, bytes: bytes.byteLength, width: null, height: null };
    return HttpResponse.json(okEnvelope(data, UPLOAD_MESSAGES.uploaded));
  }),
  http.get(`*${UPLOADED_MEDIA_PREFIX}:name`, ({ params }) => {
    const file = adminMock().uploads.get(String(params.name));
    if (!file) return HttpResponse.json(failEnvelope('Not found'), { status: 404 });
    return new HttpResponse(file.bytes, { headers: { 'Content-Type': file.type } });
  }),
];

export const adminHandlers: HttpHandler[] = [
  ...uploadHandlers,
  handle('adminLogin', (input) => {
    if (input.email.toLowerCase() !== MOCK_OWNER.email || input.password !== 'owner password 1')
      return { fail: 'The e-mail or password is not correct.', status: 400 };
    adminMock().signedIn = true;
    return { data: MOCK_OWNER, message: 'Signed in' };
  }),
  handle('adminLogout', () => {
    adminMock().signedIn = false;
    return { data: null, message: 'Signed out' };
  }),
  handle('adminMe', () => ({ data: MOCK_OWNER })),
  handle('adminAudit', (input) => {
    const all = adminMock().audit.filter(
      (e) => (!input.entity || e.entity === input.entity) && (!input.before_id || e.id < input.before_id),
    );
    return { data: { entries: all.slice(0, 50), next_before_id: all.length > 50 ? all[49]!.id : null } };
  }),
  handle('adminCategories', () => ({
    data: adminMock().categories.map((c) => ({
      ...withVersion(categoryKey, c),
      product_count: adminMock().products.filter((p) => p.category_id === c.id).length,
    })),
  })),
  handle('adminSaveCategory', (input) => {
    const s = adminMock();
    const { id: _id, version: opened, ...fields } = input;
    const index = input.id === undefined ? -1 : s.categories.findIndex((c) => c.id === input.id);
    if (input.id !== undefined && index < 0) return notFound('Category');
    const before = s.categories[index];
    const claimed = claim(categoryKey(before?.id ?? 0), before && editable(before), opened);
    if ('fail' in claimed) return claimed;
    const saved = before
      ? { ...before, ...fields }
      : {
          ...fields,
          id: Math.max(0, ...s.categories.map((c) => c.id)) + 1,
          position: s.categories.length,
        };
    if (before) s.categories[index] = saved;
    else s.categories.push(saved);
    audit(before ? 'update' : 'create', 'category', saved.id, before ?? null, saved);
    keep(categoryKey(saved.id), editable(saved), claimed.version);
    const count = s.products.filter((p) => p.category_id === saved.id).length;
    return {
      data: { ...saved, product_count: count, version: claimed.version },
      message: 'Category saved',
    };
  }),
  handle('adminOrderCategories', (input) => {
    const s = adminMock();
    const ids = s.categories.map((c) => c.id);
    if (ids.length !== input.ids.length || !input.ids.every((id) => ids.includes(id)))
      return { fail: 'The order must list every item exactly once. Reload and try again.', status: 409 };
    s.categories = input.ids.map((id, position) => ({ ...s.categories.find((c) => c.id === id)!, position }));
    audit('reorder', 'category', '', ids, input.ids);
    return { data: null, message: 'Order saved' };
  }),
  handle('adminProducts', (input) => ({
    data: adminMock().products.filter((p) => !input.category_id || p.category_id === input.category_id),
  })),
  handle('adminSetProductHidden', (input) => {
    const p = adminMock().products.find((x) => x.id === input.id);
    if (!p) return notFound('Product');
    if (p.hidden !== input.hidden)
      audit(input.hidden ? 'hide' : 'show', 'product', p.id, { hidden: p.hidden }, { hidden: input.hidden });
    p.hidden = input.hidden;
    return { data: p, message: input.hidden ? 'Product hidden' : 'Product shown' };
  }),
  handle('adminProduct', (input) => {
    const p = adminMock().products.find((x) => x.id === input.id);
    return p ? { data: withVersion(productKey, p) } : notFound('Product');
  }),
  handle('adminSaveProduct', ({ version: opened, ...input }) => {
    const s = adminMock();
    const current = s.products.find((x) => x.id === input.id);
    // As the server: an update opened before another write is refused first.
    const claimed = claim(productKey(input.id ?? 0), current && editable(current), opened);
    if ('fail' in claimed) return claimed;
    const taken = s.products.find((x) => x.slug === input.slug && x.id !== input.id);
    if (taken) return { fail: `This slug is already used by “${taken.title}”`, status: 409 };
    if (input.id === undefined) {
      const { id: _id, ...fields } = input;
      const created: Product = {
        ...fields,
        media: fields.media ?? [],
        id: Math.max(0, ...s.products.map((p) => p.id)) + 1,
        position: s.products.length,
        old_slugs: [],
      };
      s.products.push(created);
      audit('create', 'product', created.id, null, created);
      keep(productKey(created.id), editable(created), 1);
      return { data: { ...created, version: 1 }, message: 'Product saved' };
    }
    const index = s.products.findIndex((x) => x.id === input.id);
    if (index < 0) return notFound('Product');
    const before = s.products[index]!;
    const saved = {
      ...before,
      ...input,
      media: input.media ?? before.media,
      id: before.id,
      old_slugs: before.slug === input.slug ? before.old_slugs : [...before.old_slugs, before.slug],
    };
    s.products[index] = saved;
    audit(
      'update',
      'product',
      saved.id,
      { price_per_box_cents: before.price_per_box_cents },
      { price_per_box_cents: saved.price_per_box_cents },
    );
    keep(productKey(saved.id), editable(saved), claimed.version);
    return { data: { ...saved, version: claimed.version }, message: 'Product saved' };
  }),
  handle('adminOrderProducts', (input) => {
    const s = adminMock();
    const listed = s.products.filter((p) => input.ids.includes(p.id));
    if (listed.length !== input.ids.length)
      return { fail: 'The order must list every item exactly once. Reload and try again.', status: 409 };
    // As the server does: the listed products take the places they held between them, in the new order.
    const slots = s.products.flatMap((p, i) => (input.ids.includes(p.id) ? [i] : []));
    const moved = input.ids.map((id) => s.products.find((p) => p.id === id)!);
    slots.forEach((slot, k) => (s.products[slot] = moved[k]!));
    s.products.forEach((p, position) => (p.position = position));
    audit(
      'reorder',
      'product',
      '',
      listed.map((p) => p.id),
      input.ids,
    );
    return { data: null, message: 'Order saved' };
  }),
  handle('adminExportProducts', () => ({
    data: {
      filename: 'products-2026-11-22.csv',
      csv: productsToCsv(adminMock().products),
      count: adminMock().products.length,
    },
  })),
  handle('adminImportProducts', (input) => {
    const s = adminMock();
    const read = readProductCsv(input.csv);
    const categoryTitles = new Map(categories.map((c) => [Number(c.product_category_id), String(c.title)]));
    const plan = planProductImport(read.rows, read.errors, s.products, categoryTitles);
    if (!input.apply) return { data: plan, message: 'Import checked' };
    if (plan.errors.length > 0)
      return {
        fail: `${PRODUCT_CSV_MESSAGES.failed} ${plan.errors.map(lineMessage).join(' ')}`,
        status: 400,
      };
    const kindOf = new Map(plan.lines.map((l) => [l.line, l.kind]));
    for (const row of read.rows) {
      const kind = kindOf.get(row.line);
      if (kind === 'unchanged') continue;
      const index = s.products.findIndex((p) => p.id === row.id);
      const before = s.products[index];
      const id = before?.id ?? Math.max(...s.products.map((p) => p.id)) + 1;
      // row.fields has specifications only when the file has that column: they replace the product's.
      const saved: Product = {
        ...(before ?? { specifications: [], media: [], old_slugs: [], position: s.products.length }),
        ...row.fields,
        id,
      };
      if (before) s.products[index] = saved;
      else s.products.push(saved);
      audit(before ? 'import update' : 'import create', 'product', id, before ?? null, row.fields);
    }
    const { counts } = plan;
    return {
      data: { ...plan, applied: true },
      message: `Import applied: ${counts.new} new, ${counts.changed} changed`,
    };
  }),
  handle('adminSettings', () => {
    const { settings, tiers } = adminMock();
    return {
      data: {
        settings: { ...settings, version: versionOf('settings', settings) },
        tiers,
        tiers_version: versionOf('delivery_tiers', tiers),
      },
    };
  }),
  handle('adminSaveSettings', ({ version: opened, ...input }) => {
    const s = adminMock();
    const saved = saveWhole('settings', s.settings, input, opened, (v) => (s.settings = v));
    return 'fail' in saved ? saved : { data: { ...input, ...saved }, message: 'Settings saved' };
  }),
  handle('adminSaveTiers', ({ tiers, version: opened }) => {
    const s = adminMock();
    const saved = saveWhole('delivery_tiers', s.tiers, tiers, opened, (v) => (s.tiers = v));
    return 'fail' in saved ? saved : { data: { tiers, ...saved }, message: 'Delivery tiers saved' };
  }),
  // Home page and About page: saved as given (the server also sanitizes the HTML).
  handle('adminContent', () => {
    const c = adminMock().content;
    return {
      data: {
        ...c,
        home: { ...c.home, version: versionOf('home', c.home) },
        about: { ...c.about, version: versionOf('about', c.about) },
        banners_version: versionOf('home_banners', c.banners),
        testimonials_version: versionOf('testimonials', c.testimonials),
      },
    };
  }),
  handle('adminSaveHome', ({ version: opened, ...input }) => {
    const c = adminMock().content;
    const saved = saveWhole('home', c.home, input, opened, (v) => (c.home = v));
    return 'fail' in saved ? saved : { data: { ...input, ...saved }, message: 'Home page saved' };
  }),
  handle('adminSaveBanners', ({ banners, version: opened }) => {
    const c = adminMock().content;
    const saved = saveWhole('home_banners', c.banners, banners, opened, (v) => (c.banners = v));
    return 'fail' in saved ? saved : { data: { banners, ...saved }, message: 'Banners saved' };
  }),
  handle('adminSaveTestimonials', ({ testimonials, version: opened }) => {
    const c = adminMock().content;
    const saved = saveWhole(
      'testimonials',
      c.testimonials,
      testimonials,
      opened,
      (v) => (c.testimonials = v),
    );
    return 'fail' in saved ? saved : { data: { testimonials, ...saved }, message: 'Testimonials saved' };
  }),
  handle('adminSaveAbout', ({ version: opened, ...input }) => {
    const c = adminMock().content;
    const saved = saveWhole('about', c.about, input, opened, (v) => (c.about = v));
    return 'fail' in saved ? saved : { data: { ...input, ...saved }, message: 'About page saved' };
  }),
  handle('adminOrders', (input) => ({ data: listOrders(input) })),
  handle('adminOrder', (input) => {
    const o = adminMock().orders.find((x) => x.id === input.id);
    return o ? { data: o } : notFound('Order');
  }),
  handle('adminSetOrderStatus', (input) => move(input.id, input.status, 'status')),
  handle('adminRefundOrder', (input) => move(input.id, 'Refunded', 'refund')),
];

/** Answers for stories: signed out (401 on every owner call), or an endpoint failing once / never answering. */
export const adminScenarios = {
  signedOut(): HttpHandler[] {
    return [
      http.post('*/admin/*', ({ request }) =>
        request.url.endsWith('/admin/login')
          ? undefined
          : HttpResponse.json(failEnvelope('Please sign in to the back office.'), { status: 401 }),
      ),
    ];
  },
};

/** An admin endpoint that never answers (a loading state), or fails until the story ends the outage. */
export const adminStates = {
  loading(name: AdminEndpointName): HttpHandler[] {
    return [http.post(adminUrl(name), ({ request }) => neverAnswer(request))];
  },
  /**
   * `name` answered as the mock does, but from `hold()` on its answers wait until `release()`: a call on its
   * way while the story does something else. `reset` (a story's `beforeEach`) lets them through again.
   */
  held(name: AdminEndpointName) {
    let gate: Promise<void> | null = null;
    let open = () => {};
    const reset = () => {
      gate = null;
      open();
    };
    return {
      handlers: [
        http.post(adminUrl(name), async () => {
          await gate;
          return undefined; // the mock's own handler answers
        }),
      ],
      // Once: a second hold before a release would leave the first one's calls waiting for good.
      hold: () => {
        gate ??= new Promise((resolve) => (open = resolve));
      },
      release: reset,
      reset,
    };
  },
  /** Uploads fail with a server error until the story's play calls `end()`. */
  uploadOutage(): Outage {
    return outage(
      (failure) => [http.post(`*${MEDIA_UPLOAD_PATH}`, failure)],
      () => HttpResponse.json(failEnvelope('Something went wrong on our side'), { status: 500 }),
    );
  },
  /** A server error on every call until the story's play calls `end()` (`outage`, ./http.ts). */
  outage(name: AdminEndpointName): Outage {
    return outage(
      (failure) => [http.post(adminUrl(name), failure)],
      () => HttpResponse.json(failEnvelope('Something went wrong on our side'), { status: 500 }),
    );
  },
};
