import type { ReactNode } from 'react';

const TONES = {
  success: 'border-success text-success',
  muted: 'border-line text-muted',
  error: 'border-error text-error',
  accent: 'border-accent text-ink',
} as const;

/** A small pill: the status of a course, a lesson, a badge or an account. */
export function StatusPill({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}
