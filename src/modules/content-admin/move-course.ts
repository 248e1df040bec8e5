import 'server-only';
import { lockCourseOrder, setCoursePosition } from '@/modules/courses';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { moveCourseSchema, type MoveCourseInput } from './schemas';
import { parseInput } from '@/server/validation';
import { editPublicContent } from '@/server/shared-cache';

/**
 * An admin moves a course one place up or down the catalogue order: it swaps places with its neighbour, in one
 * transaction with every course row locked. Positions are rewritten 0..n-1 where they differ, so courses that
 * shared a position (e.g. created elsewhere with the default 0) still move.
 */
export async function moveCourse(actor: Actor, raw: MoveCourseInput): Promise<void> {
  assertCan(actor, 'edit:content:any');
  const { courseId, direction } = parseInput(moveCourseSchema, raw);
  await editPublicContent(async (tx) => {
    const rows = await lockCourseOrder(tx);
    const index = rows.findIndex((row) => row.id === courseId);
    if (index === -1) throw new AppError(404, 'courseEditor.errors.notFound');
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) throw new AppError(409, 'courseEditor.errors.cannotMove');
    const order = [...rows];
    [order[index], order[other]] = [order[other]!, order[index]!];
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    for (const [position, row] of order.entries()) {
      if (row.position === position) continue;
      before[row.slug] = row.position;
      after[row.slug] = position;
      await setCoursePosition(tx, row.id, position);
    }
    await writeAudit(tx, actor, {
      actionType: 'course_reorder',
      component: 'content',
      entityId: String(courseId),
      message: `${actor.email} moved the course ${rows[index]!.slug} ${direction}`,
      details: { direction, before, after },
    });
  });
}
