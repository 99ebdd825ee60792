// §2 /my-cart: loading, empty, filled (the lines, Pickup or Delivery, the Bill summary and "Process TO
// Continue", which opens the checkout modal). Signed out (§6: log in first, then come back) is the route's
// (src/app/routes.tsx).
import { lazy, memo, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Anchor, Container, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useAddresses, useCart, useSettings } from '@/api';
import { paths } from '@/config/paths';
import type { FulfilmentMode } from '@/domain/cart';
import type { CartItem } from '@/contract';
import {
  cartModeStore,
  chooseFulfilment,
  clearSelectedAddress,
  initialCartMode,
  selectAddress,
} from '@/state';
import { LoadFailed, LoadingView, StatusView, useHydrated } from '@/ui';
import { CART_TEXT } from './cartMessages';
import { FulfilmentPanel } from './FulfilmentPanel';
import classes from './MyCart.module.css';

// The filled cart (lines, bill, checkout) is asked for when the page hydrates (SignedInCart's effect),
// while the cart's own request runs (started by src/start/start.tsx): the first visit carries the frame only.
const loadFilledCart = () => import('./FilledCart');
const FilledCart = lazy(loadFilledCart);
// The address modals (list, form, address search) load when the shopper first opens them (they
// were a third of the cart's first-visit code and main-thread time).
const AddressSelectModal = lazy(() =>
  import('./AddressSelectModal').then((m) => ({ default: m.AddressSelectModal })),
);

/** §6: the cart is for signed-in shoppers: the route sends a visitor without a session to sign in
 *  (src/app/routes.tsx, the route table's signInNotice). */
export default function MyCartScreen() {
  const hydrated = useHydrated();
  return <SignedInCart hydrated={hydrated} />;
}

/**
 * `hydrated` false: a server renders this page, or the browser is taking that HTML over. Nothing a
 * shopper owns is known then, so both render the cart's frame (heading, the pickup/delivery
 * panel at its default, the lines loading): the first paint comes with the HTML, and the shopper's own
 * state (empty, lines, delivery) follows once hydrated (docs/cart-and-checkout.md).
 */
function SignedInCart({ hydrated }: { hydrated: boolean }) {
  const cart = useCart();
  const lines = hydrated ? cart.data : undefined;
  // The lines and the bill are the page's one large render, and SWR's answer (like the end of hydration)
  // renders synchronously: one long task on a slow phone. Deferred, React renders them in slices that
  // let the browser respond in between (TBT), then commits them at once.
  const shownLines = useDeferredValue(lines);
  useEffect(() => {
    if (hydrated) void loadFilledCart();
  }, [hydrated]);

  if (hydrated && !cart.isLoading) {
    if (cart.error || !lines)
      return (
        <Container size="sm" py={80}>
          <LoadFailed
            titleOrder={1}
            title="We couldn’t load your cart"
            error={cart.error}
            onRetry={() => cart.mutate()}
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
  }
  return <CartView lines={shownLines?.length ? shownLines : null} hydrated={hydrated} />;
}

/** The cart page; `lines` null while they load (§2: spinner with "Loading your cart..."). A memo: the
 *  cart's answer renders SignedInCart synchronously with the lines still deferred, and this page (the
 *  panel, the lines) renders only in the deferred, sliced render that brings them. */
const CartView = memo(function CartView({
  lines,
  hydrated,
}: {
  lines: readonly CartItem[] | null;
  hydrated: boolean;
}) {
  const stored = useSnapshot(cartModeStore);
  // The server's HTML shows the default (§4: Pickup); the shopper's choice for this session once hydrated.
  const { mode, selectedAddressId } = hydrated ? stored : initialCartMode;
  const settings = useSettings();
  const addresses = useAddresses();
  const [choosingAddress, setChoosingAddress] = useState(false);
  // Mounted from the first opening on (its closing transition and focus return need it to stay).
  const [addressWanted, setAddressWanted] = useState(false);
  const addAddressButton = useRef<HTMLButtonElement>(null);

  // The chosen address, if it still exists (it may have been deleted in another tab).
  const address = addresses.data?.find((a) => a.appuser_address_id === selectedAddressId) ?? null;

  // Choosing Delivery with no address chosen yet preselects the shopper's default address.
  const chooseMode = (next: FulfilmentMode) => {
    chooseFulfilment(next);
    if (next !== 'delivery' || cartModeStore.selectedAddressId) return;
    const preferred = addresses.data?.find((a) => a.is_default);
    if (preferred) selectAddress(preferred.appuser_address_id);
  };

  const loadingLines = <LoadingView label={CART_TEXT.loading} className={classes.linesLoading} />;
  return (
    <Container size="xl" py="xl" className={classes.page}>
      <Group justify="space-between" align="baseline" mb="lg" wrap="wrap" gap="xs">
        <Title order={1}>My Cart</Title>
        <Anchor component={Link} href={paths.products} fw={600} className={classes.continue}>
          <IconArrowLeft size={16} aria-hidden /> Continue shopping
        </Anchor>
      </Group>
      {/* The panel first and always at the same place in the tree: it is known before the lines are,
          nothing drawn later pushes it, and the lines' arrival does not take its focus away. */}
      <div className={classes.layout}>
        <div className={classes.panel}>
          <FulfilmentPanel
            ref={addAddressButton}
            mode={mode}
            onModeChange={chooseMode}
            warehouseAddress={settings.data?.warehouse_address ?? ''}
            address={address}
            onAddAddress={() => {
              setAddressWanted(true);
              setChoosingAddress(true);
            }}
          />
        </div>
        {lines ? (
          <Suspense fallback={loadingLines}>
            <FilledCart
              lines={lines}
              mode={mode}
              address={address}
              addressPending={selectedAddressId > 0 && addresses.isLoading}
            />
          </Suspense>
        ) : (
          loadingLines
        )}
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
    </Container>
  );
});
