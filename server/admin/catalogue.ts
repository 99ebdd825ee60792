// The back office's catalogue: categories and products as the owner edits them (hidden ones included).
// Every write runs in one transaction with its audit entry and the catalogue's version bump (NOTIFY), then
// clears this instance's cache at once, so the shopper's next request reads the change. A product's and a
// category's version (./versions.ts) moves on with each write of it: a save opened before another is refused.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminCategory,
  AdminProduct,
  AdminProductSummary,
  CategoryFields,
  ProductFields,
} from '../../src/contract/admin';
import {
  planProductImport,
  productsToCsv,
  PRODUCT_CSV_MESSAGES,
  lineMessage,
  readProductCsv,
  type CsvProductWithId,
  type ProductImportPlanData,
  type Specifications,
} from '../../src/contract/product-csv';
import type { Db, Tx } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { adminProductFields, arranged, arrangedRows } from '../db/rows';
import {
  productCategories,
  productMedia,
  productSlugRedirects,
  products,
  productSpecificationRows,
  productSpecifications,
} from '../db/schema';
import { ApiError } from '../http/errors';
import { CatalogueWriter } from '../services/catalogue-changes';
import { recordAudit, type Actor } from './audit';
import { claimVersion, versionOf, versionsOf } from './versions';
import { sanitizeHtml } from './html';

type CategoryOut = z.input<typeof AdminCategory>;
type ProductOut = z.input<typeof AdminProduct>;
/** Without `media`, the gallery is left as it is. */
type ProductIn = Omit<z.output<typeof ProductFields>, 'media'> & {
  id?: number;
  media?: z.output<typeof ProductFields>['media'];
  /** The version the form was opened with (an update): refused if the product was written since. */
  version?: number;
};
type CategoryIn = z.output<typeof CategoryFields> & { id?: number; version?: number };

export const CATALOGUE_MESSAGES = {
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  slugTaken: (title: string) => `This slug is already used by “${title}”`,
  orderMismatch: 'The order must list every item exactly once. Reload and try again.',
} as const;

