import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, exchangeRates, portfolioSnapshots, stocks } from '@/db/schema';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { openAccount } from './open-account';
import { getChildrenLeaderboardVisibility, getLeaderboard, getPortfolio, getPortfolioHistory, getSimulatorPage, listMarket, listOpenOrders, listOrders, listTrades } from './queries';

// The page's money shows in the viewer's currency, which comes from the request's cookies and profile (spec 4
// "Preferences"); there is no request here, so the test says which currency the viewer chose.
const viewer = vi.hoisted(() => ({ currency: 'USD' }));
vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: viewer.currency }) }));
import { setLeaderboardVisibility } from './set-leaderboard-visibility';
import { accountOf, createStock, linkFamily, order, resetSettings, setSettings, tick, trader, valuationOf } from './test-fixtures';
import { rowsOf } from '@/db/rows';
import { classRosters } from '@/modules/classes';

beforeEach(async () => {
  await resetSettings();
});

async function setPrice(stockId: number, price: string) {
  await getDb().update(stocks).set({ currentPrice: price }).where(eq(stocks.id, stockId));
}

describe('the portfolio', () => {
  it('shows a fresh account before the first order opens it, then values holdings at current prices, with gains, weights and the rules', async () => {
    await setSettings({ positionCapPct: 40, minSharePrice: '2', commission: '1' });
    const actor = await trader();
    const empty = await getPortfolio(actor);
    expect(empty).toMatchObject({ cash: '10000.0000', startingCash: '10000.0000', holdingsValue: '0.0000', totalValue: '10000.0000', gain: '0.0000', gainPct: 0, holdings: [] });
    expect(empty.rules).toEqual({ startingCash: '10000', commission: '1', positionCapPct: 40, minSharePrice: '2', paused: false, tradingDay: 1 });
    expect(await accountOf(actor.id)).toBeUndefined();

    const stock = await createStock({ price: '20', sector: 'Food' });
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 100 });
    expect(await accountOf(actor.id)).toMatchObject({ startingCash: '10000.0000', cash: '7999.0000' });
    await setPrice(stock.id, '25');
    const view = await getPortfolio(actor);
    // Cash 10,000 − 2,001 = 7,999; 100 × 25 = 2,500; total 10,499.
    expect(view).toMatchObject({ cash: '7999.0000', holdingsValue: '2500.0000', totalValue: '10499.0000', gain: '499.0000', gainPct: 4.99 });
    expect(view.holdings).toEqual([
      {
        stockId: stock.id,
        symbol: stock.symbol,
        name: `${stock.symbol} Inc.`,
        sector: 'Food',
        shares: 100,
        averageCost: '20.0000',
        price: '25.0000',
        marketValue: '2500.0000',
        gain: '500.0000',
        gainPct: 25,
        weightPct: 23.81,
      },
    ]);
  });

  it('lists the market by symbol with the change since the base price', async () => {
    const stock = await createStock({ price: '10', prefix: 'AAA' });
    await setPrice(stock.id, '10.5');
    const market = await listMarket();
    expect(market.map((row) => row.symbol)).toEqual([...market.map((row) => row.symbol)].sort());
    expect(market.find((row) => row.id === stock.id)).toMatchObject({ price: '10.5000', basePrice: '10.0000', changePct: 5, sector: 'Technology' });
  });

  it('lists my own open orders, orders (refused ones with their reason) and trades — never anyone else’s', async () => {
    const actor = await trader();
    const other = await trader();
    const stock = await createStock({ price: '10' });
    const resting = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 2, limitPrice: '9' });
    const filled = await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 3 });
    const refused = await order(actor, { symbol: stock.symbol, side: 'sell', type: 'market', shares: 50 });
    await order(other, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '9' });

    expect((await listOpenOrders(actor)).map((row) => row.id)).toEqual([resting.order.id]);
    const orders = await listOrders(actor, 10);
    expect(orders.map((row) => row.id).sort()).toEqual([resting.order.id, filled.order.id, refused.order.id].sort());
    expect(orders.find((row) => row.id === refused.order.id)).toMatchObject({ status: 'rejected', reason: 'orders.reasons.notEnoughShares', fillPrice: null });
    expect(orders.find((row) => row.id === filled.order.id)).toMatchObject({ status: 'filled', fillPrice: '10.0000', symbol: stock.symbol });
    expect(await listOrders(actor, 1)).toHaveLength(1);
    const trades = await listTrades(actor, 10);
    expect(trades).toEqual([expect.objectContaining({ symbol: stock.symbol, side: 'buy', shares: 3, price: '10.0000', commission: '1.0000', realizedProfit: null })]);
  });

  it('the history is the hourly snapshots, then the value right now', async () => {
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 10 });
    await getDb().insert(portfolioSnapshots).values({ userId: actor.id, bucketStart: new Date(Date.now() - 5 * 3_600_000), value: '9000' });
    await tick([{ stockId: stock.id, price: '12' }]);
    const history = await getPortfolioHistory(actor);
    expect(history[0]).toMatchObject({ value: 9000 });
    expect(history.at(-1)!.value).toBe(10019);
    expect(history.map((point) => point.time)).toEqual([...history.map((point) => point.time)].sort((a, b) => a - b));
  });
});

