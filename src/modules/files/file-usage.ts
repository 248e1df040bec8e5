import type { Tx } from '@/db/client';
import { publish } from '@/server/domain-events';
import type { FileUsage } from './errors';
import { fileUsageAsked } from './events';

/**
 * Everything that shows a stored file, as the modules that own them say (decision 055), asked through an event:
 * course and lesson thumbnails and badge icons (foreign keys, ON DELETE RESTRICT) and lesson image blocks whose src
 * is the file's URL (no foreign key, so only this check protects them). Their reads run one after the other in the
 * caller's transaction (they share its connection).
 */
export async function findFileUsage(tx: Tx, fullPath: string): Promise<FileUsage[]> {
  const { courses = [], lessons = [], badges = [] } = await publish(tx, fileUsageAsked, { fullPath });
  const lessonTitles = new Set(lessons.map((row) => `${row.courseTitle} › ${row.title}`));
  return [
    ...courses.map((title) => ({ kind: 'course' as const, title })),
    ...[...lessonTitles].sort((a, b) => a.localeCompare(b)).map((title) => ({ kind: 'lesson' as const, title })),
    ...badges.map((title) => ({ kind: 'badge' as const, title })),
  ];
}
