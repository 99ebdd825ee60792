import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import classes from './Header.module.css';

/** The header's account button (the account menu's target, also shown until that menu's code loads). */
export const AccountButton = forwardRef<
  HTMLButtonElement,
  { firstName: string } & ComponentPropsWithoutRef<'button'>
>(function AccountButton({ firstName, className, ...others }, ref) {
  // Mantine's Menu.Target passes a className of its own: added to ours, not in its place.
  return (
    <UnstyledButton ref={ref} className={[classes.account, className].filter(Boolean).join(' ')} {...others}>
      <Group gap={6} wrap="nowrap">
        <IconUser size={18} stroke={1.7} aria-hidden />
        <span>{firstName}</span>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
});
