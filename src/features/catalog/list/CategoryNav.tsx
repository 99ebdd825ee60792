import { Link } from 'wouter';
import type { Category } from '@/contract';
import { paths } from '@/config/paths';
import classes from './ProductList.module.css';

export interface CategoryNavProps {
  categories: Category[];
  /** The listed category; null for All Products. */
  currentId: number | null;
}

/** Links between the listings (All + each category); the current one is marked aria-current. */
export function CategoryNav({ categories, currentId }: CategoryNavProps) {
  const items = [
    { key: 'all', label: 'All', href: paths.products, current: currentId === null },
    ...categories.map((c) => ({
      key: String(c.product_category_id),
      label: c.title,
      href: paths.category(c.product_category_id),
      current: c.product_category_id === currentId,
    })),
  ];
  return (
    <nav aria-label="Product categories" className={classes.nav}>
      <ul className={classes.navList}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              className={classes.navLink}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
