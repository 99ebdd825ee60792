// The coverage calculator as its own chunk: ProductDetailsScreen hydrates it at the first touch, pointer
// or focus in it (or after a few seconds); the server renders it in full. Its fields, the cart's calls
// and the coverage rules are not in the product page's first visit.
export { CoverageCalculator as default } from './CoverageCalculator';
