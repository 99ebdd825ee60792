// THE BACK OFFICE'S CONTRACT (/api/admin/*): its own table, beside the §7 `endpoints`, so the shopper's
// contract chunk does not carry it (docs/admin.md). Our own API, not the legacy §7 one: every call is a POST
// with a JSON body (reads too, so the anti-forgery check covers every call), money in integer cents, and
// the answer in the same envelope {status, message, data}.
// Sessions: /admin/login sets the owner's session cookie (httpOnly, Path=/api/admin), separate from the
// shopper's auth_key; every other call needs it, and the server checks the owner role on each.
import { z } from './zod';
import { isValidCoordinate } from '../domain/delivery';
import { deliveryTierProblems, hasAtMostDecimals } from '../domain/admin';
import { isIsoDay } from '../domain/dates';
import { boxPriceMismatch, type BoxPriceMismatch } from '../domain/box-price';
import { formatDecimal, formatUsd } from '../domain/money';
import { ORDER_STATUSES } from '../domain/order-status';
import { youtubeId } from '../domain/youtube';
import { tooLong } from './limits';

/** 'public': no session (sign-in); 'owner': the owner's session and role. */
export type AdminAccess = 'public' | 'owner';

export interface AdminEndpoint<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  name: string;
  /** Under /admin (the client joins it to the API base: /api/admin/…). */
  path: string;
  access: AdminAccess;
  request: Req;
  data: Data;
}

const define = <Req extends z.ZodType, Data extends z.ZodType>(e: AdminEndpoint<Req, Data>) => e;

export const ADMIN_LIMITS = {
  title: 200,
  slug: 120,
  shortText: 500,
  html: 100_000,
  url: 2_000,
  email: 254,
  password: 200,
  /** The orders list's search. */
  search: 200,
  /** A product's specification groups and rows per group. */
  groups: 30,
  rows: 60,
  tiers: 50,
  banners: 20,
  testimonials: 50,
  /** A product's pictures, videos and YouTube links. */
  media: 30,
} as const;

/** Control characters but tab, line feed and carriage return (as primitives.ts refuses them). */
const CONTROL_EXCEPT_NEWLINES = /(?![\t\n\r])\p{Cc}/u;

/** Text the owner types: trimmed, bounded, no control characters but newlines and tabs. */
const plain = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(max, tooLong(field, max))
    .refine((v) => !CONTROL_EXCEPT_NEWLINES.test(v), `${field} must not contain control characters`);
const required = (field: string, max: number) =>
  plain(field, max).pipe(z.string().min(1, `${field} is required`));
const cents = (field: string) =>
  z
    .number({ error: `${field} must be an amount in cents` })
    .int(`${field} must be whole cents`)
    .min(0, `${field} cannot be negative`)
    .max(100_000_000, `${field} is too large`);
/** A product's price: empty when it has none (not sold online), never $0.00 (a cart no card can pay). */
const optionalPrice = (field: string) =>
  cents(field)
    .refine((v) => v !== 0, `${field} cannot be $0.00 (leave it empty if the product has no price)`)
    .nullable();
const rowId = (field: string) =>
  z
    .number({ error: `${field} must be an id` })
    .int(`${field} must be an id`)
    .min(1)
    .max(2_147_483_647);
const html = (field: string) => z.string().max(ADMIN_LIMITS.html, `${field} is too long`);

/**
 * Sqft per box, when given: the save's rule, which the editor's box price also follows while typed. At
 * most 3 decimals, as the column keeps it: 0.0004 was checked as typed and stored as 0 (a box at $0.00).
 */
export const SqftPerBox = z
  .number({ error: 'Sqft per box must be a number' })
  .positive('Sqft per box must be more than 0')
  .max(10_000, 'Sqft per box is too large')
  // What its column (numeric(10, 3)) keeps: 0.0004 was stored as 0, a box that covers nothing for $0.00.
  .refine((v) => hasAtMostDecimals(v, 3), 'Sqft per box has at most 3 decimals');

/**
 * A record's version (docs/admin.md "Changed elsewhere"): every back-office read of an editable record
 * answers it, every write of the record moves it on, and a save may send the version it was opened with:
 * refused (409, STALE_SAVE_MESSAGE) when the record was written since. A save without it is not checked.
 */
