import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { competitionClasses, competitions, competitionStocks } from '@/db/schema';
import { parseDecimal } from '@/lib/decimal';
import { convertToUsd, minorDigits, STORED_USD_SCALE } from '@/lib/money';
import { readDisplayRate } from '@/modules/currency/runtime';
import { stocksView } from '@/modules/market';
import { writeAudit } from '@/server/audit';
import { AppError, fieldErrorsFrom } from '@/server/errors';
import { assertCan, competitionKindFor } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { lockOwnCompetition } from './access';
import { STORED_USD_MAX, STORED_USD_MIN } from './limits';
import { assertGameClasses } from './game-classes';
import { cancelOpenOrdersOf } from './limit-order-fills';
import { assertPublishedLessons, writeRequiredLessons } from './required-lessons';
import { competitionIdSchema, competitionRulesSchema, type CompetitionRules, type CompetitionRulesInput } from './schemas';

/*
 * A teacher's competitions (decision 065): made for their own classes only, a school admin's for their school's (a parent's family games, for their own
 * children, have no classes and no teams: decision 074), changed while they have not started (a
 * rule changed mid-game, the lessons required before trading too (070), would be unfair to those who traded under the old one), cancelled until they end. Each change
 * is one transaction with its audit entry.
 */

function parseRules(input: unknown): CompetitionRules {
  const parsed = competitionRulesSchema.safeParse(input);
  if (!parsed.success) throw new AppError(400, 'errors.checkForm', fieldErrorsFrom(parsed.error.issues));
  return parsed.data;
}

type CompetitionKind = 'class' | 'family';

/** The kind of game the actor makes, as the policy module says (a teacher's class games, a parent's family games). */
function kindOf(actor: Actor): CompetitionKind {
  const kind = competitionKindFor(actor);
  if (!kind) throw new AppError(403, 'errors.forbidden');
  return kind;
}

/**
 * A class game is for one or more of the classes the actor may run a game for (game-classes.ts); a family game names no class and is played alone
 * (decision 074: the parent's linked children play it, each with a portfolio of their own).
 */
async function assertFitsKind(tx: Tx, actor: Actor, kind: CompetitionKind, rules: CompetitionRules): Promise<void> {
  if (kind === 'class') {
    if (rules.classIds.length === 0) throw new AppError(400, 'competitions.errors.classRequired', { classIds: 'competitions.errors.classRequired' });
    await assertGameClasses(tx, actor, rules.classIds);
    return;
  }
  if (rules.classIds.length > 0) throw new AppError(400, 'competitions.errors.familyNoClasses', { classIds: 'competitions.errors.familyNoClasses' });
  if (rules.teamSize !== 1) throw new AppError(400, 'competitions.errors.familyNoTeams', { teamSize: 'competitions.errors.familyNoTeams' });
}

/** The listed stocks' ids (all must be on the market), or a check that the sector has stocks. */
async function resolveStocks(tx: Tx, rules: CompetitionRules): Promise<number[]> {
  const stock = stocksView('stock');
  if (rules.stockScope === 'list') {
    const found = await tx
      .select({ id: stock.id, symbol: stock.symbol })
      .from(stock)
      .where(and(inArray(stock.symbol, rules.symbols), isNull(stock.delistedAt)));
    if (found.length !== rules.symbols.length) throw new AppError(400, 'competitions.errors.stockNotFound', { symbols: 'competitions.errors.stockNotFound' });
    return found.map((row) => row.id);
  }
  if (rules.stockScope === 'sector') {
    const [found] = await tx.select({ id: stock.id }).from(stock).where(and(eq(stock.sector, rules.sector!), isNull(stock.delistedAt))).limit(1);
    if (!found) throw new AppError(400, 'competitions.errors.sectorNotFound', { sector: 'competitions.errors.sectorNotFound' });
  }
  return [];
}

type UsdAmounts = { startingCash: string; maxOrderValue: string | null };

/**
 * The amounts the teacher typed in the game's currency, as the USD the tables hold (decision 065): converted at the
 * currency's rate read in the change's own transaction (US dollars at rate 1 when no rate is stored, as the pages then
 * show them), to the nearest ten-thousandth of a dollar, so the game shows back the very figure typed. A rate that
 * would store an amount outside the tables' bounds, or that cannot show it back exactly, is a 400 under the field.
 */
