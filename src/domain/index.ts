// Pure business rules (§5, §9). Imports nothing of ours; used by the storefront, the mocks and the server.
export * from './money';
export * from './box-price';
export * from './quantity';
export * from './coverage';
export * from './delivery';
export * from './cart';
export * from './validation';
export * from './order';
export * from './test-payments';
export * from './order-status';
export * from './dates';
