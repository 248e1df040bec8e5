import { QueryBuilder } from 'drizzle-orm/pg-core';
import { userBadges } from '@/db/schema';

/*
 * The badges awarded as a read model (decision 055: progress owns them), for the reads of other modules that count
 * over many rows in one statement (the back office's analytics, decision 038). A subquery: the caller joins it under
 * its own name and nothing is written through it. No 'server-only'.
 */

const builder = new QueryBuilder();

/** A badge awarded: to whom, which badge, when. */
export function badgeAwardView<TAlias extends string = 'award'>(name: TAlias = 'award' as TAlias) {
  return builder.select({ userId: userBadges.userId, badgeId: userBadges.badgeId, awardedAt: userBadges.awardedAt }).from(userBadges).as(name);
}
