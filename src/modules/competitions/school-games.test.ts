import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { classes, schoolMembers, schools } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { localDay } from '@/lib/time-zones';
import { classWith } from '@/modules/classes/test-fixtures';
import { createStock, resetSettings } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import { competitionKindFor } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { listGameClasses } from './game-classes';
import { joinCompetition } from './join-competition';
import { createCompetition, updateCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { getCompetitionPage, listOwnCompetitions } from './queries';
import { rankingChannelOf } from './ranking-streams';
import type { CompetitionRulesInput } from './schemas';

/*
 * A school admin's class games (decisions 065, 061): for any class of the school they administer (its teachers'
 * classes), never another school's or an independent tutor's; the children play as in their teacher's games; the admin
 * follows the game as its teacher, but writes to no team (a school admin writes no feedback).
 */

const today = () => localDay(new Date(), 'UTC');

function rules(classIds: string[], overrides: Partial<CompetitionRulesInput> = {}): CompetitionRulesInput {
  return { name: 'School-wide game', classIds, startsOn: today(), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '3000', marketOrders: true, limitOrders: false, symbols: [], ...overrides };
}

/** A school with its admin and a teacher of the school with one class of two approved children. */
async function schoolWithClass(name: string) {
  const [school] = await getDb().insert(schools).values({ name: `${name} ${randomBytes(4).toString('hex')}`, country: 'US' }).returning({ id: schools.id });
  const admin = await actorFor(await createTestUser({ role: 'school_admin', firstName: 'Sam', lastName: 'Head' }));
  const taught = await classWith('Ada', 'Ben');
  // A school's classes are its teachers' classes (decision 061).
  await getDb().insert(schoolMembers).values([
    { schoolId: school!.id, userId: admin.id, role: 'admin' },
    { schoolId: school!.id, userId: taught.tutor.id, role: 'teacher' },
  ]);
  await getDb().update(classes).set({ name: `${name} class` }).where(eq(classes.id, taught.group.id));
  return { schoolId: school!.id, admin, ...taught };
}

describe("a school admin's class games", () => {
  beforeAll(async () => {
    await resetSettings();
    await seedBadges(getDb());
  });

  it('are for the classes of their school only, and its children play them', async () => {
    const north = await schoolWithClass('North');
    const south = await schoolWithClass('South');
    const independent = await classWith('Zed');
    expect(competitionKindFor(north.admin)).toBe('class');
    expect(await listGameClasses(north.admin)).toEqual([{ id: north.group.id, name: 'North class', timeZone: expect.any(String) }]);

    // Another school's class, an independent tutor's, or a mix: "not found", and nothing is made.
    for (const classIds of [[south.group.id], [independent.group.id], [north.group.id, south.group.id]]) {
      expect(await appErrorOf(createCompetition(north.admin, rules(classIds)))).toMatchObject({ status: 404, message: 'competitions.errors.classNotFound' });
    }
    expect(await listOwnCompetitions(north.admin)).toEqual([]);

    const stock = await createStock({ price: '10' });
    const { id } = await createCompetition(north.admin, rules([north.group.id]));
    const [ada, ben] = north.children as [Actor, Actor];
    await joinCompetition(ada, { competitionId: id });
    await joinCompetition(ben, { competitionId: id });
    await placeCompetitionOrder(ada, { competitionId: id, symbol: stock.symbol, side: 'buy', type: 'market', shares: 10, idempotencyKey: randomUUID() });

    // The admin follows it as its teacher: every entry, who has not traded; no team messages.
    const page = await getCompetitionPage(north.admin, { competitionId: id });
    expect(page).toMatchObject({ view: 'teacher', entries: 2, notTraded: ['Ben L.'], canMessageTeams: false });
    // Every player's entry beside what they learned (none yet), and the most traded stock.
    expect(page.players).toEqual({
      skills: expect.any(Number),
      players: [
        { userId: ada.id, entryId: expect.any(String), name: 'Ada L.', cash: '2899.0000', holdings: [{ symbol: stock.symbol, shares: 10 }], trades: 1, lessonsDone: 0, skillsMastered: 0 },
        { userId: ben.id, entryId: expect.any(String), name: 'Ben L.', cash: '3000.0000', holdings: [], trades: 0, lessonsDone: 0, skillsMastered: 0 },
      ],
      mostTraded: [{ symbol: stock.symbol, trades: 1, shares: 10 }],
    });
    // A child's page has none of it.
    expect((await getCompetitionPage(ada, { competitionId: id })).players).toBeNull();
    expect(await rankingChannelOf({ id: north.admin.id, role: 'school_admin' }, id)).toBe(`competition:${id}:all`);
    // The class's own teacher, another school's admin and a child of another school are not this game's.
    for (const stranger of [north.tutor, south.admin, south.children[0]!]) {
      expect(await appErrorOf(getCompetitionPage(stranger, { competitionId: id }))).toMatchObject({ status: 404 });
    }
    // A change before the start keeps to the school's classes too.
    const later = { startsOn: addDays(today(), 1), endsOn: addDays(today(), 15) };
    const upcoming = await createCompetition(north.admin, rules([north.group.id], later));
    expect(await appErrorOf(updateCompetition(north.admin, { ...rules([south.group.id], later), competitionId: upcoming.id }))).toMatchObject({ status: 404, message: 'competitions.errors.classNotFound' });
  });

  it("a teacher's own game still offers team messages and their own classes", async () => {
    const taught = await classWith('Cy');
    expect(await listGameClasses(taught.tutor)).toEqual([{ id: taught.group.id, name: 'Maths', timeZone: expect.any(String) }]);
    const { id } = await createCompetition(taught.tutor, rules([taught.group.id], { teamSize: 2, teamFormation: 'teacher' }));
    expect(await getCompetitionPage(taught.tutor, { competitionId: id })).toMatchObject({ view: 'teacher', canMessageTeams: true });
  });
});
