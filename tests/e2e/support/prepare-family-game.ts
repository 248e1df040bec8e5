import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { competitionEntries, competitionParticipants, competitions, familyLinks, users } from '../../../src/db/schema';
import { createAccount } from '../../../src/modules/accounts/runtime';
import { FAMILY_GAME } from './family-game';

/**
 * The family journey's people (tests/e2e/support/family-game.ts): the parent, their two linked children, a child
 * linked to nobody, and a family game of theirs (no classes, decision 074) whose end passed yesterday, still open:
 * the leader's `competition-end` job freezes it once the server runs.
 */
export async function prepareFamilyGame(db: Db): Promise<void> {
  const account = async (person: { email: string; password: string; firstName: string; lastName: string }, role: 'child' | 'parent') => {
    const made = await createAccount(db, { ...person, role, emailVerified: true });
    await db.update(users).set({ welcomeSent: true }).where(eq(users.id, made.id));
    return made;
  };
  const parent = await account(FAMILY_GAME.parent, 'parent');
  const mila = await account(FAMILY_GAME.children.mila, 'child');
  const noah = await account(FAMILY_GAME.children.noah, 'child');
  await account(FAMILY_GAME.outsider, 'child');
  await db.insert(familyLinks).values([
    { parentId: parent.id, childId: mila.id, consenting: true },
    { parentId: parent.id, childId: noah.id, consenting: true },
  ]);

  const id = FAMILY_GAME.endedGameId;
  await db.insert(competitions).values({
    id,
    creatorId: parent.id,
    kind: 'family',
    name: FAMILY_GAME.endedGameName,
    startsOn: sql`current_date - 9`,
    endsOn: sql`current_date - 2`,
    timeZone: 'UTC',
    startsAt: sql`(current_date - 9)::timestamp at time zone 'UTC'`,
    endsAt: sql`(current_date - 1)::timestamp at time zone 'UTC'`,
    startingCash: '5000',
  });
  const [milaEntry] = await db.insert(competitionEntries).values({ competitionId: id, cash: '5300' }).returning({ id: competitionEntries.id });
  const [noahEntry] = await db.insert(competitionEntries).values({ competitionId: id, cash: '4900' }).returning({ id: competitionEntries.id });
  await db.insert(competitionParticipants).values([
    { competitionId: id, userId: mila.id, entryId: milaEntry!.id },
    { competitionId: id, userId: noah.id, entryId: noahEntry!.id },
  ]);
}
