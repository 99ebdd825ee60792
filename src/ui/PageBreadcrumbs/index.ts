export {
  PageBreadcrumbs,
  BREADCRUMBS_LOADING,
  type PageBreadcrumbsProps,
  type BreadcrumbItem,
} from './PageBreadcrumbs';
