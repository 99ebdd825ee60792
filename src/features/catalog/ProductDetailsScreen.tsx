// §2 product details /products/{slug}: breadcrumbs, media gallery, title and prices, the coverage
// calculator with Add to Cart / Buy Now, HTML description, specifications and related products.
// Unknown slug → not found; other failures → error with retry. SEO: document meta + JSON-LD.
import { memo } from 'react';
import { Container, Divider, Grid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useParams } from 'wouter';
import { ApiError, messageOf, useCategories, useProduct } from '@/api';
import { env } from '@/config/env';
import { absoluteUrl, paths } from '@/config/paths';
import type { Product } from '@/contract';
import { useDocumentMeta } from '@/services/documentMeta';
import { deferHydration, PageBreadcrumbs, PageStatus, type BreadcrumbItem } from '@/ui';
import { ProductSummary } from './details/ProductSummary';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from './details/productJsonLd';
import { plainText } from './details/productText';
import { Specifications } from './details/Specifications';
import classes from './details/ProductDetails.module.css';

/** The coverage calculator's height at a laptop's width, kept while its code loads in a page the browser
 * renders itself. */
const CALCULATOR_HEIGHT = 347;

// The gallery (carousel), the description (HTML sanitiser) and the related products are server
// HTML first; their code loads at the first touch of the gallery or when scrolled near.
const MediaGallery = deferHydration(() => import('./details/MediaGallery.deferred'), {
  until: { interactionOr: { ms: 6000 } },
  fallback: <GallerySkeleton />,
});
// The coverage calculator too: server HTML first, its code at the first touch, focus or key in it (a click
// on Add to Cart meanwhile is clicked again once it has hydrated; what was typed is given back).
const CoverageCalculator = deferHydration(() => import('./details/CoverageCalculator.deferred'), {
  until: { interactionOr: { ms: 6000 } },
  fallback: <Skeleton height={CALCULATOR_HEIGHT} radius="md" />,
});
const ProductDescription = deferHydration(() => import('./details/ProductDescription.deferred'), {
  until: { visible: {} },
  fallback: null,
});
const RelatedProducts = deferHydration(() => import('./details/RelatedProducts.deferred'), {
  until: { visible: {} },
  fallback: null,
});

/** §7 productDetails answers status 0 (or HTTP 404) for a slug it does not know, and HTTP 400 for one no
 *  product can have (the slug is its one field: over 200 characters, say); either way, no such product. */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.httpStatus === 404 || error.httpStatus === 400 || error.kind === 'status')
  );
}

function decodeSlug(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export default function ProductDetailsScreen() {
  const params = useParams<{ slug: string }>();
  const slug = decodeSlug(params.slug);
  const { data: product, error, mutate } = useProduct(slug || null);
  const categories = useCategories();

  // null: the server's render was told no product has this slug.
  if (!slug || product === null || (error && isNotFound(error))) return <ProductNotFound />;
  if (error && !product) {
    return (
      <>
        <ProductMeta title="Product" />
        <PageStatus
          kind="error"
          title="We couldn’t load this product"
          message={messageOf(error, 'Please check your connection and try again.')}
          actionLabel="Try again"
          onAction={() => mutate()}
        />
      </>
    );
  }
  if (!product) return <ProductLoading />;

  const category = categories.data?.find((c) => c.product_category_id === product.product_category_id);
  const categoriesPending = !categories.data && !categories.error;
  return (
    <ProductView
      key={product.slug}
      product={product}
      categoryTitle={category?.title ?? null}
      categoriesPending={categoriesPending}
    />
  );
}

/**
 * Memoised: it renders again only when its props change. While its deferred parts are still server
 * HTML (dehydrated Suspense boundaries), any render of it gives Mantine's Grid a new context value,
 * and React, which cannot tell whether a dehydrated part reads that context, renders the part in the
 * browser instead, dropping the server's markup (the phone then fetched the product photo twice:
 * e2e server-rendering, deferred-parts).
 */
const ProductView = memo(function ProductView({
  product,
  categoryTitle,
  categoriesPending,
}: {
  product: Product;
  categoryTitle: string | null;
  categoriesPending: boolean;
}) {
  const appUrl = env().VITE_APP_URL;
  const path = paths.product(product.slug);
  const url = absoluteUrl(path, appUrl);
  const categoryHref = paths.category(product.product_category_id);

  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', href: paths.home },
    categoryTitle
      ? { label: categoryTitle, href: categoryHref }
      : { label: 'Products', href: paths.products },
    { label: product.title },
  ];
  const jsonLd = [
    productJsonLd({ product, url, description: plainText(product.description), appUrl, categoryTitle }),
    breadcrumbJsonLd([
      { name: 'Home', url: absoluteUrl(paths.home, appUrl) },
      categoryTitle
        ? { name: categoryTitle, url: absoluteUrl(categoryHref, appUrl) }
        : { name: 'Products', url: absoluteUrl(paths.products, appUrl) },
      { name: product.title, url },
    ]),
  ];

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} className={classes.page}>
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
      <PageBreadcrumbs items={crumbs} loading={categoriesPending} mb={{ base: 'md', sm: 'lg' }} />

      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MediaGallery title={product.title} media={product.product_image} fallbackImage={product.image} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="lg">
            <ProductSummary product={product} categoryTitle={categoryTitle} />
            <CoverageCalculator product={product} />
            {product.description ? (
              <section aria-labelledby="product-description">
                <VisuallyHidden component="h2" id="product-description">
                  About this floor
                </VisuallyHidden>
                <ProductDescription html={product.description} />
              </section>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>

      {product.product_specifications.some((g) => g.product_specifications_detail.length > 0) ? (
        <>
          <Divider my={{ base: 'xl', sm: 48 }} />
          <Specifications groups={product.product_specifications} />
        </>
      ) : null}

      <Divider my={{ base: 'xl', sm: 48 }} />
      <RelatedProducts categoryId={product.product_category_id} productId={product.product_id} />
    </Container>
  );
});

/** Renders nothing: the title of a state the route's head cannot know, while it is shown. */
function ProductMeta(meta: Parameters<typeof useDocumentMeta>[0]) {
  useDocumentMeta(meta);
  return null;
}

function ProductLoading() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} aria-busy="true">
      <VisuallyHidden role="status">Loading product…</VisuallyHidden>
      <PageBreadcrumbs items={[]} loading mb={{ base: 'md', sm: 'lg' }} />
      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <GallerySkeleton />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="md">
            <Skeleton height={16} width="30%" />
            <Skeleton height={40} width="85%" />
            <Skeleton height={28} width="50%" />
            <Skeleton height={18} width="60%" />
            <Skeleton height={260} radius="lg" mt="sm" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function ProductNotFound() {
  return (
    <>
      {/* The tab says what the server's 404 head says (every 404's: src/app/head.ts); the page, which. */}
      <ProductMeta title="Page not found" robots="noindex, nofollow" />
      <PageStatus
        kind="info"
        title="Product not found"
        message="This floor may have been discontinued or its link has changed. Browse our current range instead."
        actionLabel="Browse all products"
        actionHref={paths.products}
      />
    </>
  );
}

function GallerySkeleton() {
  return (
    <>
      <Skeleton className={classes.mediaSkeleton} radius="lg" />
      <Skeleton height={72} mt="sm" />
    </>
  );
}
