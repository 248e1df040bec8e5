import type { ReactNode } from 'react';
import { trendOf } from './format';

/**
 * A gain, loss or change: green with ▲ at 0 or more, red with ▼ below (spec 9), and a word for screen readers, so
 * colour is never the only signal. Numbers stay left-to-right inside Arabic text. No hooks: server and client use it.
 */
export function TrendText({ value, upLabel, downLabel, children, className = '' }: { value: number | string; upLabel: string; downLabel: string; children: ReactNode; className?: string }) {
  const trend = trendOf(value);
  return (
    <span dir="ltr" data-trend={trend} className={`${trend === 'up' ? 'trend-up' : 'trend-down'} ${className}`.trimEnd()}>
      <span aria-hidden="true">{trend === 'up' ? '▲' : '▼'}</span>
      <span className="sr-only">{trend === 'up' ? upLabel : downLabel}</span> {children}
    </span>
  );
}
