import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

/** Product card grid, §2 category listing: 2 columns small, 3 large, 4 extra-large. */
export function ProductGrid({ children, ...others }: SimpleGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 3, xl: 4 }} spacing={{ base: 'sm', sm: 'lg' }} verticalSpacing={{ base: 'sm', sm: 'lg' }} {...others}>
      {children}
    </SimpleGrid>
  );
}