async function amountsInUsd(tx: Tx, rules: CompetitionRules): Promise<UsdAmounts> {
  const rate = await readDisplayRate(tx, rules.currency);
  const digits = minorDigits(rules.currency);
  // The largest order is a limit: stored as the largest USD still shown as the figure typed, so an order shown at that
  // figure is within it and a refusal never reads "€500.00, more than the €500.00" (decision 065).
  const toUsd = (field: keyof UsdAmounts, typed: string): string => {
    const { usd, exact } = convertToUsd(typed, rate.ratePerUsd, digits, field === 'maxOrderValue' ? 'largest' : 'nearest');
    const units = parseDecimal(usd, STORED_USD_SCALE);
    if (units < parseDecimal(STORED_USD_MIN, STORED_USD_SCALE) || units > parseDecimal(STORED_USD_MAX, STORED_USD_SCALE)) {
      throw new AppError(400, 'competitions.errors.amountOutOfRangeAtRate', { [field]: 'competitions.errors.amountOutOfRangeAtRate' });
    }
    if (!exact) throw new AppError(400, 'competitions.errors.amountNotExact', { [field]: 'competitions.errors.amountNotExact' });
    return usd;
  };
  return { startingCash: toUsd('startingCash', rules.startingCash), maxOrderValue: rules.maxOrderValue === null ? null : toUsd('maxOrderValue', rules.maxOrderValue) };
}

/** The columns the rules set: the dates become instants at midnight in the competition's zone (the end: after its last day); amounts in USD. */
function ruleColumns(rules: CompetitionRules, amounts: UsdAmounts) {
  return {
    name: rules.name,
    startsOn: rules.startsOn,
    endsOn: rules.endsOn,
    timeZone: rules.timeZone,
    startsAt: sql`(${rules.startsOn}::date::timestamp at time zone ${rules.timeZone})`,
    endsAt: sql`((${rules.endsOn}::date + 1)::timestamp at time zone ${rules.timeZone})`,
    tradingFrom: rules.tradingFrom,
    tradingUntil: rules.tradingUntil,
    startingCash: amounts.startingCash,
    currency: rules.currency,
    stockScope: rules.stockScope,
    sector: rules.sector,
    marketOrders: rules.marketOrders,
    limitOrders: rules.limitOrders,
    maxOrderValue: amounts.maxOrderValue,
    maxPositionPct: rules.maxPositionPct,
    leaderboard: rules.leaderboard,
    teamSize: rules.teamSize,
    teamFormation: rules.teamFormation,
  };
}

async function assertEndsLater(tx: Tx, rules: CompetitionRules): Promise<void> {
  const [row] = rowsOf<{ later: boolean }>(await tx.execute(sql`select ((${rules.endsOn}::date + 1)::timestamp at time zone ${rules.timeZone}) > now() as later`));
  if (!row?.later) throw new AppError(400, 'competitions.errors.endInPast', { endsOn: 'competitions.errors.endInPast' });
}

/**
 * Entries already made must fit the new team size (decision 067): a child alone cannot become a team, a team cannot
 * become a child alone, and no team may have more players than the size allows. The teacher moves children first.
 */
async function assertEntriesFit(tx: Tx, competitionId: string, teamSize: number): Promise<void> {
  const [row] = rowsOf<{ solo: boolean | null; most: number | null }>(
    await tx.execute(sql`
      select bool_or(e.team_name is null) as solo, max((select count(*) from competition_participants p where p.entry_id = e.id))::int as most
      from competition_entries e where e.competition_id = ${competitionId}`),
  );
  if (row?.solo === null || row?.solo === undefined) return;
  if (row.solo !== (teamSize === 1) || (row.most ?? 0) > teamSize) throw new AppError(409, 'competitions.errors.teamsFormed', { teamSize: 'competitions.errors.teamsFormed' });
}

async function writeClassesAndStocks(tx: Tx, competitionId: string, classIds: readonly string[], stockIds: readonly number[]): Promise<void> {
  if (classIds.length > 0) await tx.insert(competitionClasses).values([...new Set(classIds)].map((classId) => ({ competitionId, classId })));
  if (stockIds.length > 0) await tx.insert(competitionStocks).values(stockIds.map((stockId) => ({ competitionId, stockId })));
}