export const RecordVersion = z
  .number({ error: 'version must be a whole number' })
  .int('version must be a whole number')
  .min(0, 'version cannot be negative')
  .max(2_147_483_647, 'version is too large');
/** What a save may add: the version it was opened with. */
const opened = { version: RecordVersion.optional() };
/** What a read or a save's answer adds: the version the record has now. */
const versioned = { version: RecordVersion };
export const STALE_SAVE_MESSAGE =
  'This was changed elsewhere since you opened it: load the latest, then save again.';

/** Lower-case words joined by hyphens: the product's URL. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugField = () =>
  required('Slug', ADMIN_LIMITS.slug).pipe(
    z.string().regex(SLUG_PATTERN, 'Slug: lower-case letters, digits and single hyphens only'),
  );

// ---- entities ----

export const AdminUser = z.object({ email: z.string(), first_name: z.string(), last_name: z.string() });

export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const AdminCategory = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  on_home: z.boolean(),
  hidden: z.boolean(),
  position: z.number(),
  product_count: z.number(),
  ...versioned,
});

export const AdminProductSummary = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  category_id: z.number(),
  hidden: z.boolean(),
  position: z.number(),
  price_cents: z.number().nullable(),
  price_per_box_cents: z.number().nullable(),
  image: z.string(),
});

const SpecRowFields = () =>
  z.object({
    title: required('Row title', ADMIN_LIMITS.title),
    sub_title: plain('Row value', ADMIN_LIMITS.shortText),
  });
const SpecGroupFields = () =>
  z.object({
    title: required('Group title', ADMIN_LIMITS.title),
    rows: z.array(SpecRowFields()).max(ADMIN_LIMITS.rows, `At most ${ADMIN_LIMITS.rows} rows in a group`),
  });

export const PRODUCT_MEDIA_TYPES = ['Image', 'Video', 'Youtube'] as const;

/** An absolute http(s) address with a host and no spaces: what a shopper's browser can open. */
export const isWebLink = (url: string) => /^https?:\/\/[^\s/?#]+\S*$/i.test(url) && URL.canParse(url);

/** "https://…" and a video id we can read: what the product page can embed. */
export const isYoutubeLink = (url: string) => /^https?:\/\//i.test(url) && youtubeId(url) !== null;

/**
 * One item of a product's gallery, in the storefront's shape (§7 product_image): a picture (`file`), a
 * video file (`video`, with `file` as its poster if set) or a YouTube link (`video_url`).
 */
export const ProductMediaFields = z
  .object({
    type: z.enum(PRODUCT_MEDIA_TYPES, { error: 'Media type must be Image, Video or Youtube' }),
    file: plain('Picture', ADMIN_LIMITS.url),
    video: plain('Video', ADMIN_LIMITS.url),
    video_url: plain('YouTube link', ADMIN_LIMITS.url),
  })
  .superRefine((m, ctx) => {
    if (m.type === 'Image' && m.file === '')
      ctx.addIssue({ code: 'custom', path: ['file'], message: 'An image needs its picture' });
    if (m.type === 'Video' && m.video === '')
      ctx.addIssue({ code: 'custom', path: ['video'], message: 'A video needs its file' });
    if (m.type === 'Youtube' && !isYoutubeLink(m.video_url))
      ctx.addIssue({
        code: 'custom',
        path: ['video_url'],
        message: 'Enter a YouTube link, like https://www.youtube.com/watch?v=…',
      });
  });

export const ProductMediaList = z
  .array(ProductMediaFields)
  .max(ADMIN_LIMITS.media, `At most ${ADMIN_LIMITS.media} pictures and videos`);

/** What the owner edits on a product (the form and the save call). */
export const ProductFields = z.object({
  category_id: rowId('Category'),
  title: required('Title', ADMIN_LIMITS.title),
  slug: slugField(),
  price_cents: optionalPrice('Price per sqft'),
  main_price_cents: optionalPrice('Main price'),
  save_button_price: plain('Save badge', 60),
  price_per_box_cents: optionalPrice('Price per box'),
  sqft_in_box: SqftPerBox.nullable(),
  image: plain('Image', ADMIN_LIMITS.url),
  /** HTML; the server sanitizes it before storing. */
  description: html('Description'),
  hidden: z.boolean(),
  specifications: z
    .array(SpecGroupFields())
    .max(ADMIN_LIMITS.groups, `At most ${ADMIN_LIMITS.groups} specification groups`),
  /** The gallery, in the order shoppers see it. */
  media: ProductMediaList,
});

/** A box price more than a cent off price per sqft × sqft per box, named with both figures (form, server, CSV). */
export const boxPriceMismatchMessage = (m: BoxPriceMismatch) =>
  `Price per box ${formatUsd(m.pricePerBoxCents)} does not match the price per sqft: ${formatUsd(m.priceCents)} × ${formatDecimal(m.sqftInBox, 6)} sqft = ${formatUsd(m.expectedCents)}`;

/**
 * The check every product write runs (the save call, the CSV import, the form before it sends): the price
 * per box, which the cart charges, within a cent of the price per sqft × sqft per box, which listings show
 * (src/domain/box-price.ts). Added to the schemas that write, not to ProductFields: a product saved before
 * the rule still loads, and its form shows the problem.
 */
export function checkBoxPrice(
  p: { price_cents: number | null; sqft_in_box: number | null; price_per_box_cents: number | null },
  ctx: z.RefinementCtx,
) {
  // zod runs this even when a field has failed its own check (which then names it): compare valid figures only.
  const cents = (v: number | null) => v === null || (Number.isSafeInteger(v) && v > 0);
  const sqft = p.sqft_in_box === null || (Number.isFinite(p.sqft_in_box) && p.sqft_in_box > 0);
  if (!cents(p.price_cents) || !cents(p.price_per_box_cents) || !sqft) return;
  const mismatch = boxPriceMismatch({
    priceCents: p.price_cents,
    sqftInBox: p.sqft_in_box,
    pricePerBoxCents: p.price_per_box_cents,
  });
  if (mismatch)
    ctx.addIssue({
      code: 'custom',
      path: ['price_per_box_cents'],
      message: boxPriceMismatchMessage(mismatch),
    });
}

export const AdminProduct = ProductFields.extend({
  id: z.number(),
  position: z.number(),
  /** Former slugs that redirect here. */
  old_slugs: z.array(z.string()),
  ...versioned,
});

export const CategoryFields = z.object({
  title: required('Title', ADMIN_LIMITS.title),
  description: plain('Description', 2_000),
  image: plain('Image', ADMIN_LIMITS.url),
  on_home: z.boolean(),
  hidden: z.boolean(),
});

/** The product CSV's size limit, in characters (the request body's limit is 1 MB). */
export const PRODUCT_CSV_MAX_CHARS = 900_000;

/** A product import checked against the catalogue (src/contract/product-csv.ts makes it). */
export const ProductImportPlan = z.object({
  lines: z.array(
    z.object({
      line: z.number(),
      /** null: a new product. */
      id: z.number().nullable(),
      title: z.string(),
      slug: z.string(),
      kind: z.enum(['new', 'changed', 'unchanged']),
      changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
    }),
  ),
  /** By line of the file ("Line 3: …"); any error and nothing is applied. */
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
  counts: z.object({ new: z.number(), changed: z.number(), unchanged: z.number() }),
  /** True once the import is in the catalogue (never with errors). */
  applied: z.boolean(),
});

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-limit, `${field} must be between -${limit} and ${limit}`)
    .max(limit, `${field} must be between -${limit} and ${limit}`)
    .nullable();

