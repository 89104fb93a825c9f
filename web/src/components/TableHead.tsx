import type { ReactNode } from 'react';

/** A column heading: its text, or (a checkbox, a hidden label) what stands in its place. */
export type Column = string | { key: string; head: ReactNode; className?: string };

/** A table's header row, one column heading a cell, each scoped to its column for screen readers. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) =>
          typeof c === 'string' ? (
            <th key={c} scope="col">
              {c}
            </th>
          ) : (
            <th key={c.key} scope="col" className={c.className}>
              {c.head}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
