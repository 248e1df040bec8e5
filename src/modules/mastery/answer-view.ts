import { QueryBuilder } from 'drizzle-orm/pg-core';
import { answerEvents } from '@/db/schema';

/*
 * When each person answered a question, as a read model (decision 055: mastery owns the answers), for counts of who
 * was active (a school's active learners, decision 061). A subquery the caller joins; nothing is written through it.
 */

const builder = new QueryBuilder();

export function answerTimeView<TAlias extends string = 'answerTime'>(name: TAlias = 'answerTime' as TAlias) {
  return builder.select({ userId: answerEvents.userId, answeredAt: answerEvents.answeredAt }).from(answerEvents).as(name);
}
