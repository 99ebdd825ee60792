export { MediaImage, type MediaImageProps } from './MediaImage';
export { IMAGE_SIZES } from './sizes';
export { CartThumb, type CartThumbProps } from './CartThumb';
