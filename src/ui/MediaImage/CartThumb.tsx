import { Box, Image } from '@mantine/core';
import { mediaSrcSet } from '@/contract/media';
import { IMAGE_SIZES } from './sizes';

export interface CartThumbProps {
  /** The product's picture (may be empty: a blank square of the same size holds its place). */
  src: string | null | undefined;
  /** Square side in px (64 in the drawer, 72 on the cart page). */
  size: number;
  className?: string;
}

/** A cart line's square product picture: the drawer's and the cart page's (decorative: the title names it). */
export function CartThumb({ src, size, className }: CartThumbProps) {
  if (!src) {
    // Not an <img> without a source: browsers draw a broken-image icon in it.
    return (
      <Box
        w={size}
        h={size}
        bg="gray.1"
        className={className}
        style={{ borderRadius: 'var(--mantine-radius-sm)', flex: 'none' }}
        aria-hidden
      />
    );
  }
  return (
    <Image
      src={src}
      srcSet={mediaSrcSet(src)}
      sizes={IMAGE_SIZES.cartThumb}
      alt=""
      w={size}
      h={size}
      radius="sm"
      fit="cover"
      className={className}
    />
  );
}
