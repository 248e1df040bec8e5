import { QueryBuilder } from 'drizzle-orm/pg-core';
import { familyLinks } from '@/db/schema';

/*
 * Each child's linked parents (decision 044: families decides who may see a child), as a read model other modules
 * join in their own statement (decision 055): who hears about a child (the weekly report), how many children have a
 * parent (the back office's growth figures). One row per parent and child: `parentId`, `childId`, and `linkedAt`.
 * A subquery, so nothing can be written through it, and PostgreSQL folds it into the outer query. No 'server-only':
 * the custom server's jobs read it.
 */

const builder = new QueryBuilder();

/** Every parent–child link, readable under `name` ('guardians' unless a statement joins more than one). */
export function guardiansView<TAlias extends string = 'guardians'>(name: TAlias = 'guardians' as TAlias) {
  return builder.select({ parentId: familyLinks.parentId, childId: familyLinks.childId, linkedAt: familyLinks.createdAt }).from(familyLinks).as(name);
}
