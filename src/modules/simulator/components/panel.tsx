import type { ReactNode } from 'react';
import { tableCell } from '@/components/ui/data-table';
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

/** Cell classes of the panels' tables (DataTable's `flush` look: the panel is the card). */
export const cell = tableCell({ look: 'flush' });
export const numericCell = tableCell({ look: 'flush', numeric: true });

/** A friendly line for an empty list. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">{children}</p>;
}
