// Design-system barrel. Presentational only: nothing here fetches or reads stores.
// Global styles: `import '@/ui/styles'` once in the app entry and in .storybook/preview.tsx.
export { theme } from './theme';
export { Price, type PriceProps } from './Price';
export {
  ProductCard,
  PlaceholderCard,
  ProductGrid,
  productCardProps,
  type ProductCardProps,
  type ProductGridProps,
} from './ProductCard';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
export { SectionReveal, type SectionRevealProps } from './SectionReveal';
export { HtmlContent, loadSanitizer, provideSanitizer, type HtmlContentProps } from './HtmlContent';
export {
  PageBreadcrumbs,
  BREADCRUMBS_LOADING,
  type PageBreadcrumbsProps,
  type BreadcrumbItem,
} from './PageBreadcrumbs';
export {
  StatusView,
  LoadingView,
  SCREEN_LOADING_HEIGHT,
  PageStatus,
  ComingSoon,
  LoadFailed,
  type StatusViewProps,
  type LoadingViewProps,
  type PageStatusProps,
  type LoadFailedProps,
} from './StatusView';
export { PaymentCardIcons, type PaymentCardIconsProps, type PaymentCardBrand } from './PaymentCardIcons';
export { SectionHeading, type SectionHeadingProps } from './SectionHeading';
export { TileCard, TileLink, type TileCardProps } from './TileCard';
export { toast, updateToast, TOAST_MS, type ToastType } from './toast';
export { SideDrawer, type SideDrawerProps } from './SideDrawer';
export { AddressSearch, ADDRESS_SEARCH_MESSAGES, type AddressSearchProps } from './AddressSearch';
export { ClientOnly, useHydrated, isHydratingServerHtml, setHydratingServerHtml } from './ClientOnly';
export { BusyButton, type BusyButtonProps } from './BusyButton';
export { TableHead, type TableColumn } from './TableHead';
export { deferHydration, type DeferOptions, type DeferUntil } from './Deferred';
export { MediaImage, IMAGE_SIZES, CartThumb, type MediaImageProps, type CartThumbProps } from './MediaImage';
