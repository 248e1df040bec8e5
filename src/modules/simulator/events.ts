import type { EarnedBadge } from '@/lib/earned-badge';
import { defineEvent } from '@/server/domain-events';

/*
 * What the simulator lets others react to (decision 015). No 'server-only': fills on ticks happen in the custom
 * server.
 */

/** Orders of these accounts filled at `at` (an order placed at market, or resting limit orders a price crossed). */
export interface OrdersFilled {
  userIds: string[];
  at: Date;
}

/** The badges the fills won (the progress module awards simulator milestones; decision 009). */
export interface FillRewards {
  badges: EarnedBadge[];
}

export const ordersFilled = defineEvent<OrdersFilled, FillRewards>('simulator.orders-filled');

/** A trading day ended and these accounts' resting limit orders expired unfilled (decision 047): how many each. */
export interface OrdersExpired {
  expired: { userId: string; count: number }[];
  endedDay: number;
}

export const ordersExpired = defineEvent<OrdersExpired>('simulator.orders-expired');
