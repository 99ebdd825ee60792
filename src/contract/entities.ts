// §3 entities as the shop API sends them. `z.input<typeof X>` is the wire form (what a server or a mock
// answers); `z.output<typeof X>` is what the storefront works with (money in cents, ids as numbers).
import { z } from './zod';
import { FACET_KEYS, type FacetKey } from '../domain/catalogue';
import { flag, id, list, money, numeric, optionalMoney, optionalNumeric, text } from './primitives';

export const SiteSettings = z.object({
  contact_no: text,
  email: text,
  address: text,
  map_url: text,
  instagram: text,
  facebook: text,
  tiktok: text,
  meta_title: text,
  meta_description: text,
  meta_tag: text,
  /** Tax percent; null hides "Estimated taxes" (§2 My cart). */
  tax: optionalNumeric,
  warehouse_address: text,
  privacy_policy: text,
  terms_conditions: text,
  /** Not in §3 (contract decision 4): the reference server's payment mode; null when a server does not say. */
  payment_mode: z
    .enum(['stripe', 'test'])
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
});

export const Banner = z.object({
  type: z.enum(['Image', 'Video']),
  image: text,
  video: text,
  title: text,
  subtitle: text,
});

export const HomeCategory = z.object({
  product_category_id: id,
  title: z.string(),
  /** HTML */
  description: text,
  image: text,
});

export const Testimonial = z.object({
  name: text,
  designation: text,
  description: text,
  image: text,
});

export const HomeContent = z.object({
  banner: list(Banner),
  product_category: list(HomeCategory),
  client_say: list(Testimonial),
  sps_flooring_title: text,
  sps_flooring_sub_title: text,
  weekly_bestsellers_title: text,
  weekly_bestsellers_sub_title: text,
  clients_say_title: text,
  clients_say_sub_title: text,
  /** HTML */
  pick_up_delivery: text,
  /** HTML */
  agree_delivery: text,
});

export const AboutContent = z.object({
  image: text,
  banner_title: text,
  banner_sub_title: text,
  title: text,
  sub_title: text,
  /** HTML */
  description: text,
});

export const ProductMedia = z.object({
  type: z.enum(['Image', 'Video', 'Youtube']),
  file: text,
  video: text,
  video_url: text,
});

export const SpecificationRow = z.object({ title: text, sub_title: text });

export const SpecificationGroup = z.object({
  product_specifications_id: id,
  title: text,
  product_specifications_detail: list(SpecificationRow),
});

export const Product = z.object({
  product_id: id,
  title: z.string(),
  slug: z.string().min(1),
  /** Price per sqft. */
  price: optionalMoney,
  /** Struck-through price per sqft. */
  main_price: optionalMoney,
  /** Save badge text, e.g. "20%" or "1.50" — shown as given. */
  save_button_price: text,
  price_per_box: optionalMoney,
  sqft_in_box: optionalNumeric,
  image: text,
  /** HTML */
  description: text,
  product_category_id: id,
  product_specifications: list(SpecificationGroup),
  product_image: list(ProductMedia),
});

/**
 * A product as a page of a listing answers it (not in the spec; docs/catalogue.md): what its card shows
 * (§2 product card: image, title, price per sqft), where it links, and its category. The description,
 * specifications and gallery are the product page's (`beforeauth/getproductdetails`); a listing's page
 * that carried them made every listing's first HTML carry them too, unread.
 */
export const ListedProduct = Product.pick({
  product_id: true,
  title: true,
  slug: true,
  price: true,
  image: true,
  product_category_id: true,
});

export const Category = z.object({
  product_category_id: id,
  title: z.string(),
  image: text.optional(),
  description: text.optional(),
});

export const CartProduct = z.object({
  product_id: id,
  title: z.string(),
  image: text,
  /** Numeric string on the wire (§3). */
  price_per_box: money,
  sqft_in_box: optionalNumeric,
  /** Not in §3; our server sends it so the cart can link back to the product. Optional. */
  slug: z.string().optional(),
});

export const CartItem = z.object({
  user_carts_id: id,
  quantity: numeric.pipe(z.number().int().nonnegative()),
  product: CartProduct,
});

export const Address = z.object({
  appuser_address_id: id,
  name: text,
  address_line_1: text,
  address_line_2: text,
  postal_code: text,
  mobile_number: text,
  is_default: flag,
  city: text,
  state: text,
  latitude: optionalNumeric,
  longitude: optionalNumeric,
  /** Not in §3 (contract decision 3): road miles from the warehouse as the server measured them when the
   * address was added; null until measured (or from a server that does not measure). */
  distance_miles: optionalNumeric,
});

/** Delivery tier (§3): price per pallet for a mile range. */
export const DeliveryTierWire = z.object({
  min_mile: numeric,
  max_mile: numeric,
  price: money,
});

/** Where deliveries start (contract decision 1): the reference server's configured warehouse. */
export const WarehouseWire = z.object({
  latitude: numeric,
  longitude: numeric,
  address: text,
});

export const SessionGrant = z.object({
  auth_key: z.string().min(1),
  first_name: text,
  last_name: text,
  full_name: text,
});

