import type { ReactNode } from 'react';

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-2xl border border-line bg-card p-6 shadow-sm ${className}`}>{children}</section>;
}

export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const tones = {
    error: 'border-error text-error',
    success: 'border-success text-success',
    info: 'border-line text-ink',
  } as const;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border-l-4 bg-card px-4 py-3 text-sm font-medium ${tones[tone]}`}>
      {children}
    </div>
  );
}
