import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';
import * as schema from './schema';

/*
 * Copying every row from one database to another of the same schema (decision 041): how the embedded database moves
 * to PostgreSQL (`npm run db:export`). The target has run the same migrations and holds no rows; tables are copied
 * parents first (by their foreign keys), identity columns keep their values and their sequences go on after them,
 * and generated columns are left for the target to compute. Infrastructure: no 'server-only' (a CLI script runs it).
 */

const BATCH_ROWS = 500;

/** Every table of the schema, each after the tables it references. */
export function tablesInOrder(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);
  const configs = new Map(tables.map((table) => [getTableConfig(table).name, getTableConfig(table)]));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const foreignKey of configs.get(name)?.foreignKeys ?? []) {
      const parent = getTableConfig(foreignKey.reference().foreignTable).name;
      if (parent !== name) visit(parent);
    }
    visiting.delete(name);
    ordered.push(name);
  };
  for (const name of [...configs.keys()].sort()) visit(name);
  return ordered;
}

interface Column {
  name: string;
  json: boolean;
  identity: boolean;
}

async function columnsOf(handle: DatabaseHandle, table: string): Promise<Column[]> {
  const result = await handle.db.execute(sql`
    select column_name as name, data_type as type, is_identity as identity
    from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`);
  return rowsOf<{ name: string; type: string; identity: string }>(result).map((row) => ({ name: row.name, json: row.type === 'json' || row.type === 'jsonb', identity: row.identity === 'YES' }));
}

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * A value as the target's driver takes it. JSON is read and written as its text: an array would otherwise become a
 * PostgreSQL array, and a JSON null (a setting with no value yet) would become SQL NULL.
 */
function parameter(value: unknown, column: Column): unknown {
  if (value === null || value === undefined) return null;
  if (column.json) return typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value);
  return value;
}

/** How many rows each table holds (the round trip's check). */
export async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tablesInOrder()) {
    counts[table] = rowsOf<{ total: number }>(await handle.db.execute(sql.raw(`select count(*)::int as total from ${quoted(table)}`)))[0]?.total ?? 0;
  }
  return counts;
}

/**
 * Copies every row of `source` into `target`, in one transaction on the target: all of it or nothing. Refused when
 * the target already holds rows (a copy never merges into live data).
 */
export async function copyAllRows(source: DatabaseHandle, target: DatabaseHandle, onTable?: (table: string, rows: number) => void): Promise<Record<string, number>> {
  const existing = Object.entries(await rowCounts(target)).filter(([, total]) => total > 0);
  if (existing.length > 0) throw new Error(`The target database is not empty (${existing.map(([table, total]) => `${table}: ${total}`).join(', ')}). Copy into a new, migrated database.`);
  const copied: Record<string, number> = {};
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const columnsByTable = new Map<string, Column[]>();
  for (const table of tablesInOrder()) columnsByTable.set(table, await columnsOf(target, table));
  await target.db.transaction(async (tx) => {
    for (const table of tablesInOrder()) {
      const columns = columnsByTable.get(table)!;
      const names = columns.map((column) => quoted(column.name)).join(', ');
      const read = columns.map((column) => (column.json ? `${quoted(column.name)}::text as ${quoted(column.name)}` : quoted(column.name))).join(', ');
      const rows = rowsOf<Record<string, unknown>>(await source.db.execute(sql.raw(`select ${read} from ${quoted(table)}`)));
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        const batch = rows.slice(start, start + BATCH_ROWS);
        const values = sql.join(
          batch.map((row) => sql`(${sql.join(columns.map((column) => sql.param(parameter(row[column.name], column))), sql`, `)})`),
          sql`, `,
        );
        const overriding = columns.some((column) => column.identity) ? sql.raw(' overriding system value') : sql.raw('');
        await tx.execute(sql`insert into ${sql.raw(quoted(table))} (${sql.raw(names)})${overriding} values ${values}`);
      }
      // Identity columns go on after the copied values.
      for (const column of columns.filter((each) => each.identity)) {
        await tx.execute(
          sql.raw(`select setval(pg_get_serial_sequence('${quoted(table)}', '${column.name}'), coalesce((select max(${quoted(column.name)}) from ${quoted(table)}), 0) + 1, false)`),
        );
      }
      copied[table] = rows.length;
      onTable?.(table, rows.length);
    }
  });
  return copied;
}
