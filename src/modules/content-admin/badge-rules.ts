import type { BadgeRuleKind } from '@/db/schema/progress';

/** Rules met once (the first trade, the first profit): their threshold is always 1. */
export const ONE_OFF_RULE_KINDS: readonly BadgeRuleKind[] = ['sim_first_trade', 'sim_first_profit'];

/** Whether the admin chooses a number for the rule (a course rule names a course instead; one-off rules need none). */
export function ruleHasThreshold(kind: BadgeRuleKind): boolean {
  return kind !== 'course' && !ONE_OFF_RULE_KINDS.includes(kind);
}
