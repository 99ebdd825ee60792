export {
  StatusView,
  LoadingView,
  SCREEN_LOADING_HEIGHT,
  type StatusViewProps,
  type LoadingViewProps,
} from './StatusView';
export { LoadFailed, type LoadFailedProps } from './LoadFailed';
export { PageStatus, ComingSoon, type PageStatusProps } from './PageStatus';
