export { ProductCard, PlaceholderCard, type ProductCardProps } from './ProductCard';
export { ProductGrid } from './ProductGrid';