export type SiteSettings = z.output<typeof SiteSettings>;
export type HomeContent = z.output<typeof HomeContent>;
export type Banner = z.output<typeof Banner>;
export type HomeCategory = z.output<typeof HomeCategory>;
export type Testimonial = z.output<typeof Testimonial>;
export type AboutContent = z.output<typeof AboutContent>;
export type Product = z.output<typeof Product>;
export type ListedProduct = z.output<typeof ListedProduct>;
export type ProductMedia = z.output<typeof ProductMedia>;
export type SpecificationGroup = z.output<typeof SpecificationGroup>;
export type Category = z.output<typeof Category>;
export type CartItem = z.output<typeof CartItem>;
export type Address = z.output<typeof Address>;
export type SessionGrant = z.output<typeof SessionGrant>;
export type SitePaymentMode = SiteSettings['payment_mode'];

// Wire forms (z.input): what a server or a mock answers.
export type WireProduct = z.input<typeof Product>;
export type WireListedProduct = z.input<typeof ListedProduct>;
export type WireCartItem = z.input<typeof CartItem>;
export type WireAddress = z.input<typeof Address>;

// ---- My orders (the shopper's orders after payment; not in §7: userauth/getuserorders, getuserorderdetails) ----

/** One order in the shopper's list. `order_status` is the stored code ("Confirm", "ReadyForPickup", …). */
export const OrderSummary = z.object({
  userorder_id: id,
  created_at: z.string(),
  order_status: text,
  total: money,
  delivery_type: z.enum(['Pickup', 'Delivery']),
  delivery_label: text,
  /** The delivery charge is to be arranged by phone; missing: read from delivery_label. */
  delivery_call_required: z.boolean().nullish().catch(null),
  /** Boxes ordered, over all lines. */
  boxes: numeric.optional().catch(undefined),
});

export const OrderPage = z.object({
  orders: list(OrderSummary),
  page: id,
  page_count: id,
  total: id,
});

export const OrderLineCharged = z.object({
  product_id: id,
  title: text,
  quantity: id,
  /** Per box, as charged. */
  price: money,
  line_total: money,
});

export const OrderAddress = z.object({
  name: text,
  address_line_1: text,
  address_line_2: text,
  city: text,
  state: text,
  postal_code: text,
  mobile_number: text,
});

export const OrderDetails = OrderSummary.extend({
  sub_total: money,
  tax: money,
  shipping: money,
  payment_status: text,
  payment_type: text,
  miles: optionalNumeric,
  pallets: numeric.optional().catch(undefined),
  address: OrderAddress.nullish().catch(null),
  pickup_address: text,
  items: list(OrderLineCharged),
  history: list(z.object({ status: text, created_at: z.string() })),
});

export type OrderSummary = z.output<typeof OrderSummary>;
export type OrderPage = z.output<typeof OrderPage>;
export type OrderDetails = z.output<typeof OrderDetails>;
export type WireOrderSummary = z.input<typeof OrderSummary>;
export type WireOrderDetails = z.input<typeof OrderDetails>;

// ---- Catalogue browsing: pages, sorts, search, facets (not in the spec; docs/catalogue.md) ----

/** One facet's values with how many products each would list. */
export const FacetCountWire = z.object({
  key: z.enum(FACET_KEYS as [FacetKey, ...FacetKey[]]),
  values: list(z.object({ value: z.string(), count: numeric })),
});

/** What `beforeauth/getproduct` answers when it was asked for a page (any browsing field sent). */
export const CataloguePageWire = z.object({
  products: list(ListedProduct),
  total: numeric,
  page: numeric,
  page_size: numeric,
  facets: list(FacetCountWire),
  categories: list(z.object({ product_category_id: id, count: numeric })),
  /** Lowest and highest price per sqft the price filter chooses from (dollars). */
  price_range: z.object({ min: money, max: money }).nullish(),
});

/**
 * The answer of a browsing call: a page, or (from a server of the spec's contract, which ignores the
 * browsing fields) the whole list, which the storefront then pages itself.
 */
export const CatalogueAnswer = z.union([
  CataloguePageWire.transform((p) => ({
    kind: 'page' as const,
    products: p.products,
    total: p.total,
    page: p.page,
    pageSize: p.page_size,
    facets: p.facets,
    categories: p.categories.map((c) => ({ categoryId: c.product_category_id, count: c.count })),
    priceRange: p.price_range ? { minCents: p.price_range.min, maxCents: p.price_range.max } : null,
  })),
  list(Product).transform((products) => ({ kind: 'all' as const, products })),
]);

/** Search suggestions as the shopper types: a few products and categories. */
export const SearchSuggestions = z.object({
  products: list(
    z.object({
      product_id: id,
      title: z.string(),
      slug: z.string().min(1),
      image: text,
      price: optionalMoney,
    }),
  ),
  categories: list(z.object({ product_category_id: id, title: z.string() })),
});

export type CatalogueAnswer = z.output<typeof CatalogueAnswer>;
export type CataloguePage = Extract<CatalogueAnswer, { kind: 'page' }>;
export type SearchSuggestions = z.output<typeof SearchSuggestions>;
export type WireCataloguePage = z.input<typeof CataloguePageWire>;
export type WireSearchSuggestions = z.input<typeof SearchSuggestions>;
