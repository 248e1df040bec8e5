import type { Db, Tx } from '@/db/client';
import { definePort } from '@/server/ports';

/*
 * Who runs the school a class belongs to, as classes reads it to let a school's admin print the class's sign-in cards
 * (decision 066), and the school's classroom idle limit its sign-in sessions keep (decision 073). Schools owns its members (decision 055) and imports classes (its dashboard counts their classes),
 * so classes cannot import schools: it declares here what it reads, and the schools module provides it at start
 * (subscribeSchools, src/wiring/domain-events.ts; decision 059). No 'server-only': the custom server provides it.
 */

export interface SchoolAdmins {
  /**
   * The ids of the admins of the school a class belongs to: the school whose roster brought it (`schoolId`), else the
   * school its tutor teaches in (decision 061). Empty for an independent tutor's class.
   */
  adminIdsOfClass(db: Db | Tx, group: { tutorId: string; schoolId: string | null }): Promise<string[]>;
  /**
   * The classroom idle limit, in minutes, its admin chose for the school a class belongs to (decision 073), which a
   * card's or pictures' session of the class keeps. Null for an independent tutor's class (the default then).
   */
  idleMinutesOfClass(db: Db | Tx, group: { tutorId: string; schoolId: string | null }): Promise<number | null>;
}

export const schoolAdmins = definePort<SchoolAdmins>('classes.school-admins', 'subscribeSchools (src/wiring/domain-events.ts)');
