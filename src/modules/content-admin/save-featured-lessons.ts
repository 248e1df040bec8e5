import 'server-only';
import { lockFeaturedLessons, setLessonFeaturedPosition } from '@/modules/courses';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { featuredLessonsSchema, type FeaturedLessonsInput } from './schemas';
import { parseInput } from '@/server/validation';
import { editPublicContent } from '@/server/shared-cache';

/**
 * An admin saves the whole list of featured lessons at once: the listed lessons get
 * featured_position 1..n in the given order, every other lesson null, in one transaction, audited. At most 12;
 * only published lessons. Saving the same list again changes nothing and writes no entry.
 */
export async function saveFeaturedLessons(actor: Actor, raw: FeaturedLessonsInput): Promise<{ changed: boolean }> {
  assertCan(actor, 'edit:content:any');
  const { lessonIds } = parseInput(featuredLessonsSchema, raw);
  return editPublicContent(async (tx) => {
    const rows = await lockFeaturedLessons(tx, lessonIds);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const lessonId of lessonIds) {
      const row = byId.get(lessonId);
      if (!row) throw new AppError(404, 'featuredLessons.errors.lessonNotFound');
      if (!row.published) throw new AppError(409, 'featuredLessons.errors.notPublished');
    }
    const before = rows
      .filter((row) => row.featuredPosition !== null)
      .sort((a, b) => a.featuredPosition! - b.featuredPosition! || a.id - b.id)
      .map((row) => row.id);
    const positionOf = new Map(lessonIds.map((lessonId, index) => [lessonId, index + 1]));
    let changed = before.join(',') !== lessonIds.join(',');
    for (const row of rows) {
      const position = positionOf.get(row.id) ?? null;
      if (row.featuredPosition === position) continue;
      changed = true;
      await setLessonFeaturedPosition(tx, row.id, position);
    }
    if (!changed) return { changed: false };
    await writeAudit(tx, actor, {
      actionType: 'featured_lessons_update',
      component: 'content',
      message: `${actor.email} set ${lessonIds.length} featured lessons`,
      details: { before, after: lessonIds },
    });
    return { changed: true };
  });
}
