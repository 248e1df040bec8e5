import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { competitionEntries, competitionOrders, competitionParticipants, competitionResults, competitions, simHoldings, stocks } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { parseCsv } from '@/lib/csv';
import { localDay } from '@/lib/time-zones';
import { classWith } from '@/modules/classes/test-fixtures';
import { accountOf, createStock, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { exportClassSummaryCsv } from './class-summary';
import { joinCompetition } from './join-competition';
import { createCompetition, updateCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { getCompetitionPage } from './queries';
import { getCertificates } from './results';
import type { CompetitionRulesInput } from './schemas';
import { finishDueCompetitions } from './standings';
import { createTeam, joinTeam, leaveTeam, placeInTeam } from './teams';

/*
 * Decision 067, teams: formed before the start only (by the class or the teacher), within the size, by the approved
 * members of the game's classes, one team per child; a team's players share one portfolio; rankings, the frozen
 * results, the certificates and the class summary name the team.
 */

const today = () => localDay(new Date(), 'UTC');

function rules(classIds: string[], overrides: Partial<CompetitionRulesInput> = {}): CompetitionRulesInput {
  return { name: 'Team game', classIds, startsOn: addDays(today(), 1), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '5000', marketOrders: true, limitOrders: false, symbols: [], teamSize: 2, teamFormation: 'class', ...overrides };
}

function buy(actor: Actor, competitionId: string, symbol: string, shares: number, side: 'buy' | 'sell' = 'buy') {
  return placeCompetitionOrder(actor, { competitionId, symbol, side, type: 'market', shares, idempotencyKey: randomUUID() });
}

async function start(competitionId: string) {
  await getDb().update(competitions).set({ startsAt: sql`now() - interval '1 second'` }).where(eq(competitions.id, competitionId));
}

async function teamGame(overrides: Partial<CompetitionRulesInput> = {}) {
  const made = await classWith('Ada', 'Ben', 'Cy', 'Dee');
  const { id } = await createCompetition(made.tutor, rules([made.group.id], overrides));
  return { ...made, id, children: made.children as [Actor, Actor, Actor, Actor] };
}

const membersOf = async (entryId: string) =>
  (await getDb().select({ userId: competitionParticipants.userId }).from(competitionParticipants).where(eq(competitionParticipants.entryId, entryId))).map((row) => row.userId).sort();

beforeAll(async () => {
  await seedBadges(getDb());
});

beforeEach(async () => {
  await resetSettings();
});

describe('teams are formed before the start, within the rules', () => {
  it('the class forms them: a child starts a team under a free friendly name, classmates join while it has room, one team each', async () => {
    const { id, children, pending, tutor, group } = await teamGame();
    const [ada, ben, cy, dee] = children;
    const otters = await createTeam(ada, { competitionId: id, teamName: 'braveOtters' });
    expect(await joinTeam(ben, { competitionId: id, entryId: otters.entryId })).toEqual(otters);
    expect(await joinTeam(ben, { competitionId: id, entryId: otters.entryId })).toEqual(otters);
    expect(await membersOf(otters.entryId)).toEqual([ada.id, ben.id].sort());

    const full = await appErrorOf(joinTeam(cy, { competitionId: id, entryId: otters.entryId }));
    expect([full.status, full.message]).toEqual([409, 'competitions.errors.teamFull']);
    const taken = await appErrorOf(createTeam(cy, { competitionId: id, teamName: 'braveOtters' }));
    expect([taken.status, taken.message]).toEqual([409, 'competitions.errors.teamNameTaken']);
    const typed = await appErrorOf(createTeam(cy, { competitionId: id, teamName: 'The Winners!!' }));
    expect([typed.status, typed.fieldErrors?.teamName]).toEqual([400, 'competitions.errors.teamNameInvalid']);
    const turtles = await createTeam(cy, { competitionId: id, teamName: 'wiseTurtles' });
    const twice = await appErrorOf(createTeam(ada, { competitionId: id, teamName: 'kindBears' }));
    expect([twice.status, twice.message]).toEqual([409, 'competitions.errors.alreadyInTeam']);
    const switched = await appErrorOf(joinTeam(ada, { competitionId: id, entryId: turtles.entryId }));
    expect([switched.status, switched.message]).toEqual([409, 'competitions.errors.alreadyInTeam']);
    // A team game is joined through a team, never alone.
    const alone = await appErrorOf(joinCompetition(dee, { competitionId: id }));
    expect([alone.status, alone.message]).toEqual([409, 'competitions.errors.joinATeam']);

    // Only the approved members of the classes: a child whose membership waits, another class's child, a parent.
    expect((await appErrorOf(createTeam(pending, { competitionId: id, teamName: 'kindBears' }))).status).toBe(404);
    expect((await appErrorOf(joinTeam(await trader({ role: 'child' }), { competitionId: id, entryId: turtles.entryId }))).status).toBe(404);
    expect((await appErrorOf(joinTeam(await trader({ role: 'parent' }), { competitionId: id, entryId: turtles.entryId }))).status).toBe(403);
    const unknown = await appErrorOf(joinTeam(dee, { competitionId: id, entryId: randomUUID() }));
    expect([unknown.status, unknown.message]).toEqual([404, 'competitions.errors.teamNotFound']);

    // The teacher moves a child between teams; the team left empty goes; a pending child cannot be placed.
    const noRoom = await appErrorOf(placeInTeam(tutor, { competitionId: id, childId: cy.id, entryId: otters.entryId }));
    expect([noRoom.status, noRoom.message]).toEqual([409, 'competitions.errors.teamFull']);
    await placeInTeam(tutor, { competitionId: id, childId: ben.id, entryId: turtles.entryId });
    expect(await membersOf(turtles.entryId)).toEqual([ben.id, cy.id].sort());
    const moved = await placeInTeam(tutor, { competitionId: id, childId: ada.id, entryId: 'new' });
    expect(await getDb().select().from(competitionEntries).where(eq(competitionEntries.id, otters.entryId))).toEqual([]);
    // The first free name when she leaves: her old team's is still hers at that moment.
    expect((await getDb().select().from(competitionEntries).where(eq(competitionEntries.id, moved.entryId)))[0]!.teamName).toBe('brightOwls');
    const notMember = await appErrorOf(placeInTeam(tutor, { competitionId: id, childId: pending.id, entryId: 'new' }));
    expect([notMember.status, notMember.message]).toEqual([400, 'competitions.errors.childNotInClass']);
    expect((await appErrorOf(placeInTeam(await trader({ role: 'tutor' }), { competitionId: id, childId: dee.id, entryId: 'new' }))).status).toBe(404);

    // Teams made for a size cannot be turned into children alone; the same size is fine.
    const resized = await appErrorOf(updateCompetition(tutor, { competitionId: id, ...rules([group.id], { teamSize: 1 }) }));
    expect([resized.status, resized.message]).toEqual([409, 'competitions.errors.teamsFormed']);
    await updateCompetition(tutor, { competitionId: id, ...rules([group.id], { teamSize: 3 }) });

    // Once the game has begun, nobody joins or moves.
    await start(id);
    const late = await appErrorOf(joinTeam(dee, { competitionId: id, entryId: turtles.entryId }));
    expect([late.status, late.message]).toEqual([409, 'competitions.errors.teamsClosed']);
    const lateMove = await appErrorOf(placeInTeam(tutor, { competitionId: id, childId: dee.id, entryId: turtles.entryId }));
    expect([lateMove.status, lateMove.message]).toEqual([409, 'competitions.errors.teamsClosed']);
  });

  it('a child leaves the team they chose before the start: the team keeps its others, a team left empty goes, and the child may join another', async () => {
    const { id, children, pending } = await teamGame();
    const [ada, ben, cy] = children;
    const otters = await createTeam(ada, { competitionId: id, teamName: 'braveOtters' });
    await joinTeam(ben, { competitionId: id, entryId: otters.entryId });
    const turtles = await createTeam(cy, { competitionId: id, teamName: 'wiseTurtles' });

    // Ben tapped the wrong team: he leaves it (a second tap changes nothing) and joins the other one.
    await leaveTeam(ben, { competitionId: id });
    await leaveTeam(ben, { competitionId: id });
    expect(await membersOf(otters.entryId)).toEqual([ada.id]);
    await joinTeam(ben, { competitionId: id, entryId: turtles.entryId });
    expect(await membersOf(turtles.entryId)).toEqual([ben.id, cy.id].sort());
    expect((await getCompetitionPage(ben, { competitionId: id })).myTeam?.entryId).toBe(turtles.entryId);

    // Ada was alone in hers: it goes with her, and its name is free again.
    await leaveTeam(ada, { competitionId: id });
    expect(await getDb().select().from(competitionEntries).where(eq(competitionEntries.id, otters.entryId))).toEqual([]);
    await createTeam(ada, { competitionId: id, teamName: 'braveOtters' });

    // Only a member of the classes (a pending child: 404; a parent: 403), and only before the start.
    expect((await appErrorOf(leaveTeam(pending, { competitionId: id }))).status).toBe(404);
    expect((await appErrorOf(leaveTeam(await trader({ role: 'parent' }), { competitionId: id }))).status).toBe(403);
    expect((await appErrorOf(leaveTeam(ada, { competitionId: 'not a game' }))).status).toBe(404);
    await start(id);
    const late = await appErrorOf(leaveTeam(cy, { competitionId: id }));
    expect([late.status, late.message]).toEqual([409, 'competitions.errors.teamsClosed']);
    expect(await membersOf(turtles.entryId)).toEqual([ben.id, cy.id].sort());

    // When the teacher forms the teams, the teacher moves children; a child cannot leave.
    const led = await teamGame({ teamFormation: 'teacher' });
    await placeInTeam(led.tutor, { competitionId: led.id, childId: led.children[0].id, entryId: 'new' });
    const refused = await appErrorOf(leaveTeam(led.children[0], { competitionId: led.id }));
    expect([refused.status, refused.message]).toEqual([403, 'competitions.errors.teacherFormsTeams']);
  });

  it('the teacher forms them: children may not start or join a team (403); a game alone has no teams (409)', async () => {
    const { id, children, tutor } = await teamGame({ teamFormation: 'teacher' });
    const refused = await appErrorOf(createTeam(children[0], { competitionId: id, teamName: 'kindBears' }));
    expect([refused.status, refused.message]).toEqual([403, 'competitions.errors.teacherFormsTeams']);
    const team = await placeInTeam(tutor, { competitionId: id, childId: children[0].id, entryId: 'new' });
    expect((await appErrorOf(joinTeam(children[1], { competitionId: id, entryId: team.entryId }))).status).toBe(403);
    const page = await getCompetitionPage(tutor, { competitionId: id });
    expect(page.teamsOpen).toBe(true);
    expect(page.roster.map((child) => [child.name.split(' ')[0], child.entryId])).toEqual([
      ['Ada', team.entryId],
      ['Ben', null],
      ['Cy', null],
      ['Dee', null],
    ]);

    const solo = await teamGame({ teamSize: 1 });
    const none = await appErrorOf(createTeam(solo.children[0], { competitionId: solo.id, teamName: 'kindBears' }));
    expect([none.status, none.message]).toEqual([409, 'competitions.errors.notTeams']);
  });
});

describe('a team plays with one portfolio', () => {
  async function directStandings(competitionId: string) {
    const rows = rowsOf<{ entryId: string; cash: string; worth: string | null }>(
      await getDb().execute(sql`
        select e.id as "entryId", e.cash::text as cash,
               (select sum(h.shares * s.current_price)::text from competition_holdings h join stocks s on s.id = h.stock_id where h.entry_id = e.id) as worth
        from competition_entries e where e.competition_id = ${competitionId}`),
    );
    const units = (value: string | null) => Math.round(Number(value ?? '0') * 10_000);
    const values = rows.map((row) => ({ entryId: row.entryId, value: units(row.cash) + units(row.worth) }));
    return values.map((row) => ({ entryId: row.entryId, value: (row.value / 10_000).toFixed(4), rank: 1 + values.filter((other) => other.value > row.value).length })).sort((a, b) => a.entryId.localeCompare(b.entryId));
  }

  it("takes both players' orders into the same cash and holdings, one at a time, and ranks, freezes and certifies the team", async () => {
    const { id, children, tutor } = await teamGame({ teamFormation: 'teacher' });
    const [ada, ben, cy, dee] = children;
    const tech = await createStock({ price: '10', sector: 'Technology' });
    const food = await createStock({ price: '20', sector: 'Food' });
    const otters = await placeInTeam(tutor, { competitionId: id, childId: ada.id, entryId: 'new' });
    await placeInTeam(tutor, { competitionId: id, childId: ben.id, entryId: otters.entryId });
    const owls = await placeInTeam(tutor, { competitionId: id, childId: cy.id, entryId: 'new' });
    await placeInTeam(tutor, { competitionId: id, childId: dee.id, entryId: owls.entryId });
    await start(id);
    const everyday = await accountOf(ada.id);

    expect((await buy(ada, id, tech.symbol, 100)).outcome).toBe('filled');
    expect((await buy(ben, id, food.symbol, 50)).outcome).toBe('filled');
    // Both players at once, each for more than half of what is left: the entry's lock takes them one after the other,
    // so the cash is never spent twice.
    const [first, second] = await Promise.all([buy(ada, id, tech.symbol, 150), buy(ben, id, tech.symbol, 150)]);
    expect([first.outcome, second.outcome].sort()).toEqual(['filled', 'rejected']);
    expect(await buy(cy, id, food.symbol, 100)).toMatchObject({ outcome: 'filled' });
    const [otterEntry] = await getDb().select().from(competitionEntries).where(eq(competitionEntries.id, otters.entryId));
    // $5,000 − $1,000 − $1,000 − $1,500, and the market's $1 fee for each of the three orders filled.
    expect(otterEntry!.cash).toBe('1497.0000');
    const placedBy = (await getDb().select({ by: competitionOrders.placedBy }).from(competitionOrders).where(eq(competitionOrders.entryId, otters.entryId))).map((row) => row.by);
    expect(new Set(placedBy)).toEqual(new Set([ada.id, ben.id]));

    // Both players see the same portfolio, under the team's name; the teacher sees each team's players.
    const [adaPage, benPage] = [await getCompetitionPage(ada, { competitionId: id }), await getCompetitionPage(ben, { competitionId: id })];
    expect(adaPage.portfolio).toEqual(benPage.portfolio);
    expect(adaPage.portfolio!.holdings.map((holding) => [holding.symbol, holding.shares]).sort()).toEqual([
      [food.symbol, 50],
      [tech.symbol, 250],
    ].sort());
    expect(adaPage.myTeam).toMatchObject({ entryId: otters.entryId, teamName: 'braveOtters' });
    await getDb().update(stocks).set({ currentPrice: '12' }).where(eq(stocks.id, tech.id));
    await getDb().update(stocks).set({ currentPrice: '15' }).where(eq(stocks.id, food.id));
    const teacher = await getCompetitionPage(tutor, { competitionId: id });
    expect(teacher.standings.map((row) => ({ entryId: row.entryId, value: row.value, rank: row.rank })).sort((a, b) => a.entryId.localeCompare(b.entryId))).toEqual(await directStandings(id));
    expect(teacher.standings.map((row) => [row.teamName, row.names.map((name) => name.split(' ')[0])])).toEqual([
      ['braveOtters', ['Ada', 'Ben']],
      ['brightOwls', ['Cy', 'Dee']],
    ]);
    // The everyday simulator account is untouched.
    expect(await accountOf(ada.id)).toEqual(everyday);
    expect(await getDb().select().from(simHoldings).where(eq(simHoldings.userId, ada.id))).toEqual([]);

    // The end freezes the teams' results: later prices change nothing.
    await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(competitions.id, id));
    await finishDueCompetitions();
    expect(await getDb().select().from(competitionResults).where(eq(competitionResults.competitionId, id))).toHaveLength(2);
    const frozen = (await getCompetitionPage(tutor, { competitionId: id })).standings.map((row) => [row.entryId, row.value, row.rank]);
    await getDb().update(stocks).set({ currentPrice: '1' }).where(eq(stocks.id, tech.id));
    expect((await getCompetitionPage(tutor, { competitionId: id })).standings.map((row) => [row.entryId, row.value, row.rank])).toEqual(frozen);

    // One certificate per child, naming their team and its players, in the child's language.
    const { certificates } = await getCertificates(tutor, { competitionId: id }, 'en');
    expect(certificates.map((certificate) => [certificate.firstName, certificate.team, certificate.rank])).toEqual([
      ['Ada', { name: 'Brave Otters', names: 'Ada, Ben' }, 1],
      ['Ben', { name: 'Brave Otters', names: 'Ada, Ben' }, 1],
      ['Cy', { name: 'Bright Owls', names: 'Cy, Dee' }, 2],
      ['Dee', { name: 'Bright Owls', names: 'Cy, Dee' }, 2],
    ]);
    // The class summary: a row per child with their team, the team's figures, and the orders each child placed.
    const { body } = await exportClassSummaryCsv(tutor, { competitionId: id }, 'en');
    const [header, ...rows] = parseCsv(body).map((record) => record.fields);
    expect(header!.slice(0, 4)).toEqual(['Name', 'Class', 'Team', 'Final value (USD)']);
    const value = (entryId: string) => frozen.find((row) => row[0] === entryId)![1] as string;
    expect(rows.map((row) => [row[0], row[2], row[3], row[5]])).toEqual([
      ['Ada Learner', 'Brave Otters', value(otters.entryId), '1'],
      ['Ben Learner', 'Brave Otters', value(otters.entryId), '1'],
      ['Cy Learner', 'Bright Owls', value(owls.entryId), '2'],
      ['Dee Learner', 'Bright Owls', value(owls.entryId), '2'],
    ]);
    expect(rows.map((row) => Number(row[10])).reduce((sum, count) => sum + count, 0)).toBe(5);
  });
});
