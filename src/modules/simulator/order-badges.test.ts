import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, users } from '@/db/schema';
import { seedBadges } from '@/seed/seed-badges';
import { createBadge } from '@/modules/progress/test-fixtures';
import { createStock, order, resetSettings, trader } from './test-fixtures';

/*
 * Decision 022: after the first round, the badge evaluation checks only XP badges, against the total its bonuses'
 * statement returned, without reading anything again. A chain of bonuses still awards every badge it reaches, in one
 * order.
 * (A file of its own: the XP badges it adds would change what other tests' children earn.)
 */

beforeAll(async () => {
  await seedBadges(getDb());
  // First Trade gives 10 XP: 10 → xp-10 (+5) → 15 → xp-15 (+5) → 20, which xp-21 does not reach.
  await createBadge({ ruleKind: 'xp', ruleThreshold: 10, xpBonus: 5, slug: 'xp-10', position: 1 });
  await createBadge({ ruleKind: 'xp', ruleThreshold: 15, xpBonus: 5, slug: 'xp-15', position: 2 });
  await createBadge({ ruleKind: 'xp', ruleThreshold: 21, xpBonus: 5, slug: 'xp-21', position: 3 });
});

beforeEach(async () => {
  await resetSettings();
});

describe('badges an order wins', () => {
  it("a first trade's bonus that unlocks XP badges, round after round, awards them in the same order, each audited once", async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    const first = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    expect(first.badges.map((badge) => badge.slug)).toEqual(['first-trade', 'xp-10', 'xp-15']);
    const [row] = await getDb().select({ xp: users.xp }).from(users).where(eq(users.id, actor.id));
    expect(row!.xp).toBe(20);
    const audits = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'badge_awarded'), eq(auditLogs.performedBy, actor.email)));
    expect(audits).toHaveLength(3);
    // The next trade has nothing new to award.
    expect((await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 })).badges).toEqual([]);
  });
});
