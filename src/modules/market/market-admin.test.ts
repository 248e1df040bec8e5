import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, priceCandles, priceReplays, simAccounts, simHoldings, simOrders, simTrades, simulatorSettings, stocks } from '@/db/schema';
import { stockPositionCounts } from '@/modules/simulator/runtime';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { createStock } from './create-stock';
import { importPriceHistory, PriceImportRefusedError } from './import-price-history';
import { getMarketEditorPage, getMarketSettingsForEditor, listStocksForEditor } from './queries';
import { removeStock } from './remove-stock';
import { createStockSchema, type CreateStockInput } from './schemas';
import { setMarketPaused } from './set-market-paused';
import { getSimulatorSettings, SIMULATOR_DEFAULTS, storeSimulatorSettings, updateSimulatorSettings } from './settings';
import { startTradingDay } from './start-trading-day';
import { stopReplay } from './stop-replay';
import { updateStockDetails } from './update-stock';
import { setStockPrice } from './update-stock-price';

let admin: Actor;
let child: Actor;
let counter = 0;

beforeAll(async () => {
  admin = await actorFor(await createTestUser({ role: 'admin' }));
  child = await actorFor(await createTestUser({ role: 'child' }));
});

function uniqueSymbol(prefix = 'T'): string {
  counter += 1;
  return `${prefix}${counter}${Date.now().toString(36).slice(-4)}`.toUpperCase().slice(0, 12);
}

/** The add form's fields, as the browser sends them (the domain function parses them itself). */
function stockForm(overrides: Record<string, string> = {}): CreateStockInput {
  return { symbol: uniqueSymbol(), name: 'Treehouse Toys', sector: 'Toys', description: 'Builds treehouses.', price: '25.50', volatility: '0.4', drift: '0.05', ...overrides } as CreateStockInput;
}

async function stockRow(symbol: string) {
  const [row] = await getDb().select().from(stocks).where(eq(stocks.symbol, symbol));
  return row;
}

async function lastAudit(actionType: string, entityId?: string) {
  const [row] = await getDb()
    .select()
    .from(auditLogs)
    .where(entityId ? and(eq(auditLogs.actionType, actionType), eq(auditLogs.entityId, entityId)) : eq(auditLogs.actionType, actionType))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return row;
}

/** A child with a simulator account, holding `shares` of the stock at `averageCost`. */
async function holder(stockId: number, shares: number, averageCost: string, cash = '1000.0000') {
  const user = await createTestUser({ role: 'child' });
  await getDb().insert(simAccounts).values({ userId: user.id, cash, startingCash: '10000' });
  await getDb().insert(simHoldings).values({ userId: user.id, stockId, shares, averageCost });
  return user.id;
}

async function openOrder(userId: string, stockId: number, tradingDay = 1) {
  const id = randomUUID();
  await getDb().insert(simOrders).values({ id, userId, stockId, side: 'buy', type: 'limit', shares: 1, limitPrice: '1.0000', status: 'open', idempotencyKey: id, tradingDay });
  return id;
}

