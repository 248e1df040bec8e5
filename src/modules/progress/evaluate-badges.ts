// No 'server-only': the market engine (run by the custom server, outside Next) awards simulator badges through this.
import { and, asc, eq, notExists } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { badges, userBadges } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { lockPersonCard } from '@/modules/accounts/runtime';
import { writeAudit } from '@/server/audit';
import { awardXp } from './award-xp';
import { badgeColumns, isBadgeRuleMet, readBadgeMetrics, toBadgeSummary } from './badge-rules';
import type { EarnedBadge } from '@/lib/earned-badge';
import { readLearningProfile, type LearningProfile } from './learning-profile';

/** Bonus XP can unlock an XP badge, whose bonus can unlock another: a few rounds at most, never a loop. */
const MAX_EVALUATION_ROUNDS = 10;

/**
 * Awards every active badge whose rule the child now meets and does not hold yet, at the moment `at`
 * (decision 009). Call it in the transaction of whatever may have met a rule (a lesson completion; the simulator's
 * trades). Each badge is awarded once (user_badges' key, ON CONFLICT DO NOTHING), gives its XP bonus once
 * (ledger source `badge:<id>`) and is audited. Returns the badges just awarded, in badge order. `known`: the child's
 * learning profile and streak as the caller's transaction holds them (rewardLearning), so they are not read again.
 */
export async function evaluateBadges(tx: Tx, userId: string, at: Date, known?: { profile: LearningProfile; streak: number }): Promise<EarnedBadge[]> {
  // The child's row first, as every XP change does: evaluations for one child run one after the other.
  const child = await lockPersonCard(tx, userId);
  if (!child) return [];
  const displayName = fullNameOrEmail(child);
  const awarded: EarnedBadge[] = [];
  const candidates = await tx
    .select(badgeColumns)
    .from(badges)
    .where(
      and(
        eq(badges.active, true),
        notExists(
          tx
            .select({ badgeId: userBadges.badgeId })
            .from(userBadges)
            .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badges.id))),
        ),
      ),
    )
    .orderBy(asc(badges.position), asc(badges.id));
  if (candidates.length === 0) return awarded;
  let metrics = await readBadgeMetrics(tx, userId, candidates, async () => known?.streak ?? (await readLearningProfile(tx, userId)).streakCurrent);
  let pending = candidates;
  for (let round = 0; round < MAX_EVALUATION_ROUNDS && pending.length > 0; round++) {
    const met = pending.filter((candidate) => isBadgeRuleMet(candidate, metrics));
    let bonusGiven = false;
    for (const badge of met) {
      const [inserted] = await tx.insert(userBadges).values({ userId, badgeId: badge.id, awardedAt: at }).onConflictDoNothing().returning({ badgeId: userBadges.badgeId });
      if (!inserted) continue;
      const bonus = await awardXp(tx, userId, badge.xpBonus, 'badge', `badge:${badge.id}`, at, known?.profile);
      if (bonus.awarded) {
        bonusGiven = true;
        metrics = { ...metrics, xp: bonus.xp };
      }
      await writeAudit(tx, { ...child, id: userId }, {
        actionType: 'badge_awarded',
        component: 'learning',
        entityId: String(badge.id),
        message: `${child.email} earned the badge "${badge.name}"`,
        details: { badgeId: badge.id, slug: badge.slug, name: badge.name, xpBonus: badge.xpBonus, displayName, avatarSeed: child.avatarSeed, avatarVariant: child.avatarVariant },
      });
      awarded.push(toBadgeSummary(badge));
    }
    // Only a bonus changes a measure between rounds, and the only measure it changes is XP (awardXp returns the new
    // total): another round can only find XP badges, so it needs no query (decision 022). Without a bonus, nothing.
    if (!bonusGiven) break;
    pending = pending.filter((candidate) => candidate.ruleKind === 'xp' && !met.includes(candidate));
  }
  return awarded;
}
