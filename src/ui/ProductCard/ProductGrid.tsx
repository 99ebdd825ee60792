import { createContext, type ComponentPropsWithoutRef } from 'react';
import classes from './ProductGrid.module.css';

/**
 * Columns of the product grids (ProductGrid.module.css). Our breakpoint names follow the spec's carousel
 * widths (md = 1024px, lg = 1300px), so the spec's common-sense "large" (laptop, 1024+) is our `md` and
 * "extra-large" (1300+) our `lg`; with `lg: 3` a 1280px laptop would get two huge columns.
 */
export type ProductGridLayout = 'listing' | 'shelf';

export interface ProductGridProps extends ComponentPropsWithoutRef<'div'> {
  layout?: ProductGridLayout;
}

/** The layout of the grid a card is in: its picture's `sizes` follow the grid's columns (ProductCard). */
export const ProductGridLayoutContext = createContext<ProductGridLayout>('listing');

/** The one grid of product cards (and their placeholders). */
export function ProductGrid({ layout = 'listing', className, children, ...others }: ProductGridProps) {
  return (
    <div className={[classes.grid, classes[layout], className].filter(Boolean).join(' ')} {...others}>
      <ProductGridLayoutContext value={layout}>{children}</ProductGridLayoutContext>
    </div>
  );
}