export class AdminCatalogue extends CatalogueWriter {
  async categories(q: Db | Tx = this.db): Promise<CategoryOut[]> {
    // Versions before the rows: a write in between makes a category look older, never newer, than it is.
    const versions = await versionsOf(q, 'category');
    const rows = await q
      .select({ c: productCategories, products: count(products.id) })
      .from(productCategories)
      .leftJoin(products, eq(products.categoryId, productCategories.id))
      .groupBy(productCategories.id)
      .orderBy(...arranged(productCategories));
    return rows.map(({ c, products: n }) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      image: c.image,
      on_home: c.onHome,
      hidden: c.hidden,
      position: c.position,
      product_count: Number(n),
      version: versions.get(c.id) ?? 0,
    }));
  }

  async saveCategory(actor: Actor, input: CategoryIn): Promise<CategoryOut> {
    const values = {
      title: input.title,
      description: input.description,
      image: input.image,
      onHome: input.on_home,
      hidden: input.hidden,
    };
    return this.write(async (tx) => {
      let id = input.id;
      let before: CategoryOut | undefined;
      if (id !== undefined) {
        // The version first (an unknown id: the 404 below rolls it back): the bump waits for a write of the
        // category in flight, so what is read as `before` is what this save replaces.
        await claimVersion(tx, 'category', id, input.version);
        before = (await this.categories(tx)).find((c) => c.id === id);
        if (!before) throw new ApiError(404, CATALOGUE_MESSAGES.categoryNotFound);
        await tx.update(productCategories).set(values).where(eq(productCategories.id, id));
      } else {
        const [{ next } = { next: 0 }] = await tx
          .select({ next: sql<number>`coalesce(max(${productCategories.position}), -1) + 1` })
          .from(productCategories);
        const [row] = await tx
          .insert(productCategories)
          .values({ ...values, position: Number(next) })
          .returning({ id: productCategories.id });
        id = row!.id;
        await claimVersion(tx, 'category', id);
      }
      const after = (await this.categories(tx)).find((c) => c.id === id)!;
      await recordAudit(tx, actor, {
        action: before ? 'update' : 'create',
        entity: 'category',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  async orderCategories(actor: Actor, ids: number[]): Promise<void> {
    await this.write(async (tx) => {
      const rows = await tx
        .select({ id: productCategories.id })
        .from(productCategories)
        .orderBy(...arranged(productCategories));
      const before = rows.map((r) => r.id);
      if (!sameSet(before, ids)) throw new ApiError(409, CATALOGUE_MESSAGES.orderMismatch);
      // Written in id order, as the products' are (orderProducts): two owners reordering at once in different
      // orders took the same rows in different orders, a deadlock on PostgreSQL.
      const positions = ids.map((id, position) => ({ id, position }));
      for (const { id, position } of positions.sort((a, b) => a.id - b.id))
        await tx.update(productCategories).set({ position }).where(eq(productCategories.id, id));
      await recordAudit(tx, actor, { action: 'reorder', entity: 'category', before, after: ids });
    });
  }

  /** Hides a product from shoppers, or shows it again (the list's row action). */
  async setProductHidden(actor: Actor, id: number, hidden: boolean) {
    return this.write(async (tx) => {
      const [before] = await tx.select({ hidden: products.hidden }).from(products).where(eq(products.id, id));
      if (!before) throw new ApiError(404, CATALOGUE_MESSAGES.productNotFound);
      if (before.hidden !== hidden) {
        await claimVersion(tx, 'product', id);
        await tx.update(products).set({ hidden }).where(eq(products.id, id));
        await recordAudit(tx, actor, {
          action: hidden ? 'hide' : 'show',
          entity: 'product',
          entityId: id,
          before: { hidden: before.hidden },
          after: { hidden },
        });
      }
      return (await this.products(undefined, tx)).find((p) => p.id === id)!;
    });
  }

  async products(categoryId?: number, q: Db | Tx = this.db): Promise<z.input<typeof AdminProductSummary>[]> {
    const rows = await arrangedRows(
      q,
      products,
      categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
    );
    return rows.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      category_id: p.categoryId,
      hidden: p.hidden,
      position: p.position,
      price_cents: p.priceCents,
      price_per_box_cents: p.pricePerBoxCents,
      image: p.image,
    }));
  }

  async product(id: number, q: Db | Tx = this.db): Promise<ProductOut | null> {
    // The version before the rows: a write in between makes the product look older, never newer.
    const version = await versionOf(q, 'product', id);
    const [p] = await q.select().from(products).where(eq(products.id, id)).limit(1);
    if (!p) return null;
    const groups = await arrangedRows(q, productSpecifications, eq(productSpecifications.productId, id));
    const rows =
      groups.length === 0
        ? []
        : await arrangedRows(
            q,
            productSpecificationRows,
            inArray(
              productSpecificationRows.specificationId,
              groups.map((g) => g.id),
            ),
          );
    const redirects = await q
      .select({ slug: productSlugRedirects.oldSlug })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.productId, id))
      .orderBy(asc(productSlugRedirects.createdAt), asc(productSlugRedirects.oldSlug));
    const media = await arrangedRows(q, productMedia, eq(productMedia.productId, id));
    return {
      ...adminProductFields(p),
      position: p.position,
      specifications: groups.map((g) => ({
        title: g.title,
        rows: rows
          .filter((r) => r.specificationId === g.id)
          .map((r) => ({ title: r.title, sub_title: r.subTitle })),
      })),
      media: media.map((m) => ({ type: m.type, file: m.file, video: m.video, video_url: m.videoUrl })),
      old_slugs: redirects.map((r) => r.slug),
      version,
    };
  }

  async saveProduct(actor: Actor, input: ProductIn): Promise<ProductOut> {
    const description = await sanitizeHtml(input.description);
    const values = {
      categoryId: input.category_id,
      title: input.title,
      slug: input.slug,
      priceCents: input.price_cents,
      mainPriceCents: input.main_price_cents,
      saveButtonPrice: input.save_button_price,
      pricePerBoxCents: input.price_per_box_cents,
      sqftInBox: input.sqft_in_box,
      image: input.image,
      description,
      hidden: input.hidden,
    };
    try {
      return await this.write(async (tx) => {
        // An update opened before another write of the product is refused first, whatever else it says
        // (an unknown id: the 404 below rolls its version back).
        if (input.id !== undefined) await claimVersion(tx, 'product', input.id, input.version);
        const [category] = await tx
          .select({ id: productCategories.id })
          .from(productCategories)
          .where(eq(productCategories.id, input.category_id));
        if (!category) throw new ApiError(400, CATALOGUE_MESSAGES.categoryNotFound);
        const [taken] = await tx
          .select({ title: products.title })
          .from(products)
          .where(
            and(
              eq(products.slug, input.slug),
              input.id === undefined ? undefined : ne(products.id, input.id),
            ),
          );
        if (taken) throw new ApiError(409, CATALOGUE_MESSAGES.slugTaken(taken.title));
        let id = input.id;
        let before: ProductOut | null = null;
        if (id !== undefined) {
          before = await this.product(id, tx);
          if (!before) throw new ApiError(404, CATALOGUE_MESSAGES.productNotFound);
          await tx.update(products).set(values).where(eq(products.id, id));
          await tx.delete(productSpecifications).where(eq(productSpecifications.productId, id));
          // The old URL keeps working: it redirects to the new one.
          if (before.slug !== input.slug)
            await tx
              .insert(productSlugRedirects)
              .values({ oldSlug: before.slug, productId: id })
              .onConflictDoUpdate({ target: productSlugRedirects.oldSlug, set: { productId: id } });
        } else {
          const [{ next } = { next: 0 }] = await tx
            .select({ next: sql<number>`coalesce(max(${products.position}), -1) + 1` })
            .from(products);
          const [row] = await tx
            .insert(products)
            .values({ ...values, position: Number(next) })
            .returning({ id: products.id });
          id = row!.id;
          await claimVersion(tx, 'product', id);
        }
        // A slug in use is a product's own, never a redirect any more.
        await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, input.slug));
        await writeSpecifications(tx, id, input.specifications);
        if (input.media) {
          await tx.delete(productMedia).where(eq(productMedia.productId, id));
          if (input.media.length > 0)
            await tx.insert(productMedia).values(
              input.media.map((m, position) => ({
                productId: id!,
                position,
                type: m.type,
                file: m.file,
                video: m.video,
                videoUrl: m.video_url,
              })),
            );
        }
        const after = (await this.product(id, tx))!;
        await recordAudit(tx, actor, {
          action: before ? 'update' : 'create',
          entity: 'product',
          entityId: id,
          before: before ?? undefined,
          after,
        });
        return after;
      });
    } catch (error) {
      // Two owners saving the same slug at once: the unique index decides.
      if (isUniqueViolation(error)) throw new ApiError(409, CATALOGUE_MESSAGES.slugTaken(input.slug));
      throw error;
    }
  }

  async orderProducts(actor: Actor, ids: number[]): Promise<void> {
    await this.write(async (tx) => {
      const rows = await tx
        .select({ id: products.id, position: products.position })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(...arranged(products));
      if (rows.length !== new Set(ids).size || rows.length !== ids.length)
        throw new ApiError(409, CATALOGUE_MESSAGES.orderMismatch);
      // The listed products take the positions they held between them, in the new order (a category's
      // products can be ordered without touching the others).
      const slots = rows.map((r) => r.position).sort((a, b) => a - b);
      const before = rows.map((r) => r.id);
      const positions = ids.map((id, i) => ({
        id,
        position: i > 0 && slots[i]! <= slots[i - 1]! ? (slots[i] = slots[i - 1]! + 1) : slots[i]!,
      }));
      // Written in id order, as the CSV import locks its rows: two writers taking the same rows in
      // different orders can deadlock on PostgreSQL.
      for (const { id, position } of positions.sort((a, b) => a.id - b.id))
        await tx.update(products).set({ position }).where(eq(products.id, id));
      await recordAudit(tx, actor, { action: 'reorder', entity: 'product', before, after: ids });
    });
  }

  /** Every product's CSV fields (hidden ones too, specifications included), in the catalogue's order. */
  private async csvProducts(q: Db | Tx = this.db): Promise<CsvProductWithId[]> {
    const rows = await arrangedRows(q, products);
    const groups = await arrangedRows(q, productSpecifications);
    const specRows = await arrangedRows(q, productSpecificationRows);
    const rowsOf = groupBy(specRows, (r) => r.specificationId);
    const groupsOf = groupBy(groups, (g) => g.productId);
    return rows.map((p) => ({
      ...adminProductFields(p),
      specifications: (groupsOf.get(p.id) ?? []).map((g) => ({
        title: g.title,
        rows: (rowsOf.get(g.id) ?? []).map((r) => ({ title: r.title, sub_title: r.subTitle })),
      })),
    }));
  }

  async exportProducts(now = new Date()): Promise<{ filename: string; csv: string; count: number }> {
    const all = await this.csvProducts();
    return {
      filename: `products-${now.toISOString().slice(0, 10)}.csv`,
      csv: productsToCsv(all),
      count: all.length,
    };
  }

  private async plan(csv: string, q: Db | Tx): Promise<ProductImportPlanData & { rows: ReadRows }> {
    const read = readProductCsv(csv);
    // Compared and stored as saved: the description sanitized as the product form's save does.
    const rows = await Promise.all(
      read.rows.map(async (r) => ({
        ...r,
        fields: { ...r.fields, description: await sanitizeHtml(r.fields.description) },
      })),
    );
    const categories = await q
      .select({ id: productCategories.id, title: productCategories.title })
      .from(productCategories);
    const plan = planProductImport(
      rows,
      read.errors,
      await this.csvProducts(q),
      new Map(categories.map((c) => [c.id, c.title])),
    );
    return { ...plan, rows };
  }

  /**
   * A CSV import: `apply` false answers the plan (the preview); true applies it in one transaction with an
   * audit entry per product, or, when any row fails, changes nothing and answers 400 naming the lines.
   */
  async importProducts(actor: Actor, csv: string, apply: boolean): Promise<ProductImportPlanData> {
    if (!apply) {
      const { rows: _rows, ...plan } = await this.plan(csv, this.db);
      return plan;
    }
    try {
      return await this.write(async (tx) => {
        // Planned again inside the transaction: the catalogue may have moved since the preview.
        const { rows, ...plan } = await this.plan(csv, tx);
        if (plan.errors.length > 0)
          throw new ApiError(
            400,
            `${PRODUCT_CSV_MESSAGES.failed} ${plan.errors.slice(0, 5).map(lineMessage).join(' ')}${
              plan.errors.length > 5 ? ` (and ${plan.errors.length - 5} more)` : ''
            }`,
          );
        const kindOf = new Map(plan.lines.map((l) => [l.line, l.kind]));
        const work = rows.filter((r) => kindOf.get(r.line) !== 'unchanged');
        // Not checked (a file has no versions), but moved on: a form opened before the import is refused.
        // Bumped first, as every write of a product does (saveProduct, setProductHidden: the version, then
        // the row), and in id order: an import that updated a row and then waited for its version while a
        // save held that version and waited for the row was a deadlock on PostgreSQL (one of them a 500).
        // A save of a product in the file now waits for the import, or the import for the save, before
        // either touches a row.
        const changed = work.flatMap((r) => (r.id === null ? [] : [r.id])).sort((a, b) => a - b);
        for (const id of changed) await claimVersion(tx, 'product', id);
        // Then the rows, also in id order, before any is written in the file's order: reordering products
        // (orderProducts) locks its rows in id order too, so neither holds a row the other waits for first.
        if (changed.length > 0)
          await tx
            .select({ id: products.id })
            .from(products)
            .where(inArray(products.id, changed))
            .orderBy(asc(products.id))
            .for('update');
        // Read once the versions are held: a save that was in flight has committed.
        const before = new Map((await this.csvProducts(tx)).map((p) => [p.id, p]));
        // Slugs may trade places within the file: the moving ones step aside first (the index is unique).
        for (const r of work)
          if (r.id !== null && before.get(r.id)!.slug !== r.fields.slug)
            await tx
              .update(products)
              .set({ slug: `import-${r.id}-${Date.now()}` })
              .where(eq(products.id, r.id));
        const [{ next } = { next: 0 }] = await tx
          .select({ next: sql<number>`coalesce(max(${products.position}), -1) + 1` })
          .from(products);
        let position = Number(next);
        for (const r of work) {
          const values = productValues(r.fields);
          let id = r.id;
          const old = id === null ? undefined : before.get(id);
          if (id === null) {
            const [row] = await tx
              .insert(products)
              .values({ ...values, position: position++ })
              .returning({ id: products.id });
            id = row!.id;
            await claimVersion(tx, 'product', id);
          } else await tx.update(products).set(values).where(eq(products.id, id));
          // A file with the specifications column replaces them; one without leaves them as they are.
          if (r.fields.specifications) {
            if (old) await tx.delete(productSpecifications).where(eq(productSpecifications.productId, id));
            await writeSpecifications(tx, id, r.fields.specifications);
          }
          if (old && old.slug !== r.fields.slug)
            await tx
              .insert(productSlugRedirects)
              .values({ oldSlug: old.slug, productId: id })
              .onConflictDoUpdate({ target: productSlugRedirects.oldSlug, set: { productId: id } });
          await recordAudit(tx, actor, {
            action: old ? 'import update' : 'import create',
            entity: 'product',
            entityId: id,
            before: old,
            after: { id, ...r.fields },
          });
        }
        // A slug in use is a product's own, never a redirect any more (after the loop: slugs may swap).
        if (work.length > 0)
          await tx.delete(productSlugRedirects).where(
            inArray(
              productSlugRedirects.oldSlug,
              work.map((r) => r.fields.slug),
            ),
          );
        return { ...plan, applied: true };
      });
    } catch (error) {
      // Another owner took a slug between the plan and the write: the unique index decides.
      if (isUniqueViolation(error))
        throw new ApiError(
          409,
          `${PRODUCT_CSV_MESSAGES.failed} A slug in the file was just taken: check the file again.`,
        );
      throw error;
    }
  }
}

