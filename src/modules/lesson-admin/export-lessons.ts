import 'server-only';
import type { Actor } from '@/server/session-flow';
import { toCsv } from '@/lib/csv';
import { listLessonsForExport } from './queries';
import type { LessonTableFilters } from './schemas';

/** The lessons CSV: these columns, in this order (the import reads the same format; blocks are never in it). */
export const LESSON_CSV_COLUMNS = ['id', 'course_slug', 'slug', 'title', 'position', 'xp_reward', 'estimated_minutes', 'published'] as const;

/** The filtered lessons as CSV text (RFC 4180, CRLF, formula-safe), header first. */
export async function exportLessonsCsv(actor: Actor, filters: LessonTableFilters): Promise<string> {
  const rows = await listLessonsForExport(actor, filters);
  return toCsv([
    LESSON_CSV_COLUMNS,
    ...rows.map((row) => [row.id, row.courseSlug, row.slug, row.title, row.position, row.xpReward, row.estimatedMinutes, row.published]),
  ]);
}
