import type { ImgHTMLAttributes } from 'react';
import { mediaSrcSet } from '@/contract/media';

export interface MediaImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading'
> {
  src: string;
  alt: string;
  /** Intrinsic size (any pair with the picture's aspect ratio): the browser reserves the box, nothing shifts. */
  width: number;
  height: number;
  /** How wide the picture is drawn, as a `sizes` media list (e.g. "(min-width: 64em) 33vw, 50vw"). */
  sizes: string;
  /** The page's largest picture above the fold (LCP): loads at once with high priority; others lazy-load. */
  priority?: boolean;
}

/**
 * The storefront's one picture element. Our own /media rasters get a `srcset` of the widths the server makes
 * (`?w=`, src/contract/media.ts), so a phone downloads a phone-sized file in the format it accepts; `src`
 * stays the original, which any server of the contract answers (one that ignores `w` serves it for every
 * width). SVGs and other hosts' URLs are used as they are.
 */
export function MediaImage({ src, sizes, priority = false, decoding, ...others }: MediaImageProps) {
  const srcSet = mediaSrcSet(src);
  return (
    // loading, sizes and srcset before src: a browser that reads src first may fetch the original.
    <img
      loading={priority ? 'eager' : 'lazy'}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={src}
      fetchPriority={priority ? 'high' : undefined}
      decoding={decoding ?? (priority ? 'auto' : 'async')}
      {...others}
    />
  );
}
