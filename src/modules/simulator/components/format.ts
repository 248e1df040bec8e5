import { numberFormat } from '@/lib/intl-formats';

/*
 * Display helpers shared by the simulator's server and client components. Percentages arrive as numbers
 * (2.5 = 2.5 %); spec 9: green at 0 or more, red below.
 */

export type Trend = 'up' | 'down';

export function trendOf(value: number | string): Trend {
  return Number(value) >= 0 ? 'up' : 'down';
}

/** "+2.50 %", "−1.25 %", "0.00 %" in the viewer's locale (always two decimals, the sign shown). */
export function formatPercent(value: number, locale: string, options: { signed?: boolean; digits?: number } = {}): string {
  const { signed = true, digits = 2 } = options;
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value / 100);
}

/**
 * A FormState message key as the message files know it. The trading actions answer keys in the "orders"
 * namespace, with or without the namespace in front; anything unknown is shown as it is.
 */
export function messageKeyFor(key: string, has: (candidate: string) => boolean): string | null {
  if (has(key)) return key;
  if (!key.startsWith('orders.') && has(`orders.${key}`)) return `orders.${key}`;
  return null;
}
