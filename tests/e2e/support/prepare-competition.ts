import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { classes, classMembers, competitionClasses, competitionEntries, competitionParticipants, competitions, users } from '../../../src/db/schema';
import { DEMO } from './fixtures';

/**
 * A running competition for the demo tutor's class (decision 065), the demo child in it, so the crawl opens a
 * competition's page as its teacher and as a player (tests/e2e/support/every-page.ts).
 */
export async function prepareDemoCompetition(db: Db): Promise<void> {
  const [tutor] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.tutor.email));
  const [group] = await db.select({ id: classes.id }).from(classes).where(eq(classes.tutorId, tutor!.id)).limit(1);
  const [child] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.child.email));
  const [member] = await db.select({ childId: classMembers.childId }).from(classMembers).where(sql`${classMembers.classId} = ${group!.id} and ${classMembers.childId} = ${child!.id} and ${classMembers.status} = 'approved'`);
  const [competition] = await db
    .insert(competitions)
    .values({
      creatorId: tutor!.id,
      name: 'Spring stock game',
      startsOn: sql`current_date - 1`,
      endsOn: sql`current_date + 30`,
      timeZone: 'UTC',
      startsAt: sql`(current_date - 1)::timestamp at time zone 'UTC'`,
      endsAt: sql`(current_date + 31)::timestamp at time zone 'UTC'`,
      startingCash: '10000',
      maxPositionPct: 50,
    })
    .returning({ id: competitions.id });
  await db.insert(competitionClasses).values({ competitionId: competition!.id, classId: group!.id });
  if (!member) return;
  const [entry] = await db.insert(competitionEntries).values({ competitionId: competition!.id, cash: '10000' }).returning({ id: competitionEntries.id });
  await db.insert(competitionParticipants).values({ competitionId: competition!.id, userId: child!.id, entryId: entry!.id });
}
