import 'server-only';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { peopleView } from '@/modules/accounts';
import { getDisplayRate } from '@/modules/currency';
import { childIdsOf, familyMemberIds } from '@/modules/families';
import { stocksView } from '@/modules/market';
import { getPreferences } from '@/modules/preferences';
import { getDb } from '@/db/client';
import type { DisplayRate } from '@/lib/money';
import { portfolioSnapshots, simAccounts, simHoldings, simOrders, simTrades } from '@/db/schema';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { HoldingView, LeaderboardBoard, MarketDayView, LeaderboardRow, LeaderboardView, MarketStockView, OrderView, PortfolioPoint, PortfolioView, TradeView } from './contract';
import { fromUnits, percentOf, toUnits } from './decimal';
import { marketDayEnd, readSimulatorSettings, type SimulatorSettings } from './trading-settings';
import { leaderboardName, toOrderView } from './views';
import { rowsOf } from '@/db/rows';

/** A stock beside a holding, an order or a trade, as the market publishes it (decision 055). */
const stock = stocksView('stock');

const MAX_LIST = 200;

function clampLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_LIST) : 50;
}

/**
 * The actor's portfolio at current prices. Money as exact decimal strings. Read only (decision 015: a GET never
 * writes): someone without an account sees what a fresh one holds, the starting cash from the settings and no
 * holdings; their first order opens it (place-order.ts).
 */
export async function getPortfolio(actor: Actor, settingsRead?: Promise<SimulatorSettings>): Promise<PortfolioView> {
  assertCan(actor, 'trade:simulator:own');
  const db = getDb();
  const [[account], rows, settings] = await Promise.all([
    db.select({ cash: simAccounts.cash, startingCash: simAccounts.startingCash }).from(simAccounts).where(eq(simAccounts.userId, actor.id)),
    db
      .select({
        stockId: stock.id,
        symbol: stock.symbol,
        name: stock.name,
        sector: stock.sector,
        shares: simHoldings.shares,
        averageCost: simHoldings.averageCost,
        price: stock.currentPrice,
      })
      .from(simHoldings)
      .innerJoin(stock, eq(stock.id, simHoldings.stockId))
      .where(eq(simHoldings.userId, actor.id))
      .orderBy(asc(stock.symbol)),
    settingsRead ?? readSimulatorSettings(db),
  ]);
  const cash = toUnits(account?.cash ?? settings.startingCash);
  const startingCash = toUnits(account?.startingCash ?? settings.startingCash);
  const valued = rows.map((row) => {
    const marketValue = BigInt(row.shares) * toUnits(row.price);
    const cost = BigInt(row.shares) * toUnits(row.averageCost);
    return { row, marketValue, cost };
  });
  const holdingsValue = valued.reduce((sum, item) => sum + item.marketValue, 0n);
  const totalValue = cash + holdingsValue;
  const holdings: HoldingView[] = valued.map(({ row, marketValue, cost }) => ({
    stockId: row.stockId,
    symbol: row.symbol,
    name: row.name,
    sector: row.sector,
    shares: row.shares,
    averageCost: fromUnits(toUnits(row.averageCost), 4),
    price: row.price,
    marketValue: fromUnits(marketValue, 4),
    gain: fromUnits(marketValue - cost, 4),
    gainPct: percentOf(marketValue - cost, cost),
    weightPct: percentOf(marketValue, totalValue),
  }));
  return {
    cash: fromUnits(cash, 4),
    startingCash: fromUnits(startingCash, 4),
    holdingsValue: fromUnits(holdingsValue, 4),
    totalValue: fromUnits(totalValue, 4),
    gain: fromUnits(totalValue - startingCash, 4),
    gainPct: percentOf(totalValue - startingCash, startingCash),
    holdings,
    rules: {
      startingCash: settings.startingCash,
      commission: settings.commission,
      positionCapPct: settings.positionCapPct,
      minSharePrice: settings.minSharePrice,
      paused: settings.paused,
      tradingDay: settings.tradingDay,
    },
  };
}

/** Every stock with its price and change since the day's opening (base) price, by symbol. Nothing private. */
export async function listMarket(): Promise<MarketStockView[]> {
  const rows = await getDb()
    .select({ id: stock.id, symbol: stock.symbol, name: stock.name, sector: stock.sector, description: stock.description, price: stock.currentPrice, basePrice: stock.basePrice })
    .from(stock)
    .where(isNull(stock.delistedAt))
    .orderBy(asc(stock.symbol));
  return rows.map((row) => ({ ...row, changePct: percentOf(toUnits(row.price) - toUnits(row.basePrice), toUnits(row.basePrice)) }));
}

