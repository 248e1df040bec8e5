import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as teamCertificatePdfRoute } from '@/app/competitions/[id]/certificates/teams/pdf/route';
import { getDb } from '@/db/client';
import { competitionResults, competitions, competitionValueSnapshots, stocks, users } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { formatMoney } from '@/lib/money';
import { localDay } from '@/lib/time-zones';
import { classWith } from '@/modules/classes/test-fixtures';
import { getDisplayRate } from '@/modules/currency';
import { createStock, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import type { Actor } from '@/server/session-flow';
import { appErrorOf, signInHeaders } from '../../../tests/factories';
import { compactText, pdftotextLines } from '../../../tests/support/pdf-text';
import { readChildCompetitions } from './child-export';
import { joinCompetition } from './join-competition';
import { createCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { finishDueCompetitions, snapshotRunningCompetitions } from './standings';
import { getTeamCertificates } from './team-certificates';
import { createTeam, joinTeam } from './teams';

/*
 * Decision 067, a team's own certificate: read from the frozen results by the game's teacher (every team), a player
 * (their own team) and a parent (their child's team), anyone else a 404, a role that holds no results a 403, not
 * before the freeze (409); its figures are the frozen result's, the steadiness score (decision 072) among them.
 */

const ORIGIN = 'http://localhost:3000';
const HOUR = 3_600_000;
const today = () => localDay(new Date(), 'UTC');

async function setPrice(stockId: number, price: string) {
  await getDb().update(stocks).set({ currentPrice: price }).where(eq(stocks.id, stockId));
}

const cookies = new Map<string, string>();
async function cookieOf(actor: Actor): Promise<string> {
  if (!cookies.has(actor.id)) cookies.set(actor.id, (await signInHeaders(actor.email)).get('cookie')!);
  return cookies.get(actor.id)!;
}

function getPdf(cookie: string, competitionId: string, teamId?: string) {
  const query = teamId ? `?team=${encodeURIComponent(teamId)}` : '';
  return teamCertificatePdfRoute(new NextRequest(`${ORIGIN}/competitions/${competitionId}/certificates/teams/pdf${query}`, { headers: { cookie } }), { params: Promise.resolve({ id: competitionId }) });
}

/**
 * A team game in euros of four in two teams, the Otters (Ada, Ben: all in tech) and the Turtles (Cy, Dee: cash),
 * three hours of value history while tech climbs, and not yet frozen.
 */
async function teamGame() {
  const made = await classWith('Ada', 'Ben', 'Cy', 'Dee');
  const [ada, ben, cy, dee] = made.children as [Actor, Actor, Actor, Actor];
  const tech = await createStock({ price: '10' });
  const { id } = await createCompetition(made.tutor, {
    name: 'Team game',
    classIds: [made.group.id],
    startsOn: addDays(today(), 1),
    endsOn: addDays(today(), 14),
    timeZone: 'UTC',
    startingCash: '5000',
    currency: 'EUR',
    marketOrders: true,
    limitOrders: false,
    symbols: [],
    teamSize: 2,
    teamFormation: 'class',
  });
  const otters = await createTeam(ada, { competitionId: id, teamName: 'braveOtters' });
  await joinTeam(ben, { competitionId: id, entryId: otters.entryId });
  const turtles = await createTeam(cy, { competitionId: id, teamName: 'wiseTurtles' });
  await joinTeam(dee, { competitionId: id, entryId: turtles.entryId });
  await getDb().update(competitions).set({ startsAt: sql`now() - interval '1 day'` }).where(eq(competitions.id, id));
  await placeCompetitionOrder(ben, { competitionId: id, symbol: tech.symbol, side: 'buy', type: 'market', shares: 300, idempotencyKey: randomUUID() });
  const now = new Date();
  for (const [index, price] of ['10.5', '11', '11.8'].entries()) {
    await setPrice(tech.id, price);
    await snapshotRunningCompetitions(new Date(now.getTime() - (3 - index) * HOUR));
  }
  await setPrice(tech.id, '12.3');
  return { ...made, ada, ben, cy, dee, tech, id, otters: otters.entryId, turtles: turtles.entryId };
}

async function end(competitionId: string) {
  await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(competitions.id, competitionId));
  await finishDueCompetitions();
}

beforeAll(async () => {
  await seedBadges(getDb());
  await resetSettings();
});

describe("a team's certificate", () => {
  it('says what the frozen results say: rank, final value, diversification and steadiness ranks, and names the players', async () => {
    const game = await teamGame();
    const early = await appErrorOf(getTeamCertificates(game.tutor, { competitionId: game.id }, 'en'));
    expect([early.status, early.message]).toEqual([409, 'competitions.errors.notFinal']);
    await end(game.id);
    // Prices after the end change nothing: the results are frozen.
    await setPrice(game.tech.id, '1');

    const frozen = await getDb().select().from(competitionResults).where(eq(competitionResults.competitionId, game.id));
    expect(frozen).toHaveLength(2);
    const set = await getTeamCertificates(game.tutor, { competitionId: game.id }, 'en');
    expect(set.reader).toBe('teacher');
    expect([set.locale, set.direction]).toEqual(['en', 'ltr']);
    expect(set.certificates.map((certificate) => certificate.name)).toEqual(['Brave Otters', 'Wise Turtles']);
    for (const certificate of set.certificates) {
      const result = frozen.find((row) => row.entryId === certificate.entryId)!;
      expect(certificate).toMatchObject({
        rank: result.rank,
        entries: 2,
        value: result.value,
        diversification: result.diversification,
        stocksHeld: result.stocksHeld,
        riskAdjusted: result.riskAdjusted,
        riskAdjustedRank: result.riskAdjustedRank,
        steadyEntries: frozen.filter((row) => row.riskAdjusted !== null).length,
      });
      expect(certificate.diversificationRank).toBe(1 + frozen.filter((row) => Number(row.diversification) > Number(result.diversification)).length);
    }
    // Tech climbed: the Otters are first, with a steadiness score (three hours and the end); all-cash Turtles score 0.
    const [otters, turtles] = set.certificates as [(typeof set.certificates)[0], (typeof set.certificates)[0]];
    expect([otters.entryId, otters.rank, turtles.entryId, turtles.rank]).toEqual([game.otters, 1, game.turtles, 2]);
    expect(otters.riskAdjusted).not.toBeNull();
    expect([turtles.riskAdjusted, turtles.riskAdjustedRank]).toEqual(['0.000', 2]);
    expect(otters.members).toEqual(['Ada L.', 'Ben L.']);
    expect(turtles.members).toEqual(['Cy L.', 'Dee L.']);
    // In the reader's language: the team's friendly name in French for a French reader.
    expect((await getTeamCertificates(game.tutor, { competitionId: game.id, teamId: game.otters }, 'fr')).certificates.map((row) => row.name)).toEqual(['Loutres courageuses']);

    // The PDF, in the reader's language (the teacher reads French), its numbers the frozen ones, in euros.
    await getDb().update(users).set({ locale: 'fr' }).where(eq(users.id, game.tutor.id));
    const pdf = await getPdf(await cookieOf(game.tutor), game.id, game.otters);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(encodeURIComponent('certificate-Loutres-courageuses-Team-game.pdf'));
    const text = pdftotextLines(Buffer.from(await pdf.arrayBuffer())).join('\n');
    expect(text).toContain(compactText('Loutres courageuses'));
    expect(text).toContain(compactText('Joueurs : Ada L., Ben L.'));
    expect(text).toContain(compactText('1 sur 2'));
    expect(text).toContain(compactText(formatMoney(otters.value, await getDisplayRate('EUR'), 'fr')));
    expect(text).toContain(compactText(`score ${new Intl.NumberFormat('fr', { maximumFractionDigits: 2 }).format(Number(otters.riskAdjusted))}`));

    // A parent's export of Ada's data carries the same steadiness score and rank.
    const exported = await getDb().transaction((tx) => readChildCompetitions(tx, game.ada.id));
    expect(exported.map((row) => row.result)).toEqual([{ rank: 1, value: otters.value, steadiness: otters.riskAdjusted, steadinessRank: otters.riskAdjustedRank, steadinessRanked: 2 }]);
    // And the team's value and ranks kept each hour, oldest first, ending at the frozen result.
    const kept = await getDb().select().from(competitionValueSnapshots).where(eq(competitionValueSnapshots.entryId, game.otters)).orderBy(asc(competitionValueSnapshots.takenAt));
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(exported[0]!.history.map((point) => ({ ...point, takenAt: new Date(point.takenAt).toISOString() }))).toEqual(kept.map((row) => ({ takenAt: row.takenAt.toISOString(), value: row.value, rank: row.rank, spread: row.diversification, spreadRank: row.diversificationRank })));
    expect(exported[0]!.history.at(-1)).toMatchObject({ value: otters.value, rank: 1 });
  });

  it('is read by its players and their parents, every team by the teacher, and by nobody else', async () => {
    const game = await teamGame();
    await end(game.id);
    const teamsOf = async (actor: Actor, teamId?: string) => (await getTeamCertificates(actor, { competitionId: game.id, teamId }, 'en')).certificates.map((row) => row.entryId);

    expect(await teamsOf(game.tutor)).toEqual([game.otters, game.turtles]);
    expect(await teamsOf(game.tutor, game.turtles)).toEqual([game.turtles]);
    expect(await teamsOf(game.ada)).toEqual([game.otters]);
    expect(await teamsOf(game.ada, game.otters)).toEqual([game.otters]);
    expect(await teamsOf(game.dee)).toEqual([game.turtles]);
    const adaParent = game.members[0]!.parent;
    const cyParent = game.members[2]!.parent;
    expect((await getTeamCertificates(adaParent, { competitionId: game.id }, 'en')).reader).toBe('parent');
    expect(await teamsOf(adaParent)).toEqual([game.otters]);
    expect(await teamsOf(cyParent, game.turtles)).toEqual([game.turtles]);

    const other = await classWith('Zoe');
    const refused: [string, Actor, string | undefined][] = [
      ['a player asking for the other team', game.ada, game.turtles],
      ['a parent asking for the other team', adaParent, game.turtles],
      ['a parent of a child in another class', other.members[0]!.parent, undefined],
      ['a child of another class', other.children[0]!, undefined],
      ['the tutor of another class', other.tutor, undefined],
      ['the tutor of another class, naming a team', other.tutor, game.otters],
      ['the teacher naming no team of the game', game.tutor, randomUUID()],
      ['the teacher naming a team by a bad id', game.tutor, 'not-a-team'],
    ];
    for (const [who, actor, teamId] of refused) {
      const error = await appErrorOf(getTeamCertificates(actor, { competitionId: game.id, teamId }, 'en'));
      expect([who, error.status, error.message]).toEqual([who, 404, 'competitions.errors.notFound']);
    }
    // A school admin runs games of their own school's classes (decision 065), not this one: it does not exist for them.
    expect((await appErrorOf(getTeamCertificates(await trader({ role: 'school_admin' }), { competitionId: game.id }, 'en'))).status).toBe(404);

    // The PDF route: a player's own team without naming it; the teacher names one; strangers get a 404.
    const own = await getPdf(await cookieOf(game.cy), game.id);
    expect(own.status).toBe(200);
    expect(pdftotextLines(Buffer.from(await own.arrayBuffer()))).toContain('WiseTurtles');
    expect((await getPdf(await cookieOf(game.tutor), game.id)).status).toBe(404);
    expect((await getPdf(await cookieOf(adaParent), game.id, game.turtles)).status).toBe(404);
    expect((await getPdf(await cookieOf(other.tutor), game.id, game.otters)).status).toBe(404);
    expect((await getPdf(await cookieOf(adaParent), game.id, game.otters)).status).toBe(200);
  });

  it('does not exist in a game played alone', async () => {
    const { tutor, group, children } = await classWith('Eve');
    const { id } = await createCompetition(tutor, { name: 'Solo game', classIds: [group.id], startsOn: today(), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '5000', marketOrders: true, limitOrders: false, symbols: [] });
    await joinCompetition(children[0]!, { competitionId: id });
    await end(id);
    for (const actor of [tutor, children[0]!]) expect((await appErrorOf(getTeamCertificates(actor, { competitionId: id }, 'en'))).status).toBe(404);
  });
});
