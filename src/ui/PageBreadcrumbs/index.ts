export { PageBreadcrumbs, type PageBreadcrumbsProps, type BreadcrumbItem } from './PageBreadcrumbs';
