import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useCart } from '@/api';
import { paths } from '@/config/paths';
import { itemsTotalCents, lineTotalCents } from '@/domain/cart';
import { closeCartDrawer, sessionStore, uiStore } from '@/state';
import { CartThumb, LoadFailed, LoadingView, Price, SideDrawer } from '@/ui';
import classes from './CartDrawer.module.css';

/** §2 cart drawer: from the right (max 340px), title Shopping cart, lines, Subtotal, Checkout. */
export function CartDrawer() {
  const { cartDrawerOpen } = useSnapshot(uiStore);
  const { authKey } = useSnapshot(sessionStore);
  const { data: lines, error, isLoading, mutate } = useCart();
  const [, navigate] = useLocation();

  const checkout = () => {
    closeCartDrawer();
    navigate(paths.myCart);
  };

  let body;
  if (authKey && isLoading) {
    body = <LoadingView label="Loading your cart..." />; // §2 My cart text, as the spec writes it
  } else if (authKey && error) {
    body = (
      <LoadFailed titleOrder={3} title="We couldn’t load your cart" error={error} onRetry={() => mutate()} />
    );
  } else if (!authKey || !lines || lines.length === 0) {
    body = (
      <Stack align="center" gap="md" py="xl">
        <Text fw={600}>Your cart is empty</Text>
        <Button component={Link} href={paths.home} onClick={closeCartDrawer}>
          Shop Now
        </Button>
      </Stack>
    );
  } else {
    const amounts = lines.map((l) => ({ pricePerBoxCents: l.product.price_per_box, quantity: l.quantity }));
    body = (
      <Stack gap="md" className={classes.body}>
        <Stack component="ul" gap="sm" className={classes.list} aria-label="Cart items">
          {lines.map((line, i) => (
            <li key={line.user_carts_id} className={classes.line}>
              <CartThumb src={line.product.image} size={64} />
              <div className={classes.lineText}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {line.product.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.quantity} {line.quantity === 1 ? 'box' : 'boxes'} ×{' '}
                  <Price cents={line.product.price_per_box} size="sm" />
                </Text>
              </div>
              <Price cents={lineTotalCents(amounts[i]!)} fw={600} size="sm" />
            </li>
          ))}
        </Stack>
        <Divider />
        <Group justify="space-between">
          <Text fw={600}>Subtotal</Text>
          <Price cents={itemsTotalCents(amounts)} fw={700} />
        </Group>
        <Button fullWidth size="md" onClick={checkout}>
          Checkout
        </Button>
      </Stack>
    );
  }

  return (
    <SideDrawer
      opened={cartDrawerOpen}
      onClose={closeCartDrawer}
      position="right"
      size="min(340px, 100vw)"
      title="Shopping cart"
      closeLabel="Close"
      // Below the header: the header's cart button closes the drawer it opened (§2).
      top="var(--app-header-height)"
    >
      {body}
    </SideDrawer>
  );
}
