// §2 /my-cart: loading, empty, signed out (§6: log in first, then come back), filled (the lines, Pickup or
// Delivery, the Bill summary and "Process TO Continue", which opens the checkout modal).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Anchor, Container, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { Link, Redirect } from 'wouter';
import { useAddresses, useCart, useSettings } from '@/api';
import { paths, withRedirect } from '@/config/paths';
import { billSummary, totalBoxes } from '@/domain/cart';
import { quoteChargeCents } from '@/domain/delivery';
import { useDocumentMeta } from '@/services/documentMeta';
import { cartModeStore, chooseFulfilment, clearSelectedAddress, selectAddress, sessionStore } from '@/state';
import { LoadingView, SCREEN_LOADING_HEIGHT, StatusView, toast } from '@/ui';
import { BillSummary } from './BillSummary';
import { CartLines } from './CartLines';
import { CART_TEXT } from './cartMessages';
import { FulfilmentPanel } from './FulfilmentPanel';
import { useCartLineUpdates } from './useCartLineUpdates';
import { useShipping } from './useShipping';
import classes from './MyCart.module.css';

// The checkout modal and its card form load when the shopper proceeds (Stripe.js only then, §2 / issue 12).
const CheckoutModal = lazy(() => import('./checkout/CheckoutModal'));
// The address modals (list, form, address search) load when the shopper first opens them (issue 9: they
// were a third of the cart's first-visit code and main-thread time).
const AddressSelectModal = lazy(() =>
  import('./AddressSelectModal').then((m) => ({ default: m.AddressSelectModal })),
);

export default function MyCartScreen() {
  useDocumentMeta({ title: 'My Cart' });
  const { authKey } = useSnapshot(sessionStore);
  if (!authKey) return <SignedOut />;
  return <SignedInCart />;
}

/** §6: the cart is for signed-in shoppers; log in first and come back here after. */
function SignedOut() {
  useEffect(() => {
    toast('info', CART_TEXT.loginFirst, 'cart-login-first');
  }, []);
  return <Redirect to={withRedirect(paths.login, paths.myCart)} replace />;
}

function SignedInCart() {
  const cart = useCart();
  const lines = cart.data;

  if (cart.isLoading) return <LoadingView label={CART_TEXT.loading} mih={SCREEN_LOADING_HEIGHT} />;
  if (cart.error || !lines)
    return (
      <Container size="sm" py={80}>
        <StatusView
          kind="error"
          titleOrder={1}
          title="We couldn’t load your cart"
          message={cart.error instanceof Error ? cart.error.message : undefined}
          actionLabel="Try again"
          onAction={() => void cart.mutate()}
        />
      </Container>
    );
  if (lines.length === 0)
    return (
      <Container size="sm" py={80}>
        <StatusView
          kind="empty"
          titleOrder={1}
          title={CART_TEXT.emptyTitle}
          message={CART_TEXT.emptyMessage}
          actionLabel={CART_TEXT.shopNow}
          actionHref={paths.home}
        />
      </Container>
    );
  return <FilledCart lines={lines} />;
}

function FilledCart({ lines }: { lines: NonNullable<ReturnType<typeof useCart>['data']> }) {
  const { mode, selectedAddressId } = useSnapshot(cartModeStore);
  const settings = useSettings();
  const addresses = useAddresses();
  const updates = useCartLineUpdates();
  const [choosingAddress, setChoosingAddress] = useState(false);
  // Mounted from the first opening on (its closing transition and focus return need it to stay).
  const [addressWanted, setAddressWanted] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  // Mounted from the first "Process TO Continue" on, so closing hands focus back to that button.
  const [checkoutWanted, setCheckoutWanted] = useState(false);
  const addAddressButton = useRef<HTMLButtonElement>(null);

  // The chosen address, if it still exists (it may have been deleted in another tab).
  const address = addresses.data?.find((a) => a.appuser_address_id === selectedAddressId) ?? null;
  const boxes = totalBoxes(lines);
  const { shipping, retry } = useShipping(mode, address, boxes, selectedAddressId > 0 && addresses.isLoading);

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
    <Container size="xl" py="xl" className={classes.page}>
      <Group justify="space-between" align="baseline" mb="lg" wrap="wrap" gap="xs">
        <Title order={1}>My Cart</Title>
        <Anchor component={Link} href={paths.products} fw={600} className={classes.continue}>
          <IconArrowLeft size={16} aria-hidden /> Continue shopping
        </Anchor>
      </Group>
      <div className={classes.layout}>
        <div className={classes.main}>
          <CartLines lines={lines} updates={updates} />
          <FulfilmentPanel
            ref={addAddressButton}
            mode={mode}
            onModeChange={chooseFulfilment}
            warehouseAddress={settings.data?.warehouse_address ?? ''}
            address={address}
            onAddAddress={() => {
              setAddressWanted(true);
              setChoosingAddress(true);
            }}
          />
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
      </div>
      {addressWanted ? (
        <Suspense fallback={null}>
          <AddressSelectModal
            opened={choosingAddress}
            onClose={() => setChoosingAddress(false)}
            selectedId={selectedAddressId}
            onSelect={selectAddress}
            onDeleted={clearSelectedAddress}
          />
        </Suspense>
      ) : null}
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
    </Container>
  );
}
