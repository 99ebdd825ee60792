// The back office's one screen module, named by every /admin route of the route table (`screenExport`):
// the route table's client code imports screens through a glob of *Screen.tsx, and each module there
// costs every shopper's first visit a little (its loader and its chunk list). One small module for the
// whole back office keeps that to one; each page is its own chunk behind it, loaded when it is visited.
import { lazy } from 'react';

export const AdminLoginScreen = lazy(() => import('./AdminLoginPage'));
export const AdminOrdersScreen = lazy(() => import('./AdminOrdersPage'));
export const AdminOrderScreen = lazy(() => import('./AdminOrderPage'));
export const AdminProductsScreen = lazy(() => import('./AdminProductsPage'));
export const AdminProductScreen = lazy(() => import('./AdminProductPage'));
export const AdminSettingsScreen = lazy(() => import('./AdminSettingsPage'));
export const AdminAuditScreen = lazy(() => import('./AdminAuditPage'));
