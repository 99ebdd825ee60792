import { Anchor, Box, Text, type BoxProps } from '@mantine/core';
import { Link } from 'wouter';
import classes from './PageBreadcrumbs.module.css';

/** §2 what a trail reads while its page loads, as the spec writes it. */
export const BREADCRUMBS_LOADING = 'Loading...';

/** §3 breadcrumb item: a label and an optional href. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface PageBreadcrumbsProps extends BoxProps {
  items: BreadcrumbItem[];
  /** While the page data loads the trail reads BREADCRUMBS_LOADING (§2 product details). */
  loading?: boolean;
}

/**
 * Breadcrumb trail as an ordered list inside a labelled nav. The last item is the current
 * page (aria-current="page", never a link); separators are decorative.
 */
export function PageBreadcrumbs({ items, loading = false, className, ...others }: PageBreadcrumbsProps) {
  return (
    <Box
      component="nav"
      aria-label="Breadcrumb"
      aria-busy={loading || undefined}
      className={className ? `${classes.root} ${className}` : classes.root}
      {...others}
    >
      {loading ? (
        <Text size="sm" c="dimmed" className={classes.loading}>
          {BREADCRUMBS_LOADING}
        </Text>
      ) : (
        <ol className={classes.list}>
          {items.map((item, index) => {
            const current = index === items.length - 1;
            return (
              <li key={`${index}-${item.label}`} className={classes.item}>
                {current || !item.href ? (
                  <span className={classes.current} aria-current={current ? 'page' : undefined}>
                    {item.label}
                  </span>
                ) : (
                  <Anchor component={Link} href={item.href} className={classes.link} size="sm">
                    {item.label}
                  </Anchor>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Box>
  );
}
