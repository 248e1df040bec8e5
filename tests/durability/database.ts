import { sql, type SQL } from 'drizzle-orm';
import { closeDatabase, installDatabase, openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed/seed';
import { createAccount } from '../../src/modules/accounts/runtime';
import type { ChildClient } from './load';

/*
 * The durability suite's database side (scripts/test-durability.ts): the data prepared before the server takes the
 * database, and the check of what the clients were told against what the database holds once the server stopped.
 */

export const CHILD_PASSWORD = 'durability-child-password';

export interface PreparedData {
  emails: string[];
  lesson: { id: number; path: string; questionIds: string[] };
  /** Stocks a child can afford a few of (the position cap is a share of a 10,000 USD portfolio). */
  symbols: string[];
}

async function rows<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Before the server starts (it takes the embedded database's lock): migrate, seed, and `count` verified children. */
export async function prepareData(options: { dataDir: string; databaseUrl?: string; count: number; tag: string }): Promise<PreparedData> {
  const handle = openDatabase({ databaseUrl: options.databaseUrl || undefined, dataDir: options.dataDir, purpose: 'durability setup' });
  installDatabase(handle);
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: 'never' });
    const emails: string[] = [];
    for (let index = 0; index < options.count; index++) {
      const email = `durability-${options.tag}-${index}@academy.local`;
      await createAccount(handle.db, { email, password: CHILD_PASSWORD, role: 'child', firstName: 'Durable', lastName: `Child ${index}`, emailVerified: true });
      emails.push(email);
    }
    const lessons = await rows<{ id: number; course_slug: string; lesson_slug: string; blocks: Array<{ id: string; type: string }> }>(
      handle,
      sql`select l.id, c.slug as course_slug, l.slug as lesson_slug, l.blocks from lessons l join courses c on c.id = l.course_id
          where l.published and c.published order by c.position, c.id, l.position, l.id`,
    );
    const lesson = lessons.find((row) => row.blocks.some((block) => block.type === 'question'));
    if (!lesson) throw new Error('the seed has no published lesson with a question');
    const stocks = await rows<{ symbol: string }>(handle, sql`select symbol from stocks where delisted_at is null and current_price between 10 and 100 order by symbol`);
    if (stocks.length === 0) throw new Error('the seed has no stock between 10 and 100 USD');
    return {
      emails,
      lesson: { id: lesson.id, path: `/courses/${lesson.course_slug}/${lesson.lesson_slug}`, questionIds: lesson.blocks.filter((block) => block.type === 'question').map((block) => block.id) },
      symbols: stocks.map((row) => row.symbol),
    };
  } finally {
    await closeDatabase();
  }
}

export interface Verification {
  acknowledgedOrders: number;
  foundOrders: number;
  acknowledgedCompletions: number;
  foundCompletions: number;
  /** Idempotency keys (and attempt ids, XP sources) present more than once. */
  duplicates: number;
  /** Requests sent again after a kill that the dead server had committed (the resubmission answered from the first). */
  resentCommittedBeforeKill: { orders: number; completions: number };
  tables: number;
  violations: string[];
}

/**
 * Opens the database again (on PGlite the reopen after the kills is itself the check) and compares it with what the
 * clients were told: every acknowledged order and completion is there, as answered; nothing is there twice; nothing
 * is there that no client sent; and each child's cash, holdings and XP agree with their trades and XP ledger.
 */
