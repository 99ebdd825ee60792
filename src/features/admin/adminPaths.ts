// The back office's paths (under /admin), and the builders its screens link with.
export const adminPaths = {
  login: '/admin/login',
  orders: '/admin',
  order: (id: number | string) => `/admin/orders/${id}`,
  products: '/admin/products',
  product: (id: number | string) => `/admin/products/${id}`,
  settings: '/admin/settings',
  audit: '/admin/audit',
} as const;
