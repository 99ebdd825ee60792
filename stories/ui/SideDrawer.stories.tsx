import preview from '../../.storybook/preview';
import { Text } from '@mantine/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideDrawer } from '@/ui';

const meta = preview.meta({
  title: 'UI/SideDrawer',
  component: SideDrawer,
  args: {
    opened: true,
    onClose: fn(),
    position: 'right' as const,
    size: 'min(340px, 100vw)',
    title: 'Shopping cart',
    closeLabel: 'Close',
    children: <Text>Panel content</Text>,
  },
  parameters: { layout: 'fullscreen' },
});

export const Right = meta.story({
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Shopping cart' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
});

export const Left = meta.story({
  args: { position: 'left', size: 'min(300px, 85vw)', title: 'Menu', closeLabel: 'Close menu' },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
});
