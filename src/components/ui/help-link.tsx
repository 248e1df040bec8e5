import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import { circleQuestionMark } from './icon-shapes';

/** A page's way into the help centre where a rule needs explaining (decision 039): a small link with a help icon. */
export function HelpLink({ href, children }: { href: `/help/${string}`; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm font-semibold text-[var(--link-text)] hover:underline">
      <Icon shape={circleQuestionMark} size={16} />
      {children}
    </Link>
  );
}
