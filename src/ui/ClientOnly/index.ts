export { ClientOnly, useHydrated } from './ClientOnly';