const shopSettingsShape = {
  contact_no: plain('Contact number', 40),
  email: plain('E-mail', ADMIN_LIMITS.email).pipe(
    z.union([z.literal(''), z.email('E-mail must be an e-mail address')]),
  ),
  address: plain('Address', ADMIN_LIMITS.shortText),
  map_url: plain('Map URL', ADMIN_LIMITS.url),
  instagram: plain('Instagram', ADMIN_LIMITS.url),
  facebook: plain('Facebook', ADMIN_LIMITS.url),
  tiktok: plain('TikTok', ADMIN_LIMITS.url),
  meta_title: plain('Meta title', ADMIN_LIMITS.title),
  meta_description: plain('Meta description', ADMIN_LIMITS.shortText),
  meta_tag: plain('Meta keywords', ADMIN_LIMITS.shortText),
  tax_percent: z
    .number({ error: 'Tax must be a number' })
    .min(0, 'Tax cannot be negative')
    .max(100, 'Tax must be at most 100 %')
    // What its column (numeric(6, 3)) keeps: 7.12345 was stored as 7.123, 99.99999 as 100.
    .refine((v) => hasAtMostDecimals(v, 3), 'Tax has at most 3 decimals')
    .nullable(),
  warehouse_address: plain('Warehouse address', ADMIN_LIMITS.shortText),
  warehouse_lat: coordinate('Warehouse latitude', 90),
  warehouse_lng: coordinate('Warehouse longitude', 180),
  privacy_policy: html('Privacy policy'),
  terms_conditions: html('Terms and conditions'),
};

