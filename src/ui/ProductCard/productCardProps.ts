import { paths } from '@/config/paths';
import type { Product } from '@/contract';
import type { ProductCardProps } from './ProductCard';

/** §2 product card of a catalogue product: its image, title, price per sqft, and /products/{slug}. */
export function productCardProps(
  product: Pick<Product, 'title' | 'slug' | 'image' | 'price'>,
): Pick<ProductCardProps, 'title' | 'href' | 'imageUrl' | 'priceCents'> {
  return {
    title: product.title,
    href: paths.product(product.slug),
    imageUrl: product.image,
    priceCents: product.price,
  };
}
