import type { ReactNode } from 'react';

/** The admin screens' table: scrolls sideways on small screens, a hidden caption, one header row. */
export function DataTable({ caption, columns, minWidth, children }: { caption: string; columns: string[]; minWidth: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-line bg-card">
      <table className="w-full text-start text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
