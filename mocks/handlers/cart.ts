// The shopper's cart (§7 userauth carts). The server prices lines from the product, never from
// the client's Usercarts[price].
import { endpoints } from '../../src/contract/endpoints';
import { lineQuantityRefusal, successMessages } from '../../src/contract/messages';
import { addCartLine, cartLinesOf, db, productById, toWireCartItem } from '../db';
import { fail, handleSignedIn, ok } from './http';

export const cartHandlers = [
  handleSignedIn(endpoints.cart, ({ user }) => ok(cartLinesOf(user.appuser_id).map(toWireCartItem))),

  handleSignedIn(endpoints.saveCartLine, ({ body, user }) => {
    const productId = body['Usercarts[product_id]'];
    const quantity = body['Usercarts[quantity]'];
    const product = productById(productId);
    if (!product) return fail('Product not found', 404);
    const serverPrice = product.app.price_per_box ?? 0;

    if (body.user_carts_id !== undefined) {
      const line = db.carts.get(body.user_carts_id);
      if (!line || line.appuser_id !== user.appuser_id) return fail('Cart item not found', 404);
      Object.assign(line, { product_id: productId, quantity, price_per_box_cents: serverPrice });
      return ok(toWireCartItem(line), successMessages.cartLineUpdated);
    }
    // Adding a product already in the cart adds to that line (one line per product).
    const existing = cartLinesOf(user.appuser_id).find((l) => l.product_id === productId);
    if (existing) {
      // As the reference server: the sum may not pass the bound (the request schema checks one quantity).
      const tooMany = lineQuantityRefusal(existing.quantity + quantity);
      if (tooMany) return fail(tooMany, 400);
      Object.assign(existing, { quantity: existing.quantity + quantity, price_per_box_cents: serverPrice });
      return ok(toWireCartItem(existing), successMessages.cartLineAdded);
    }
    return ok(
      toWireCartItem(addCartLine(user.appuser_id, productId, quantity)),
      successMessages.cartLineAdded,
    );
  }),

  handleSignedIn(endpoints.deleteCartLine, ({ body, user }) => {
    const line = db.carts.get(body.user_carts_id);
    if (!line || line.appuser_id !== user.appuser_id) return fail('Cart item not found', 404);
    db.carts.delete(line.user_carts_id);
    return ok(null, successMessages.cartLineDeleted);
  }),
];
