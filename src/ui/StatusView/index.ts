export { StatusView, LoadingView, type StatusViewProps, type LoadingViewProps } from './StatusView';
export { PageStatus, ComingSoon, type PageStatusProps } from './PageStatus';
