import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * One row, read per request: from PostgreSQL when FLOOR_DATABASE_URL is set (a pool, as the product uses), else from an
 * in-memory PGlite (one engine, as the product's embedded database).
 */
export interface FloorRow {
  id: number;
  title: string;
  at: string;
}

type Query = (text: string) => Promise<FloorRow[]>;
const KEY = Symbol.for('academy.floor.query');
const holder = globalThis as typeof globalThis & { [KEY]?: Promise<Query> };

async function open(): Promise<Query> {
  const url = process.env.FLOOR_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return async (text) => (await pool.query<FloorRow>(text)).rows;
  }
  const db = new PGlite();
  await db.exec(`create table floor_rows (id integer primary key, title text not null); insert into floor_rows values (1, 'Hello from the database')`);
  return async (text) => (await db.query<FloorRow>(text)).rows;
}

export async function readRow(): Promise<FloorRow> {
  holder[KEY] ??= open();
  const query = await holder[KEY];
  const sql = process.env.FLOOR_DATABASE_URL ? `select 1 as id, 'Hello from the database' as title, now()::text as at` : `select id, title, now()::text as at from floor_rows where id = 1`;
  const [row] = await query(sql);
  if (!row) throw new Error('the floor row is missing');
  return row;
}
