import type { Subquery } from 'drizzle-orm';
import { definePort, type ReadModelColumn } from '@/server/ports';

/*
 * The learners' time zones mastery counts days in (decision 052: a skill is mastered by a review on a later day of the
 * child's own). Progress owns the learning profiles they are in (decision 055) and imports courses, which imports
 * mastery, so mastery cannot import progress: it declares here what it reads, and the composition root
 * (src/wiring/domain-events.ts) provides progress's read model at start. Mastery's statements join it, so each read
 * stays one statement. No 'server-only': the custom server provides it.
 */

export interface LearnerTimeZones {
  /** A row per learner who has a learning profile, under `name`: `userId`, `timeZone` (an IANA zone). */
  learnerTimeZoneView<TAlias extends string>(name: TAlias): Subquery<TAlias> & { userId: ReadModelColumn<string>; timeZone: ReadModelColumn<string> };
}

export const learnerTimeZones = definePort<LearnerTimeZones>('mastery.learner-time-zones', 'subscribeMastery (src/wiring/domain-events.ts)');
