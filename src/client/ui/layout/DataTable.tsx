import type { ReactNode } from 'react';
import './DataTable.css';

export interface DataTableProps {
  /** What the table holds, said to screen readers (the heading above says it on screen). */
  caption: string;
  /** The column headings, in order; each body cell names its column again in data-label. */
  columns: readonly ReactNode[];
  /** The table's own class, for what it adjusts (DataTable.css's custom properties). */
  className?: string;
  /** The body's rows. */
  children: ReactNode;
}

/** A table of records that becomes a card per row on a phone (DataTable.css). */
export function DataTable({ caption, columns, className, children }: DataTableProps) {
  return (
    <div className="data-table__scroll">
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
