import { QueryBuilder } from 'drizzle-orm/pg-core';
import { familyLinks } from '@/db/schema';

/*
 * Each child's linked parents (decision 044: families decides who may see a child), as a read model other modules
 * join in their own statement (decision 055), for what is said to a child's parents: one row per parent and child,
 * `parentId` and `childId`. A subquery, so nothing can be written through it, and PostgreSQL folds it into the outer
 * query. No 'server-only': the custom server's jobs (the weekly report) read it.
 */

const builder = new QueryBuilder();

/** Every parent–child link, readable under `name` ('guardians' unless a statement joins more than one). */
export function guardiansView<TAlias extends string = 'guardians'>(name: TAlias = 'guardians' as TAlias) {
  return builder.select({ parentId: familyLinks.parentId, childId: familyLinks.childId }).from(familyLinks).as(name);
}
