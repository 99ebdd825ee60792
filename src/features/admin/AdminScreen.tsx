// The back office's one screen module, named by the route table's three /admin patterns: the route
// table is in every shopper's first visit, so which page a section shows is decided here, in a chunk of
// the back office's own. Each page is a chunk of its own behind it, loaded when visited (inside the
// route's Suspense boundary, which shows the loading state meanwhile).
import { lazy, type ComponentType } from 'react';
import { Redirect, useParams, useSearch } from 'wouter';
import { useDocumentMeta } from '@/services/documentMeta';
import { PageStatus } from '@/ui';
import { adminPaths } from './adminPaths';

const pages = {
  login: lazy(() => import('./AdminLoginPage')),
  orders: lazy(() => import('./AdminOrdersPage')),
  order: lazy(() => import('./AdminOrderPage')),
  products: lazy(() => import('./AdminProductsPage')),
  categories: lazy(() => import('./AdminCategoriesPage')),
  product: lazy(() => import('./AdminProductPage')),
  settings: lazy(() => import('./AdminSettingsPage')),
  content: lazy(() => import('./AdminContentPage')),
  audit: lazy(() => import('./AdminAuditPage')),
};

export function AdminLoginScreen() {
  return <pages.login />;
}
export function AdminOrdersScreen() {
  return <pages.orders />;
}
export function AdminOrderScreen() {
  return <pages.order />;
}
export function AdminProductsScreen() {
  return <pages.products />;
}
export function AdminProductScreen() {
  return <pages.product />;
}
export function AdminCategoriesScreen() {
  return <pages.categories />;
}
export function AdminSettingsScreen() {
  return <pages.settings />;
}
export function AdminContentScreen() {
  return <pages.content />;
}
export function AdminAuditScreen() {
  return <pages.audit />;
}

/** Section (and whether an id follows) → the page and its tab title. */
const SECTIONS: Record<string, { list?: [ComponentType, string]; item?: [ComponentType, string] }> = {
  '': { list: [pages.orders, 'Orders'] },
  login: { list: [pages.login, 'Sign in'] },
  orders: { item: [pages.order, 'Order'] },
  products: { list: [pages.products, 'Products'], item: [pages.product, 'Edit product'] },
  categories: { list: [pages.categories, 'Categories'] },
  settings: { list: [pages.settings, 'Shop settings'] },
  content: { list: [pages.content, 'Home & About'] },
  audit: { list: [pages.audit, 'Audit log'] },
};

export default function AdminScreen() {
  const { section = '', id } = useParams<{ section?: string; id?: string }>();
  const search = useSearch();
  // An order's address trimmed to /admin/orders: the orders list lives at /admin (one address, whose
  // sections bar and filters' links it already has), so it goes there, its filters kept.
  if (section === 'orders' && id === undefined) {
    return <Redirect to={search ? `${adminPaths.orders}?${search}` : adminPaths.orders} replace />;
  }
  return <AdminPage section={section} id={id} />;
}

function AdminPage({ section, id }: { section: string; id: string | undefined }) {
  const found = SECTIONS[section]?.[id === undefined ? 'list' : 'item'];
  const title = !found
    ? 'Page not found'
    : section === 'orders' && id
      ? `Order #${id}`
      : section === 'products' && id === 'new'
        ? 'New product'
        : found[1];
  useDocumentMeta({ title: `${title} · Back office`, robots: 'noindex, nofollow' });
  if (!found)
    return (
      <PageStatus
        kind="info"
        title="Page not found"
        message="The back office has no such page."
        actionLabel="Back to orders"
        actionHref={adminPaths.orders}
      />
    );
  const [Page] = found;
  return <Page />;
}
