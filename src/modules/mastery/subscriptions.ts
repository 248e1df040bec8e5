import { childDataExportRequested } from '@/modules/families/events';
import { subscribe } from '@/server/domain-events';
import { readChildMastery } from './child-export';
import { learnerTimeZones, type LearnerTimeZones } from './learner-time-zones';
import type { LessonViews } from './lesson-catalogue';

/*
 * How mastery reacts to the other domains (decision 015), in their transactions: a parent's export of a child's data
 * (decision 027) gets the child's answers and review cards from here, the tables' owner (decision 055). No
 * 'server-only': the custom server wires it, handing in courses' views of the lessons the export names (decision 055),
 * and progress's view of the learners' time zones every standing and review queue reads (decision 059).
 */
export function subscribeMastery(views: LessonViews, zones: LearnerTimeZones): void {
  learnerTimeZones.provide(zones);
  subscribe(childDataExportRequested, 'mastery.child-answers-and-reviews', async (tx, { childId }) => ({ mastery: await readChildMastery(tx, childId, views) }));
}
