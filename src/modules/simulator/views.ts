import 'server-only';
import type { OrderStatus, OrderView, OrderSide, OrderType } from './contract';

/** The columns an OrderView is built from (a sim_orders row with its stock's symbol and its trade's price). */
export interface OrderRow {
  id: string;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  shares: number;
  limitPrice: string | null;
  status: OrderStatus;
  reason: string | null;
  fillPrice: string | null;
  createdAt: Date;
  closedAt: Date | null;
}

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
