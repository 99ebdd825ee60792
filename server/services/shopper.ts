// A signed-in shopper's cart lines and addresses (§3, §5, §6). Every query is scoped by user_id: another
// user's id is simply "not found" (HTTP 404), never a hint that it exists.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { WireAddress, WireCartItem } from '../../src/contract/entities';
import { MAX_LINE_QUANTITY } from '../../src/contract/limits';
import { failureMessages, lineQuantityRefusal } from '../../src/contract/messages';
import { centsToDecimal } from '../../src/domain/money';
import type { Db, Queryable } from '../db/database';
import { addresses, productCategories, products, userCarts, users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { isUniqueViolation } from '../db/errors';
import { addressValues, toWireAddress } from './address-mapping';

/**
 * A product the owner hid (or whose category they hid) is out of every shopper read, and no longer sold:
 * not added, not re-counted, not paid for (server/services/orders.ts). A line already holding one stays in
 * the cart read, as it was, so the shopper sees what the refusal is about and can remove it.
 */
export const UNAVAILABLE_MESSAGES = {
  add: 'Sorry, this product is no longer available.',
  update: 'Sorry, this product is no longer available. Please remove it from your cart.',
} as const;

/** What a cart line shows of its product. */
const cartProduct = {
  productId: products.id,
  title: products.title,
  image: products.image,
  slug: products.slug,
  pricePerBoxCents: products.pricePerBoxCents,
  sqftInBox: products.sqftInBox,
};

const cartSelection = { id: userCarts.id, quantity: userCarts.quantity, ...cartProduct };

type CartRow = {
  id: number;
  quantity: number;
  productId: number;
  title: string;
  image: string;
  slug: string;
  pricePerBoxCents: number | null;
  sqftInBox: number | null;
};

function toWireCartItem(r: CartRow): WireCartItem {
  return {
    user_carts_id: r.id,
    quantity: r.quantity,
    product: {
      product_id: r.productId,
      title: r.title,
      image: r.image,
      // The product's current price: what checkout will charge.
      price_per_box: centsToDecimal(r.pricePerBoxCents ?? 0),
      sqft_in_box: r.sqftInBox,
      slug: r.slug,
    },
  };
}

export class Carts {
  /** Prepared once: read on every cart view. */
  private readonly listQuery;
  /** Prepared once: the product a cart write is for, with what decides whether it is sold. */
  private readonly productQuery;

  constructor(private readonly db: Db) {
    this.listQuery = db
      .select(cartSelection)
      .from(userCarts)
      .innerJoin(products, eq(products.id, userCarts.productId))
      .where(eq(userCarts.userId, sql.placeholder('userId')))
      .orderBy(asc(userCarts.id))
      .prepare('cart_lines_of_user');
    this.productQuery = db
      .select({ ...cartProduct, hidden: products.hidden, categoryHidden: productCategories.hidden })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(eq(products.id, sql.placeholder('productId')))
      .limit(1)
      .prepare('cart_product');
  }

  async list(userId: number): Promise<WireCartItem[]> {
    const rows = await this.listQuery.execute({ userId });
    return rows.map(toWireCartItem);
  }

  /**
   * Adds a line, or edits one (user_carts_id). The stored price is the product's price_per_box, never the
   * client's. Adding a product that already has a line adds to that line's quantity (atomically: one line
   * per user and product is a unique index, migration 0002).
   *
   * Two statements and no transaction: the product's read, then one atomic write whose RETURNING gives the
   * line. A transaction around them would add nothing at PostgreSQL's read-committed level (the product
   * row is not locked either way) but two round trips, on the embedded database's one connection.
   */
  async save(
    userId: number,
    input: { lineId?: number; productId: number; quantity: number },
  ): Promise<{ item: WireCartItem; created: boolean }> {
    // The request schema refuses a quantity over the bound already; this also holds for other callers.
    const tooMany = lineQuantityRefusal(input.quantity);
    if (tooMany) throw badRequest(tooMany);
    const [product] = await this.productQuery.execute({ productId: input.productId });
    if (!product) throw notFound('Product');
    if (product.hidden || product.categoryHidden) {
      throw new ApiError(
        409,
        input.lineId === undefined ? UNAVAILABLE_MESSAGES.add : UNAVAILABLE_MESSAGES.update,
      );
    }
    if (product.pricePerBoxCents === null || product.pricePerBoxCents <= 0) {
      throw new ApiError(409, 'This product cannot be ordered online. Please contact us.');
    }
    const now = new Date();
    const priceCents = product.pricePerBoxCents;
    const saved = { id: userCarts.id, quantity: userCarts.quantity };
    let line: { id: number; quantity: number } | undefined;
    let created = false;
    if (input.lineId !== undefined) {
      try {
        [line] = await this.db
          .update(userCarts)
          .set({ productId: product.productId, quantity: input.quantity, priceCents, updatedAt: now })
          .where(and(eq(userCarts.id, input.lineId), eq(userCarts.userId, userId)))
          .returning(saved);
      } catch (error) {
        // Edited to a product that already has its own line.
        if (isUniqueViolation(error)) throw new ApiError(409, 'This product is already in your cart');
        throw error;
      }
      if (!line) throw notFound('Cart item');
    } else {
      // One statement, atomic under concurrency: a new line, or the quantity added to the existing one
      // (unless that would pass the cap, in which case no row comes back).
      const [row] = await this.db
        .insert(userCarts)
        .values({ userId, productId: product.productId, quantity: input.quantity, priceCents })
        .onConflictDoUpdate({
          target: [userCarts.userId, userCarts.productId],
          set: { quantity: sql`${userCarts.quantity} + excluded.quantity`, priceCents, updatedAt: now },
          setWhere: sql`${userCarts.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}`,
        })
        .returning({ ...saved, inserted: sql<boolean>`(xmax = 0)` });
      if (!row) throw badRequest(failureMessages.lineQuantityTooLarge);
      line = row;
      created = row.inserted;
    }
    return { item: toWireCartItem({ ...product, id: line.id, quantity: line.quantity }), created };
  }

  async remove(userId: number, lineId: number): Promise<void> {
    const removed = await this.db
      .delete(userCarts)
      .where(and(eq(userCarts.id, lineId), eq(userCarts.userId, userId)))
      .returning({ id: userCarts.id });
    if (removed.length === 0) throw notFound('Cart item');
  }
}

export interface AddressInput {
  id?: number;
  name: string;
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  mobileNumber: string;
  isDefault: boolean;
  city: string;
  state: string;
  latitude: string;
  longitude: string;
}

/** '' → null; otherwise the number (the contract's coordinateField has checked notation and range). */
function coordinate(value: string): number | null {
  return value === '' ? null : Number(value);
}

/** Serialises a shopper's address writes (the one-default rule reads, then writes). */
async function lockAddressBook(tx: Queryable, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export class Addresses {
  constructor(
    private readonly db: Db,
    /** Road miles measured for an address (decision 3); none by default. */
    private readonly milesOf: (row: typeof addresses.$inferSelect) => Promise<number | null> = () =>
      Promise.resolve(null),
  ) {}

  async list(userId: number): Promise<WireAddress[]> {
    const rows = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    return Promise.all(rows.map(async (row) => toWireAddress(row, await this.milesOf(row))));
  }

  async find(q: Queryable, userId: number, id: number) {
    const [row] = await q
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Adds or edits (appuser_address_id), in one transaction. The default (docs/decisions.md, checked by
   * tests/contract): the only address, one saved with is_default, or the default being edited (it stays
   * the default until another is chosen); making one the default clears the others.
   */
  async save(userId: number, input: AddressInput): Promise<{ address: WireAddress; created: boolean }> {
    const values = addressValues({
      name: input.name,
      address_line_1: input.addressLine1,
      address_line_2: input.addressLine2,
      postal_code: input.postalCode,
      mobile_number: input.mobileNumber,
      is_default: input.isDefault,
      city: input.city,
      state: input.state,
      latitude: coordinate(input.latitude),
      longitude: coordinate(input.longitude),
    });
    return this.db.transaction(async (tx) => {
      await lockAddressBook(tx, userId);
      const others = await tx
        .select({ id: addresses.id, isDefault: addresses.isDefault })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      const edited = others.find((a) => a.id === input.id);
      values.isDefault =
        input.isDefault || edited?.isDefault === true || others.every((a) => a.id === input.id);
      let row: typeof addresses.$inferSelect | undefined;
      if (input.id !== undefined) {
        [row] = await tx
          .update(addresses)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(addresses.id, input.id), eq(addresses.userId, userId)))
          .returning();
        if (!row) throw notFound('Address');
      } else {
        [row] = await tx
          .insert(addresses)
          .values({ userId, ...values })
          .returning();
        if (!row) throw new Error('insert returned no address');
      }
      if (row.isDefault) {
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(and(eq(addresses.userId, userId), ne(addresses.id, row.id), eq(addresses.isDefault, true)));
      }
      return { address: toWireAddress(row), created: input.id === undefined };
    });
  }

  /** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockAddressBook(tx, userId);
      const [removed] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id, isDefault: addresses.isDefault });
      if (!removed) throw notFound('Address');
      if (!removed.isDefault) return;
      const [oldest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (oldest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, oldest.id));
    });
  }
}