describe('simulator settings', () => {
  it('reads the defaults when nothing is stored, and ignores a stored value that no longer parses', async () => {
    await getDb().delete(simulatorSettings);
    expect(await getSimulatorSettings(getDb())).toEqual(SIMULATOR_DEFAULTS);
    await getDb().insert(simulatorSettings).values([
      { key: 'tickIntervalMs', value: 5 },
      { key: 'commission', value: '0.5' },
    ]);
    const settings = await getSimulatorSettings(getDb());
    expect(settings.tickIntervalMs).toBe(2000);
    expect(settings.commission).toBe('0.5');
  });

  it('validates every field and saves only what changed, audited with before and after', async () => {
    const form = { startingCash: '5000', commission: '0.25', positionCapPct: '40', minSharePrice: '2', tickIntervalMs: '1000', replayTicksPerDay: '10' };
    for (const [field, value] of [
      ['tickIntervalMs', '100'],
      ['tickIntervalMs', '60001'],
      ['startingCash', '0'],
      ['startingCash', '-5'],
      ['commission', 'abc'],
      ['positionCapPct', '101'],
      ['positionCapPct', '0'],
      ['minSharePrice', '1.23456'],
      ['replayTicksPerDay', '0'],
    ] as const) {
      const error = await appErrorOf(updateSimulatorSettings(admin, { ...form, [field]: value }));
      expect(error.status).toBe(400);
      expect(Object.keys(error.fieldErrors ?? {})).toEqual([field]);
    }
    await getDb().delete(simulatorSettings);
    const saved = await updateSimulatorSettings(admin, form);
    expect(saved).toMatchObject({ startingCash: '5000', commission: '0.25', positionCapPct: 40, minSharePrice: '2', tickIntervalMs: 1000, replayTicksPerDay: 10, paused: false, tradingDay: 1 });
    expect(await getMarketSettingsForEditor(admin)).toEqual(saved);
    const entry = await lastAudit('simulator_settings_change');
    expect(entry).toMatchObject({ component: 'market', performedBy: admin.email });
    expect(entry!.details).toMatchObject({ startingCash: { from: '10000', to: '5000' }, tickIntervalMs: { from: 2000, to: 1000 } });

    const entries = (await getDb().select().from(auditLogs).where(eq(auditLogs.actionType, 'simulator_settings_change'))).length;
    await updateSimulatorSettings(admin, form);
    expect((await getDb().select().from(auditLogs).where(eq(auditLogs.actionType, 'simulator_settings_change'))).length).toBe(entries);
    await updateSimulatorSettings(admin, { ...form, startingCash: '10000', commission: '0', positionCapPct: '50', minSharePrice: '1', tickIntervalMs: '2000', replayTicksPerDay: '30' });
  });

  it('pause and resume are audited; repeating one changes nothing', async () => {
    expect(await setMarketPaused(admin, { paused: true })).toEqual({ changed: true });
    expect((await getSimulatorSettings(getDb())).paused).toBe(true);
    expect(await lastAudit('market_pause')).toMatchObject({ component: 'market' });
    expect(await setMarketPaused(admin, { paused: true })).toEqual({ changed: false });
    expect(await setMarketPaused(admin, { paused: false })).toEqual({ changed: true });
    expect((await getSimulatorSettings(getDb())).paused).toBe(false);
    expect(await lastAudit('market_resume')).toBeTruthy();
  });
});

describe('a new trading day', () => {
  it('sets every base price to the current price, moves the day on, expires the ended day’s resting orders, audited', async () => {
    const symbol = uniqueSymbol('D');
    await createStock(admin, stockForm({ symbol, price: '10' }));
    await setStockPrice(admin, { symbol, currentPrice: '12.5', basePrice: '10' });
    const stock = (await stockRow(symbol))!;
    await getDb().transaction((tx) => storeSimulatorSettings(tx, { tradingDay: 4 }));
    const userId = await holder(stock.id, 1, '10');
    const order = await openOrder(userId, stock.id, 4);

    expect(await startTradingDay(admin)).toEqual({ endedDay: 4, tradingDay: 5 });
    const after = (await stockRow(symbol))!;
    expect(after.basePrice).toBe('12.5000');
    expect(after.currentPrice).toBe('12.5000');
    const all = await getDb().select({ current: stocks.currentPrice, base: stocks.basePrice }).from(stocks);
    expect(all.every((row) => row.current === row.base)).toBe(true);
    expect((await getSimulatorSettings(getDb())).tradingDay).toBe(5);
    const [expired] = await getDb().select({ status: simOrders.status }).from(simOrders).where(eq(simOrders.id, order));
    expect(expired!.status).toBe('expired');
    expect(await lastAudit('trading_day_start', '5')).toMatchObject({ component: 'market', details: expect.objectContaining({ endedDay: 4, tradingDay: 5 }) });
  });
});

