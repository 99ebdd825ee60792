import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { logout } from '@/api';
import { AccountButton } from './AccountButton';

/** §2 the signed-in shopper's first name with Logout (its own chunk: Menu brings floating-ui). */
/** `defaultOpened`: the shopper pressed the button while this code was loading. */
export function AccountMenu({
  firstName,
  defaultOpened = false,
}: {
  firstName: string;
  defaultOpened?: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton firstName={firstName} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
