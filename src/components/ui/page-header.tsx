import type { ReactNode } from 'react';

/**
 * The one page header: the page's h1, a lead line under it, optional actions at the end (a link, an export) and
 * an optional line above the title (a back link, a course's subject). `tone`: 'friendly' for the children's and
 * families' pages (large and bold), 'admin' for the back office (calm and dense).
 */
export function PageHeader({
  title,
  lead,
  above,
  actions,
  tone = 'friendly',
  titleId,
}: {
  title: ReactNode;
  lead?: ReactNode;
  above?: ReactNode;
  actions?: ReactNode;
  tone?: 'friendly' | 'admin';
  titleId?: string;
}) {
  // Both tones break a word too long for the screen (an admin page's title may name an e-mail address).
  const heading = tone === 'admin' ? 'text-2xl font-bold tracking-tight break-words' : 'text-3xl font-extrabold tracking-tight break-words';
  const leadClass = tone === 'admin' ? 'text-sm text-muted' : 'mt-1 text-muted';
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        {above}
        <h1 id={titleId} className={`${above ? 'mt-2 ' : ''}${heading}`}>
          {title}
        </h1>
        {/* A lead is a line of text, or elements the caller lays out (a status pill and a count, two notes): only
            text goes in a <p>, since a <p> cannot hold block elements. */}
        {lead ? typeof lead === 'string' ? <p className={leadClass}>{lead}</p> : <div className={leadClass}>{lead}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
