import type { ReactNode } from 'react';
import { Alert } from './card';

/**
 * The centred card used by sign-in, registration and the account-state pages; `notice`, a sentence above the form
 * (a password just reset, a classroom session that ended while the tablet was left).
 */
export function AuthCard({
  icon,
  title,
  lead,
  notice,
  children,
}: {
  icon: string;
  title: string;
  lead?: ReactNode;
  notice?: { tone: 'success' | 'info'; text: string };
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-line bg-card p-6 shadow-sm sm:p-8">
        <div aria-hidden className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-highlight text-3xl">
          {icon}
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {lead ? <div className="mt-2 text-muted">{lead}</div> : null}
        {notice ? (
          <div className="mt-6">
            <Alert tone={notice.tone}>{notice.text}</Alert>
          </div>
        ) : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </div>
  );
}
