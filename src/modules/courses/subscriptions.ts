import { childDataExportRequested } from '@/modules/families/events';
import { fileUsageAsked } from '@/modules/files/events';
import { subscribe } from '@/server/domain-events';
import { readChildLessonRuns } from './child-export';
import { findCourseFileUsage } from './file-usage';

/*
 * How courses react to the other domains (decision 015), in their transactions: a parent's export of a child's data
 * (decision 027) gets the child's lessons from here, the tables' owner (decision 055), and the file store asks which
 * courses and lessons show a file. No 'server-only': the custom server wires it.
 */
export function subscribeCourses(): void {
  subscribe(childDataExportRequested, 'courses.child-lesson-runs', async (tx, { childId }) => ({ lessonRuns: await readChildLessonRuns(tx, childId) }));
  subscribe(fileUsageAsked, 'courses.file-usage', (tx, { fullPath }) => findCourseFileUsage(tx, fullPath));
}
