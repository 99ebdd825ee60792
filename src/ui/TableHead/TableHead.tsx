import type { ReactNode } from 'react';

/** A column's heading: its text, or its text with a class (alignment, width). */
export type TableColumn = string | { label: ReactNode; className?: string };

/** A plain table's header row: one `th scope="col"` a column. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          typeof c === 'string' ? (
            <th key={i} scope="col">
              {c}
            </th>
          ) : (
            <th key={i} scope="col" className={c.className}>
              {c.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
