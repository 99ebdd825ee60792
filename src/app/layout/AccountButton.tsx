import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import classes from './Header.module.css';

/** The header's account button (the account menu's target, also shown until that menu's code loads). */
export const AccountButton = forwardRef<
  HTMLButtonElement,
  { firstName: string } & ComponentPropsWithoutRef<'button'>
>(function AccountButton({ firstName, ...others }, ref) {
  // Ours as the root's class name, so that a `className` Mantine's Menu.Target passes is added to it by
  // Mantine's own class merging, not put in its place.
  return (
    <UnstyledButton ref={ref} classNames={{ root: classes.account }} {...others}>
      <Group gap={6} wrap="nowrap">
        <IconUser size={18} stroke={1.7} aria-hidden />
        <span>{firstName}</span>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
});
