export { StatusView, LoadingView, type StatusViewProps, type LoadingViewProps } from './StatusView';
