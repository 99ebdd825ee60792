// /orders: the signed-in shopper's orders, newest first (number, date, status, total, pickup or delivery),
// ten a page. Loading, empty, failed (with a retry), unavailable (the server has no My orders), list, paged.
import { useState, type ReactNode } from 'react';
import { Anchor, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { isFeatureMissing, useOrders } from '@/api';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import { formatUsd } from '@/domain/money';
import { deliveryCallRequired } from '@/domain/order-status';
import { LoadingView, TableHead, useHydrated } from '@/ui';
import stackedRows from '@/ui/TableHead/stackedRows.module.css';
import { BackToShop, useOrderRead, OrdersUnavailable, OrderStatusBadge, ScreenFrame } from './OrderParts';
import classes from './OrderTables.module.css';
import { ORDERS_TEXT } from './ordersText';

export default function OrdersScreen() {
  // A server cannot know the shopper (the session is the browser's), so it renders the page's frame: the
  // heading over the loading state. The first paint is then the heading the list keeps, not a spinner
  // replaced by the list after the app, the contract and the answer have come.
  // A visitor without a session is sent to sign in by the route (the route table's signInNotice).
  const hydrated = useHydrated();
  return <ScreenFrame>{hydrated ? <OrdersList /> : <OrdersLoading />}</ScreenFrame>;
}

/** The list's page: its heading over what it shows. */
function OrdersPage({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{ORDERS_TEXT.title}</Title>
        {children}
      </Stack>
    </Container>
  );
}

function OrdersLoading() {
  return (
    <OrdersPage>
      <LoadingView label={ORDERS_TEXT.loading} mih={320} />
    </OrdersPage>
  );
}

function OrdersList() {
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  // Not keyed by the page: the list keeps the previous page while the next loads (useOrders), and so
  // keeps the pager mounted, with its focus.
  const shown = useOrderRead(orders, null, ORDERS_TEXT.failedTitle, <OrdersLoading />);
  if (orders.error && isFeatureMissing(orders.error)) return <OrdersUnavailable />;
  if (shown.data === undefined) return shown.view;
  const { orders: list, page_count } = shown.data;
  // No orders yet: under the page's heading, which the loading state showed (the page does not jump).
  if (list.length === 0 && page === 1)
    return (
      <OrdersPage>
        <BackToShop
          underHeading
          kind="empty"
          title={ORDERS_TEXT.emptyTitle}
          message={ORDERS_TEXT.emptyMessage}
        />
      </OrdersPage>
    );
  return (
    <OrdersPage>
      <div className={classes.scroll} role="region" aria-label={ORDERS_TEXT.title} tabIndex={0}>
        <table
          className={`${classes.table} ${classes.wide} ${stackedRows.stacked} ${classes.striped} ${classes.hover}`}
        >
          <TableHead
            columns={[
              'Order',
              'Date',
              'Status',
              'Pickup / delivery',
              { label: 'Total', className: classes.end },
            ]}
          />
          <tbody>
            {list.map((o) => (
              <tr key={o.userorder_id}>
                <th scope="row">
                  <Anchor component={Link} href={paths.order(o.userorder_id)} fw={600}>
                    #{o.userorder_id}
                  </Anchor>
                </th>
                <td className={classes.date}>{formatDate(o.created_at)}</td>
                <td className={classes.status}>
                  <OrderStatusBadge status={o.order_status} />
                </td>
                <td className={classes.fulfilment}>
                  <Text size="sm">
                    {o.delivery_type === 'Pickup' ? ORDERS_TEXT.pickup : ORDERS_TEXT.delivery}
                    {deliveryCallRequired({
                      deliveryType: o.delivery_type,
                      deliveryLabel: o.delivery_label,
                      callRequired: o.delivery_call_required,
                    })
                      ? ' (we will call you)'
                      : ''}
                  </Text>
                </td>
                <td className={`${classes.end} ${classes.total}`}>{formatUsd(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page_count > 1 ? (
        <Group justify="center">
          <Pagination
            total={page_count}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? 'Next page' : 'Previous page',
            })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      ) : null}
    </OrdersPage>
  );
}
