import { Image } from '@mantine/core';
import { mediaSrcSet } from '@/contract/media';
import { IMAGE_SIZES } from './sizes';

export interface CartThumbProps {
  /** The product's picture (may be empty: the box stays, blank). */
  src: string | null | undefined;
  /** Square side in px (64 in the drawer, 72 on the cart page). */
  size: number;
  className?: string;
}

/** A cart line's square product picture: the drawer's and the cart page's (decorative: the title names it). */
export function CartThumb({ src, size, className }: CartThumbProps) {
  return (
    <Image
      src={src || undefined}
      srcSet={src ? mediaSrcSet(src) : undefined}
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
