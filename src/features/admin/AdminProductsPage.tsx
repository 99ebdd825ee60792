// /admin/products: every product (hidden ones too) with its category, prices and a link to edit it.
import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useDocumentMeta } from '@/services/documentMeta';
import { LoadFailed, LoadingView, StatusView } from '@/ui';
import { useAdmin } from './api';
import { AdminFrame } from './AdminFrame';
import { adminPaths } from './adminPaths';
import { ADMIN_TEXT } from './adminText';
import { usd } from './orderParts';

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
  const retry = () => {
    void products.mutate();
    void categories.mutate();
  };
  let body;
  if (error) body = <LoadFailed title={ADMIN_TEXT.failedTitle} error={error} onRetry={retry} />;
  else if (!products.data || !categories.data) body = <LoadingView label={ADMIN_TEXT.loading} mih={240} />;
  else if (products.data.length === 0) body = <StatusView kind="empty" title={ADMIN_TEXT.productsEmpty} />;
  else {
    const categoryOf = new Map(categories.data.map((c) => [c.id, c.title]));
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right">Per sqft</Table.Th>
              <Table.Th ta="right">Per box</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.data.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Anchor component={Link} href={adminPaths.product(p.id)} fw={600}>
                    {p.title}
                  </Anchor>{' '}
                  {p.hidden ? (
                    <Badge variant="light" color="gray" c="gray.9" size="sm">
                      Hidden
                    </Badge>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    /{p.slug}
                  </Text>
                </Table.Td>
                <Table.Td>{categoryOf.get(p.category_id) ?? '—'}</Table.Td>
                <Table.Td ta="right">{p.price_cents === null ? '—' : usd(p.price_cents)}</Table.Td>
                <Table.Td ta="right">
                  {p.price_per_box_cents === null ? '—' : usd(p.price_per_box_cents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1}>{ADMIN_TEXT.productsTitle}</Title>
      {body}
    </Stack>
  );
}
