// §4 product page: Add to Cart and Buy Now.
//   signed in and the product already in the cart → /my-cart
//   sqft not above 0                               → "Please enter sqft"
//   more boxes than a cart line holds              → the bound's message (under the field too), not sent
//   signed out → keep the calculator (sessionStorage), toast "Please login first", /login?redirect=<here>
//   otherwise save the line → toast "Product added to cart"; §8 on a failure the server's message, else
//   "An error occurred" ("Failed to add to cart" when the server refuses with status 0 and no message);
//   Buy Now then goes to /my-cart. A flag per action disables both buttons meanwhile.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ApiError, messageOf, useCart, useCartActions } from '@/api';
import { paths, withRedirect } from '@/config/paths';
import { SIGN_IN_NOTICE } from '@/config/routes';
import type { Product } from '@/contract';
import { lineQuantityRefusal, successMessages } from '@/contract/messages';
import { validateSqft, type CoverageState } from '@/domain/coverage';
import { sessionStore } from '@/state';
import { toast } from '@/ui';
import { saveCoverageDraft } from './coverageDraft';

export const CART_MESSAGES = {
  added: successMessages.cartLineAdded,
  addFailed: 'Failed to add to cart',
  loginFirst: SIGN_IN_NOTICE.cart,
} as const;

export type AddIntent = 'cart' | 'buy';

export function useAddToCart(product: Pick<Product, 'product_id' | 'slug' | 'price_per_box'>) {
  const { authKey } = useSnapshot(sessionStore);
  const [location, navigate] = useLocation();
  const cart = useCart();
  const { saveLine } = useCartActions();
  const [pending, setPending] = useState<AddIntent | null>(null);
  const [sqftError, setSqftError] = useState<string | null>(null);

  async function add(intent: AddIntent, coverage: CoverageState): Promise<void> {
    if (pending) return;
    setPending(intent);
    try {
      if (authKey) {
        // The cart may still be loading: ask for it rather than guess.
        const lines = cart.data ?? (await cart.mutate().catch(() => undefined)) ?? [];
        if (lines.some((line) => line.product.product_id === product.product_id)) {
          navigate(paths.myCart);
          return;
        }
      }
      const invalid = validateSqft(coverage.sqft) ?? (coverage.boxes > 0 ? null : validateSqft(0));
      if (invalid) {
        setSqftError(invalid);
        toast('error', invalid);
        return;
      }
      // More boxes than a cart line holds: said under the boxes field already; nothing is sent.
      const tooMany = lineQuantityRefusal(coverage.boxes);
      if (tooMany) {
        toast('error', tooMany);
        return;
      }
      if (!authKey) {
        saveCoverageDraft(product.slug, coverage);
        toast('error', CART_MESSAGES.loginFirst);
        navigate(withRedirect(paths.login, location));
        return;
      }
      await saveLine({
        productId: product.product_id,
        pricePerBoxCents: product.price_per_box,
        quantity: coverage.boxes,
      });
      toast('success', CART_MESSAGES.added);
      if (intent === 'buy') navigate(paths.myCart);
    } catch (error) {
      const refused = error instanceof ApiError && error.kind === 'status';
      toast('error', refused ? messageOf(error, CART_MESSAGES.addFailed) : messageOf(error));
    } finally {
      setPending(null);
    }
  }

  return {
    add,
    pending,
    sqftError,
    clearSqftError: () => setSqftError(null),
  };
}
