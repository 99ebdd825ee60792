// §2/§4 related products: the same category without this product; 4 first, View More adds 4 after
// 300 ms (§9), hidden once all are shown.
import { useEffect, useRef, useState } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { useProducts } from '@/api';
import { BusyButton, PlaceholderCard, ProductCard, productCardProps, ProductGrid } from '@/ui';

export const RELATED_PAGE_SIZE = 4; // §9 "Related products page size 4"
export const RELATED_DELAY_MS = 300; // §9 "delay 300 ms"

export interface RelatedProductsProps {
  categoryId: number;
  productId: number;
}

export function RelatedProducts({ categoryId, productId }: RelatedProductsProps) {
  const { data, isLoading } = useProducts(categoryId);
  const [visible, setVisible] = useState(RELATED_PAGE_SIZE);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const related = (data ?? []).filter((p) => p.product_id !== productId);
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
      {!isLoading && related.length > visible ? (
        <Group justify="center">
          <BusyButton variant="outline" size="md" loading={loadingMore} onClick={showMore}>
            View More
          </BusyButton>
        </Group>
      ) : null}
    </Stack>
  );
}
