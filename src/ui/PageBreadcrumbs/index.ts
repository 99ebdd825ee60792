export * from './PageBreadcrumbs';
