// Catalogue reads (§3): settings, home, about, categories, products, delivery tiers — in the contract's wire
// form. ONE cache: the routes keep each catalogue answer serialised (and gzipped) in `Catalog.cache`
// (PGlite serves ~2k indexed reads/s here against ~20k/s from memory); these reads themselves are not cached,
// but for the settings row (`settingsRow`, in the same cache) that the delivery quotes read too.
// The cache is cleared by every catalogue write (the seed, `invalidate()`) and reloaded after a TTL as a
// backstop for writes made by another process on a shared PostgreSQL (past it, the old answer is given while
// one reload runs). Money decisions read uncached (tax, tiers, prices); the warehouse a quote starts from
// is the cached settings row's, as the browser's own quote is (its getshippingcharge answer comes from the
// same cache), so both start from the same point.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AboutContent,
  Category,
  DeliveryTierWire,
  HomeContent,
  Product,
  SiteSettings,
  WireCataloguePage,
  WireSearchSuggestions,
} from '../../src/contract/entities';
import { facetOfRow, facetValue, FACET_ROW_TITLES, type CatalogueQuery } from '../../src/domain/catalogue';
import {
  browseCatalogue,
  catalogueResultFields,
  searchQueryWords,
  textRank,
  wordTsQuery,
  type CatalogueRecord,
} from '../../src/domain/catalogue-search';
import { isValidCoordinate, type LatLng } from '../../src/domain/delivery';
import { centsToDecimal } from '../../src/domain/money';
import type { Db, Queryable } from '../db/database';
import {
  aboutFields,
  arranged,
  arrangedRows,
  homeFields,
  readBanners,
  readDeliveryTiers,
  readSingleton,
  readTestimonials,
  settingsFields,
} from '../db/rows';
import {
  aboutContent,
  deliveryTiers,
  homeContent,
  productCategories,
  productMedia,
  products,
  productSpecificationRows,
  productSlugRedirects,
  productSpecifications,
  siteSettings,
} from '../db/schema';

type Wire<T extends z.ZodType> = z.input<T>;
export type WireProduct = Wire<typeof Product>;

interface CacheEntry {
  expires: number;
  value: Promise<unknown>;
  /** A reload past the TTL is under way (the entry keeps answering meanwhile). */
  reloading?: boolean;
}

export class CatalogCache {
  private readonly entries = new Map<string, CacheEntry>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      // Past its TTL (the backstop for writes another process made) the answer is still given from memory
      // while one reload runs: no shopper waits for it, and a burst starts one reload, not one each.
      if (hit.expires <= this.now() && !hit.reloading) this.reload(key, hit, load);
      return hit.value as Promise<T>;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    // A failed load is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  private reload(key: string, hit: CacheEntry, load: () => Promise<unknown>): void {
    hit.reloading = true;
    const value = load();
    value.then(
      () => {
        // Unless a write cleared the cache meanwhile (its own load then answers).
        if (this.entries.get(key) === hit) this.entries.set(key, { expires: this.now() + this.ttlMs, value });
      },
      // A failed reload keeps the copy; the next read past the TTL tries again.
      () => (hit.reloading = false),
    );
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

export class Catalog {
  constructor(
    private readonly db: Db,
    readonly cache: CatalogCache = new CatalogCache(),
  ) {}

  /** Call after any catalogue write. */
  invalidate(): void {
    this.cache.clear();
  }

  /**
   * The site settings row, read once per cache lifetime: the shop's one read of it, behind the settings
   * answer, the pickup address and the warehouse deliveries start from (cleared with the catalogue, so an
   * owner's save applies to the next read).
   */
  private settingsRow(): Promise<typeof siteSettings.$inferSelect | null> {
    return this.cache.get('settings:row', async () => {
      const [row] = await this.db.select().from(siteSettings).limit(1);
      return row ?? null;
    });
  }