export async function verifyData(options: { dataDir: string; databaseUrl?: string; clients: ChildClient[] }): Promise<Verification> {
  const handle = openDatabase({ databaseUrl: options.databaseUrl || undefined, dataDir: options.dataDir, purpose: 'durability check' });
  const violations: string[] = [];
  const report = (text: string) => {
    if (violations.length < 200) violations.push(text);
  };
  const result: Verification = {
    acknowledgedOrders: 0,
    foundOrders: 0,
    acknowledgedCompletions: 0,
    foundCompletions: 0,
    duplicates: 0,
    resentCommittedBeforeKill: { orders: 0, completions: 0 },
    tables: 0,
    violations,
  };
  try {
    // Every table read through once: a page the kills left unreadable fails here.
    const tables = await rows<{ name: string }>(handle, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
    for (const table of tables) await handle.db.execute(sql`select count(*) from ${sql.identifier(table.name)}`);
    result.tables = tables.length;

    const duplicates = await rows<{ what: string; n: number }>(
      handle,
      sql`select 'order ' || user_id || '/' || idempotency_key as what, count(*)::int as n from sim_orders group by user_id, idempotency_key having count(*) > 1
          union all select 'trade of order ' || order_id, count(*)::int from sim_trades group by order_id having count(*) > 1
          union all select 'completion of attempt ' || attempt_id, count(*)::int from lesson_completions group by attempt_id having count(*) > 1
          union all select 'xp ' || user_id || '/' || reason || '/' || source_id, count(*)::int from xp_ledger group by user_id, reason, source_id having count(*) > 1`,
    );
    result.duplicates = duplicates.length;
    for (const duplicate of duplicates) report(`duplicated: ${duplicate.what} (${duplicate.n} times)`);

    for (const client of options.clients) {
      const [user] = await rows<{ id: string; xp: number; ledger: number }>(
        handle,
        sql`select u.id, u.xp, (select coalesce(sum(amount), 0)::int from xp_ledger where user_id = u.id) as ledger from users u where u.email = ${client.email}`,
      );
      if (!user) {
        report(`${client.email}: no account`);
        continue;
      }
      const who = `child ${client.index}`;

      // Orders: as acknowledged, and none that this client never sent.
      const orders = await rows<{ key: string; status: string; side: string; shares: number; symbol: string; trades: number; created_ms: number }>(
        handle,
        sql`select o.idempotency_key as key, o.status, o.side, o.shares, s.symbol, (select count(*)::int from sim_trades t where t.order_id = o.id) as trades,
                   (extract(epoch from o.created_at) * 1000)::float8 as created_ms
            from sim_orders o join stocks s on s.id = o.stock_id where o.user_id = ${user.id}`,
      );
      const byKey = new Map(orders.map((order) => [order.key, order]));
      for (const [key, killedAt] of client.resent.orders) {
        const stored = byKey.get(key);
        if (stored && stored.created_ms < killedAt) result.resentCommittedBeforeKill.orders += 1;
      }
      for (const acknowledged of client.orders.values()) {
        result.acknowledgedOrders += 1;
        const stored = byKey.get(acknowledged.key);
        if (!stored) {
          report(`${who}: acknowledged order ${acknowledged.key} (${acknowledged.outcome}) is missing`);
          continue;
        }
        const expectedStatus = acknowledged.outcome === 'filled' ? 'filled' : 'rejected';
        if (stored.status !== expectedStatus || stored.side !== acknowledged.side || stored.shares !== acknowledged.shares || stored.symbol !== acknowledged.symbol) {
          report(`${who}: order ${acknowledged.key} answered ${acknowledged.outcome} ${acknowledged.side} ${acknowledged.shares} ${acknowledged.symbol}, stored ${stored.status} ${stored.side} ${stored.shares} ${stored.symbol}`);
          continue;
        }
        result.foundOrders += 1;
      }
      for (const order of orders) {
        if (!client.sentKeys.has(order.key)) report(`${who}: order ${order.key} in the database was never sent`);
        if (order.trades !== (order.status === 'filled' ? 1 : 0)) report(`${who}: order ${order.key} is ${order.status} with ${order.trades} trades`);
      }

      // Money (decision 013): starting cash − Σ buys − Σ commissions + Σ sells = cash; holdings = Σ bought − Σ sold.
      const [cash] = await rows<{ cash: string; expected: string; agrees: boolean }>(
        handle,
        sql`select a.cash::text as cash, e.expected::text as expected, a.cash = e.expected as agrees
            from sim_accounts a,
                 lateral (select a.starting_cash - coalesce(sum(case when t.side = 'buy' then t.price * t.shares + t.commission else -(t.price * t.shares - t.commission) end), 0) as expected
                          from sim_trades t where t.user_id = a.user_id) e
            where a.user_id = ${user.id}`,
      );
      if (cash && !cash.agrees) report(`${who}: cash ${cash.cash}, but its trades give ${cash.expected}`);
      if (!cash && orders.length > 0) report(`${who}: orders without a simulator account`);
      const holdings = await rows<{ stock_id: number; net: number; held: number }>(
        handle,
        sql`with traded as (select stock_id, sum(case when side = 'buy' then shares else -shares end)::int as net from sim_trades where user_id = ${user.id} group by stock_id),
                 held as (select stock_id, shares from sim_holdings where user_id = ${user.id})
            select coalesce(t.stock_id, h.stock_id) as stock_id, coalesce(t.net, 0) as net, coalesce(h.shares, 0) as held
            from traded t full outer join held h on h.stock_id = t.stock_id where coalesce(t.net, 0) <> coalesce(h.shares, 0)`,
      );
      for (const holding of holdings) report(`${who}: stock ${holding.stock_id}: trades give ${holding.net} shares, the holding says ${holding.held}`);

      // Lesson completions: as acknowledged, numbered 1..n per lesson, XP equal to the ledger's total.
      const completions = await rows<{ attempt: string; lesson_id: number; xp_awarded: number; completion_number: number; completed_ms: number }>(
        handle,
        sql`select attempt_id::text as attempt, lesson_id, xp_awarded, completion_number, (extract(epoch from completed_at) * 1000)::float8 as completed_ms
            from lesson_completions where user_id = ${user.id}`,
      );
      const byAttempt = new Map(completions.map((completion) => [completion.attempt, completion]));
      for (const [attemptId, killedAt] of client.resent.completions) {
        const stored = byAttempt.get(attemptId);
        if (stored && stored.completed_ms < killedAt) result.resentCommittedBeforeKill.completions += 1;
      }
      for (const acknowledged of client.completions.values()) {
        result.acknowledgedCompletions += 1;
        const stored = byAttempt.get(acknowledged.attemptId);
        if (!stored) report(`${who}: acknowledged completion of attempt ${acknowledged.attemptId} is missing`);
        else if (stored.xp_awarded !== acknowledged.xpAwarded || stored.completion_number !== acknowledged.completionNumber) {
          report(`${who}: completion ${acknowledged.attemptId} answered #${acknowledged.completionNumber} +${acknowledged.xpAwarded} XP, stored #${stored.completion_number} +${stored.xp_awarded} XP`);
        } else result.foundCompletions += 1;
      }
      const numbersByLesson = new Map<number, number[]>();
      for (const completion of completions) {
        if (!client.sentAttempts.has(completion.attempt)) report(`${who}: completion of attempt ${completion.attempt} in the database was never sent`);
        numbersByLesson.set(completion.lesson_id, [...(numbersByLesson.get(completion.lesson_id) ?? []), completion.completion_number]);
      }
      for (const [lessonId, numbers] of numbersByLesson) {
        const sorted = numbers.sort((a, b) => a - b);
        if (sorted.some((number, index) => number !== index + 1)) report(`${who}: lesson ${lessonId} completions are numbered ${sorted.join(',')}`);
      }
      if (user.xp !== user.ledger) report(`${who}: users.xp is ${user.xp}, the XP ledger adds up to ${user.ledger}`);
    }
  } finally {
    await handle.close();
  }
  return result;
}
