// The filled cart (§2): the lines with their quantities, the Bill summary with its Shipping row, and
// "Process TO Continue", which opens the checkout modal. Its own chunk: the screen's frame (heading, the
// pickup/delivery panel, "Loading your cart...") is what the server draws and what a first visit needs;
// this part is asked for when the page hydrates, beside the cart's own request
// (docs/cart-and-checkout.md).
import { lazy, Suspense, useState } from 'react';
import { useSettings } from '@/api';
import type { Address, CartItem } from '@/contract';
import { billSummary, totalBoxes, type FulfilmentMode } from '@/domain/cart';
import { quoteChargeCents } from '@/domain/delivery';
import { toast } from '@/ui';
import { BillSummary } from './BillSummary';
import { CartLines } from './CartLines';
import { CART_TEXT } from './cartMessages';
import { useCartLineUpdates } from './useCartLineUpdates';
import { useShipping } from './useShipping';
import classes from './MyCart.module.css';

// The checkout modal and its card form load when the shopper proceeds (Stripe.js only then, §2).
const CheckoutModal = lazy(() => import('./checkout/CheckoutModal'));

export interface FilledCartProps {
  lines: readonly CartItem[];
  mode: FulfilmentMode;
  /** The chosen address, if it still exists (null: none chosen, or deleted in another tab). */
  address: Address | null;
  /** An address is chosen but the shopper's addresses are still loading. */
  addressPending: boolean;
}

/** Two cells of the screen's layout grid: the lines under the panel, the bill beside them. */
export default function FilledCart({ lines, mode, address, addressPending }: FilledCartProps) {
  const settings = useSettings();
  const updates = useCartLineUpdates();
  const [checkingOut, setCheckingOut] = useState(false);
  // Mounted from the first "Process TO Continue" on, so closing hands focus back to that button.
  const [checkoutWanted, setCheckoutWanted] = useState(false);

  const { shipping, retry } = useShipping(mode, address, totalBoxes(lines), addressPending);
  const bill = billSummary({
    lines: lines.map((l) => ({ pricePerBoxCents: l.product.price_per_box, quantity: l.quantity })),
    taxPercent: settings.data?.tax ?? null,
    mode,
    deliveryChargeCents: shipping.kind === 'quoted' ? quoteChargeCents(shipping.quote) : 0,
  });

  const quote = shipping.kind === 'quoted' ? shipping.quote : null;
  const deliveryLabel =
    quote?.kind === 'priced' ? `${quote.label} ${quote.message}` : quote ? quote.message : null;

  const proceed = () => {
    if (mode === 'delivery' && !address) {
      toast('error', CART_TEXT.selectAddress);
      return;
    }
    // No price can be agreed for an address without coordinates or while the quote failed: say why here.
    if (mode === 'delivery' && (quote?.kind === 'invalid' || quote?.kind === 'failed')) {
      toast('error', quote.message);
      return;
    }
    setCheckoutWanted(true);
    setCheckingOut(true);
  };

  return (
    <>
      <div className={classes.lines}>
        <CartLines lines={lines} updates={updates} />
      </div>
      <aside className={classes.aside} aria-label="Order total">
        <BillSummary
          bill={bill}
          shipping={shipping}
          onRetryQuote={retry}
          onProceed={proceed}
          proceedDisabled={shipping.kind === 'computing'}
        />
      </aside>
      {checkoutWanted ? (
        <Suspense fallback={null}>
          <CheckoutModal
            opened={checkingOut}
            onClose={() => setCheckingOut(false)}
            lines={lines}
            bill={bill}
            mode={mode}
            addressId={mode === 'delivery' ? (address?.appuser_address_id ?? 0) : 0}
            deliveryLabel={deliveryLabel}
          />
        </Suspense>
      ) : null}
    </>
  );
}
