// The back office's paths. The route table (src/config/routes.ts) has three patterns for it (/admin,
// /admin/:section, /admin/:section/:id); which section shows which page is AdminScreen's table.
import { paths } from '@/config/paths';

export const adminPaths = {
  login: paths.adminSection('login'),
  orders: paths.admin,
  order: (id: number | string) => paths.adminItem({ section: 'orders', id }),
  products: paths.adminSection('products'),
  product: (id: number | string) => paths.adminItem({ section: 'products', id }),
  newProduct: paths.adminItem({ section: 'products', id: 'new' }),
  categories: paths.adminSection('categories'),
  settings: paths.adminSection('settings'),
  content: paths.adminSection('content'),
  audit: paths.adminSection('audit'),
} as const;
