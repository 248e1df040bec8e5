import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { classes, classMembers, competitionClasses, competitionEntries, competitionParticipants, competitions, competitionValueSnapshots, users } from '../../../src/db/schema';
import { createAccount } from '../../../src/modules/accounts/runtime';
import { onPlan } from '../../../src/modules/billing/test-fixtures';
import { TEAM_GAME } from './team-game';

/**
 * The team journey's class (tests/e2e/support/team-game.ts): the tutor, four approved children, and a team game of
 * theirs whose end passed yesterday, still open: the leader's `competition-end` job freezes it once the server runs.
 * Its last four hours are in its value history (decision 072): the Otters climbed steadily, the Turtles jumped up and
 * down, so once frozen with its final snapshot the Otters lead by steadiness too.
 */
export async function prepareTeamGame(db: Db, now = new Date()): Promise<void> {
  const account = async (person: { email: string; password: string; firstName: string; lastName: string }, role: 'child' | 'tutor') => {
    const made = await createAccount(db, { ...person, role, emailVerified: true });
    await db.update(users).set({ welcomeSent: true }).where(eq(users.id, made.id));
    return made;
  };
  const tutor = await account(TEAM_GAME.tutor, 'tutor');
  await onPlan(tutor, 'classroom', now);
  const { alba, bruno, cleo, dario } = TEAM_GAME.children;
  const children = [await account(alba, 'child'), await account(bruno, 'child'), await account(cleo, 'child'), await account(dario, 'child')];
  const [group] = await db.insert(classes).values({ tutorId: tutor.id, name: TEAM_GAME.className, timeZone: 'UTC' }).returning({ id: classes.id });
  await db.insert(classMembers).values(children.map((child) => ({ classId: group!.id, childId: child.id, status: 'approved' as const, decidedAt: now, decidedBy: tutor.id })));

  const id = TEAM_GAME.endedGameId;
  await db.insert(competitions).values({
    id,
    creatorId: tutor.id,
    name: TEAM_GAME.endedGameName,
    startsOn: sql`current_date - 14`,
    endsOn: sql`current_date - 2`,
    timeZone: 'UTC',
    startsAt: sql`(current_date - 14)::timestamp at time zone 'UTC'`,
    endsAt: sql`(current_date - 1)::timestamp at time zone 'UTC'`,
    startingCash: '10000',
    teamSize: 2,
    teamFormation: 'class',
  });
  await db.insert(competitionClasses).values({ competitionId: id, classId: group!.id });
  const [otters] = await db.insert(competitionEntries).values({ competitionId: id, teamName: 'braveOtters', cash: '10400' }).returning({ id: competitionEntries.id });
  const [turtles] = await db.insert(competitionEntries).values({ competitionId: id, teamName: 'wiseTurtles', cash: '9800' }).returning({ id: competitionEntries.id });
  await db.insert(competitionParticipants).values([
    { competitionId: id, userId: children[0]!.id, entryId: otters!.id },
    { competitionId: id, userId: children[1]!.id, entryId: otters!.id },
    { competitionId: id, userId: children[2]!.id, entryId: turtles!.id },
    { competitionId: id, userId: children[3]!.id, entryId: turtles!.id },
  ]);
  const hours: [otters: string, turtles: string][] = [
    ['10000', '10000'],
    ['10150', '10300'],
    ['10250', '9700'],
    ['10320', '9900'],
  ];
  await db.insert(competitionValueSnapshots).values(
    hours.flatMap(([ottersValue, turtlesValue], index) => {
      const takenAt = sql`(current_date - 1)::timestamp at time zone 'UTC' - ${`${hours.length - index} hours`}::interval`;
      const ottersRank = Number(ottersValue) >= Number(turtlesValue) ? 1 : 2;
      const turtlesRank = Number(turtlesValue) >= Number(ottersValue) ? 1 : 2;
      return [
        { competitionId: id, entryId: otters!.id, takenAt, value: ottersValue, rank: ottersRank, diversification: '0', diversificationRank: 1 },
        { competitionId: id, entryId: turtles!.id, takenAt, value: turtlesValue, rank: turtlesRank, diversification: '0', diversificationRank: 1 },
      ];
    }),
  );
}
