import type { AriaAttributes, ReactNode } from 'react';

/*
 * The one table (decision 015), server-rendered and without client JavaScript of its own: a hidden caption, one
 * header row, rows that the caller writes (cells styled with tableCell). It scrolls sideways on small screens.
 * `card` is a bordered card of its own (admin lists); `flush` sits inside a card that is already there (the
 * simulator's panels). Lists that sort do it on the server, with links in their headers (see `header`).
 */

export type TableLook = 'card' | 'flush';

export interface TableColumn {
  label: string;
  /** Numbers line up at the end of the cell. */
  numeric?: boolean;
  /** Read to screen readers only (an actions column). */
  hidden?: boolean;
  /** What the header cell shows instead of its label: a sort link, a select-all box. */
  header?: ReactNode;
  /** How the list is sorted by this column, announced on the header cell. */
  sort?: AriaAttributes['aria-sort'];
  className?: string;
}

const HEAD: Record<TableLook, string> = {
  card: 'px-3 py-2',
  flush: 'px-2 py-2 first:ps-0 last:pe-0',
};
const CELL: Record<TableLook, string> = {
  card: 'px-3 py-2',
  flush: 'px-2 py-2.5 align-top first:ps-0 last:pe-0',
};

/** The classes of a body cell matching the table's header. */
export function tableCell({ look = 'card', numeric = false, extra = '' }: { look?: TableLook; numeric?: boolean; extra?: string } = {}): string {
  return `${CELL[look]} ${numeric ? 'text-end tabular-nums' : ''} ${extra}`.replace(/\s+/g, ' ').trim();
}

interface DataTableProps {
  caption: string;
  columns: (string | TableColumn)[];
  minWidth: string;
  look?: TableLook;
  /** Shown in one row across the table when there are no rows. */
  empty?: ReactNode;
  /** No cell holds a link or a button: the scrolling box itself takes the keyboard's focus. */
  holdsNoControl?: boolean;
  children?: ReactNode;
}

export function DataTable({ caption, columns, minWidth, look = 'card', empty, holdsNoControl = false, children }: DataTableProps) {
  const heads = columns.map((column) => (typeof column === 'string' ? { label: column } : column));
  return (
    // `relative` in both looks: the hidden caption and header labels (sr-only, absolutely positioned) must be placed
    // inside the box that scrolls, or they stretch the page sideways from wherever their positioned ancestor is.
    // `holdsNoControl`: a table with no link or button to focus is a named region in the Tab order, so that on a phone,
    // where the box scrolls, it can still be scrolled from the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
    <div
      role={holdsNoControl ? 'region' : undefined}
      aria-label={holdsNoControl ? caption : undefined}
      tabIndex={holdsNoControl ? 0 : undefined}
      className={`${look === 'card' ? 'relative overflow-x-auto rounded-xl border border-line bg-card' : 'relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0'} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}
    >
      <table className="w-full text-start text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
          <tr>
            {heads.map((column) => (
              <th key={column.label} scope="col" aria-sort={column.sort} className={`${HEAD[look]} font-semibold ${column.numeric ? 'text-end' : 'text-start'} ${column.className ?? ''}`}>
                {column.header ?? (column.hidden ? <span className="sr-only">{column.label}</span> : column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {children}
          {empty ? (
            <tr>
              <td colSpan={heads.length} className="px-3 py-8 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