/** Rows in every simulator table (sim_*, the snapshots), and the profile's valuation: what a read must leave alone. */
async function simulatorFootprint(userId: string) {
  const tables = rowsOf<{ name: string }>(
    await getDb().execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and (table_name like 'sim\\_%' or table_name = 'portfolio_snapshots')
      order by table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ total: number }>(await getDb().execute(sql`select count(*)::int as total from ${sql.identifier(name)}`));
    counts[name] = row!.total;
  }
  return { counts, valuation: await valuationOf(userId) };
}

describe('the simulator page only reads (decision 015: a GET never writes)', () => {
  it('someone without an account sees a fresh one, themselves on their board at 0 %, and no row is written', async () => {
    await setSettings({ startingCash: '2500' });
    const parent = await trader({ role: 'parent', firstName: 'Pat', lastName: 'Parent' });
    const newcomer = await trader({ firstName: 'Nia', lastName: 'New' });
    const sister = await trader({ firstName: 'Sue', lastName: 'New' });
    await linkFamily(parent.id, newcomer.id);
    await linkFamily(parent.id, sister.id);
    const stock = await createStock({ price: '10' });
    await order(sister, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 10 });
    await tick([{ stockId: stock.id, price: '20' }]);

    const before = await simulatorFootprint(newcomer.id);
    expect(Object.keys(before.counts)).toEqual(expect.arrayContaining(['sim_accounts', 'sim_holdings', 'sim_orders', 'sim_trades', 'portfolio_snapshots']));
    // Everything /simulator reads (its one query), twice (a reload).
    for (let visit = 0; visit < 2; visit++) {
      const { portfolio, stocks: market, openOrders: open, orders, trades, history, leaderboard: board, rate } = await getSimulatorPage(newcomer, classRosters);
      expect(rate).toMatchObject({ currency: 'USD', ratePerUsd: '1' });
      expect(portfolio).toMatchObject({ cash: '2500.0000', startingCash: '2500.0000', totalValue: '2500.0000', gainPct: 0, holdings: [] });
      expect(market.length).toBeGreaterThan(0);
      expect([open, orders, trades, history]).toEqual([[], [], [], []]);
      expect(board).toMatchObject({ scope: 'family', hidden: false });
      expect(rowsFor(board)).toEqual([
        { rank: 1, name: 'Sue N.', returnPct: expect.any(Number), isMe: false },
        { rank: 2, name: 'Nia N.', returnPct: 0, isMe: true },
      ]);
    }
    // Nobody else sees a person who has not started: alone on her board, the sister has nobody to compare with.
    expect(await getLeaderboard(sister, classRosters)).toMatchObject({ scope: 'none', rows: [] });
    expect(await getChildrenLeaderboardVisibility(parent)).toEqual({ [newcomer.id]: true, [sister.id]: true });
    expect(await simulatorFootprint(newcomer.id)).toEqual(before);
    expect(await accountOf(newcomer.id)).toBeUndefined();
  });

  it("holds what the page shows: the viewer's own orders and trades, the chosen board and the rate of the viewer's currency", async () => {
    const actor = await trader({ firstName: 'Pia', lastName: 'Page' });
    const stranger = await trader();
    const stock = await createStock({ price: '10' });
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 2 });
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'limit', shares: 1, limitPrice: '1' });
    await order(stranger, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 5 });
    await getDb()
      .insert(exchangeRates)
      .values({ currency: 'EUR', ratePerUsd: '0.9', asOf: '2026-01-02' })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { ratePerUsd: '0.9', asOf: '2026-01-02' } });
    viewer.currency = 'EUR';
    try {
      const page = await getSimulatorPage(actor, classRosters, 'family');
      expect(page.rate).toEqual({ currency: 'EUR', ratePerUsd: '0.90000000', asOf: '2026-01-02' });
      expect(page.portfolio.holdings).toMatchObject([{ symbol: stock.symbol, shares: 2 }]);
      expect(page.orders).toHaveLength(2);
      expect(page.openOrders).toEqual(await listOpenOrders(actor));
      expect(page.trades).toHaveLength(1);
      expect(page.stocks.map((row) => row.symbol)).toContain(stock.symbol);
      expect(page.leaderboard).toEqual(await getLeaderboard(actor, classRosters, 'family'));
    } finally {
      viewer.currency = 'USD';
    }
  });

  it("the first order opens the account with the settings' starting cash; the portfolio then reads it", async () => {
    await setSettings({ startingCash: '2500' });
    const actor = await trader();
    const stock = await createStock({ price: '10' });
    await getPortfolio(actor);
    expect(await accountOf(actor.id)).toBeUndefined();
    await order(actor, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 1 });
    expect(await accountOf(actor.id)).toMatchObject({ startingCash: '2500.0000', cash: '2489.0000', leaderboardVisible: true });
    // Later settings change nothing for an open account.
    await setSettings({ startingCash: '9999' });
    expect(await getPortfolio(actor)).toMatchObject({ cash: '2489.0000', startingCash: '2500.0000', holdingsValue: '10.0000' });
  });
});