/** The settings as the back office reads them: a link saved before the rule below still loads. */
export const AdminShopSettings = z.object({ ...shopSettingsShape, ...versioned });

/**
 * Empty, or a link the shop can put in a link or the footer's map frame: "https://…" (or "http://"). A
 * pasted embed snippet (`<iframe src=…>`), an address without its scheme ("www.instagram.com/…", which a
 * page reads as a path of the shop's own) or a `javascript:` one is refused.
 */
const webLink = (field: string) =>
  plain(field, ADMIN_LIMITS.url).refine(
    (v) => v === '' || isWebLink(v),
    `${field} must be a link starting with https://`,
  );

/** What the owner saves (the form and the save call). */
export const ShopSettingsFields = z
  .object({
    ...shopSettingsShape,
    map_url: webLink('Map URL'),
    instagram: webLink('Instagram'),
    facebook: webLink('Facebook'),
    tiktok: webLink('TikTok'),
  })
  .superRefine((s, ctx) => {
    const one = (s.warehouse_lat === null) !== (s.warehouse_lng === null);
    if (one || (s.warehouse_lat !== null && !isValidCoordinate(s.warehouse_lat, s.warehouse_lng)))
      ctx.addIssue({
        code: 'custom',
        path: ['warehouse_lng'],
        message: 'Give both warehouse coordinates, or neither',
      });
  });

export const DeliveryTierFields = z.object({
  min_mile: z.number({ error: 'From must be a number' }).min(0, 'From cannot be negative'),
  max_mile: z.number({ error: 'To must be a number' }).min(0, 'To cannot be negative'),
  price_per_pallet_cents: cents('Price per pallet'),
});

export const DeliveryTiersFields = z
  .array(DeliveryTierFields)
  .max(ADMIN_LIMITS.tiers, `At most ${ADMIN_LIMITS.tiers} tiers`)
  .superRefine((tiers, ctx) => {
    for (const problem of deliveryTierProblems(tiers))
      ctx.addIssue({ code: 'custom', path: [problem.index], message: problem.message });
  });

// ---- home page and About page (the storefront's home_content, home_banners, testimonials, about_content) ----

/** The home page's section titles and its two HTML blocks (sanitized on save). */
export const HomeContentFields = z.object({
  sps_flooring_title: required('Categories section title', ADMIN_LIMITS.title),
  sps_flooring_sub_title: plain('Categories section subtitle', ADMIN_LIMITS.shortText),
  weekly_bestsellers_title: required('Bestsellers section title', ADMIN_LIMITS.title),
  weekly_bestsellers_sub_title: plain('Bestsellers section subtitle', ADMIN_LIMITS.shortText),
  clients_say_title: required('Testimonials section title', ADMIN_LIMITS.title),
  clients_say_sub_title: plain('Testimonials section subtitle', ADMIN_LIMITS.shortText),
  /** HTML: the home page's pickup and delivery block. */
  pick_up_delivery: html('Pickup and delivery text'),
  /** HTML: what the shopper agrees to at checkout before paying for a delivery. */
  agree_delivery: html('Delivery agreement'),
});

export const BANNER_TYPES = ['Image', 'Video'] as const;

/** One slide of the home page's banner slider; for a video the image is its poster. */
export const HomeBannerFields = z
  .object({
    type: z.enum(BANNER_TYPES, { error: 'Banner type must be Image or Video' }),
    image: plain('Banner image', ADMIN_LIMITS.url),
    video: plain('Banner video', ADMIN_LIMITS.url),
    title: plain('Banner title', ADMIN_LIMITS.title),
    subtitle: plain('Banner subtitle', ADMIN_LIMITS.shortText),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'Image' && b.image === '')
      ctx.addIssue({ code: 'custom', path: ['image'], message: 'An image banner needs an image' });
    if (b.type === 'Video' && b.video === '')
      ctx.addIssue({ code: 'custom', path: ['video'], message: 'A video banner needs a video' });
  });

