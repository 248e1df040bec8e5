import { CircleHelp } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** A page's way into the help centre where a rule needs explaining (decision 039): a small link with a help icon. */
export function HelpLink({ href, children }: { href: `/help/${string}`; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm font-semibold text-[var(--link-text)] hover:underline">
      <CircleHelp aria-hidden="true" size={16} />
      {children}
    </Link>
  );
}
