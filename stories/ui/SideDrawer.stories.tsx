import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideDrawer } from '@/ui';

const meta = {
  title: 'UI/SideDrawer',
  component: SideDrawer,
  args: {
    opened: true,
    onClose: fn(),
    position: 'right',
    size: 'min(340px, 100vw)',
    title: 'Shopping cart',
    closeLabel: 'Close',
    children: <Text>Panel content</Text>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Right: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Shopping cart' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Left: Story = {
  args: { position: 'left', size: 'min(300px, 85vw)', title: 'Menu', closeLabel: 'Close menu' },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};
