import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { classes, competitionClasses, competitionEntries, competitionParticipants, competitionResults, competitions, users } from '../../../src/db/schema';
import { DEMO } from './fixtures';

/** The finished game's id: fixed, so the crawl opens its certificates by address (tests/e2e/support/every-page.ts). */
export const FINISHED_COMPETITION_ID = '6e0c0065-0000-4000-8000-00000000c065';

/**
 * A competition of the demo tutor's class that ended last week with its results frozen (decision 065), the demo child
 * in it, so the crawl opens the certificates as the child, the child's parent (the demo parent) and the teacher. It
 * started before the running demo game, so a competitions list still leads to that one first.
 */
export async function prepareFinishedCompetition(db: Db): Promise<void> {
  const [tutor] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.tutor.email));
  const [group] = await db.select({ id: classes.id }).from(classes).where(eq(classes.tutorId, tutor!.id)).limit(1);
  const [child] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.child.email));
  await db.insert(competitions).values({
    id: FINISHED_COMPETITION_ID,
    creatorId: tutor!.id,
    name: 'Autumn stock game',
    startsOn: sql`current_date - 20`,
    endsOn: sql`current_date - 7`,
    timeZone: 'UTC',
    startsAt: sql`(current_date - 20)::timestamp at time zone 'UTC'`,
    endsAt: sql`(current_date - 6)::timestamp at time zone 'UTC'`,
    startingCash: '10000',
    // In teams (decision 067), so the crawl opens the team certificates too: the demo child's team of one.
    teamSize: 2,
    teamFormation: 'class',
    status: 'finished',
    finishedAt: sql`(current_date - 6)::timestamp at time zone 'UTC'`,
  });
  await db.insert(competitionClasses).values({ competitionId: FINISHED_COMPETITION_ID, classId: group!.id });
  const [entry] = await db.insert(competitionEntries).values({ competitionId: FINISHED_COMPETITION_ID, teamName: 'braveOtters', cash: '10250.5' }).returning({ id: competitionEntries.id });
  await db.insert(competitionParticipants).values({ competitionId: FINISHED_COMPETITION_ID, userId: child!.id, entryId: entry!.id });
  await db.insert(competitionResults).values({ competitionId: FINISHED_COMPETITION_ID, entryId: entry!.id, rank: 1, value: '10250.5', cash: '10250.5', stocksHeld: 0, diversification: '0' });
}
