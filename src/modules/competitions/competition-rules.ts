import { fromUnits, toUnits, type MessageValue } from '@/modules/simulator';

/*
 * The rules a teacher sets over the market (decision 065), checked before the simulator's own rules: when trading is
 * open, the lessons to finish first (070), which stocks and order kinds are allowed, how big one order may be. Pure: the order's transaction reads the
 * competition, the stock and the database's clock, and passes them in. Each refusal is a message key of the
 * `competitions` part with the figures the child needs to do better.
 */

export interface CompetitionRuleView {
  status: 'open' | 'canceled' | 'finished';
  startsAt: Date | string;
  endsAt: Date | string;
  startsOn: string;
  timeZone: string;
  tradingFrom: string | null;
  tradingUntil: string | null;
  stockScope: 'all' | 'sector' | 'list';
  sector: string | null;
  marketOrders: boolean;
  limitOrders: boolean;
  maxOrderValue: string | null;
  maxPositionPct: number;
}

export interface RuleOrder {
  symbol: string;
  sector: string;
  /** On the competition's list (for a 'list' scope). */
  listed: boolean;
  type: 'market' | 'limit';
  shares: number;
  /** The stock's current price, micro-units. */
  price: bigint;
}

export type CompetitionRefusal = { key: string; values: Record<string, MessageValue> };

const refusal = (code: string, values: Record<string, MessageValue> = {}): CompetitionRefusal => ({ key: `competitions.refusals.${code}`, values });

/** The refusal of a child who has not finished the competition's required lessons yet (decision 070). */
export const isLessonsFirst = (found: CompetitionRefusal): boolean => found.key === refusal('lessonsFirst').key;

/**
 * The first rule the order breaks, or null. `localTime` is the time of day in the competition's zone ('HH:MM');
 * `missingLessons` the titles, in the child's language and already joined as a list, of the required lessons they
 * have not finished (decision 070), or '' when there are none.
 */
export function competitionRefusal(rules: CompetitionRuleView, order: RuleOrder, clock: { now: Date; localTime: string }, missingLessons = ''): CompetitionRefusal | null {
  const now = clock.now.getTime();
  if (rules.status === 'canceled') return refusal('canceled');
  if (rules.status === 'finished' || now >= new Date(rules.endsAt).getTime()) return refusal('ended');
  if (now < new Date(rules.startsAt).getTime()) return refusal('notStarted', { date: rules.startsOn });
  if (missingLessons !== '') return refusal('lessonsFirst', { lessons: missingLessons });
  if (rules.tradingFrom !== null && rules.tradingUntil !== null && (clock.localTime < rules.tradingFrom || clock.localTime >= rules.tradingUntil)) {
    return refusal('outsideHours', { from: rules.tradingFrom, until: rules.tradingUntil });
  }
  if ((rules.stockScope === 'sector' && order.sector !== rules.sector) || (rules.stockScope === 'list' && !order.listed)) {
    return rules.stockScope === 'sector' ? refusal('stockOutsideSector', { symbol: order.symbol, sector: rules.sector ?? '' }) : refusal('stockNotListed', { symbol: order.symbol });
  }
  if ((order.type === 'market' && !rules.marketOrders) || (order.type === 'limit' && !rules.limitOrders)) return refusal(order.type === 'market' ? 'marketOrdersNotAllowed' : 'limitOrdersNotAllowed');
  if (rules.maxOrderValue !== null) {
    const max = toUnits(rules.maxOrderValue);
    const value = order.price * BigInt(order.shares);
    if (value > max) return refusal('orderTooLarge', { value: { usd: fromUnits(value, 4) }, max: { usd: fromUnits(max, 4) }, maxShares: order.price > 0n ? Number(max / order.price) : 0 });
  }
  return null;
}
