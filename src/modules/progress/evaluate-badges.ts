// No 'server-only': the market engine (run by the custom server, outside Next) awards simulator badges through this.
import { and, asc, eq, notExists } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { badges, userBadges } from '@/db/schema';
import { fullNameOrEmail } from '@/lib/person-name';
import { lockPersonCard, type PersonCard } from '@/modules/accounts/runtime';
import { writeAuditEntries } from '@/server/audit';
import { localDay } from './days';
import { badgeColumns, isBadgeRuleMet, readBadgeMetrics, toBadgeSummary } from './badge-rules';
import type { EarnedBadge } from '@/lib/earned-badge';
import { ensureLearningProfile, readLearningProfile, type LearningProfile } from './learning-profile';
import { writeChildDay } from './record-learning-day';

/** Bonus XP can unlock an XP badge, whose bonus can unlock another: a few rounds at most, never a loop. */
const MAX_EVALUATION_ROUNDS = 10;

/** What an evaluation awarded, and where its bonuses left the child's totals. */
export interface BadgeEvaluation {
  /** The badges just awarded, in badge order. */
  badges: EarnedBadge[];
  /** The child's XP total after the bonuses; null when no bonus was paid (the total did not move). */
  xp: number | null;
  /** The XP of the child's day after the bonuses; null when no bonus was paid. */
  todayXp: number | null;
  /** The child's row as the evaluation held it locked (null: no such person), to name them in what follows. */
  child: PersonCard | null;
}

/**
 * Awards every active badge whose rule the child now meets and does not hold yet, at the moment `at`
 * (decision 009). Call it in the transaction of whatever may have met a rule (a lesson completion; the simulator's
 * trades). Each badge is awarded once (user_badges' key, ON CONFLICT DO NOTHING), gives its XP bonus once
 * (ledger source `badge:<id>`) and is audited. `known`: the child's learning profile and streak as the caller's
 * transaction holds them (rewardLearning), and the child's row if the caller locked it, so none is read again.
 * The badges a round awards are written together: one statement for the awards, one for their bonuses (none when
 * they carry none), one for their audit entries (decision 022: the cost is per statement, not per badge).
 */
export async function evaluateBadges(tx: Tx, userId: string, at: Date, known?: { profile: LearningProfile; streak: number; child?: PersonCard }): Promise<BadgeEvaluation> {
  // The child's row first, as every XP change does: evaluations for one child run one after the other.
  const child = known?.child ?? (await lockPersonCard(tx, userId));
  const evaluation: BadgeEvaluation = { badges: [], xp: null, todayXp: null, child };
  if (!child) return evaluation;
  const displayName = fullNameOrEmail(child);
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
  if (candidates.length === 0) return evaluation;
  let metrics = await readBadgeMetrics(tx, userId, candidates, async () => known?.streak ?? (await readLearningProfile(tx, userId)).streakCurrent);
  let profile = known?.profile;
  let pending = candidates;
  for (let round = 0; round < MAX_EVALUATION_ROUNDS && pending.length > 0; round++) {
    const met = pending.filter((candidate) => isBadgeRuleMet(candidate, metrics));
    if (met.length === 0) break;
    const inserted = await tx
      .insert(userBadges)
      .values(met.map((badge) => ({ userId, badgeId: badge.id, awardedAt: at })))
      .onConflictDoNothing()
      .returning({ badgeId: userBadges.badgeId });
    const awarded = met.filter((badge) => inserted.some((row) => row.badgeId === badge.id));
    let bonusGiven = false;
    const bonuses = awarded.filter((badge) => badge.xpBonus > 0);
    if (bonuses.length > 0) {
      // Only the zone is read: a profile the caller already holds (rewardLearning's) serves.
      profile ??= await ensureLearningProfile(tx, userId);
      const paid = await writeChildDay(tx, userId, {
        at,
        day: localDay(at, profile.timeZone),
        items: bonuses.map((badge) => ({ amount: badge.xpBonus, reason: 'badge', sourceId: `badge:${badge.id}` })),
      });
      if (paid.xp !== null) {
        bonusGiven = true;
        metrics = { ...metrics, xp: paid.xp };
        evaluation.xp = paid.xp;
        evaluation.todayXp = paid.todayXp;
      }
    }
    await writeAuditEntries(
      tx,
      { ...child, id: userId },
      awarded.map((badge) => ({
        actionType: 'badge_awarded',
        component: 'learning',
        entityId: String(badge.id),
        message: `${child.email} earned the badge "${badge.name}"`,
        details: { badgeId: badge.id, slug: badge.slug, name: badge.name, xpBonus: badge.xpBonus, displayName, avatarSeed: child.avatarSeed, avatarVariant: child.avatarVariant },
      })),
    );
    evaluation.badges.push(...awarded.map(toBadgeSummary));
    // Only a bonus changes a measure between rounds, and the only measure it changes is XP (the bonuses' statement
    // returns the new total): another round can only find XP badges, so it needs no query (decision 022). Without a
    // bonus, nothing.
    if (!bonusGiven) break;
    pending = pending.filter((candidate) => candidate.ruleKind === 'xp' && !met.includes(candidate));
  }
  return evaluation;
}