const orderColumns = {
  id: simOrders.id,
  symbol: stock.symbol,
  side: simOrders.side,
  type: simOrders.type,
  shares: simOrders.shares,
  limitPrice: simOrders.limitPrice,
  status: simOrders.status,
  reason: simOrders.reason,
  fillPrice: simTrades.price,
  createdAt: simOrders.createdAt,
  closedAt: simOrders.closedAt,
};

/** The actor's resting limit orders, oldest first (the order they fill in). */
export async function listOpenOrders(actor: Actor): Promise<OrderView[]> {
  assertCan(actor, 'trade:simulator:own');
  const rows = await getDb()
    .select(orderColumns)
    .from(simOrders)
    .innerJoin(stock, eq(stock.id, simOrders.stockId))
    .leftJoin(simTrades, eq(simTrades.orderId, simOrders.id))
    .where(and(eq(simOrders.userId, actor.id), eq(simOrders.status, 'open')))
    .orderBy(asc(simOrders.createdAt), asc(simOrders.id));
  return rows.map(toOrderView);
}

/** The actor's latest orders of every status (refused ones with their reason key), newest first. */
export async function listOrders(actor: Actor, limit = 50): Promise<OrderView[]> {
  assertCan(actor, 'trade:simulator:own');
  const rows = await getDb()
    .select(orderColumns)
    .from(simOrders)
    .innerJoin(stock, eq(stock.id, simOrders.stockId))
    .leftJoin(simTrades, eq(simTrades.orderId, simOrders.id))
    .where(eq(simOrders.userId, actor.id))
    .orderBy(desc(simOrders.createdAt), desc(simOrders.id))
    .limit(clampLimit(limit));
  return rows.map(toOrderView);
}

/** The actor's latest executions, newest first. */
export async function listTrades(actor: Actor, limit = 50): Promise<TradeView[]> {
  assertCan(actor, 'trade:simulator:own');
  return getDb()
    .select({
      id: simTrades.id,
      symbol: stock.symbol,
      side: simTrades.side,
      shares: simTrades.shares,
      price: simTrades.price,
      commission: simTrades.commission,
      realizedProfit: simTrades.realizedProfit,
      executedAt: simTrades.executedAt,
    })
    .from(simTrades)
    .innerJoin(stock, eq(stock.id, simTrades.stockId))
    .where(eq(simTrades.userId, actor.id))
    .orderBy(desc(simTrades.executedAt), desc(simTrades.id))
    .limit(clampLimit(limit));
}

/** The portfolio's value over time: one point per hour (portfolio_snapshots), then the value right now. */
export async function getPortfolioHistory(actor: Actor): Promise<PortfolioPoint[]> {
  assertCan(actor, 'trade:simulator:own');
  const db = getDb();
  const [snapshots, [current]] = await Promise.all([
    db.select({ bucketStart: portfolioSnapshots.bucketStart, value: portfolioSnapshots.value }).from(portfolioSnapshots).where(eq(portfolioSnapshots.userId, actor.id)).orderBy(asc(portfolioSnapshots.bucketStart)),
    rowsOf<{ value: string | null }>(
      await db.execute(sql`
        select (a.cash + coalesce((select sum(h.shares * s.current_price) from sim_holdings h join ${stocksView('s')} on s.id = h.stock_id where h.user_id = a.user_id), 0))::text as value
        from sim_accounts a where a.user_id = ${actor.id}`),
    ),
  ]);
  // Chart values are numbers (display only); the money itself stays exact in the tables.
  const points: PortfolioPoint[] = snapshots.map((row) => ({ time: Math.floor(row.bucketStart.getTime() / 1000), value: Number(row.value) }));
  if (current?.value) {
    const now = Math.floor(Date.now() / 1000);
    const last = points.at(-1);
    if (last && last.time >= now) last.value = Number(current.value);
    else points.push({ time: now, value: Number(current.value) });
  }
  return points;
}

/**
 * People ranked by return %: (total value − starting cash) / starting cash, at current prices. Only people with an
 * account (the others have not started) and whose leaderboard is on (a parent may switch a child off); the viewer is
 * always on their own board, even before their first order opens their account (a fresh account: 0 %, as
 * getPortfolio shows it; decision 015, a GET never writes). Each row shows a display name (first name and last
 * initial) and the avatar — never an e-mail or an amount. Equal returns share a rank (1, 1, 3).
 */
