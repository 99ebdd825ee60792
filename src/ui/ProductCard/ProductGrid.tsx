import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

/**
 * Columns of the product grids. Our breakpoint names follow the spec's carousel widths (md = 1024px,
 * lg = 1300px), so the spec's common-sense "large" (laptop, 1024+) is our `md` and "extra-large"
 * (1300+) our `lg`; with `lg: 3` a 1280px laptop would get two huge columns.
 */
const columns = {
  /** §2 category listing: "2 columns small, 3 large, 4 extra-large". */
  listing: { base: 2, md: 3, lg: 4 },
  /** A shelf of a few cards (home best-sellers, related products): rows of four from 1024px. */
  shelf: { base: 2, sm: 3, md: 4 },
} as const;

export interface ProductGridProps extends Omit<SimpleGridProps, 'cols'> {
  layout?: keyof typeof columns;
}

/** The one grid of product cards (and their placeholders). */
export function ProductGrid({ layout = 'listing', children, ...others }: ProductGridProps) {
  return (
    <SimpleGrid
      cols={columns[layout]}
      spacing={{ base: 'sm', sm: 'lg' }}
      verticalSpacing={{ base: 'sm', sm: 'lg' }}
      {...others}
    >
      {children}
    </SimpleGrid>
  );
}
