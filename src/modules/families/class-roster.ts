import type { Subquery } from 'drizzle-orm';
import { definePort, type ReadModelColumn } from '@/server/ports';

/*
 * The classes a tutor runs and who is in them, as families reads them to decide who may see a child (decision 059).
 * Classes owns them (decision 055) and imports families (a membership waits for the family's answer), so families
 * cannot import classes: it declares here what it reads, and the composition root (src/wiring/domain-events.ts)
 * provides classes' read models at start. Families' statements join them, so each read stays one statement. No
 * 'server-only': the custom server provides it.
 */

type Text = ReadModelColumn<string>;

/** A child's approved place in a class: the family said yes (decision 032). Pending and declined ones are not there. */
export type RosterColumns = {
  childId: Text;
  classId: Text;
  className: Text;
  tutorId: Text;
  joinedAt: ReadModelColumn<Date>;
};

/** A class and its tutor, with or without members. */
export type TutorClassColumns = {
  id: Text;
  name: Text;
  tutorId: Text;
};

export interface ClassRoster {
  /** The approved members of every class, under `name`. */
  approvedRosterView<TAlias extends string>(name: TAlias): Subquery<TAlias> & RosterColumns;
  /** Every class, under `name`. */
  tutorClassView<TAlias extends string>(name: TAlias): Subquery<TAlias> & TutorClassColumns;
}

export const classRoster = definePort<ClassRoster>('families.class-roster', 'subscribeFamilies (src/wiring/domain-events.ts)');