  /**
   * Where deliveries start: the warehouse coordinates the owner saved in settings, else `fallback` (the
   * server's WAREHOUSE_LAT/LNG) when the settings have none.
   */
  async warehouse(fallback: LatLng): Promise<LatLng> {
    const row = await this.settingsRow();
    const lat = row?.warehouseLat ?? null;
    const lng = row?.warehouseLng ?? null;
    return lat !== null && lng !== null && isValidCoordinate(lat, lng) ? { lat, lng } : fallback;
  }

  async settings(): Promise<Wire<typeof SiteSettings>> {
    // The shopper's settings: the owner's, the tax under its wire name, the warehouse's coordinates left out.
    const { tax_percent, warehouse_lat, warehouse_lng, ...rest } = settingsFields(await this.settingsRow());
    return { ...rest, tax: tax_percent };
  }

  async home(): Promise<Wire<typeof HomeContent>> {
    const row = await readSingleton(this.db, homeContent);
    const cats = await arrangedRows(
      this.db,
      productCategories,
      and(eq(productCategories.onHome, true), eq(productCategories.hidden, false)),
    );
    return {
      banner: await readBanners(this.db),
      product_category: cats.map((c) => ({
        product_category_id: c.id,
        title: c.title,
        description: c.description,
        image: c.image,
      })),
      client_say: await readTestimonials(this.db),
      ...homeFields(row),
    };
  }

  async about(): Promise<Wire<typeof AboutContent>> {
    return aboutFields(await readSingleton(this.db, aboutContent));
  }

  async categories(): Promise<Wire<typeof Category>[]> {
    const rows = await arrangedRows(this.db, productCategories, eq(productCategories.hidden, false));
    return rows.map((c) => ({
      product_category_id: c.id,
      title: c.title,
      image: c.image,
      description: c.description,
    }));
  }

  /** All products, or one category's (an unknown category has none); hidden ones and hidden categories' left out. */
  async products(categoryId?: number): Promise<WireProduct[]> {
    const rows = await this.db
      .select({ p: products })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(
        and(
          categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
          eq(products.hidden, false),
          eq(productCategories.hidden, false),
        ),
      )
      .orderBy(...arranged(products));
    return this.assemble(rows.map((r) => r.p));
  }

  /** One shown product by its slug, or by a former slug of it (the answer carries the current one), or null. */
  async product(slug: string): Promise<WireProduct | null> {
    const own = await this.assemble(await this.shownBySlug(slug));
    if (own[0]) return own[0];
    const current = await this.redirect(slug);
    return current ? ((await this.assemble(await this.shownBySlug(current)))[0] ?? null) : null;
  }

  /** The current slug of a shown product that used to be at `slug`; null when `slug` is live or unknown. */
  async redirect(slug: string): Promise<string | null> {
    const [row] = await this.db
      .select({ slug: products.slug })
      .from(productSlugRedirects)
      .innerJoin(products, eq(products.id, productSlugRedirects.productId))
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(
        and(
          eq(productSlugRedirects.oldSlug, slug),
          eq(products.hidden, false),
          eq(productCategories.hidden, false),
        ),
      )
      .limit(1);
    return row && row.slug !== slug ? row.slug : null;
  }

  private async shownBySlug(slug: string) {
    const rows = await this.db
      .select({ p: products })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(and(eq(products.slug, slug), eq(products.hidden, false), eq(productCategories.hidden, false)))
      .limit(1);
    return rows.map((r) => r.p);
  }

  /**
   * One page of a listing with its total, facet counts, category counts and price range. Search runs in
   * the database (its indexes); filtering, counting and sorting run over the catalogue's facet
   * projection, read once per cache lifetime, with the domain's one set of rules.
   */
  async browse(query: CatalogueQuery): Promise<WireCataloguePage> {
    const [records, relevance] = await Promise.all([
      this.records(),
      query.q ? this.searchRanks(query.q) : undefined,
    ]);
    const result = browseCatalogue(records, query, relevance);
    const rows = await this.cards(result.ids);
    return {
      products: rows.map((p) => ({
        product_id: p.id,
        title: p.title,
        slug: p.slug,
        price: money(p.priceCents),
        image: p.image,
        product_category_id: p.categoryId,
      })),
      ...catalogueResultFields(result),
    };
  }

