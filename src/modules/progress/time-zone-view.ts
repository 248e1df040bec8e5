import { QueryBuilder } from 'drizzle-orm/pg-core';
import { learningProfiles } from '@/db/schema';

/*
 * Each learner's time zone as a read model (decision 055: progress owns the learning profiles), for the statements of
 * modules that count a child's days where the child lives (mastery's standings and review queue, decision 052). A
 * subquery: the caller joins it under its own name and nothing is written through it. A child with no profile yet has
 * no row; the caller reads UTC then, as progress does (decision 009). No 'server-only': the custom server provides it
 * to mastery at start (decision 059).
 */

const builder = new QueryBuilder();

/** A learner's IANA zone: `userId`, `timeZone`. */
export function learnerTimeZoneView<TAlias extends string = 'zone'>(name: TAlias = 'zone' as TAlias) {
  return builder.select({ userId: learningProfiles.userId, timeZone: learningProfiles.timeZone }).from(learningProfiles).as(name);
}
