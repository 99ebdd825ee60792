// /admin/products: every product (hidden ones too) in the shop's order, with its category and prices, a
// link to edit it, and its row actions (move up or down, hide or show); a new product; the CSV panel.
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useDocumentMeta } from '@/services/documentMeta';
import { LoadFailed, LoadingView, StatusView, toast } from '@/ui';
import stackedRows from '@/ui/TableHead/stackedRows.module.css';
import { adminCall, useAdmin } from './api';
import { AdminFrame } from './AdminFrame';
import classes from './AdminProducts.module.css';
import { adminPaths } from './adminPaths';
import { ADMIN_TEXT } from './adminText';
import { HiddenBadge, ListItemControls, useListChanges, type MoveDirection } from './ListItemControls';
import { AdminStackedTable, AdminTableHead, usd } from './orderParts';
import { ProductCsvPanel } from './ProductCsvPanel';

export default function AdminProductsScreen() {
  useDocumentMeta({ title: ADMIN_TEXT.productsTitle, robots: 'noindex' });
  return (
    <AdminFrame>
      <ProductList />
    </AdminFrame>
  );
}

function ProductList() {
  const products = useAdmin('adminProducts', {});
  const categories = useAdmin('adminCategories', {});
  const error = products.error ?? categories.error;
  const retry = () => Promise.all([products.mutate(), categories.mutate()]);
  const { change, setFocus, controls } = useListChanges(() => products.mutate());
  const move = (index: number, direction: MoveDirection) => {
    const list = products.data!;
    return change(
      async () => {
        const [a, b] =
          direction === 'up' ? [list[index]!, list[index - 1]!] : [list[index + 1]!, list[index]!];
        await adminCall('adminOrderProducts', { ids: [a.id, b.id] });
      },
      () => setFocus({ id: list[index]!.id, direction }),
    );
  };
  const setHidden = (id: number, title: string, hidden: boolean) =>
    change(async () => {
      await adminCall('adminSetProductHidden', { id, hidden });
      toast('success', hidden ? ADMIN_TEXT.productHidden(title) : ADMIN_TEXT.productShown(title));
    });

  let body;
  if (error) body = <LoadFailed title={ADMIN_TEXT.failedTitle} error={error} onRetry={retry} />;
  else if (!products.data || !categories.data) body = <LoadingView label={ADMIN_TEXT.loading} mih={240} />;
  else if (products.data.length === 0) body = <StatusView kind="empty" title={ADMIN_TEXT.productsEmpty} />;
  else {
    const categoryOf = new Map(categories.data.map((c) => [c.id, c.title]));
    const list = products.data;
    body = (
      <AdminStackedTable minWidth={560} striped highlightOnHover verticalSpacing="sm">
        <AdminTableHead
          columns={[
            'Product',
            'Category',
            { label: 'Per sqft', ta: 'right' },
            { label: 'Per box', ta: 'right' },
          ]}
        />
        <Table.Tbody>
          {list.map((p, index) => (
            <Table.Tr key={p.id}>
              <Table.Td className={classes.product}>
                <Anchor component={Link} href={adminPaths.product(p.id)} fw={600}>
                  {p.title}
                </Anchor>{' '}
                <HiddenBadge hidden={p.hidden} />
                <Text size="xs" c="dimmed">
                  /{p.slug}
                </Text>
                <ListItemControls
                  {...controls(p, index, list.length)}
                  onHidden={(hidden) => void setHidden(p.id, p.title, hidden)}
                  onMove={(direction) => void move(index, direction)}
                />
              </Table.Td>
              <Table.Td className={classes.category}>{categoryOf.get(p.category_id) ?? '—'}</Table.Td>
              <Table.Td ta="right" className={classes.perSqft}>
                {p.price_cents === null ? '—' : usd(p.price_cents)}
                <span className={stackedRows.phoneOnly}> / sqft</span>
              </Table.Td>
              <Table.Td ta="right" className={classes.perBox}>
                {p.price_per_box_cents === null ? '—' : usd(p.price_per_box_cents)}
                <span className={stackedRows.phoneOnly}> / box</span>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </AdminStackedTable>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{ADMIN_TEXT.productsTitle}</Title>
        <Button component={Link} href={adminPaths.newProduct}>
          {ADMIN_TEXT.newProduct}
        </Button>
      </Group>
      <ProductCsvPanel
        onApplied={() => {
          void products.mutate();
          void categories.mutate();
        }}
      />
      {body}
    </Stack>
  );
}
