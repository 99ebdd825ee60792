// The gallery as its own chunk: ProductDetailsScreen hydrates it at the first touch, pointer
// or focus (or after a few seconds); the server renders it in full.
export { MediaGallery as default } from './MediaGallery';