type ReadRows = ReturnType<typeof readProductCsv>['rows'];

const groupBy = <T>(list: readonly T[], key: (item: T) => number): Map<number, T[]> => {
  const map = new Map<number, T[]>();
  for (const item of list) {
    const items = map.get(key(item));
    if (items) items.push(item);
    else map.set(key(item), [item]);
  }
  return map;
};

/** Writes a product's specification groups and rows, in order (its old ones deleted before). */
async function writeSpecifications(tx: Tx, productId: number, groups: Specifications): Promise<void> {
  for (const [position, group] of groups.entries()) {
    const [spec] = await tx
      .insert(productSpecifications)
      .values({ productId, position, title: group.title })
      .returning({ id: productSpecifications.id });
    if (group.rows.length > 0)
      await tx.insert(productSpecificationRows).values(
        group.rows.map((r, i) => ({
          specificationId: spec!.id,
          position: i,
          title: r.title,
          subTitle: r.sub_title,
        })),
      );
  }
}

const productValues = (f: CsvProductWithId | ReadRows[number]['fields']) => ({
  categoryId: f.category_id,
  title: f.title,
  slug: f.slug,
  priceCents: f.price_cents,
  mainPriceCents: f.main_price_cents,
  saveButtonPrice: f.save_button_price,
  pricePerBoxCents: f.price_per_box_cents,
  sqftInBox: f.sqft_in_box,
  image: f.image,
  description: f.description,
  hidden: f.hidden,
});

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && new Set(b).size === b.length && b.every((id) => a.includes(id));
