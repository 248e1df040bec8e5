import type { ReactNode } from 'react';
import { formatMoney, type DisplayRate } from '@/lib/money';

/** How this viewer sees amounts: their currency's rate and their locale. */
export interface Display {
  rate: DisplayRate;
  locale: string;
}

/** A USD amount in the viewer's currency, kept left-to-right inside Arabic text. */
export function Money({ usd, display, className = '' }: { usd: string | number; display: Display; className?: string }) {
  return (
    <span dir="ltr" className={`whitespace-nowrap tabular-nums ${className}`}>
      {formatMoney(usd, display.rate, display.locale)}
    </span>
  );
}

/** A titled card of the simulator page; its id is a link target (#order-form, #holdings …). */
export function Panel({ id, title, lead, aside, children }: { id: string; title: string; lead?: ReactNode; aside?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="min-w-0 scroll-mt-28 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {title}
          </h2>
          {lead ? <p className="mt-0.5 text-sm text-muted">{lead}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

export interface Column {
  label: string;
  /** Numbers line up at the end of the cell. */
  numeric?: boolean;
  /** Shown to screen readers only (an actions column). */
  hidden?: boolean;
}

/** A table that scrolls sideways inside its card on small screens. */
export function SimTable({ caption, columns, minWidth, children }: { caption: string; columns: Column[]; minWidth: string; children: ReactNode }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-2 py-2 font-semibold first:ps-0 last:pe-0 ${column.numeric ? 'text-end' : 'text-start'}`}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/** Cell classes matching SimTable's header. */
export const cell = 'px-2 py-2.5 align-top first:ps-0 last:pe-0';
export const numericCell = `${cell} text-end tabular-nums`;

/** A friendly line for an empty list. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">{children}</p>;
}
