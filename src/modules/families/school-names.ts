import type { Db, Tx } from '@/db/client';
import { definePort } from '@/server/ports';

/*
 * The names of the schools that authorised children's accounts, as a parent's /children card shows them (decision
 * 060). Schools owns them (decision 055) and imports families (its roster import records the school's authorisation),
 * so families cannot import schools: it keeps the school's id on the consent record, declares here what it reads by
 * those ids, and the schools module provides its front door's read at start (subscribeSchools, decision 059). No
 * 'server-only': the custom server provides it.
 */

export interface SchoolNames {
  /** Each known school's name by its id; an id that names no school is absent. */
  schoolNamesByIds(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>>;
}

export const schoolNames = definePort<SchoolNames>('families.school-names', 'subscribeSchools (src/wiring/domain-events.ts)');
