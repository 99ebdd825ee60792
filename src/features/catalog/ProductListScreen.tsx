import { Container, Skeleton, Text, Title } from '@mantine/core';
import { useParams } from 'wouter';
import { useCategories, useProducts } from '@/api';
import type { Category } from '@/contract';
import { paths } from '@/config/paths';
import { BREADCRUMBS_LOADING, PageBreadcrumbs } from '@/ui';
import { CategoryNav } from './list/CategoryNav';
import { EmptyCategory, ProductListBody } from './list/ProductListBody';
import classes from './list/ProductList.module.css';

const ALL_TITLE = 'All Products';
const UNKNOWN_TITLE = 'Products';

/** A route id the shop could know: a whole positive number. */
function parseCategoryId(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : 'invalid';
}

/**
 * §2 /products and /products/category/{id}. The heading is the category title found by matching the
 * route id against the category list ("All Products" without an id; "Products" for an unknown id).
 * Products are fetched once on mount (§4, immutable SWR key per category).
 */
export default function ProductListScreen() {
  const params = useParams<{ id?: string }>();
  const parsed = parseCategoryId(params.id);
  const categories = useCategories();

  if (parsed === 'invalid') {
    return <UnknownCategory categories={categories.data ?? []} />;
  }
  return (
    <Listing categoryId={parsed} categories={categories.data} categoriesLoading={categories.isLoading} />
  );
}

interface ListingProps {
  categoryId: number | null;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
}

function Listing({ categoryId, categories, categoriesLoading }: ListingProps) {
  const products = useProducts(categoryId);
  const all = categoryId === null;
  const category = all ? undefined : categories?.find((c) => c.product_category_id === categoryId);
  const titleLoading = !all && !category && categoriesLoading;
  const title = all ? ALL_TITLE : (category?.title ?? UNKNOWN_TITLE);

  return (
    <>
      <ListingHead
        title={title}
        titleLoading={titleLoading}
        count={products.data?.length}
        categories={categories ?? []}
        currentId={categoryId}
      />
      <Container className={classes.body}>
        <ProductListBody
          products={products.data}
          error={products.error}
          onRetry={() => void products.mutate()}
          all={all}
        />
      </Container>
    </>
  );
}

function UnknownCategory({ categories }: { categories: Category[] }) {
  return (
    <>
      <ListingHead title={UNKNOWN_TITLE} categories={categories} currentId={-1} />
      <Container className={classes.body}>
        <EmptyCategory />
      </Container>
    </>
  );
}

interface ListingHeadProps {
  title: string;
  titleLoading?: boolean;
  count?: number;
  categories: Category[];
  currentId: number | null;
}

function ListingHead({ title, titleLoading = false, count, categories, currentId }: ListingHeadProps) {
  const crumbs =
    currentId === null
      ? [{ label: 'Home', href: paths.home }, { label: ALL_TITLE }]
      : [
          { label: 'Home', href: paths.home },
          { label: ALL_TITLE, href: paths.products },
          { label: titleLoading ? BREADCRUMBS_LOADING : title },
        ];
  return (
    <div className={classes.head}>
      <Container>
        <PageBreadcrumbs items={crumbs} />
        {titleLoading ? (
          <Skeleton height={40} width={260} mt="sm" aria-hidden />
        ) : (
          <Title order={1} className={classes.title}>
            {title}
          </Title>
        )}
        {count !== undefined && count > 0 ? (
          <Text className={classes.count} mt={4}>
            {count === 1 ? '1 product' : `${count} products`}
          </Text>
        ) : null}
        {categories.length > 0 ? <CategoryNav categories={categories} currentId={currentId} /> : null}
      </Container>
    </div>
  );
}
