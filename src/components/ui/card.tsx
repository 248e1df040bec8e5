import type { ReactNode, Ref } from 'react';

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-2xl border border-line bg-card p-6 shadow-sm ${className}`}>{children}</section>;
}

/** `ref` with `focusable`: a form moves the focus to its answer once it is drawn (WCAG 2.4.3), never to the page's body. */
export function Alert({ tone, children, ref, focusable = false }: { tone: 'error' | 'success' | 'info'; children: ReactNode; ref?: Ref<HTMLDivElement>; focusable?: boolean }) {
  const tones = {
    error: 'border-error text-error',
    success: 'border-success text-success',
    info: 'border-line text-ink',
  } as const;
  return (
    <div ref={ref} tabIndex={focusable ? -1 : undefined} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border-s-4 bg-card px-4 py-3 text-sm font-medium ${tones[tone]}`}>
      {children}
    </div>
  );
}
