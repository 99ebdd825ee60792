import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListedProduct } from '@/contract';
import { paths } from '@/config/paths';
import {
  PlaceholderCard,
  ProductCard,
  ProductGrid as Grid,
  productCardProps,
  SectionReveal,
  StatusView,
} from '@/ui';

/** §2 / §9: 8 placeholder cards while loading. */
export const PLACEHOLDER_COUNT = 8;
/** Cards in the first row (widest grid) load eagerly with high priority; the rest lazy-load. */
const PRIORITY_CARDS = 4;

export interface ProductListBodyProps {
  products: ListedProduct[] | undefined;
  error: unknown;
  onRetry: () => unknown;
  /** All Products (true) or one category (false): picks the empty-state wording. */
  all: boolean;
  /** What an empty list says instead (a search or filters that match nothing). */
  empty?: ReactNode;
}

/**
 * Loading (8 placeholders), error with retry, empty, or the revealed grid of product cards.
 * ProductGrid is §2's "2 columns small, 3 large, 4 extra-large" (this theme's md = 1024, lg = 1300).
 */
export function ProductListBody({ products, error, onRetry, all, empty }: ProductListBodyProps) {
  if (error) {
    return (
      <StatusView
        kind="error"
        title="We couldn’t load the products"
        message="Please check your connection and try again."
        actionLabel="Try again"
        onAction={onRetry}
      />
    );
  }
  if (!products) {
    return (
      <>
        <VisuallyHidden role="status">Loading products…</VisuallyHidden>
        <Grid>
          {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
            <PlaceholderCard key={i} />
          ))}
        </Grid>
      </>
    );
  }
  if (products.length === 0) {
    if (empty) return empty;
    return all ? (
      <StatusView
        kind="empty"
        title="No products yet"
        message="New floors arrive every week — check back soon."
        actionLabel="Back to home"
        actionHref={paths.home}
      />
    ) : (
      <EmptyCategory />
    );
  }
  return (
    // §2 / §9: the grid fades and slides up into view, and hides again when it leaves.
    <SectionReveal>
      <Grid>
        {products.map((product, index) => (
          <ProductCard
            key={product.product_id}
            {...productCardProps(product)}
            priority={index < PRIORITY_CARDS}
            headingLevel={2}
          />
        ))}
      </Grid>
    </SectionReveal>
  );
}

/** A category with no products yet: points to all products. (No such category is not found.) */
function EmptyCategory() {
  return (
    <StatusView
      kind="empty"
      title="No products in this category yet"
      message="Browse everything we stock in the meantime."
      actionLabel="View all products"
      actionHref={paths.products}
    />
  );
}
