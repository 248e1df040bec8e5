import 'server-only';
import type { OrderView } from './contract';

/** The columns an OrderView is built from (a sim_orders row with its stock's symbol and its trade's price); a query may
 * select more, and toOrderView keeps only the view's own fields. */
export type OrderRow = OrderView;

export function toOrderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    shares: row.shares,
    limitPrice: row.limitPrice,
    status: row.status,
    reason: row.reason,
    fillPrice: row.fillPrice,
    createdAt: row.createdAt,
    closedAt: row.closedAt,
  };
}

/** "Maya K.": first name and last initial only — never an e-mail (the leaderboard; decision 014). */
export function leaderboardName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (first && initial) return `${first} ${initial}.`;
  return first || (initial ? `${initial}.` : '?');
}
