import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { badges } from '@/db/schema';

/** The badges whose icon is a stored file (a foreign key, ON DELETE RESTRICT: decision 010), by name. */
export async function findBadgesUsingFile(db: Db | Tx, fullPath: string): Promise<string[]> {
  const rows = await db.select({ name: badges.name }).from(badges).where(eq(badges.iconPath, fullPath)).orderBy(asc(badges.name));
  return rows.map((row) => row.name);
}