  /**
   * The products `ids` names, in that order, as their cards show them (a listing's, a suggestion's): one
   * read, no gallery or specifications.
   */
  private async cards(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        id: products.id,
        title: products.title,
        slug: products.slug,
        priceCents: products.priceCents,
        image: products.image,
        categoryId: products.categoryId,
      })
      .from(products)
      .where(inArray(products.id, ids));
    const order = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  /** A few products and categories for what the shopper is typing. */
  async suggest(q: string, limit = 6): Promise<WireSearchSuggestions> {
    const [ranks, categories, records] = await Promise.all([
      this.searchRanks(q),
      this.categories(),
      this.records(),
    ]);
    const shown = new Set(records.map((r) => r.id));
    const ids = [...ranks]
      .filter(([id]) => shown.has(id))
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([id]) => id);
    const rows = await this.cards(ids);
    return {
      products: rows.map((r) => ({
        product_id: r.id,
        title: r.title,
        slug: r.slug,
        image: r.image,
        price: money(r.priceCents),
      })),
      categories: categories
        .map((c) => ({ c, rank: textRank(q, c.title, '') }))
        .filter((x) => x.rank > 0)
        .sort((a, b) => b.rank - a.rank)
        .slice(0, 3)
        .map(({ c }) => ({ product_category_id: c.product_category_id, title: c.title })),
    };
  }

  /**
   * Products matching a search, with their rank (title words weigh more than description words), from
   * the full-text index (accents folded; each word as typed or with a slip as a prefix, or its English
   * stem; the rules are `wordTsQuery`'s) or, for one word of 5+ letters, the title's trigram index (a
   * wrong or missing letter).
   */
  async searchRanks(q: string): Promise<Map<number, number>> {
    const statement = searchStatement(q);
    if (!statement) return new Map();
    const result = (await this.db.execute(statement)) as unknown as {
      rows: { id: unknown; rank: unknown }[];
    };
    return new Map(result.rows.map((r) => [Number(r.id), Number(r.rank)]));
  }

  /**
   * What a listing knows of every shown product (cached with the catalogue's answers): a hidden product,
   * or one of a hidden category, is in no listing, search or suggestion, as it has no page.
   */
  private records(): Promise<CatalogueRecord[]> {
    return this.cache.get('catalogue:records', async () => {
      const rows = await this.db
        .select({
          id: products.id,
          categoryId: products.categoryId,
          position: products.position,
          title: products.title,
          priceCents: products.priceCents,
        })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(and(eq(products.hidden, false), eq(productCategories.hidden, false)));
      const facetRows = await this.db
        .select({
          productId: productSpecifications.productId,
          title: productSpecificationRows.title,
          value: productSpecificationRows.subTitle,
        })
        .from(productSpecificationRows)
        .innerJoin(
          productSpecifications,
          eq(productSpecifications.id, productSpecificationRows.specificationId),
        )
        .where(inArray(sql`lower(trim(${productSpecificationRows.title}))`, [...FACET_ROW_TITLES]))
        .orderBy(
          asc(productSpecifications.position),
          asc(productSpecificationRows.position),
          asc(productSpecificationRows.id),
        );
      const byId = new Map<number, CatalogueRecord>(rows.map((r) => [r.id, { ...r, facets: {} }]));
      for (const row of facetRows) {
        const record = byId.get(row.productId);
        const key = facetOfRow(row.title);
        const value = facetValue(row.value);
        if (!record || !key || !value) continue;
        const list = (record.facets[key] ??= []);
        if (!list.includes(value)) list.push(value);
      }
      return [...byId.values()];
    });
  }

  async tiers(): Promise<Wire<typeof DeliveryTierWire>[]> {
    return (await readDeliveryTiers(this.db)).map((t) => ({
      min_mile: t.min_mile,
      max_mile: t.max_mile,
      price: centsToDecimal(t.price_per_pallet_cents),
    }));
  }

  private async assemble(rows: (typeof products.$inferSelect)[]): Promise<WireProduct[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const specs = await arrangedRows(
      this.db,
      productSpecifications,
      inArray(productSpecifications.productId, ids),
    );
    const specRows =
      specs.length === 0
        ? []
        : await arrangedRows(
            this.db,
            productSpecificationRows,
            inArray(
              productSpecificationRows.specificationId,
              specs.map((s) => s.id),
            ),
          );
    const media = await arrangedRows(this.db, productMedia, inArray(productMedia.productId, ids));
    return rows.map((p) => ({
      product_id: p.id,
      title: p.title,
      slug: p.slug,
      price: money(p.priceCents),
      main_price: money(p.mainPriceCents),
      save_button_price: p.saveButtonPrice,
      price_per_box: money(p.pricePerBoxCents),
      sqft_in_box: p.sqftInBox,
      image: p.image,
      description: p.description,
      product_category_id: p.categoryId,
      product_specifications: specs
        .filter((s) => s.productId === p.id)
        .map((s) => ({
          product_specifications_id: s.id,
          title: s.title,
          product_specifications_detail: specRows
            .filter((r) => r.specificationId === s.id)
            .map((r) => ({ title: r.title, sub_title: r.subTitle })),
        })),
      product_image: media
        .filter((m) => m.productId === p.id)
        .map((m) => ({ type: m.type, file: m.file, video: m.video, video_url: m.videoUrl })),
    }));
  }
}

