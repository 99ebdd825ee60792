// What the back office's screens share: the status badge, dates and money as the owner reads them, a
// table's header row.
import { Badge, Table, type TableProps, type TableThProps } from '@mantine/core';
import { orderStatusLabel, orderStatusTone } from '@/domain/order-status';
import { formatDateTime } from '@/domain/dates';
import { formatUsd } from '@/domain/money';
import stackedRows from '@/ui/TableHead/stackedRows.module.css';

export function AdminStatusBadge({ status }: { status: string }) {
  return (
    // Shade 9 text on the light fill reads at 4.5:1 or more in every tone.
    <Badge color={orderStatusTone(status)} c={`${orderStatusTone(status)}.9`} variant="light" radius="sm">
      {orderStatusLabel(status)}
    </Badge>
  );
}

/** Money in integer cents, shown with two decimals. */
export const usd = (cents: number) => formatUsd(cents);

/** The shop's times, in UTC (the server's filters count days in UTC too). */
export const adminDateTime = (iso: string) => {
  const text = formatDateTime(iso);
  return text ? `${text} UTC` : '';
};

/** A map search for the delivery address: its coordinates when it has them, else its text. */
export function mapLinkOf(
  a: {
    address_line_1: string;
    city: string;
    state: string;
    postal_code: string;
    latitude: number | null;
    longitude: number | null;
  } | null,
): string {
  if (!a) return '';
  const query =
    a.latitude !== null && a.longitude !== null
      ? `${a.latitude},${a.longitude}`
      : [a.address_line_1, a.city, a.state, a.postal_code].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A column's heading: its text, or its text with its alignment or width. */
export type AdminColumn = string | ({ label: string } & Pick<TableThProps, 'ta' | 'w'>);

/** A back-office table's header row. */
export function AdminTableHead({ columns }: { columns: readonly AdminColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c, i) =>
          typeof c === 'string' ? (
            <Table.Th key={i}>{c}</Table.Th>
          ) : (
            <Table.Th key={i} ta={c.ta} w={c.w}>
              {c.label}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

/** A back-office list: a table at least `minWidth` wide, scrolled sideways where the window is narrower,
 *  whose rows stack into cards on a phone instead (src/ui/TableHead/stackedRows.module.css; the page's own
 *  sheet places each cell). */
export function AdminStackedTable({ minWidth, children, ...table }: TableProps & { minWidth: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} classNames={{ scrollContainerInner: stackedRows.scrollInner }}>
      <Table {...table} className={stackedRows.stacked}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
