// Related products as their own chunk (issue 9): hydrated when scrolled near; the server renders them.
export { RelatedProducts as default } from './RelatedProducts';
