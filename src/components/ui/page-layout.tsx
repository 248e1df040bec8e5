import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

// Literal class names: Tailwind finds them in this file.
// 'screen-2xl': the editors, whose form sits beside a live preview.
const WIDTHS = { '4xl': 'max-w-4xl', '5xl': 'max-w-5xl', '6xl': 'max-w-6xl', '7xl': 'max-w-7xl', 'screen-2xl': 'w-full max-w-screen-2xl' } as const;
const GAPS = { 4: 'gap-4', 5: 'gap-5', 6: 'gap-6', 8: 'gap-8' } as const;

/**
 * The one page body: a centred column of the given width with the page's header (PageHeader) and its sections.
 * `tone` 'admin' is the back office (dense, gap 4 by default), 'friendly' the children's and families' pages.
 */
export function PageLayout({
  width = '5xl',
  gap,
  tone = 'friendly',
  title,
  lead,
  above,
  actions,
  titleId,
  children,
}: {
  width?: keyof typeof WIDTHS;
  gap?: keyof typeof GAPS;
  tone?: 'friendly' | 'admin';
  title: ReactNode;
  lead?: ReactNode;
  above?: ReactNode;
  actions?: ReactNode;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto flex ${WIDTHS[width]} flex-col ${GAPS[gap ?? (tone === 'admin' ? 4 : 6)]} px-4 py-8`}>
      <PageHeader tone={tone} title={title} lead={lead} above={above} actions={actions} titleId={titleId} />
      {children}
    </div>
  );
}
