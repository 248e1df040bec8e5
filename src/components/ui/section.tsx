import type { ReactNode } from 'react';

/**
 * A titled part of a dense page (the back office's analytics, growth and finance): its heading names the region,
 * a short lead under it, and an action (a CSV link) at the end of the heading's line.
 */
export function Section({ id, title, lead, action, children }: { id: string; title: string; lead?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={id} className="text-lg font-bold">
            {title}
          </h2>
          {lead ? <p className="text-sm text-muted">{lead}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
