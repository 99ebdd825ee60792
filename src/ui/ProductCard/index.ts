export { ProductCard, PlaceholderCard, type ProductCardProps } from './ProductCard';
export { ProductGrid, type ProductGridProps } from './ProductGrid';
export { productCardProps } from './productCardProps';
