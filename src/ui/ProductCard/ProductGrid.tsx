import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

/**
 * Product card grid, §2 category listing: "2 columns small, 3 large, 4 extra-large".
 * Our breakpoint names follow the spec's carousel widths (md = 1024px, lg = 1300px), so the
 * spec's common-sense "large" (laptop, 1024+) is our `md` and "extra-large" (1300+) our `lg`;
 * with `lg: 3` a 1280px laptop would get two huge columns.
 */
export function ProductGrid({ children, ...others }: SimpleGridProps) {
  return (
    <SimpleGrid
      cols={{ base: 2, md: 3, lg: 4 }}
      spacing={{ base: 'sm', sm: 'lg' }}
      verticalSpacing={{ base: 'sm', sm: 'lg' }}
      {...others}
    >
      {children}
    </SimpleGrid>
  );
}
