// The back office's paths, from the route table (src/config/routes.ts), under the names its screens use.
import { paths } from '@/config/paths';

export const adminPaths = {
  login: paths.adminLogin,
  orders: paths.adminOrders,
  order: paths.adminOrder,
  products: paths.adminProducts,
  product: paths.adminProduct,
  settings: paths.adminSettings,
  audit: paths.adminAudit,
} as const;