describe('adding, editing and removing stocks', () => {
  it('adds a stock (base = price), audited; a taken symbol is 409; bad fields are refused', async () => {
    const form = stockForm({ symbol: ' brk.b ' });
    await getDb().delete(stocks).where(eq(stocks.symbol, 'BRK.B'));
    expect(await createStock(admin, form)).toEqual({ symbol: 'BRK.B' });
    expect(await stockRow('BRK.B')).toMatchObject({ name: 'Treehouse Toys', sector: 'Toys', currentPrice: '25.5000', basePrice: '25.5000', volatility: '0.4000', drift: '0.0500', replayPosition: null });
    expect(await lastAudit('stock_create', 'BRK.B')).toMatchObject({ component: 'market' });
    const taken = await appErrorOf(createStock(admin, { ...form, name: 'Other' }));
    expect(taken.status).toBe(409);
    expect(taken.fieldErrors).toEqual({ symbol: 'marketAdmin.errors.symbolTaken' });

    const problems: [string, string, string][] = [
      ['symbol', 'TOO-LONG', 'marketAdmin.errors.symbol'],
      ['symbol', 'ABCDEFGHIJKLM', 'marketAdmin.errors.symbol'],
      ['symbol', '', 'marketAdmin.errors.symbol'],
      ['sector', 'Pirates', 'marketAdmin.errors.sector'],
      ['description', 'x'.repeat(301), 'marketAdmin.errors.description'],
      ['price', '0', 'errors.priceInvalid'],
      ['price', '-3', 'errors.priceInvalid'],
      ['volatility', '3.5', 'marketAdmin.errors.volatility'],
      ['volatility', '-0.1', 'marketAdmin.errors.volatility'],
      ['drift', '-1.5', 'marketAdmin.errors.drift'],
      ['drift', '2', 'marketAdmin.errors.drift'],
      ['name', ' ', 'marketAdmin.errors.name'],
    ];
    for (const [field, value, message] of problems) {
      const parsed = createStockSchema.safeParse(stockForm({ [field]: value }));
      expect(parsed.error?.issues[0]?.message, `${field}=${value}`).toBe(message);
    }
    expect(createStockSchema.safeParse(stockForm({ volatility: '3', drift: '-1', description: 'x'.repeat(300) })).success).toBe(true);
  });

  it('edits name, sector, description, volatility and drift, audited with the changes; unknown symbols are 404', async () => {
    const symbol = uniqueSymbol('E');
    await createStock(admin, stockForm({ symbol }));
    expect(await updateStockDetails(admin, { symbol, name: 'Treehouse Toys', sector: 'Games', description: 'Now makes games.', volatility: '0.4000', drift: '-0.25' })).toEqual({ changed: true });
    expect(await stockRow(symbol)).toMatchObject({ sector: 'Games', description: 'Now makes games.', volatility: '0.4000', drift: '-0.2500' });
    const entry = await lastAudit('stock_update', symbol);
    expect(entry!.details).toEqual({ sector: { from: 'Toys', to: 'Games' }, description: { from: 'Builds treehouses.', to: 'Now makes games.' }, drift: { from: '0.0500', to: '-0.25' } });
    expect(await updateStockDetails(admin, { symbol, name: 'Treehouse Toys', sector: 'Games', description: 'Now makes games.', volatility: '0.4', drift: '-0.25' })).toEqual({ changed: false });
    expect((await appErrorOf(updateStockDetails(admin, { symbol: 'NOPE.NOPE', name: 'x', sector: 'Toys', description: '', volatility: '0', drift: '0' }))).status).toBe(404);
  });

  it('removes a stock nobody holds, with its candles and replay series; audited', async () => {
    const symbol = uniqueSymbol('R');
    await createStock(admin, stockForm({ symbol }));
    const stock = (await stockRow(symbol))!;
    await getDb().insert(priceCandles).values({ stockId: stock.id, resolution: 60, bucketStart: new Date(), open: '1', high: '1', low: '1', close: '1' });
    expect(await removeStock(admin, { symbol, settle: false })).toEqual({ symbol, settlements: [], canceledOrders: 0 });
    expect(await stockRow(symbol)).toBeUndefined();
    expect(await getDb().select().from(priceCandles).where(eq(priceCandles.stockId, stock.id))).toHaveLength(0);
    expect(await lastAudit('stock_remove', symbol)).toMatchObject({ component: 'market' });
    expect((await appErrorOf(removeStock(admin, { symbol, settle: false }))).status).toBe(404);
  });

  it('refuses to remove a stock children hold, changing nothing', async () => {
    const symbol = uniqueSymbol('H');
    await createStock(admin, stockForm({ symbol }));
    const stock = (await stockRow(symbol))!;
    const userId = await holder(stock.id, 3, '20');
    const listed = (await listStocksForEditor(admin, stockPositionCounts)).find((row) => row.symbol === symbol)!;
    expect(listed).toMatchObject({ holders: 1, openOrders: 0, replay: null });
    // The editor page's one query holds the same rows, and the settings.
    const page = await getMarketEditorPage(admin, stockPositionCounts);
    expect(page.rows.find((row) => row.symbol === symbol)).toEqual(listed);
    expect(page.settings).toEqual(await getMarketSettingsForEditor(admin));
    const refused = await appErrorOf(removeStock(admin, { symbol, settle: false }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('marketAdmin.errors.held');
    expect(await stockRow(symbol)).toBeTruthy();
    expect(await getDb().select().from(simHoldings).where(eq(simHoldings.userId, userId))).toHaveLength(1);
  });

  it('settles at the last price: every holder is paid shares × price exactly, realised profit from the average cost, open orders canceled, then the stock goes', async () => {
    const symbol = uniqueSymbol('S');
    await createStock(admin, stockForm({ symbol, price: '30' }));
    await setStockPrice(admin, { symbol, currentPrice: '33.3333', basePrice: '30' });
    const stock = (await stockRow(symbol))!;
    const keep = uniqueSymbol('K');
    await createStock(admin, stockForm({ symbol: keep }));
    const kept = (await stockRow(keep))!;

    const first = await holder(stock.id, 7, '25.123456', '100.0000');
    const second = await holder(stock.id, 1, '40', '0.0000');
    const firstOrder = await openOrder(first, stock.id);
    const otherOrder = await openOrder(first, kept.id);
    const cashOf = async (userId: string) => (await getDb().select({ cash: simAccounts.cash }).from(simAccounts).where(eq(simAccounts.userId, userId)))[0]!.cash;

    const result = await removeStock(admin, { symbol, settle: true });
    expect(result.canceledOrders).toBe(1);
    expect(result.settlements).toEqual([
      ...[
        { userId: first, shares: 7, price: '33.3333', proceeds: '233.3331', averageCost: '25.123456', realizedProfit: '57.4689' },
        { userId: second, shares: 1, price: '33.3333', proceeds: '33.3333', averageCost: '40.000000', realizedProfit: '-6.6667' },
      ].sort((a, b) => (a.userId < b.userId ? -1 : 1)),
    ]);
    // Cash reconciles with the settlements to the last decimal.
    expect(await cashOf(first)).toBe('333.3331');
    expect(await cashOf(second)).toBe('33.3333');
    expect(await getDb().select().from(simHoldings).where(eq(simHoldings.stockId, stock.id))).toHaveLength(0);
    // It had trading history: delisted (out of the market and the editor), the history kept.
    expect((await stockRow(symbol))!.delistedAt).toBeInstanceOf(Date);
    expect((await listStocksForEditor(admin, stockPositionCounts)).map((row) => row.symbol)).not.toContain(symbol);
    expect(await getDb().select().from(simTrades).where(eq(simTrades.stockId, stock.id))).toHaveLength(2);
    // The other stock's order is untouched; the removed stock's open order was canceled, and stays in the history.
    expect((await getDb().select({ status: simOrders.status }).from(simOrders).where(eq(simOrders.id, otherOrder)))[0]!.status).toBe('open');
    expect((await getDb().select({ status: simOrders.status }).from(simOrders).where(eq(simOrders.id, firstOrder)))[0]!.status).toBe('canceled');
    // A delisted stock cannot be edited any more.
    const refusedEdit = await appErrorOf(updateStockDetails(admin, { symbol, name: 'Gone', sector: 'Games', description: 'Gone.', volatility: '0.3', drift: '0' }));
    expect(refusedEdit.status).toBe(404);
    const entry = await lastAudit('stock_remove', symbol);
    expect(entry!.details).toMatchObject({ price: '33.3333', settlements: result.settlements, canceledOrders: [firstOrder] });
    const total = (result.settlements as { proceeds: string }[]).reduce((sum, row) => sum + Number(row.proceeds), 0);
    expect(total.toFixed(4)).toBe('266.6664');
  });
});

describe('price history from CSV', () => {
  it('imports a valid file all at once, starts replaying from the first close, audited; stop replay ends it', async () => {
    const symbol = uniqueSymbol('C');
    await createStock(admin, stockForm({ symbol }));
    const csv = '\uFEFFdate,close\r\n2024-01-02,10.5\r\n"2024-01-03","11.25"\r\n2024-01-05,9\r\n\r\n';
    expect(await importPriceHistory(admin, { symbol, text: csv })).toEqual({ rows: 3 });
    const stock = (await stockRow(symbol))!;
    expect(stock).toMatchObject({ replayPosition: 0, currentPrice: '10.5000' });
    const rows = await getDb().select().from(priceReplays).where(eq(priceReplays.stockId, stock.id)).orderBy(priceReplays.position);
    expect(rows.map((row) => [row.position, row.day, row.close])).toEqual([
      [0, '2024-01-02', '10.5000'],
      [1, '2024-01-03', '11.2500'],
      [2, '2024-01-05', '9.0000'],
    ]);
    expect(await lastAudit('stock_replay_import', symbol)).toMatchObject({ component: 'market' });
    expect((await listStocksForEditor(admin, stockPositionCounts)).find((row) => row.symbol === symbol)!.replay).toEqual({ position: 0, total: 3, day: '2024-01-02' });

    expect(await stopReplay(admin, { symbol })).toEqual({ stopped: true });
    expect((await stockRow(symbol))!.replayPosition).toBeNull();
    expect(await lastAudit('stock_replay_stop', symbol)).toBeTruthy();
    expect(await stopReplay(admin, { symbol })).toEqual({ stopped: false });
  });

  it('refuses a file with bad rows, listing every one with its line number, and changes nothing', async () => {
    const symbol = uniqueSymbol('B');
    await createStock(admin, stockForm({ symbol }));
    await importPriceHistory(admin, { symbol, text: 'date,close\n2023-05-01,5\n2023-05-02,6\n' });
    await stopReplay(admin, { symbol });
    const before = (await stockRow(symbol))!;
    const csv = [
      'date,close',
      '2024-01-02,10', // 2 ok
      '2024-01-03,0', // 3 close not > 0
      '2024-02-30,5', // 4 not a date
      '2024-01-03,7', // 5 duplicate of line 3's date
      '2024-01-01,7', // 6 not ascending
      '2024-01-09,abc', // 7 bad close
      '2024-01-10,1,2', // 8 three columns
      '2024-01-11,-4', // 9 negative
    ].join('\n');
    let refused: unknown;
    try {
      await importPriceHistory(admin, { symbol, text: csv });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(PriceImportRefusedError);
    expect((refused as PriceImportRefusedError).status).toBe(400);
    expect((refused as PriceImportRefusedError).badRows.map((row) => [row.line, row.reason.split('.').at(-1)])).toEqual([
      [3, 'close'],
      [4, 'date'],
      [5, 'duplicateDate'],
      [6, 'notAscending'],
      [7, 'close'],
      [8, 'columnCount'],
      [9, 'close'],
    ]);
    const after = (await stockRow(symbol))!;
    expect(after).toMatchObject({ currentPrice: before.currentPrice, replayPosition: null });
    const rows = await getDb().select().from(priceReplays).where(eq(priceReplays.stockId, before.id));
    expect(rows.map((row) => row.day)).toEqual(['2023-05-01', '2023-05-02']);
  });

  it('refuses a wrong header, an empty file, more than 5,000 rows, and unknown symbols', async () => {
    const symbol = uniqueSymbol('X');
    await createStock(admin, stockForm({ symbol }));
    const header = (await appErrorOf(importPriceHistory(admin, { symbol, text: 'day,price\n2024-01-01,1' }))) as PriceImportRefusedError;
    expect(header.badRows).toEqual([{ line: 1, reason: 'marketAdmin.import.reasons.header' }]);
    expect((await appErrorOf(importPriceHistory(admin, { symbol, text: 'date,close\n\n' }))).message).toBe('marketAdmin.import.empty');
    const start = Date.UTC(2000, 0, 1);
    const many = ['date,close', ...Array.from({ length: 5001 }, (_, index) => `${new Date(start + index * 86_400_000).toISOString().slice(0, 10)},1`)].join('\n');
    const tooMany = (await appErrorOf(importPriceHistory(admin, { symbol, text: many }))) as PriceImportRefusedError;
    expect(tooMany.badRows).toEqual([{ line: 5002, reason: 'marketAdmin.import.reasons.tooManyRows', values: { max: 5000 } }]);
    expect(await importPriceHistory(admin, { symbol, text: many.split('\n').slice(0, 5001).join('\n') })).toEqual({ rows: 5000 });
    expect((await appErrorOf(importPriceHistory(admin, { symbol: 'NOPE.NOPE', text: 'date,close\n2024-01-01,1' }))).status).toBe(404);
  });
});

describe('permissions', () => {
  it('every admin function refuses a child with 403', async () => {
    const symbol = uniqueSymbol('P');
    await createStock(admin, stockForm({ symbol }));
    const calls: Promise<unknown>[] = [
      createStock(child, stockForm()),
      updateStockDetails(child, { symbol, name: 'x', sector: 'Toys', description: '', volatility: '0', drift: '0' }),
      setStockPrice(child, { symbol, currentPrice: '1', basePrice: '1' }),
      removeStock(child, { symbol, settle: true }),
      importPriceHistory(child, { symbol, text: 'date,close\n2024-01-01,1' }),
      stopReplay(child, { symbol }),
      setMarketPaused(child, { paused: true }),
      startTradingDay(child),
      updateSimulatorSettings(child, { startingCash: '1', commission: '0', positionCapPct: '50', minSharePrice: '1', tickIntervalMs: '2000', replayTicksPerDay: '30' }),
      listStocksForEditor(child, stockPositionCounts),
      getMarketSettingsForEditor(child),
      getMarketEditorPage(child, stockPositionCounts),
    ];
    for (const call of calls) expect((await appErrorOf(call)).status).toBe(403);
    expect(await stockRow(symbol)).toBeTruthy();
    expect((await getSimulatorSettings(getDb())).paused).toBe(false);
  });
});