function rowsFor(board: Awaited<ReturnType<typeof getLeaderboard>>) {
  return board.rows.map((row) => ({ rank: row.rank, name: row.displayName, returnPct: row.returnPct, isMe: row.isMe }));
}

describe('the family leaderboard', () => {
  async function family() {
    const parent = await trader({ role: 'parent', firstName: 'Pat', lastName: 'Parent' });
    const maya = await trader({ firstName: 'Maya', lastName: 'khan' });
    const leo = await trader({ firstName: 'Leo', lastName: 'Khan' });
    await linkFamily(parent.id, maya.id);
    await linkFamily(parent.id, leo.id);
    return { parent, maya, leo };
  }

  it('ranks the children of my parent(s) and me by return, with first name and last initial only — never an e-mail', async () => {
    const { maya, leo } = await family();
    const stock = await createStock({ price: '10' });
    await order(maya, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 100 });
    await openAccount(leo);
    await tick([{ stockId: stock.id, price: '15' }]);
    // Maya: 10,000 − 1,001 + 1,500 = 10,499 → +4.99 %.
    const board = await getLeaderboard(leo, classRosters);
    expect(board).toMatchObject({ scope: 'family', hidden: false });
    expect(rowsFor(board)).toEqual([
      { rank: 1, name: 'Maya K.', returnPct: 4.99, isMe: false },
      { rank: 2, name: 'Leo K.', returnPct: 0, isMe: true },
    ]);
    expect(board.rows[0]).toMatchObject({ avatarSeed: expect.any(String), avatarVariant: expect.any(String) });
    const text = JSON.stringify(board);
    expect(text).not.toContain('@');
    expect(text).not.toContain(maya.email);
  });

  it('a parent sees their own children; children of another family never show', async () => {
    const { parent, maya, leo } = await family();
    const stranger = await trader({ firstName: 'Zed', lastName: 'Other' });
    const otherParent = await trader({ role: 'parent' });
    await linkFamily(otherParent.id, stranger.id);
    for (const actor of [maya, leo, stranger]) await openAccount(actor);
    const board = await getLeaderboard(parent, classRosters);
    expect(board.scope).toBe('family');
    // The viewing parent is on their own board too, as a fresh account until their first order (they had one
    // already when visiting opened it; now the page only reads).
    expect(board.rows.map((row) => row.displayName).sort()).toEqual(['Leo K.', 'Maya K.', 'Pat P.']);
    expect(board.rows.find((row) => row.isMe)).toMatchObject({ displayName: 'Pat P.', returnPct: 0 });
    // Equal returns share a rank.
    expect(board.rows.map((row) => row.rank)).toEqual([1, 1, 1]);
    expect((await getLeaderboard(stranger, classRosters)).scope).toBe('none');
  });

  it('a child hidden by a parent is left out; the hidden child sees no board; fewer than two people is scope "none"', async () => {
    const { parent, maya, leo } = await family();
    await openAccount(maya);
    await openAccount(leo);
    await setLeaderboardVisibility(parent, leo.id, false);
    expect(await getLeaderboard(leo, classRosters)).toEqual({ scope: 'none', hidden: true, rows: [], boards: [], board: null });
    expect(await getLeaderboard(maya, classRosters)).toMatchObject({ scope: 'none', hidden: false, rows: [], board: 'family' });
    await setLeaderboardVisibility(parent, leo.id, true);
    expect((await getLeaderboard(maya, classRosters)).rows).toHaveLength(2);
  });

  it('a child with no family link has nobody to compare with', async () => {
    const alone = await trader();
    await openAccount(alone);
    expect(await getLeaderboard(alone, classRosters)).toEqual({ scope: 'none', hidden: false, rows: [], boards: [{ key: 'family', scope: 'family' }], board: 'family' });
  });
});

