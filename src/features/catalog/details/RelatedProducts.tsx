// §2/§4 related products: the same category without this product; 4 first, View More adds 4 after
// 300 ms (§9), hidden once all are shown.
import { useEffect, useRef, useState } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { useCatalogue } from '@/api/browse';
import { emptyQuery } from '@/domain/catalogue';
import { RELATED_PAGE_SIZE } from '@/config/routes';
import { BusyButton, PlaceholderCard, ProductCard, productCardProps, ProductGrid } from '@/ui';

export { RELATED_PAGE_SIZE };
export const RELATED_DELAY_MS = 300; // §9 "delay 300 ms"

export interface RelatedProductsProps {
  categoryId: number;
  productId: number;
}

export function RelatedProducts({ categoryId, productId }: RelatedProductsProps) {
  const [visible, setVisible] = useState(RELATED_PAGE_SIZE);
  // One more than shown: the product itself may be among them.
  const { listing, isLoading: loadingPage } = useCatalogue({
    ...emptyQuery(categoryId),
    pageSize: visible + 1,
  });
  const isLoading = loadingPage && !listing;
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const related = (listing?.products ?? []).filter((p) => p.product_id !== productId);
  const available = listing
    ? listing.total - (listing.products.some((p) => p.product_id === productId) ? 1 : 0)
    : 0;
  if (!isLoading && related.length === 0) return null;

  const showMore = () => {
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      setVisible((v) => v + RELATED_PAGE_SIZE);
      setLoadingMore(false);
    }, RELATED_DELAY_MS);
  };

  return (
    <Stack component="section" gap="md" aria-labelledby="related-products">
      <Title order={2} id="related-products">
        Related Products
      </Title>
      <ProductGrid layout="shelf" aria-busy={isLoading || undefined}>
        {isLoading
          ? Array.from({ length: RELATED_PAGE_SIZE }, (_, i) => <PlaceholderCard key={i} />)
          : related.slice(0, visible).map((p) => <ProductCard key={p.product_id} {...productCardProps(p)} />)}
      </ProductGrid>
      {!isLoading && available > visible ? (
        <Group justify="center">
          <BusyButton variant="outline" size="md" loading={loadingMore} onClick={showMore}>
            View More
          </BusyButton>
        </Group>
      ) : null}
    </Stack>
  );
}