/** Uncached reads for money decisions (checkout), optionally inside a transaction. */
export async function readTaxPercent(q: Queryable): Promise<number | null> {
  const [row] = await q.select({ tax: siteSettings.taxPercent }).from(siteSettings).limit(1);
  return row?.tax ?? null;
}

export async function readTiers(q: Queryable) {
  const rows = await q.select().from(deliveryTiers);
  return rows.map((t) => ({
    minMile: t.minMile,
    maxMile: t.maxMile,
    pricePerPalletCents: t.pricePerPalletCents,
  }));
}

/**
 * The search's SQL (`Catalog.searchRanks`; `npm run bench:catalogue -- --explain` shows its plans): ids
 * and ranks of the products matching every typed word. Each word: its spellings as prefixes, unstemmed
 * (the simple configuration), or its English stem (plurals). One word of 5+ letters also matches the
 * title's trigram index. Null when the search has no word.
 */
export function searchStatement(q: string): SQL | null {
  const words = searchQueryWords(q);
  if (words.length === 0) return null;
  const query = sql.join(
    // An English stop word ("and", "of") is left out, as the English index leaves it out. The stem is
    // asked only when it begins the word as typed ("planks" → "plank", "flooring" → "floor"; not
    // "hering" → "here").
    words.map(
      (w) => sql`(CASE WHEN numnode(plainto_tsquery('english', ${w})) = 0 THEN ''::tsquery
        ELSE to_tsquery('simple', ${wordTsQuery(w)}) || CASE
          WHEN starts_with(${w}, (ts_lexize('english_stem', ${w}))[1]) THEN plainto_tsquery('english', ${w})
          ELSE ''::tsquery END END)`,
    ),
    sql` && `,
  );
  const fuzzyWord = words.length === 1 && words[0]!.length >= 5 ? words[0]! : null;
  const vector = sql`product_search_vector(title, description)`;
  // The query is written out where it is used (not joined in from a subquery), so the planner sees a
  // constant and takes the index.
  return fuzzyWord
    ? sql`SELECT id, ts_rank(${vector}, ${query}) + word_similarity(${fuzzyWord}, shop_fold(title)) / 100 AS rank
        FROM products WHERE ${vector} @@ (${query}) OR shop_fold(title) %> ${fuzzyWord}`
    : sql`SELECT id, ts_rank(${vector}, ${query}) AS rank FROM products WHERE ${vector} @@ (${query})`;
}
