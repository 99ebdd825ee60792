// Related products as their own chunk: hydrated when scrolled near; the server renders them.
export { RelatedProducts as default } from './RelatedProducts';
