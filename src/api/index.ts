export { call } from './client';
export { ApiError, messageOf, NO_AUTH_KEY, GENERIC_ERROR } from './errors';
export { swrConfig } from './swr';
export * from './hooks/catalogue';
export * from './hooks/account';
export { login, logout, deviceFields, resetPassword, checkResetLink, type ResetLinkState } from './auth';
export * from './hooks/orders';
export * from './hooks/preloadShopperReads';
