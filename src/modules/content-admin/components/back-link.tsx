import Link from 'next/link';
import type { ReactNode } from 'react';

/** The line above an editor's title (PageLayout's `above`) that leads back to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-sm font-semibold text-[var(--link-text)] hover:underline">
      {children}
    </Link>
  );
}
