import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { schools } from '@/db/schema';

/*
 * Schools' names by their ids: what another module that keeps a school's id shows of it (a child's card names the school
 * that authorised the account, decision 060). No 'server-only': the custom server hands it to families' port.
 */
export async function schoolNamesByIds(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: schools.id, name: schools.name }).from(schools).where(inArray(schools.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
