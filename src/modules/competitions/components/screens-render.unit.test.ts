import { createElement, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { createFormatter, createTranslator, NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import type { CompetitionPage, CompetitionSummary } from '../queries';
import { inClientIntl } from '../../../../tests/support/client-intl';

const MESSAGES = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const))) as Record<Locale, Record<string, unknown>>;

// The screens read next-intl/server; here it answers from the same messages, collecting any missing key.
const current: { locale: Locale; errors: string[] } = { locale: 'en', errors: [] };
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) =>
    createTranslator({ locale: current.locale, messages: MESSAGES[current.locale], namespace: namespace as never, onError: (error) => current.errors.push(error.message) }),
  getFormatter: async () => createFormatter({ locale: current.locale, timeZone: 'UTC' }),
  getLocale: async () => current.locale,
}));
vi.mock('@/modules/currency', () => ({ getDisplayRate: async (currency: string) => ({ currency, ratePerUsd: currency === 'EUR' ? '0.92000000' : '1', asOf: '2026-11-20' }) }));
vi.mock('../actions', () => ({
  createCompetitionAction: vi.fn(),
  updateCompetitionAction: vi.fn(),
  cancelCompetitionAction: vi.fn(),
  joinCompetitionAction: vi.fn(),
  placeCompetitionOrderAction: vi.fn(),
  cancelCompetitionOrderAction: vi.fn(),
  createTeamAction: vi.fn(),
  joinTeamAction: vi.fn(),
  leaveTeamAction: vi.fn(),
  messageTeamAction: vi.fn(),
  placeInTeamAction: vi.fn(),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const { CompetitionScreen } = await import('./competition-screen');
const { CompetitionsScreen } = await import('./competitions-screen');

const COMPETITION: CompetitionPage['competition'] = {
  id: '00000000-0000-4000-8000-000000000065',
  name: 'Spring game',
  status: 'open',
  phase: 'running',
  startsAt: '2030-03-01T00:00:00Z',
  endsAt: '2030-04-01T00:00:00Z',
  startsOn: '2030-03-01',
  endsOn: '2030-03-31',
  timeZone: 'Europe/Paris',
  tradingFrom: '08:00',
  tradingUntil: '17:00',
  stockScope: 'list',
  sector: null,
  marketOrders: true,
  limitOrders: false,
  maxOrderValue: '1000.0000',
  maxPositionPct: 30,
  startingCash: '10000.0000',
  currency: 'EUR',
  leaderboard: 'public',
  teamSize: 1,
  teamFormation: 'teacher',
  creatorId: 'tutor',
  kind: 'class',
  classNames: 'Maths 4B',
  classIds: ['00000000-0000-4000-8000-000000000001'],
  symbols: ['KO', 'MSFT'],
};
const STANDINGS: CompetitionPage['standings'] = [
  { entryId: 'e1', rank: 1, value: '10500.0000', cash: '500.0000', stocksHeld: 2, diversification: '1.95', diversificationRank: 1, riskAdjusted: null, riskAdjustedRank: null, history: [], teamName: null, names: ['Ada L.'], trades: 3, mine: true },
  { entryId: 'e2', rank: 2, value: '10000.0000', cash: '10000.0000', stocksHeld: 0, diversification: '0.00', diversificationRank: 2, riskAdjusted: null, riskAdjustedRank: null, history: [], teamName: null, names: ['Ben K.'], trades: 0, mine: false },
];

// Lessons before trading and the lesson a refusal or a fall suggests (decision 070), in every language.
const COURSE = 'how-the-stock-market-works';
const REQUIRED: CompetitionPage['requiredLessons'] = [
  { id: 7, courseSlug: COURSE, slug: 'what-is-a-share', title: 'Lesson Share', done: true },
  { id: 9, courseSlug: COURSE, slug: 'risk-and-diversification', title: 'Lesson Risk', done: false },
];
const PRACTICE = [
  { courseSlug: COURSE, slug: 'risk-and-diversification', title: 'Lesson Risk', dueReviews: 0, done: false },
  { courseSlug: COURSE, slug: 'thinking-long-term', title: 'Lesson Long', dueReviews: 2, done: true },
];
const CHILD: CompetitionPage = {
  view: 'child',
  competition: COMPETITION,
  standings: [],
  entries: 1,
  notTraded: [],
  portfolio: { cash: '500.0000', value: '7500.0000', rank: 1, holdings: [], orders: [], openOrders: [] },
  stocks: [{ symbol: 'KO', name: 'Coca-Cola', price: '70.0000' }],
  paused: false,
  teams: [],
  myTeam: null,
  roster: [],
  teamsOpen: false,
  canMessageTeams: false,
  players: null,
  requiredLessons: REQUIRED,
};

async function render(locale: Locale, element: ReactElement): Promise<string> {
  const tree = createElement(NextIntlClientProvider, { locale, messages: MESSAGES[locale], timeZone: 'UTC', children: inClientIntl({ locale, messages: MESSAGES[locale], children: element }) });
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

describe('/competitions and a competition’s page', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the teacher's and the child's views, with no missing message`, async () => {
      current.locale = locale;
      current.errors = [];
      const summaries: CompetitionSummary[] = [{ id: COMPETITION.id, name: 'Spring game', startsOn: '2030-03-01', endsOn: '2030-03-31', phase: 'running', kind: 'class', participants: 2, classNames: 'Maths 4B', joined: false }];
      const teacher: CompetitionPage = { view: 'teacher', competition: COMPETITION, standings: STANDINGS.map((row) => ({ ...row, mine: false })), entries: 2, notTraded: ['Ben K.'], portfolio: null, stocks: [], paused: false, teams: [], myTeam: null, roster: [], teamsOpen: false, canMessageTeams: true, requiredLessons: [],
        // The teacher's view of the players (decision 065): their entries beside what they learned, the most traded stocks.
        players: {
          skills: 32,
          players: [
            { userId: 'u1', entryId: 'e1', name: 'Ada L.', cash: '500.0000', holdings: [{ symbol: 'KO', shares: 100 }], trades: 3, lessonsDone: 7, skillsMastered: 4 },
            { userId: 'u2', entryId: 'e2', name: 'Ben K.', cash: '10000.0000', holdings: [], trades: 0, lessonsDone: 1, skillsMastered: 0 },
          ],
          mostTraded: [{ symbol: 'KO', trades: 3, shares: 100 }],
        } };
      const child: CompetitionPage = {
        ...CHILD,
        standings: STANDINGS,
        entries: 2,
        portfolio: { cash: '500.0000', value: '10500.0000', rank: 1, holdings: [{ symbol: 'KO', shares: 100, averageCost: '60.000000', price: '70.0000', value: '7000.0000' }], orders: [], openOrders: [{ id: 'open-1', symbol: 'KO', side: 'buy', shares: 2, limitPrice: '60.0000', reservedCash: '121.0000' }] },
        requiredLessons: [],
        // Limit orders allowed (decision 065): the order form's kind and limit price, and the waiting order's row.
        competition: { ...CHILD.competition, limitOrders: true },
      };
      // A game in teams of 3 the class forms (decision 067): before the start, and running with a team's portfolio.
      const TEAMS = [
        { entryId: 'e1', teamName: 'braveOtters', names: ['Ada L.', 'Cleo M.'] },
        { entryId: 'e2', teamName: 'wiseTurtles', names: ['Ben K.', 'Dan O.', 'Eve P.'] },
      ];
      const teamRules = { ...COMPETITION, teamSize: 3, teamFormation: 'class' as const };
      const teamStandings = STANDINGS.map((row, index) => ({ ...row, teamName: TEAMS[index]!.teamName, names: TEAMS[index]!.names }));
      const teamChildBefore: CompetitionPage = { ...child, competition: { ...teamRules, phase: 'upcoming' }, standings: teamStandings.map((row) => ({ ...row, mine: false })), portfolio: null, teams: TEAMS, teamsOpen: true };
      const teamTeacherBefore: CompetitionPage = {
        ...teacher,
        competition: { ...teamRules, phase: 'upcoming' },
        standings: teamStandings,
        teams: TEAMS,
        teamsOpen: true,
        roster: [
          { childId: 'ada', name: 'Ada L.', entryId: 'e1' },
          { childId: 'fay', name: 'Fay Q.', entryId: null },
        ],
      };
      const teamChildRunning: CompetitionPage = { ...child, competition: teamRules, standings: teamStandings, teams: TEAMS, myTeam: TEAMS[0]! };
      const html = [
        await render(locale, await CompetitionsScreen({ view: 'teacher', competitions: summaries, form: { classes: [{ id: 'c1', name: 'Maths 4B' }], sectors: ['Food'], today: '2030-03-01', timeZone: 'UTC', lessonChoices: [] } })),
        await render(locale, await CompetitionsScreen({ view: 'child', competitions: summaries })),
        await render(locale, await CompetitionScreen({ page: teacher })),
        await render(locale, await CompetitionScreen({ page: { ...teacher, competition: { ...COMPETITION, phase: 'upcoming' } }, editForm: { classes: [{ id: 'c1', name: 'Maths 4B' }], sectors: ['Food'], today: '2030-02-01', lessonChoices: [] } })),
        await render(locale, await CompetitionScreen({ page: child })),
        await render(locale, await CompetitionScreen({ page: { ...child, portfolio: null } })),
        await render(locale, await CompetitionsScreen({ view: 'child', competitions: summaries, paused: true })),
        await render(locale, await CompetitionScreen({ page: { ...child, paused: true } })),
        await render(locale, await CompetitionScreen({ page: teamChildBefore })),
        await render(locale, await CompetitionScreen({ page: teamTeacherBefore })),
        await render(locale, await CompetitionScreen({ page: teamChildRunning })),
      ];
      const words = (MESSAGES[locale] as { competitions: { teamNames: Record<string, string> } }).competitions.teamNames;
      expect(current.errors).toEqual([]);
      // The teacher sees who has not traded; the child their portfolio in euros and the order form.
      expect(html[2]).toContain('Ben K.');
      const players = (MESSAGES[locale] as { competitions: { players: { title: string; noHoldings: string } } }).competitions.players;
      expect(html[2]).toContain(players.title);
      expect(html[2]).toContain(players.noHoldings);
      expect(html[2]).toMatch(/KO × 100/);
      expect(html[3]).toContain('name="competitionId"');
      // The game's money is typed in its currency, chosen first (decision 065): the edit form shows the stored
      // $10,000 and $1,000 at 0.92 € a dollar as the euros typed, and no word of dollars in the labels or hints.
      const { form, errors } = (MESSAGES[locale] as { competitions: { form: Record<string, string>; errors: Record<string, string> } }).competitions;
      for (const html0 of [html[0]!, html[3]!]) {
        expect(html0).toContain(form.currency);
        expect(html0.indexOf('id="competition-currency"')).toBeGreaterThan(-1);
        expect(html0.indexOf('id="competition-currency"')).toBeLessThan(html0.indexOf('id="competition-cash"'));
        expect(html0).toContain(form.startingCashHint);
        expect(html0).toContain(form.maxOrderValueHint);
      }
      expect(html[3]).toMatch(/name="startingCash"[^>]*value="9200"/);
      expect(html[3]).toMatch(/name="maxOrderValue"[^>]*value="920"/);
      expect(html[3]).toMatch(/<option value="EUR" selected="">[^<]*\(EUR\)<\/option>/);
      for (const text of [form.startingCash, form.startingCashHint, form.maxOrderValue, form.maxOrderValueHint, errors.startingCashInvalid, errors.maxOrderValueInvalid, errors.amountNoDecimals, errors.amountTooManyDecimals, errors.amountOutOfRangeAtRate, errors.amountNotExact]) {
        expect(text).toBeTruthy();
        expect(text).not.toMatch(/\$|dollar|dólar|دولار/i);
      }
      expect(html[4]).toContain('name="idempotencyKey"');
      expect(html[4]).toMatch(/€/);
      // A child whose parent switched the simulator off is told why, and offered neither joining nor the order form.
      expect(html[6]).toContain((MESSAGES[locale] as { competitions: { pausedByGrownUp: string } }).competitions.pausedByGrownUp.slice(0, 20));
      expect(html[6]).not.toContain(`value="${COMPETITION.id}"`);
      expect(html[7]).not.toContain('name="idempotencyKey"');
      // Before the start of a class-formed team game, a child may join the team with room (not the full one) or start a
      // team under a free friendly name; the teacher may place every child, one with no team yet too.
      expect(html[8]).toContain('value="e1"');
      expect(html[8]).not.toContain('value="e2"');
      expect(html[8]).toContain('name="teamName"');
      expect(html[8]).not.toContain('value="braveOtters"');
      expect(html[9]).toContain('Fay Q.');
      expect(html[9]).toContain('name="childId"');
      expect(html[9]).toContain('value="new"');
      // Running: the team's portfolio under its name in the reader's language, each team's players in the ranking.
      expect(html[10]).toContain(words.braveOtters);
      expect(html[10]).toContain('Cleo M.');
      expect(html[10]).toContain(words.wiseTurtles);
      expect(html[10]).not.toContain('name="teamName"');
      // The players' names are isolated, so in Arabic the brackets stay around the Latin names (and "you" after them).
      expect(html[10]).toContain('(<bdi>Ben K., Dan O., Eve P.</bdi>)');
      expect(html[10]).toMatch(/<bdi>Ada L\., Cleo M\.<\/bdi>\) \(/);
    });
  }
});

describe('a competition’s lessons and suggestions', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the lessons to finish before trading, the suggested lesson or review, and the teacher's choice of lessons`, async () => {
      current.locale = locale;
      current.errors = [];
      const words = (MESSAGES[locale] as { competitions: { lessons: Record<string, string>; suggest: Record<string, string> } }).competitions;
      const refusedNow = { id: 'o1', symbol: 'KO', side: 'buy' as const, shares: 500, status: 'rejected' as const, reason: 'orders.refusals.positionCap', reasonValues: {}, fillPrice: null, createdAt: new Date().toISOString() };
      const [before, refused, fell, teacher] = [
        await render(locale, await CompetitionScreen({ page: { ...CHILD, competition: { ...COMPETITION, phase: 'upcoming' }, portfolio: null } })),
        await render(locale, await CompetitionScreen({ page: { ...CHILD, requiredLessons: [], portfolio: { ...CHILD.portfolio!, orders: [refusedNow] } }, practice: PRACTICE })),
        // KO bought at 80 on average, now 70: −12.5 %, past the −10 % of a sharp fall.
        await render(locale, await CompetitionScreen({ page: { ...CHILD, requiredLessons: [], portfolio: { ...CHILD.portfolio!, holdings: [{ symbol: 'KO', shares: 100, averageCost: '80.000000', price: '70.0000', value: '7000.0000' }] } }, practice: PRACTICE })),
        await render(
          locale,
          await CompetitionScreen({
            page: { ...CHILD, view: 'teacher', portfolio: null, competition: { ...COMPETITION, phase: 'upcoming' }, requiredLessons: REQUIRED.map((lesson) => ({ ...lesson, done: false })) },
            editForm: { classes: [{ id: 'c1', name: 'Maths 4B' }], sectors: ['Food'], today: '2030-02-01', lessonChoices: [{ id: 3, title: 'Course Market', lessons: [{ id: 7, title: 'Lesson Share' }, { id: 8, title: 'Lesson Prices' }, { id: 9, title: 'Lesson Risk' }] }] },
          }),
        ),
      ];
      expect(current.errors).toEqual([]);
      // Before trading the child sees each required lesson, done or not, as a link to the lesson.
      expect(before).toContain(words.lessons.title);
      expect(before).toContain(`href="/courses/${COURSE}/what-is-a-share"`);
      expect(before).toContain(`href="/courses/${COURSE}/risk-and-diversification"`);
      expect(before).toContain(words.lessons.done);
      expect(before).toContain(words.lessons.todo);
      // A fresh refusal for too much in one stock suggests the lesson on diversification, not finished yet.
      expect(refused).toContain('data-lesson-suggestion="positionCap"');
      expect(refused).toContain(`href="/courses/${COURSE}/risk-and-diversification"`);
      expect(refused).not.toContain(words.lessons.title);
      // A sharp fall suggests thinking long-term, finished already with questions due: the review.
      expect(fell).toContain('data-lesson-suggestion="fell"');
      expect(fell).toContain('href="/review"');
      expect(fell).toContain(words.suggest.reviewNow);
      // The teacher's form ticks the lessons required, the others not, and the rules name them.
      expect(teacher).toMatch(/name="lesson\.7"[^>]*checked/);
      expect(teacher).toMatch(/name="lesson\.9"[^>]*checked/);
      expect(teacher).not.toMatch(/name="lesson\.8"[^>]*checked/);
      expect(teacher).toContain('Lesson Risk');
    });
  }
});

// The risk-adjusted ranking and each entry's rank history (decision 072), in every language.
describe('a competition’s ranking by worth, steadiness and spread', () => {
  const HISTORY = (ranks: number[]) => ranks.map((rank, index) => ({ takenAt: new Date(Date.UTC(2030, 2, 2, index)).toISOString(), rank }));
  const RANKED: CompetitionPage['standings'] = [
    { ...STANDINGS[0]!, riskAdjusted: '0.412', riskAdjustedRank: 2, history: HISTORY([2, 2, 1]) },
    { ...STANDINGS[1]!, riskAdjusted: '1.250', riskAdjustedRank: 1, history: HISTORY([1, 1, 2]) },
    { ...STANDINGS[1]!, entryId: 'e3', rank: 3, value: '9000.0000', names: ['Cy N.'], diversificationRank: 3, mine: false, history: [] },
  ];
  for (const locale of LOCALES) {
    it(`${locale}: a rank-by choice, the steadiness or "not yet", and a rank history with its words`, async () => {
      current.locale = locale;
      current.errors = [];
      const words = (MESSAGES[locale] as { competitions: { ranking: Record<string, string> } }).competitions.ranking;
      const teacher: CompetitionPage = { ...CHILD, view: 'teacher', standings: RANKED.map((row) => ({ ...row, mine: false })), entries: 3, portfolio: null, requiredLessons: [] };
      const [byValue, bySteadiness] = [await render(locale, await CompetitionScreen({ page: teacher })), await render(locale, await CompetitionScreen({ page: teacher, rankBy: 'steady' }))];
      expect(current.errors).toEqual([]);
      // The choice is three links, the current one marked.
      expect(byValue).toContain(`href="/competitions/${COMPETITION.id}?by=steady"`);
      expect(byValue).toContain(`href="/competitions/${COMPETITION.id}?by=spread"`);
      expect(bySteadiness).toMatch(new RegExp(`aria-current="page"[^>]*>[^<]*<span>${words.by_steady}`));
      // By worth Ada comes first; by steadiness Ben does, and Cy, without a score yet, last and "not yet".
      const order = (html: string) => ['Ada L.', 'Ben K.', 'Cy N.'].sort((a, b) => html.indexOf(a) - html.indexOf(b));
      expect(order(byValue)).toEqual(['Ada L.', 'Ben K.', 'Cy N.']);
      expect(order(bySteadiness)).toEqual(['Ben K.', 'Ada L.', 'Cy N.']);
      expect(bySteadiness).toContain(words.notYet);
      expect(byValue).toContain(words.steadinessHint!.slice(0, 20));
      // Each history is a picture with its ranks in words; an entry with none says "not yet".
      expect(byValue.match(/<svg[^>]*role="img"/g)).toHaveLength(2);
      expect(byValue).toContain('<polyline');
      const label = words.historyLabel!.replace('{ranks}', ['2', '2', '1'].join(words.historySeparator));
      expect(byValue).toContain(`aria-label="${label}"`);
    });
  }
});

describe('a child in a team before the start', () => {
  for (const locale of LOCALES) {
    it(`${locale}: may leave the team the class formed, not one the teacher formed, and not once the game runs`, async () => {
      current.locale = locale;
      current.errors = [];
      const words = (MESSAGES[locale] as { competitions: { teams: Record<string, string>; teamNames: Record<string, string> } }).competitions;
      const team = { entryId: 'e1', teamName: 'braveOtters', names: ['Ada L.', 'Cleo M.'] };
      const before: CompetitionPage = { ...CHILD, competition: { ...COMPETITION, phase: 'upcoming', teamSize: 2, teamFormation: 'class' }, teams: [team], myTeam: team, teamsOpen: true };
      const leave = `aria-label="${words.teams.leaveNamed!.replace('{team}', words.teamNames.braveOtters!)}"`;
      expect(await render(locale, await CompetitionScreen({ page: before }))).toContain(leave);
      expect(await render(locale, await CompetitionScreen({ page: { ...before, competition: { ...before.competition, teamFormation: 'teacher' } } }))).not.toContain(leave);
      expect(await render(locale, await CompetitionScreen({ page: { ...before, competition: { ...before.competition, phase: 'running' }, teamsOpen: false } }))).not.toContain(leave);
      expect(current.errors).toEqual([]);
    });
  }
});

// A parent's family game (decision 074): the form names the children instead of classes and offers no teams; the lists
// and the game's page say it is a family game.
describe('a family game', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the parent's form and list, the child's list and the game's page`, async () => {
      current.locale = locale;
      current.errors = [];
      const words = (MESSAGES[locale] as { competitions: { familyGame: string; leadParent: string; form: Record<string, string> } }).competitions;
      const family: CompetitionSummary = { id: COMPETITION.id, name: 'Kitchen-table game', startsOn: '2030-03-01', endsOn: '2030-03-31', phase: 'upcoming', kind: 'family', participants: 0, classNames: '', joined: false };
      const form = { kind: 'family' as const, classes: [], childNames: ['Ada', 'Ben'], sectors: ['Food'], today: '2030-03-01', timeZone: 'UTC', lessonChoices: [] };
      const familyRules = { ...COMPETITION, kind: 'family' as const, classNames: '', classIds: [], phase: 'upcoming' as const };
      const [parentList, noChildren, childList, parentPage] = [
        await render(locale, await CompetitionsScreen({ view: 'parent', competitions: [family], form })),
        await render(locale, await CompetitionsScreen({ view: 'parent', competitions: [], form: { ...form, childNames: [] } })),
        await render(locale, await CompetitionsScreen({ view: 'child', competitions: [family, { ...family, id: 'c2', name: 'Class game', kind: 'class', classNames: 'Maths 4B' }] })),
        await render(locale, await CompetitionScreen({ page: { ...CHILD, view: 'teacher', competition: familyRules, portfolio: null, requiredLessons: [] }, editForm: { classes: [], childNames: ['Ada'], sectors: ['Food'], today: '2030-02-01', lessonChoices: [] } })),
      ];
      expect(current.errors).toEqual([]);
      expect(parentList).toContain(words.leadParent.slice(0, 20));
      expect(parentList).toContain(words.form.familyTitle);
      expect(parentList).toContain('Ada, Ben');
      expect(parentList).not.toContain('name="class.');
      expect(parentList).not.toContain('name="teamSize"');
      expect(parentList).toContain(words.familyGame);
      // No linked child yet: the form says to link one first, and cannot be sent.
      expect(noChildren).toContain(words.form.familyNoChildren!.slice(0, 15));
      expect(noChildren).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
      // The child sees the family game beside the class game, each for what it is.
      expect(childList).toContain(words.familyGame);
      expect(childList).toContain('Maths 4B');
      // The parent's game page: a family game, its rules to change before the start with neither classes nor teams.
      expect(parentPage).toContain(words.familyGame);
      expect(parentPage).toContain('name="competitionId"');
      expect(parentPage).not.toContain('name="class.');
      expect(parentPage).not.toContain('name="teamSize"');
    });
  }
});
