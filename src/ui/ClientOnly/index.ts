export { ClientOnly, useHydrated, isHydratingServerHtml, setHydratingServerHtml } from './ClientOnly';
