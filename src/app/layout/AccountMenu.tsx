import { useLayoutEffect, useRef } from 'react';
import { Menu } from '@mantine/core';
import { IconLogout, IconPackage } from '@tabler/icons-react';
import { Link } from 'wouter';
import { isFeatureMissing, logout, useOrders } from '@/api';
import { paths } from '@/config/paths';
import { AccountButton } from './AccountButton';

/** §2 the signed-in shopper's first name with Logout (its own chunk: Menu brings floating-ui). */
/** `defaultOpened`: the shopper pressed the button while this code was loading. `takeFocus`: the stand-in
 *  button (Header) had the focus, which it lost when this replaced it: the menu's button takes it back,
 *  unless the shopper has meanwhile moved it elsewhere. */
export function AccountMenu({
  firstName,
  defaultOpened = false,
  takeFocus = false,
}: {
  firstName: string;
  defaultOpened?: boolean;
  takeFocus?: boolean;
}) {
  const target = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (takeFocus && (!active || active === document.body)) target.current?.focus();
    // On mount only: the stand-in's focus, handed over once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu
      position="bottom-end"
      withinPortal
      defaultOpened={defaultOpened}
      // Closing hands focus back to the button, also when the menu opened on mount (pressed while this code
      // loaded): Mantine returns focus to what had it when the menu opened, and that button was the stand-in.
      onClose={() => target.current?.focus()}
    >
      <Menu.Target>
        <AccountButton ref={target} firstName={firstName} />
      </Menu.Target>
      <Menu.Dropdown>
        <MyOrdersItem />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * "My orders", unless this server has no order history (a server of the plain §7 contract answers the call
 * 404). Asked when the menu first opens (the dropdown renders then); the answer is the /orders page's first.
 */
function MyOrdersItem() {
  const orders = useOrders(1);
  if (isFeatureMissing(orders.error)) return null;
  return (
    <Menu.Item component={Link} href={paths.orders} leftSection={<IconPackage size={16} aria-hidden />}>
      My orders
    </Menu.Item>
  );
}