async function rankPeople(db: ReturnType<typeof getDb>, memberIds: string[], viewerId: string): Promise<LeaderboardRow[]> {
  if (memberIds.length === 0) return [];
  const members = sql`(select jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb))`;
  const people = rowsOf<{ id: string; firstName: string; lastName: string; avatarSeed: string; avatarVariant: string; total: string | null; startingCash: string | null }>(
    await db.execute(sql`
      select u.id, u.first_name as "firstName", u.last_name as "lastName", u.avatar_seed as "avatarSeed", u.avatar_variant as "avatarVariant",
             (a.cash + coalesce(held.value, 0))::text as total, a.starting_cash::text as "startingCash"
      from ${peopleView('u')}
      left join sim_accounts a on a.user_id = u.id
      left join (
        select h.user_id, sum(h.shares * s.current_price) as value
        from sim_holdings h join ${stocksView('s')} on s.id = h.stock_id
        where h.user_id in ${members}
        group by h.user_id
      ) held on held.user_id = u.id
      where u.id in ${members} and not u.consent_pending and u.simulator_enabled
        and ((a.user_id is not null and a.leaderboard_visible) or u.id = ${viewerId})`),
  );
  const ranked = people
    .map((person) => {
      const returnPct =
        person.total === null || person.startingCash === null ? 0 : percentOf(toUnits(person.total) - toUnits(person.startingCash), toUnits(person.startingCash));
      return { person, returnPct, displayName: leaderboardName(person.firstName, person.lastName) };
    })
    .sort((a, b) => b.returnPct - a.returnPct || a.displayName.localeCompare(b.displayName));
  const rows: LeaderboardRow[] = [];
  ranked.forEach((entry, index) => {
    const previous = rows[index - 1];
    const rank = previous && ranked[index - 1]!.returnPct === entry.returnPct ? previous.rank : index + 1;
    rows.push({
      rank,
      displayName: entry.displayName,
      avatarSeed: entry.person.avatarSeed,
      avatarVariant: entry.person.avatarVariant,
      returnPct: entry.returnPct,
      isMe: entry.person.id === viewerId,
    });
  });
  return rows;
}

/** A board with nobody to compare with (only the viewer, or nobody at all) is scope 'none'. */
function boardView(scope: 'family' | 'class', rows: LeaderboardRow[], boards: LeaderboardBoard[], board: string): LeaderboardView {
  return rows.some((row) => !row.isMe) ? { scope, hidden: false, rows, boards, board } : { scope: 'none', hidden: false, rows: [], boards, board };
}

/**
 * The class rosters the class boards rank, as statements the leaderboard runs (decision 055: classes owns them and
 * passes its `classRosters`; classes imports the simulator, so the simulator cannot import classes).
 */
export interface ClassRosters {
  /** Rows (id, name): the classes whose board the viewer sees (its leaderboard on; they run it or are an approved member), by name. */
  boardsOf(viewerId: string): SQL;
  /** Rows (id, name): the class, if the tutor runs it, whatever its switch. */
  tutorsClass(classId: string, tutorId: string): SQL;
  /** Rows (id): a class's children on its board, those whose family approved the membership (decision 032). */
  membersOf(classId: string): SQL;
}

async function classMemberIds(db: ReturnType<typeof getDb>, rosters: ClassRosters, classId: string): Promise<string[]> {
  return rowsOf<{ id: string }>(await db.execute(rosters.membersOf(classId))).map((row) => row.id);
}

/**
 * The leaderboard (decision 014), scoped to a class or a family.
 * - A class board: every class the viewer is in (a child, once the family approved) or runs (a tutor), unless its
 *   tutor switched the class's leaderboard off. Its people are the class's approved children (decision 032).
 * - The family board: the viewer, their own children, and every child of the viewer's parents (siblings).
 * - `board` picks one ('family' or 'class:<id>'); without it, or with one the viewer may not see, the first class,
 *   else the family. A child a parent switched off sees no board at all (hidden), and is on nobody's board; so is a
 *   child awaiting a parent's consent.
 */
