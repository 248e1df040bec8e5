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

export { leaderboardName } from '@/lib/person-name';
