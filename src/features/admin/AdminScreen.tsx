// The back office's one screen module, named by every /admin route of the route table (`screenExport`):
// the route table's client code imports screens through a glob of *Screen.tsx, and each module there
// costs every shopper's first visit a little (its loader and its chunk list). One small module for the
// whole back office keeps that to one; each page is a chunk of its own behind it, loaded when visited
// (inside the route's Suspense boundary, which shows the loading state meanwhile).
import { lazy } from 'react';

const pages = {
  login: lazy(() => import('./AdminLoginPage')),
  orders: lazy(() => import('./AdminOrdersPage')),
  order: lazy(() => import('./AdminOrderPage')),
  products: lazy(() => import('./AdminProductsPage')),
  product: lazy(() => import('./AdminProductPage')),
  settings: lazy(() => import('./AdminSettingsPage')),
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
export function AdminSettingsScreen() {
  return <pages.settings />;
}
export function AdminAuditScreen() {
  return <pages.audit />;
}
