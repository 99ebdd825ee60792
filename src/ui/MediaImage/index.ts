export { MediaImage, type MediaImageProps } from './MediaImage';
export { IMAGE_SIZES } from './sizes';
