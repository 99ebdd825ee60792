// /admin: the orders to ship from, newest first. Filters (status, pickup/delivery, dates, "call to arrange
// delivery") and the search live in the URL, so the back button and a shared link keep them.
import { useState, type FormEvent } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useLocation, useSearch } from 'wouter';
import { ADMIN_LIMITS, type AdminRequest } from '@/contract/admin';
import { isIsoDay } from '@/domain/dates';
import { ORDER_STATUSES, orderStatusLabel } from '@/domain/order-status';
import { useDocumentMeta } from '@/services/documentMeta';
import { LoadFailed, LoadingView, StatusView } from '@/ui';
import stackedRows from '@/ui/TableHead/stackedRows.module.css';
import { useAdmin } from './api';
import { AdminFrame } from './AdminFrame';
import { adminPaths } from './adminPaths';
import { ADMIN_TEXT } from './adminText';
import classes from './AdminOrders.module.css';
import { AdminStackedTable, AdminTableHead, AdminStatusBadge, adminDateTime, usd } from './orderParts';

type Filters = AdminRequest<'adminOrders'>;

/** The URL's query as the list's filters; anything malformed is left out (the server checks again). */
export function filtersOf(search: string): Filters {
  const q = new URLSearchParams(search);
  const day = (v: string | null) => (v && isIsoDay(v) ? v : undefined);
  const status = q.get('status');
  const type = q.get('type');
  const page = Number(q.get('page'));
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as Filters['status'])
      : undefined,
    delivery_type: type === 'Pickup' || type === 'Delivery' ? type : undefined,
    from: day(q.get('from')),
    to: day(q.get('to')),
    call_required: q.get('call') === '1' ? true : undefined,
    q: q.get('q')?.trim().slice(0, ADMIN_LIMITS.search).trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

function searchOf(f: Filters): string {
  const q = new URLSearchParams();
  if (f.status) q.set('status', f.status);
  if (f.delivery_type) q.set('type', f.delivery_type);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.call_required) q.set('call', '1');
  if (f.q) q.set('q', f.q);
  if (f.page && f.page > 1) q.set('page', String(f.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}

export default function AdminOrdersScreen() {
  useDocumentMeta({ title: ADMIN_TEXT.ordersTitle, robots: 'noindex' });
  return (
    <AdminFrame>
      <OrdersList />
    </AdminFrame>
  );
}

function OrdersList() {
  const [, navigate] = useLocation();
  const filters = filtersOf(useSearch());
  // Any filter or search set (the page aside): an empty list then says so and offers to clear them.
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'page' && value !== undefined);
  const orders = useAdmin('adminOrders', filters, { keepPreviousData: true });
  // What is typed in the search box, for the search it was typed over: once the list's address has another
  // search (Back, the sections bar's Orders), the box shows that one again.
  const [typed, setTyped] = useState({ over: filters.q, text: filters.q ?? '' });
  if (typed.over !== filters.q) setTyped({ over: filters.q, text: filters.q ?? '' });
  const query = typed.over === filters.q ? typed.text : (filters.q ?? '');
  const setQuery = (text: string) => setTyped({ over: filters.q, text });
  const go = (change: Partial<Filters>) =>
    navigate(`${adminPaths.orders}${searchOf({ ...filters, page: undefined, ...change })}`);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: query.trim() || undefined });
  };
  return (
    <Stack gap="md">
      <Title order={1}>{ADMIN_TEXT.ordersTitle}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap" component="form" onSubmit={submitSearch} role="search">
        <TextInput
          label={ADMIN_TEXT.search}
          placeholder={ADMIN_TEXT.searchHint}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          maxLength={ADMIN_LIMITS.search}
          w={260}
        />
        <Button type="submit" variant="default">
          Search
        </Button>
        <Select
          label="Status"
          placeholder={ADMIN_TEXT.anyStatus}
          data={ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) }))}
          value={filters.status ?? null}
          onChange={(v) => go({ status: (v ?? undefined) as Filters['status'] })}
          clearable
          w={180}
        />
        <Select
          label="Fulfilment"
          placeholder={ADMIN_TEXT.anyFulfilment}
          data={[
            { value: 'Pickup', label: 'Pickup' },
            { value: 'Delivery', label: 'Delivery' },
          ]}
          value={filters.delivery_type ?? null}
          onChange={(v) => go({ delivery_type: (v ?? undefined) as Filters['delivery_type'] })}
          clearable
          w={180}
        />
        <TextInput
          type="date"
          label={ADMIN_TEXT.from}
          value={filters.from ?? ''}
          onChange={(e) => go({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={ADMIN_TEXT.to}
          value={filters.to ?? ''}
          onChange={(e) => go({ to: e.currentTarget.value || undefined })}
          error={filters.from && filters.to && filters.to < filters.from ? ADMIN_TEXT.toBeforeFrom : null}
        />
        <Checkbox
          label={ADMIN_TEXT.callOnly}
          checked={filters.call_required === true}
          onChange={(e) => go({ call_required: e.currentTarget.checked || undefined })}
          mb={8}
        />
      </Group>
      {orders.error ? (
        <LoadFailed title={ADMIN_TEXT.failedTitle} error={orders.error} onRetry={() => orders.mutate()} />
      ) : !orders.data ? (
        <LoadingView label={ADMIN_TEXT.loading} mih={240} />
      ) : orders.data.orders.length === 0 ? (
        filtered ? (
          <StatusView
            kind="empty"
            title={ADMIN_TEXT.ordersEmpty}
            message={ADMIN_TEXT.ordersFilteredHint}
            actionLabel={ADMIN_TEXT.clearFilters}
            actionHref={adminPaths.orders}
          />
        ) : (
          <StatusView kind="empty" title={ADMIN_TEXT.ordersNone} message={ADMIN_TEXT.ordersEmptyHint} />
        )
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {orders.data.total === 1 ? '1 order' : `${orders.data.total} orders`}
          </Text>
          <AdminStackedTable minWidth={760} striped highlightOnHover verticalSpacing="sm">
            <AdminTableHead
              columns={[
                'Order',
                'Placed',
                'Customer',
                'Status',
                'Fulfilment',
                { label: 'Boxes', ta: 'right' },
                { label: 'Total', ta: 'right' },
              ]}
            />
            <Table.Tbody>
              {orders.data.orders.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td className={classes.order}>
                    <Anchor component={Link} href={adminPaths.order(o.id)} fw={600}>
                      #{o.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td className={classes.placed}>{adminDateTime(o.created_at)}</Table.Td>
                  <Table.Td className={classes.customer}>
                    <Text size="sm">{o.customer_name}</Text>
                    <Text size="xs" c="dimmed">
                      {o.customer_email}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.status}>
                    <AdminStatusBadge status={o.order_status} />
                  </Table.Td>
                  <Table.Td className={classes.fulfilment}>
                    <Text size="sm">{o.delivery_type}</Text>
                    {o.delivery_call_required ? (
                      <Badge color="red" c="red.9" variant="light" size="sm">
                        Call to arrange
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.boxes}>
                    {o.boxes}
                    <span className={stackedRows.phoneOnly}>{o.boxes === 1 ? ' box' : ' boxes'}</span>
                  </Table.Td>
                  <Table.Td ta="right" className={classes.total}>
                    {usd(o.total_cents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </AdminStackedTable>
          {orders.data.page_count > 1 ? (
            <Group justify="center">
              <Pagination
                total={orders.data.page_count}
                value={orders.data.page}
                onChange={(page) => navigate(`${adminPaths.orders}${searchOf({ ...filters, page })}`)}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? 'Next page' : 'Previous page',
                })}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
