import type { Db, Tx } from '@/db/client';
import { findCourseFileUsage } from '@/modules/courses';
import { findBadgesUsingFile } from '@/modules/progress/runtime';
import type { FileUsage } from './errors';

/**
 * Everything that shows a stored file, as the modules that own them say (decision 055): course and lesson
 * thumbnails and badge icons (foreign keys, ON DELETE RESTRICT) and lesson image blocks whose src is the file's URL
 * (no foreign key, so only this check protects them).
 */
export async function findFileUsage(db: Db | Tx, fullPath: string): Promise<FileUsage[]> {
  // One after the other: inside a transaction the reads share one connection.
  const content = await findCourseFileUsage(db, fullPath);
  const badgeNames = await findBadgesUsingFile(db, fullPath);
  const lessonTitles = new Set(content.lessons.map((row) => `${row.courseTitle} › ${row.title}`));
  return [
    ...content.courses.map((title) => ({ kind: 'course' as const, title })),
    ...[...lessonTitles].sort((a, b) => a.localeCompare(b)).map((title) => ({ kind: 'lesson' as const, title })),
    ...badgeNames.map((title) => ({ kind: 'badge' as const, title })),
  ];
}
