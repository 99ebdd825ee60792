import { Group } from '@mantine/core';
import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { CartThumb } from '@/ui';
import { textures } from './textures';

// A cart line's square picture: 64 px in the cart drawer, 72 px on the cart page (decorative: the line's
// title names the product). A line whose product has no picture keeps the square, blank.
const meta = preview.meta({
  title: 'UI/CartThumb',
  component: CartThumb,
  args: { src: textures.naturalOak, size: 72 },
});

export const CartPage = meta.story({
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('alt', '');
    // The server's resized widths, drawn at the thumbnail's size.
    await expect(img.getAttribute('srcset')).toContain('/media/coastal-oak-spc.jpg?w=160 160w');
    await expect(img).toHaveAttribute('sizes', '64px');
    await expect(img.getBoundingClientRect().width).toBe(72);
  },
});

export const DrawerAndPage = meta.story({
  render: () => (
    <Group align="center">
      <CartThumb src={textures.smokedWalnut} size={64} />
      <CartThumb src={textures.greyAsh} size={72} />
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('img')].map((i) => i.getBoundingClientRect().width);
    await expect(widths).toEqual([64, 72]);
  },
});

export const NoPicture = meta.story({
  args: { src: '' },
  play: async ({ canvasElement }) => {
    // No <img> (a browser would draw a broken-image icon), a blank square of the same size instead.
    await expect(canvasElement.querySelector('img')).toBeNull();
    const square = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(square.getBoundingClientRect().width).toBe(72);
    await expect(square.getBoundingClientRect().height).toBe(72);
  },
});