describe('switching a child off the leaderboard', () => {
  it('is for a parent and their own linked child only (audited); anyone else gets a 403', async () => {
    const parent = await trader({ role: 'parent' });
    const child = await trader();
    await linkFamily(parent.id, child.id);
    const otherParent = await trader({ role: 'parent' });
    const tutor = await trader({ role: 'tutor' });

    expect(await getChildrenLeaderboardVisibility(parent)).toEqual({ [child.id]: true });
    expect(await setLeaderboardVisibility(parent, child.id, false)).toBe(false);
    expect(await accountOf(child.id)).toMatchObject({ leaderboardVisible: false, leaderboardChangedBy: parent.id, cash: '10000.0000' });
    expect(await getChildrenLeaderboardVisibility(parent)).toEqual({ [child.id]: false });
    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actionType, 'leaderboard_visibility_change'), eq(auditLogs.entityId, child.id)));
    expect(entry).toMatchObject({ performedBy: parent.email, role: 'parent', component: 'simulator', targetUser: child.email, details: { childId: child.id, visible: false } });

    const refusals = await Promise.all(
      ([otherParent, tutor, child] as Actor[]).map(async (actor) => (await appErrorOf(setLeaderboardVisibility(actor, child.id, true))).status),
    );
    expect(refusals).toEqual([403, 403, 403]);
    expect((await accountOf(child.id))!.leaderboardVisible).toBe(false);
    expect((await appErrorOf(getChildrenLeaderboardVisibility(child))).status).toBe(403);
  });
});
