import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '@/db/schema';

/*
 * A person's row as the other modules read it (decision 055: accounts owns `users`). It is a subquery, so a caller
 * joins it in its own statement (`innerJoin(child, eq(child.id, …))`, one round trip as before) and can never insert,
 * update or delete through it: changes to a person's row go through the accounts functions that say what they do.
 * PostgreSQL folds a plain subquery like this into the outer query, so the plan is the table's own.
 *
 * Each call makes a new subquery under its own name, so one statement can join two people (a tutor and a child).
 * No 'server-only': the seed and the custom server's jobs read people too.
 */

const builder = new QueryBuilder();

/** Every column of a person's row, readable under `name` ('people' unless a statement joins more than one). */
export function peopleView<TAlias extends string = 'people'>(name: TAlias = 'people' as TAlias) {
  return builder.select(getTableColumns(users)).from(users).as(name);
}

export type PeopleView = ReturnType<typeof peopleView>;