export const HomeBannersFields = z
  .array(HomeBannerFields)
  .max(ADMIN_LIMITS.banners, `At most ${ADMIN_LIMITS.banners} banners`);

export const TestimonialFields = z.object({
  name: required('Name', ADMIN_LIMITS.title),
  designation: plain('Designation', ADMIN_LIMITS.title),
  description: required('Testimonial text', 2_000),
  image: plain('Photo', ADMIN_LIMITS.url),
});

export const TestimonialsFields = z
  .array(TestimonialFields)
  .max(ADMIN_LIMITS.testimonials, `At most ${ADMIN_LIMITS.testimonials} testimonials`);

/** The About page; the description is HTML (sanitized on save). */
export const AboutContentFields = z.object({
  image: plain('Banner image', ADMIN_LIMITS.url),
  banner_title: plain('Banner title', ADMIN_LIMITS.title),
  banner_sub_title: plain('Banner subtitle', ADMIN_LIMITS.shortText),
  title: plain('Title', ADMIN_LIMITS.title),
  sub_title: plain('Subtitle', ADMIN_LIMITS.shortText),
  description: html('Description'),
});

/** An object of the same keys with any text: what the back office reads (an empty required field included). */
const texts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>);

export const AdminHomeContent = texts(HomeContentFields.keyof().options).extend(versioned);
export const AdminHomeBanner = z.object({
  type: z.enum(BANNER_TYPES),
  image: z.string(),
  video: z.string(),
  title: z.string(),
  subtitle: z.string(),
});
export const AdminTestimonial = texts(TestimonialFields.keyof().options);
export const AdminAboutContent = texts(AboutContentFields.keyof().options).extend(versioned);

// ---- orders ----

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** Statuses the owner sets by hand; Refunded only comes with the provider's refund (adminRefundOrder). */
export const OWNER_SET_STATUSES = ['ReadyForPickup', 'OutForDelivery', 'Completed', 'Cancelled'] as const;

const isoDay = (field: string) => z.string().refine(isIsoDay, `${field} must be a date (YYYY-MM-DD)`);

export const AdminOrderFilters = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  delivery_type: z.enum(['Pickup', 'Delivery']).optional(),
  /** Placed on or after this UTC day. */
  from: isoDay('From').optional(),
  /** Placed on or before this UTC day. */
  to: isoDay('To').optional(),
  call_required: z.boolean().optional(),
  /** An order number, a name or an e-mail (part of it). */
  q: plain('Search', ADMIN_LIMITS.search).optional(),
  page: z.number().int().min(1).max(100_000).optional(),
});

export const AdminOrderSummary = z.object({
  id: z.number(),
  created_at: z.string(),
  order_status: z.string(),
  total_cents: z.number(),
  delivery_type: z.string(),
  delivery_label: z.string(),
  delivery_call_required: z.boolean(),
  customer_name: z.string(),
  customer_email: z.string(),
  boxes: z.number(),
});

