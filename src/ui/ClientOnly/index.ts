export {
  ClientOnly,
  HydratingDeferredPart,
  useHydrated,
  isHydratingServerHtml,
  setHydratingServerHtml,
} from './ClientOnly';
