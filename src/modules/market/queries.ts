import 'server-only';
import { asc, count, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { priceReplays, stocks } from '@/db/schema';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { nextMarketClose, type DayEnd } from './market-day';
import { getSimulatorSettings, type SimulatorSettings } from './settings';
import { getTickerHub } from './ticker-hub';
import { percentChange, type TickerItem } from './top-movers';

/** The ticker's first paint: the shared snapshot (loaded once if this process has not read it yet). */
export async function getTickerSnapshot(): Promise<readonly TickerItem[]> {
  const hub = getTickerHub();
  if (hub.items.length === 0) await hub.refresh();
  return hub.items;
}

/** A stock as the market editor lists it (a small DTO, safe for the client). */
export interface EditorStock {
  symbol: string;
  name: string;
  sector: string;
  description: string;
  currentPrice: string;
  basePrice: string;
  changePct: number;
  volatility: string;
  drift: string;
  /** Accounts holding it (the simulator's count). */
  holders: number;
  openOrders: number;
  /** While a price history is replayed: where it stands. */
  replay: { position: number; total: number; day: string | null } | null;
  /** A series is stored (it can be replayed again only by importing it). */
  replayRows: number;
  updatedAt: Date;
}

/**
 * The simulator's counts beside a stock, correlated on the stock id of the editor's statement (decision 055). The
 * page passes the simulator's `stockPositionCounts`: the simulator imports the market, so the market cannot import it.
 */
export interface StockPositionCounts {
  holders: (stockId: SQLWrapper) => SQL<number>;
  openOrders: (stockId: SQLWrapper) => SQL<number>;
}

/** Admins: every stock with its prices, change, model, holders and replay, by symbol. */
export async function listStocksForEditor(actor: Actor, positions: StockPositionCounts): Promise<EditorStock[]> {
  assertCan(actor, 'edit:market:any');
  const replays = getDb()
    .select({ stockId: priceReplays.stockId, total: count().as('total') })
    .from(priceReplays)
    .groupBy(priceReplays.stockId)
    .as('r');
  const rows = await getDb()
    .select({
      symbol: stocks.symbol,
      name: stocks.name,
      sector: stocks.sector,
      description: stocks.description,
      currentPrice: stocks.currentPrice,
      basePrice: stocks.basePrice,
      volatility: stocks.volatility,
      drift: stocks.drift,
      replayPosition: stocks.replayPosition,
      updatedAt: stocks.updatedAt,
      holders: positions.holders(stocks.id),
      openOrders: positions.openOrders(stocks.id),
      replayRows: replays.total,
      replayDay: sql<string | null>`(select pr.day from price_replays pr where pr.stock_id = ${stocks.id} and pr.position = ${stocks.replayPosition})`,
    })
    .from(stocks)
    .leftJoin(replays, eq(replays.stockId, stocks.id))
    .where(isNull(stocks.delistedAt))
    .orderBy(asc(stocks.symbol));
  return rows.map((row) => ({
    symbol: row.symbol,
    name: row.name,
    sector: row.sector,
    description: row.description,
    currentPrice: row.currentPrice,
    basePrice: row.basePrice,
    changePct: percentChange(row),
    volatility: row.volatility,
    drift: row.drift,
    holders: Number(row.holders ?? 0),
    openOrders: Number(row.openOrders ?? 0),
    replay: row.replayPosition === null ? null : { position: row.replayPosition, total: Number(row.replayRows ?? 0), day: row.replayDay ? String(row.replayDay) : null },
    replayRows: Number(row.replayRows ?? 0),
    updatedAt: row.updatedAt,
  }));
}

/** Admins: the simulator's settings and state for the editor. */
export async function getMarketSettingsForEditor(actor: Actor): Promise<SimulatorSettings> {
  assertCan(actor, 'edit:market:any');
  return getSimulatorSettings(getDb());
}

export interface MarketEditorPage {
  rows: EditorStock[];
  settings: SimulatorSettings;
  /** When the day in progress ends (decision 047); null when only an admin ends it. */
  dayEnd: DayEnd | null;
}

/** /admin/marketeditor/marketdata in one call (decision 015, pages): the stocks and the simulator's settings, in parallel. */
export async function getMarketEditorPage(actor: Actor, positions: StockPositionCounts): Promise<MarketEditorPage> {
  const [rows, settings] = await Promise.all([listStocksForEditor(actor, positions), getMarketSettingsForEditor(actor)]);
  const endsAt = settings.dayStartedAt === null ? null : nextMarketClose(settings, new Date(settings.dayStartedAt));
  const dayEnd = endsAt === null ? null : { endsAt: endsAt.toISOString(), minutesLeft: Math.ceil((endsAt.getTime() - Date.now()) / 60_000), timeZone: settings.dayTimeZone };
  return { rows, settings, dayEnd };
}
