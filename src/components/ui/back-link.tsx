import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import { arrowLeft } from './icon-shapes';

/** The line above a page's title (PageLayout's `above`) that leads back to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm font-semibold text-[var(--link-text)] hover:underline">
      {/* Mirrored in right-to-left languages (Arabic), where "back" points the other way. */}
      <Icon shape={arrowLeft} size={16} className="rtl:-scale-x-100" />
      {children}
    </Link>
  );
}
