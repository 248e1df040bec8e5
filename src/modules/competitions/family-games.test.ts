import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as summaryRoute } from '@/app/competitions/[id]/summary/route';
import { getDb } from '@/db/client';
import { competitionClasses, competitions } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { parseCsv } from '@/lib/csv';
import { localDay } from '@/lib/time-zones';
import { addStudent, answerMembership, classWith, codeOf } from '@/modules/classes/test-fixtures';
import { endLink } from '@/modules/families/test-fixtures';
import { accountOf, createStock, linkFamily, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import { can, competitionKindFor } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { appErrorOf, signInHeaders } from '../../../tests/factories';
import { exportClassSummaryCsv } from './class-summary';
import { joinCompetition } from './join-competition';
import { cancelCompetition, createCompetition, updateCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { getCompetitionPage, listMyCompetitions, listOwnCompetitions } from './queries';
import { rankingChannelOf } from './ranking-streams';
import { getCertificates, listChildGameResults } from './results';
import type { CompetitionRulesInput } from './schemas';
import { finishDueCompetitions } from './standings';

/*
 * Decision 074, a parent's family game: made for their own linked children (families says who they are), no classes,
 * no teams; the children join and trade as in a class game; the parent follows it as a teacher does; anyone else's
 * child is told it does not exist.
 */

const ORIGIN = 'http://localhost:3000';
const today = () => localDay(new Date(), 'UTC');

function rules(overrides: Partial<CompetitionRulesInput> = {}): CompetitionRulesInput {
  return { name: 'Kitchen-table game', classIds: [], startsOn: today(), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '2000', marketOrders: true, limitOrders: false, symbols: [], ...overrides };
}

function buy(actor: Actor, competitionId: string, symbol: string, shares: number) {
  return placeCompetitionOrder(actor, { competitionId, symbol, side: 'buy', type: 'market', shares, idempotencyKey: randomUUID() });
}

/** A parent with two linked children, Ada and Ben, a family game of theirs, and a stock. */
async function familyGame(overrides: Partial<CompetitionRulesInput> = {}) {
  const parent = await trader({ role: 'parent', firstName: 'Pat' });
  const ada = await trader({ role: 'child', firstName: 'Ada', lastName: 'Home' });
  const ben = await trader({ role: 'child', firstName: 'Ben', lastName: 'Home' });
  await linkFamily(parent.id, ada.id);
  await linkFamily(parent.id, ben.id);
  const stock = await createStock({ price: '10', sector: 'Technology' });
  const { id } = await createCompetition(parent, rules(overrides));
  return { parent, ada, ben, stock, id };
}

beforeAll(async () => {
  await seedBadges(getDb());
});

beforeEach(async () => {
  await resetSettings();
});

describe('a parent runs a family game for their own children', () => {
  it('makes a family game with no classes, lists it, and the policy says a parent makes family games, a tutor and a school admin class games', async () => {
    const { parent, id } = await familyGame();
    const [row] = await getDb().select({ kind: competitions.kind, teamSize: competitions.teamSize, creatorId: competitions.creatorId }).from(competitions).where(eq(competitions.id, id));
    expect(row).toEqual({ kind: 'family', teamSize: 1, creatorId: parent.id });
    expect(await getDb().select().from(competitionClasses).where(eq(competitionClasses.competitionId, id))).toEqual([]);
    expect((await listOwnCompetitions(parent)).map((summary) => [summary.id, summary.kind, summary.classNames])).toEqual([[id, 'family', '']]);
    expect(competitionKindFor(parent)).toBe('family');
    expect(competitionKindFor(await trader({ role: 'tutor' }))).toBe('class');
    expect(competitionKindFor(await trader({ role: 'child' }))).toBeNull();
    expect(competitionKindFor(await trader({ role: 'school_admin' }))).toBe('class');
  });

  it('refuses a team game or a class in a family game, before the start too', async () => {
    const { tutor, group } = await classWith('Zoe');
    const parent = await trader({ role: 'parent' });
    const teams = await appErrorOf(createCompetition(parent, rules({ teamSize: 2, teamFormation: 'class' })));
    expect([teams.status, teams.fieldErrors?.teamSize]).toEqual([400, 'competitions.errors.familyNoTeams']);
    // Another's class, or any class at all: a family game is for no class.
    const named = await appErrorOf(createCompetition(parent, rules({ classIds: [group.id] })));
    expect([named.status, named.fieldErrors?.classIds]).toEqual([400, 'competitions.errors.familyNoClasses']);
    expect(await listOwnCompetitions(parent)).toEqual([]);

    const later = await familyGame({ startsOn: addDays(today(), 2) });
    await updateCompetition(later.parent, { competitionId: later.id, ...rules({ name: 'Summer game', startsOn: addDays(today(), 3) }) });
    expect((await getDb().select({ name: competitions.name }).from(competitions).where(eq(competitions.id, later.id)))[0]!.name).toBe('Summer game');
    const changed = await appErrorOf(updateCompetition(later.parent, { competitionId: later.id, ...rules({ teamSize: 3 }) }));
    expect([changed.status, changed.fieldErrors?.teamSize]).toEqual([400, 'competitions.errors.familyNoTeams']);
    const classed = await appErrorOf(updateCompetition(later.parent, { competitionId: later.id, ...rules({ classIds: [group.id] }) }));
    expect([classed.status, classed.fieldErrors?.classIds]).toEqual([400, 'competitions.errors.familyNoClasses']);
    // The database holds the rule too: a family game is played alone.
    await expect(getDb().execute(sql`update competitions set team_size = 2 where id = ${later.id}`)).rejects.toThrow();
    // The tutor's game is for a class, as before: none named is a form error, another tutor's class a 404.
    const none = await appErrorOf(createCompetition(tutor, rules()));
    expect([none.status, none.fieldErrors?.classIds]).toEqual([400, 'competitions.errors.classRequired']);
    const foreign = await appErrorOf(createCompetition(await trader({ role: 'tutor' }), rules({ classIds: [group.id] })));
    expect([foreign.status, foreign.message]).toEqual([404, 'competitions.errors.classNotFound']);
  });

  it('lets their linked children see, join and trade; another parent’s child, an unlinked child and another parent get a 404', async () => {
    const { parent, ada, ben, stock, id } = await familyGame();
    // Ada is also in a class with its own game: she sees both, each for what it is.
    const school = await classWith('Cleo');
    await linkFamily(school.members[0]!.parent.id, ada.id);
    const { id: classGameId } = await createCompetition(school.tutor, rules({ name: 'Class game', classIds: [school.group.id] }));
    await addStudent(school.tutor, { classId: school.group.id, code: await codeOf(ada) });
    await answerMembership(parent, { classId: school.group.id, childId: ada.id }, true);
    expect((await listMyCompetitions(ada)).map((summary) => [summary.name, summary.kind]).sort()).toEqual([
      ['Class game', 'class'],
      ['Kitchen-table game', 'family'],
    ]);
    // Ben, in no class, sees only the family game: a class game is never reached through a family link.
    expect((await listMyCompetitions(ben)).map((summary) => summary.id)).toEqual([id]);
    expect((await appErrorOf(joinCompetition(ben, { competitionId: classGameId }))).status).toBe(404);

    const before = await accountOf(ada.id);
    await joinCompetition(ada, { competitionId: id });
    expect((await buy(ada, id, stock.symbol, 30)).outcome).toBe('filled');
    expect(await accountOf(ada.id)).toEqual(before);
    const adaPage = await getCompetitionPage(ada, { competitionId: id });
    expect([adaPage.view, adaPage.portfolio?.holdings.map((holding) => [holding.symbol, holding.shares])]).toEqual(['child', [[stock.symbol, 30]]]);

    // The parent follows it as a teacher does: every entry, who has not traded, the live ranking's channel.
    await joinCompetition(ben, { competitionId: id });
    const followed = await getCompetitionPage(parent, { competitionId: id });
    expect(followed.view).toBe('teacher');
    expect(followed.competition.kind).toBe('family');
    expect(followed.standings.flatMap((row) => row.names).sort()).toEqual(['Ada H.', 'Ben H.']);
    expect(followed.notTraded).toEqual(['Ben H.']);
    expect(await rankingChannelOf({ id: parent.id, role: 'parent' }, id)).not.toBeNull();

    // Anyone else's child, a child linked to nobody, another parent: it does not exist.
    const other = await familyGame();
    const unlinked = await trader({ role: 'child' });
    for (const [who, child] of [
      ['another parent’s child', other.ada],
      ['an unlinked child', unlinked],
    ] as const) {
      expect([who, (await appErrorOf(joinCompetition(child, { competitionId: id }))).status]).toEqual([who, 404]);
      expect([who, (await appErrorOf(getCompetitionPage(child, { competitionId: id }))).status]).toEqual([who, 404]);
      expect([who, (await appErrorOf(buy(child, id, stock.symbol, 1))).status]).toEqual([who, 404]);
      expect((await listMyCompetitions(child)).map((summary) => summary.id)).not.toContain(id);
    }
    expect((await appErrorOf(getCompetitionPage(other.parent, { competitionId: id }))).status).toBe(404);
    expect((await appErrorOf(cancelCompetition(other.parent, { competitionId: id }))).status).toBe(404);
    expect(await rankingChannelOf({ id: other.parent.id, role: 'parent' }, id)).toBeNull();
    expect(await rankingChannelOf({ id: other.ada.id, role: 'child' }, id)).toBeNull();
    // The tutor of Ada's class reaches the family game no more than a stranger.
    expect((await appErrorOf(getCompetitionPage(school.tutor, { competitionId: id }))).status).toBe(404);
    // A parent never plays: they hold no permission to take part.
    expect(can(parent, 'take-part:competition:own')).toBe(false);

    // Once the link ends, the child no longer reaches the family game.
    await endLink(parent, ben.id);
    expect((await appErrorOf(buy(ben, id, stock.symbol, 1))).status).toBe(404);
  });

  it('freezes like a class game: the parent prints every child’s certificate and the summary, each child their own', async () => {
    const { parent, ada, ben, stock, id } = await familyGame();
    await joinCompetition(ada, { competitionId: id });
    await joinCompetition(ben, { competitionId: id });
    await buy(ada, id, stock.symbol, 50);
    await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(competitions.id, id));
    await finishDueCompetitions();

    const all = await getCertificates(parent, { competitionId: id }, 'en');
    expect([all.reader, all.competition.kind, all.certificates.map((certificate) => certificate.firstName).sort()]).toEqual(['teacher', 'family', ['Ada', 'Ben']]);
    expect((await getCertificates(ada, { competitionId: id }, 'en')).certificates.map((certificate) => certificate.childId)).toEqual([ada.id]);
    // The parent's /progress lists it beside their child's class games.
    expect((await listChildGameResults(parent, ada.id)).map((result) => result.competitionId)).toEqual([id]);
    const summary = await exportClassSummaryCsv(parent, { competitionId: id }, 'fr');
    const [, ...rows] = parseCsv(summary.body).map((record) => record.fields);
    expect(rows.map((row) => row[1])).toEqual(['Jeu en famille', 'Jeu en famille']);
    // Through the route, signed in: the parent's own game's summary; another parent's child's parent: none.
    const cookie = (await signInHeaders(parent.email)).get('cookie')!;
    const response = await summaryRoute(new NextRequest(`${ORIGIN}/competitions/${id}/summary`, { headers: { cookie } }), { params: Promise.resolve({ id }) });
    expect(response.status).toBe(200);
    const stranger = await trader({ role: 'parent' });
    expect((await appErrorOf(exportClassSummaryCsv(stranger, { competitionId: id }, 'en'))).status).toBe(404);
  });
});
