// §2 specifications block (only when the product has any): groups with a title, each a list of
// title → sub_title rows, as description lists.
import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { SpecificationGroup } from '@/contract';
import classes from './Specifications.module.css';

export interface SpecificationsProps {
  groups: SpecificationGroup[];
}

export function Specifications({ groups }: SpecificationsProps) {
  const shown = groups.filter((g) => g.product_specifications_detail.length > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="product-specifications" className={classes.root}>
      <Title order={2} id="product-specifications" className={classes.heading}>
        Specifications
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(3, shown.length) }} spacing="md">
        {shown.map((group) => (
          <Paper key={group.product_specifications_id} withBorder p="md" className={classes.group}>
            <Title order={3} className={classes.groupTitle}>
              {group.title || 'Details'}
            </Title>
            <dl className={classes.list}>
              {group.product_specifications_detail.map((row, index) => (
                <div key={`${index}-${row.title}`} className={classes.row}>
                  <dt>{row.title}</dt>
                  <dd>{row.sub_title || '—'}</dd>
                </div>
              ))}
            </dl>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