export async function createCompetition(actor: Actor, input: CompetitionRulesInput): Promise<{ id: string }> {
  assertCan(actor, 'manage:competition:own');
  const kind = kindOf(actor);
  const rules = parseRules(input);
  return getDb().transaction(async (tx) => {
    await assertFitsKind(tx, actor, kind, rules);
    await assertEndsLater(tx, rules);
    const stockIds = await resolveStocks(tx, rules);
    await assertPublishedLessons(tx, rules.lessonIds);
    const amounts = await amountsInUsd(tx, rules);
    const [created] = await tx.insert(competitions).values({ creatorId: actor.id, kind, ...ruleColumns(rules, amounts) }).returning({ id: competitions.id });
    await writeClassesAndStocks(tx, created!.id, rules.classIds, stockIds);
    await writeRequiredLessons(tx, created!.id, rules.lessonIds);
    await writeAudit(tx, actor, {
      actionType: 'competition_create',
      component: 'competitions',
      entityId: created!.id,
      message: `${actor.email} created the competition "${rules.name}"`,
      details: { competitionId: created!.id, kind, classIds: rules.classIds, startsOn: rules.startsOn, endsOn: rules.endsOn, lessonIds: rules.lessonIds },
    });
    return created!;
  });
}

export async function updateCompetition(actor: Actor, input: CompetitionRulesInput & { competitionId: string }): Promise<{ id: string }> {
  assertCan(actor, 'manage:competition:own');
  const { competitionId } = parseId(input);
  const rules = parseRules(input);
  return getDb().transaction(async (tx) => {
    const before = await lockOwnCompetition(tx, actor, competitionId);
    if (before.status !== 'open') throw new AppError(409, 'competitions.errors.notOpen');
    if (before.startsAt.getTime() <= Date.now()) throw new AppError(409, 'competitions.errors.alreadyStarted');
    await assertFitsKind(tx, actor, before.kind, rules);
    await assertEndsLater(tx, rules);
    await assertEntriesFit(tx, competitionId, rules.teamSize);
    const stockIds = await resolveStocks(tx, rules);
    await assertPublishedLessons(tx, rules.lessonIds);
    const amounts = await amountsInUsd(tx, rules);
    await tx.update(competitions).set({ ...ruleColumns(rules, amounts), updatedAt: new Date() }).where(eq(competitions.id, competitionId));
    await tx.delete(competitionClasses).where(eq(competitionClasses.competitionId, competitionId));
    await tx.delete(competitionStocks).where(eq(competitionStocks.competitionId, competitionId));
    await writeClassesAndStocks(tx, competitionId, rules.classIds, stockIds);
    await writeRequiredLessons(tx, competitionId, rules.lessonIds);
    await writeAudit(tx, actor, {
      actionType: 'competition_update',
      component: 'competitions',
      entityId: competitionId,
      message: `${actor.email} changed the competition "${rules.name}"`,
      details: { competitionId, classIds: rules.classIds, startsOn: rules.startsOn, endsOn: rules.endsOn, lessonIds: rules.lessonIds },
    });
    return { id: competitionId };
  });
}

function parseId(input: unknown): { competitionId: string } {
  const parsed = competitionIdSchema.safeParse(input);
  if (!parsed.success) throw new AppError(404, 'competitions.errors.notFound');
  return parsed.data;
}

/** Cancels a competition that has not ended: nobody trades in it any more; a second cancel changes nothing. */
export async function cancelCompetition(actor: Actor, input: { competitionId: string }): Promise<void> {
  assertCan(actor, 'manage:competition:own');
  const { competitionId } = parseId(input);
  await getDb().transaction(async (tx) => {
    const before = await lockOwnCompetition(tx, actor, competitionId);
    if (before.status === 'canceled') return;
    if (before.status === 'finished' || before.endsAt.getTime() <= Date.now()) throw new AppError(409, 'competitions.errors.alreadyEnded');
    await tx.update(competitions).set({ status: 'canceled', updatedAt: new Date() }).where(eq(competitions.id, competitionId));
    await cancelOpenOrdersOf(tx, competitionId, 'gameCanceled');
    await writeAudit(tx, actor, {
      actionType: 'competition_cancel',
      component: 'competitions',
      entityId: competitionId,
      message: `${actor.email} cancelled the competition "${before.name}"`,
      details: { competitionId },
    });
  });
}