export async function getLeaderboard(actor: Actor, rosters: ClassRosters, board?: string): Promise<LeaderboardView> {
  assertCan(actor, 'trade:simulator:own');
  // A child under 13 whose parent has not agreed yet sees no board and is on none (decision 030).
  if (actor.awaitingConsent) return { scope: 'none', hidden: true, awaitingConsent: true, rows: [], boards: [], board: null };
  const db = getDb();
  // The viewer's switch, their classes and their family in one parallel round trip.
  const [[me], classRows, familyIds] = await Promise.all([
    db.select({ visible: simAccounts.leaderboardVisible }).from(simAccounts).where(eq(simAccounts.userId, actor.id)),
    db.execute(rosters.boardsOf(actor.id)),
    familyMemberIds(actor, db),
  ]);
  if (me && !me.visible) return { scope: 'none', hidden: true, rows: [], boards: [], board: null };
  const classBoards = rowsOf<{ id: string; name: string }>(classRows);

  const boards: LeaderboardBoard[] = classBoards.map((group) => ({ key: `class:${group.id}`, scope: 'class' as const, name: group.name }));
  if (familyIds.length > 1 || boards.length === 0) boards.push({ key: 'family', scope: 'family' });
  const selected = boards.find((option) => option.key === board) ?? boards[0]!;
  const memberIds = selected.scope === 'family' ? familyIds : await classMemberIds(db, rosters, selected.key.slice('class:'.length));
  return boardView(selected.scope, await rankPeople(db, memberIds, actor.id), boards, selected.key);
}

/** /classes/[id]: the class's ranking for its tutor, shown even while the children's board is switched off. */
export async function getClassLeaderboard(actor: Actor, classId: string, rosters: ClassRosters): Promise<LeaderboardView> {
  assertCan(actor, 'manage:class:own');
  const db = getDb();
  const [group] = rowsOf<{ id: string; name: string }>(await db.execute(rosters.tutorsClass(classId, actor.id)));
  if (!group) throw new AppError(404, 'classes.errors.notFound');
  const key = `class:${group.id}`;
  return boardView('class', await rankPeople(db, await classMemberIds(db, rosters, group.id), actor.id), [{ key, scope: 'class', name: group.name }], key);
}

/** For a parent's dashboard: whether each of their own children shows on the leaderboard (true without an account). */
export async function getChildrenLeaderboardVisibility(actor: Actor): Promise<Record<string, boolean>> {
  assertCan(actor, 'read:child:own');
  const db = getDb();
  const ids = await childIdsOf(actor, db);
  if (ids.length === 0) return {};
  const accounts = await db.select({ id: simAccounts.userId, visible: simAccounts.leaderboardVisible }).from(simAccounts).where(inArray(simAccounts.userId, ids));
  const visibility: Record<string, boolean> = Object.fromEntries(ids.map((id) => [id, true]));
  for (const account of accounts) visibility[account.id] = account.visible;
  return visibility;
}

/** Spec: the order and trade histories show the most recent 50. */
const HISTORY_LIMIT = 50;

export interface SimulatorPage {
  portfolio: PortfolioView;
  stocks: MarketStockView[];
  openOrders: OrderView[];
  orders: OrderView[];
  trades: TradeView[];
  history: PortfolioPoint[];
  leaderboard: LeaderboardView;
  /** The rate money shows at: the viewer's currency (spec 4 "Preferences"). */
  rate: DisplayRate;
  marketDay: MarketDayView;
}

/** The trading day in progress and when it ends (decision 047). Nothing in it is private. */
export async function getMarketDay(now = new Date(), settingsRead?: Promise<SimulatorSettings>): Promise<MarketDayView> {
  const settings = await (settingsRead ?? readSimulatorSettings(getDb()));
  const endsAt = marketDayEnd(settings);
  return {
    tradingDay: settings.tradingDay,
    scheduled: settings.dayScheduleMode !== 'manual',
    endsAt: endsAt?.toISOString() ?? null,
    minutesLeft: endsAt === null ? 0 : Math.ceil((endsAt.getTime() - now.getTime()) / 60_000),
    timeZone: settings.dayTimeZone,
  };
}

/**
 * /simulator in one call (decision 015, pages): reads only, all at once (a GET never writes: without an account
 * yet the portfolio is a fresh one; the first order opens it). `board` picks a leaderboard (getLeaderboard), among
 * the classes `rosters` (classes' own) name.
 */
export async function getSimulatorPage(actor: Actor, rosters: ClassRosters, board?: string): Promise<SimulatorPage> {
  assertCan(actor, 'trade:simulator:own');
  // The market's settings (the starting cash, the trading day) are read once for the portfolio and the day.
  const settings = readSimulatorSettings(getDb());
  const [portfolio, market, openOrders, orders, trades, history, leaderboard, rate, marketDay] = await Promise.all([
    getPortfolio(actor, settings),
    listMarket(),
    listOpenOrders(actor),
    listOrders(actor, HISTORY_LIMIT),
    listTrades(actor, HISTORY_LIMIT),
    getPortfolioHistory(actor),
    getLeaderboard(actor, rosters, board),
    getPreferences().then((preferences) => getDisplayRate(preferences.currency)),
    getMarketDay(new Date(), settings),
  ]);
  return { portfolio, stocks: market, openOrders, orders, trades, history, leaderboard, rate, marketDay };
}
