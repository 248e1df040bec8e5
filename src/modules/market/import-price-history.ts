import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { priceReplays, stocks } from '@/db/schema';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '@/lib/csv';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { writeAudit } from '@/server/audit';
import { publishMarket } from './publish-market';
import { MARKET_LIMITS, type PriceImportProblem } from './schemas';

/*
 * A daily price history from CSV (columns date,close) that the engine replays instead of the random model
 * (decision 012). All or nothing: every row is checked first (dates real, ascending and unique; close > 0; at most
 * 5,000 rows) and one bad row refuses the file, listing every bad row with its line number.
 */

const REASON = 'marketAdmin.import.reasons';
const INSERT_BATCH = 1000;

/** An import refused: every bad row with its line and reason; nothing was changed. */
export class PriceImportRefusedError extends AppError {
  constructor(readonly badRows: PriceImportProblem[]) {
    super(400, 'marketAdmin.import.refused');
    this.name = 'PriceImportRefusedError';
  }
}

export interface PriceRow {
  line: number;
  day: string;
  close: string;
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1800 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Parses and checks the whole file; throws PriceImportRefusedError listing every bad row. Pure. */
export function parsePriceHistory(text: string): PriceRow[] {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new PriceImportRefusedError([{ line: error.line, reason: `${REASON}.${error.problem}` }]);
    throw error;
  }
  const header = records[0]?.fields.map((name) => name.trim().toLowerCase());
  if (!header || header.length !== 2 || header[0] !== 'date' || header[1] !== 'close') {
    throw new PriceImportRefusedError([{ line: 1, reason: `${REASON}.header` }]);
  }
  // Blank lines carry nothing (a spreadsheet often leaves one at the end).
  const data = records.slice(1).filter((record) => !(record.fields.length === 1 && record.fields[0]!.trim() === ''));
  if (data.length === 0) throw new AppError(400, 'marketAdmin.import.empty');
  if (data.length > MARKET_LIMITS.importRows) {
    throw new PriceImportRefusedError([{ line: data[MARKET_LIMITS.importRows]!.line, reason: `${REASON}.tooManyRows`, values: { max: MARKET_LIMITS.importRows } }]);
  }
  const problems: PriceImportProblem[] = [];
  const rows: PriceRow[] = [];
  const firstLineOfDay = new Map<string, number>();
  let previous: PriceRow | undefined;
  for (const { line, fields } of data) {
    if (fields.length !== 2) {
      problems.push({ line, reason: `${REASON}.columnCount`, values: { found: fields.length } });
      continue;
    }
    const day = fields[0]!.trim();
    const close = fields[1]!.trim();
    let ok = true;
    if (!isRealDate(day)) {
      problems.push({ line, reason: `${REASON}.date`, values: { value: day.slice(0, 20) } });
      ok = false;
    } else if (firstLineOfDay.has(day)) {
      problems.push({ line, reason: `${REASON}.duplicateDate`, values: { date: day, first: firstLineOfDay.get(day)! } });
      ok = false;
    } else if (previous && day < previous.day) {
      problems.push({ line, reason: `${REASON}.notAscending`, values: { date: day, previous: previous.day } });
      ok = false;
    }
    if (!/^\d{1,10}(\.\d{1,4})?$/.test(close) || Number(close) <= 0 || Number(close) > MARKET_LIMITS.maxPrice) {
      problems.push({ line, reason: `${REASON}.close`, values: { value: close.slice(0, 20) } });
      ok = false;
    }
    if (isRealDate(day) && !firstLineOfDay.has(day)) firstLineOfDay.set(day, line);
    if (ok) {
      const row = { line, day, close };
      rows.push(row);
      previous = row;
    } else if (isRealDate(day) && (!previous || day > previous.day)) {
      // A bad close on a good date still moves the order check on, so one typo is one problem, not two.
      previous = { line, day, close: '0' };
    }
  }
  if (problems.length > 0) throw new PriceImportRefusedError(problems);
  return rows;
}

/**
 * Replaces the stock's replay series with the file and starts replaying it from the first close (the price moves
 * there at once; the engine then walks the series, and the random model takes over after its last close).
 */
export async function importPriceHistory(actor: Actor, input: { symbol: string; text: string }): Promise<{ rows: number }> {
  assertCan(actor, 'edit:market:any');
  if (Buffer.byteLength(input.text, 'utf8') > MARKET_LIMITS.importBytes) throw new AppError(400, 'marketAdmin.import.tooLarge');
  const rows = parsePriceHistory(input.text);
  await getDb().transaction(async (tx) => {
    const [stock] = await tx.select({ id: stocks.id, currentPrice: stocks.currentPrice, replayPosition: stocks.replayPosition }).from(stocks).where(eq(stocks.symbol, input.symbol)).for('update');
    if (!stock) throw new AppError(404, 'errors.stockNotFound');
    await tx.delete(priceReplays).where(eq(priceReplays.stockId, stock.id));
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.insert(priceReplays).values(rows.slice(start, start + INSERT_BATCH).map((row, offset) => ({ stockId: stock.id, position: start + offset, day: row.day, close: row.close })));
    }
    await tx.update(stocks).set({ replayPosition: 0, currentPrice: rows[0]!.close, updatedAt: new Date() }).where(eq(stocks.id, stock.id));
    await writeAudit(tx, actor, {
      actionType: 'stock_replay_import',
      component: 'market',
      entityId: input.symbol,
      message: `${actor.email} imported ${rows.length} daily closes for ${input.symbol} and started replaying them`,
      details: { rows: rows.length, first: { day: rows[0]!.day, close: rows[0]!.close }, last: { day: rows.at(-1)!.day, close: rows.at(-1)!.close }, priceBefore: stock.currentPrice },
    });
  });
  await publishMarket();
  return { rows: rows.length };
}