export const AdminOrderAddress = z.object({
  name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  postal_code: z.string(),
  mobile_number: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const AdminOrder = AdminOrderSummary.extend({
  lines: z.array(
    z.object({
      product_id: z.number(),
      title: z.string(),
      quantity: z.number(),
      price_per_box_cents: z.number(),
      line_total_cents: z.number(),
    }),
  ),
  sub_total_cents: z.number(),
  tax_cents: z.number(),
  shipping_cents: z.number(),
  pallets: z.number(),
  miles: z.number().nullable(),
  payment_id: z.string(),
  payment_provider: z.enum(['stripe', 'test']),
  /** The payment on Stripe's dashboard (Stripe mode); null in test-payment mode. */
  payment_url: z.string().nullable(),
  refund_id: z.string().nullable(),
  customer_phone: z.string(),
  address: AdminOrderAddress.nullable(),
  /** The warehouse, for a pickup's slip. */
  pickup_address: z.string().nullable(),
  history: z.array(z.object({ status: z.string(), at: z.string(), actor: z.string() })),
  /** Where the owner may move it now (Refunded through the refund call). */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});

/** What the audit log names as changed (server/admin/audit.ts writes these). */
export const AUDIT_ENTITIES = [
  'product',
  'media',
  'category',
  'settings',
  'delivery_tiers',
  'owner',
  'order',
  'home',
  'home_banners',
  'testimonials',
  'about',
] as const;

const none = z.object({}).strict();
const ok = z.null();

export const adminEndpoints = {
  adminLogin: define({
    name: 'adminLogin',
    path: '/admin/login',
    access: 'public',
    request: z.object({
      email: required('E-mail', ADMIN_LIMITS.email),
      password: z
        .string({ error: 'Password is required' })
        .min(1, 'Password is required')
        .max(ADMIN_LIMITS.password),
    }),
    data: AdminUser,
  }),
  adminLogout: define({
    name: 'adminLogout',
    path: '/admin/logout',
    access: 'owner',
    request: none,
    data: ok,
  }),
  adminMe: define({ name: 'adminMe', path: '/admin/me', access: 'owner', request: none, data: AdminUser }),
  adminAudit: define({
    name: 'adminAudit',
    path: '/admin/audit',
    access: 'owner',
    request: z.object({
      /** Entries older than this id (the next page). */
      before_id: rowId('before_id').optional(),
      entity: z.enum(AUDIT_ENTITIES).optional(),
    }),
    data: z.object({ entries: z.array(AuditEntry), next_before_id: z.number().nullable() }),
  }),
  adminCategories: define({
    name: 'adminCategories',
    path: '/admin/categories',
    access: 'owner',
    request: none,
    data: z.array(AdminCategory),
  }),
  adminSaveCategory: define({
    name: 'adminSaveCategory',
    path: '/admin/categories/save',
    access: 'owner',
    request: CategoryFields.extend({ id: rowId('id').optional(), ...opened }),
    data: AdminCategory,
  }),
  adminOrderCategories: define({
    name: 'adminOrderCategories',
    path: '/admin/categories/order',
    access: 'owner',
    request: z.object({ ids: z.array(rowId('id')).min(1).max(1_000) }),
    data: ok,
  }),
  adminProducts: define({
    name: 'adminProducts',
    path: '/admin/products',
    access: 'owner',
    request: z.object({ category_id: rowId('category_id').optional() }),
    data: z.array(AdminProductSummary),
  }),
  adminProduct: define({
    name: 'adminProduct',
    path: '/admin/products/get',
    access: 'owner',
    request: z.object({ id: rowId('id') }),
    data: AdminProduct,
  }),
  adminSaveProduct: define({
    name: 'adminSaveProduct',
    path: '/admin/products/save',
    access: 'owner',
    // Without `media` the gallery is left as it is (a client that does not edit it).
    request: ProductFields.extend({
      id: rowId('id').optional(),
      media: ProductMediaList.optional(),
      ...opened,
    }).superRefine(checkBoxPrice),
    data: AdminProduct,
  }),
  adminOrderProducts: define({
    name: 'adminOrderProducts',
    path: '/admin/products/order',
    access: 'owner',
    request: z.object({ ids: z.array(rowId('id')).min(1).max(5_000) }),
    data: ok,
  }),
  adminSetProductHidden: define({
    name: 'adminSetProductHidden',
    path: '/admin/products/hidden',
    access: 'owner',
    request: z.object({ id: rowId('id'), hidden: z.boolean({ error: 'hidden must be true or false' }) }),
    data: AdminProductSummary,
  }),
  adminExportProducts: define({
    name: 'adminExportProducts',
    path: '/admin/products/export',
    access: 'owner',
    request: none,
    /** Every product as CSV (RFC 4180, UTF-8 with a byte-order mark). */
    data: z.object({ filename: z.string(), csv: z.string(), count: z.number() }),
  }),
  adminImportProducts: define({
    name: 'adminImportProducts',
    path: '/admin/products/import',
    access: 'owner',
    request: z.object({
      csv: z
        .string({ error: 'Choose a CSV file' })
        .min(1, 'The file is empty')
        .max(PRODUCT_CSV_MAX_CHARS, `The file is too large: at most ${PRODUCT_CSV_MAX_CHARS / 1000} KB`),
      /** false: the plan only (the preview); true: apply it, all or nothing. */
      apply: z.boolean({ error: 'apply must be true or false' }),
    }),
    data: ProductImportPlan,
  }),
  adminSettings: define({
    name: 'adminSettings',
    path: '/admin/settings',
    access: 'owner',
    request: none,
    data: z.object({
      settings: AdminShopSettings,
      tiers: z.array(DeliveryTierFields),
      tiers_version: RecordVersion,
    }),
  }),
  adminSaveSettings: define({
    name: 'adminSaveSettings',
    path: '/admin/settings/save',
    access: 'owner',
    request: ShopSettingsFields.safeExtend(opened),
    data: AdminShopSettings,
  }),
  adminSaveTiers: define({
    name: 'adminSaveTiers',
    path: '/admin/delivery-tiers/save',
    access: 'owner',
    request: z.object({ tiers: DeliveryTiersFields, ...opened }),
    data: z.object({ tiers: z.array(DeliveryTierFields), ...versioned }),
  }),
  // Home page and About page
  adminContent: define({
    name: 'adminContent',
    path: '/admin/content',
    access: 'owner',
    request: none,
    data: z.object({
      home: AdminHomeContent,
      banners: z.array(AdminHomeBanner),
      testimonials: z.array(AdminTestimonial),
      about: AdminAboutContent,
      banners_version: RecordVersion,
      testimonials_version: RecordVersion,
    }),
  }),
  adminSaveHome: define({
    name: 'adminSaveHome',
    path: '/admin/content/home/save',
    access: 'owner',
    request: HomeContentFields.extend(opened),
    data: AdminHomeContent,
  }),
  adminSaveBanners: define({
    name: 'adminSaveBanners',
    path: '/admin/content/banners/save',
    access: 'owner',
    /** The whole list in the shop's order (replaced as a whole). */
    request: z.object({ banners: HomeBannersFields, ...opened }),
    data: z.object({ banners: z.array(AdminHomeBanner), ...versioned }),
  }),
  adminSaveTestimonials: define({
    name: 'adminSaveTestimonials',
    path: '/admin/content/testimonials/save',
    access: 'owner',
    /** The whole list in the shop's order (replaced as a whole). */
    request: z.object({ testimonials: TestimonialsFields, ...opened }),
    data: z.object({ testimonials: z.array(AdminTestimonial), ...versioned }),
  }),
  adminSaveAbout: define({
    name: 'adminSaveAbout',
    path: '/admin/content/about/save',
    access: 'owner',
    request: AboutContentFields.extend(opened),
    data: AdminAboutContent,
  }),
  // Orders
  adminOrders: define({
    name: 'adminOrders',
    path: '/admin/orders',
    access: 'owner',
    request: AdminOrderFilters,
    data: z.object({
      orders: z.array(AdminOrderSummary),
      page: z.number(),
      page_count: z.number(),
      total: z.number(),
    }),
  }),
  adminOrder: define({
    name: 'adminOrder',
    path: '/admin/orders/get',
    access: 'owner',
    request: z.object({ id: rowId('id') }),
    data: AdminOrder,
  }),
  adminSetOrderStatus: define({
    name: 'adminSetOrderStatus',
    path: '/admin/orders/status',
    access: 'owner',
    request: z.object({ id: rowId('id'), status: z.enum(OWNER_SET_STATUSES) }),
    data: AdminOrder,
  }),
  adminRefundOrder: define({
    name: 'adminRefundOrder',
    path: '/admin/orders/refund',
    access: 'owner',
    request: z.object({ id: rowId('id') }),
    data: AdminOrder,
  }),
} as const;

export type AdminEndpoints = typeof adminEndpoints;
export type AdminEndpointName = keyof AdminEndpoints;
export type AdminRequest<N extends AdminEndpointName> = z.input<AdminEndpoints[N]['request']>;
export type AdminData<N extends AdminEndpointName> = z.output<AdminEndpoints[N]['data']>;
export const adminEndpointList: readonly AdminEndpoint[] = Object.values(adminEndpoints);

/** The session cookie's name and path (the server sets it; the browser never reads it). */
export const ADMIN_SESSION_COOKIE = 'admin_session';
export const ADMIN_COOKIE_PATH = '/api/admin';
