export {
  StatusView,
  LoadingView,
  SCREEN_LOADING_HEIGHT,
  type StatusViewProps,
  type LoadingViewProps,
} from './StatusView';
export { PageStatus, ComingSoon, type PageStatusProps } from './PageStatus';
