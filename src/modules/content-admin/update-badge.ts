import 'server-only';
import { lockBadge, saveBadgeFields } from '@/modules/progress';
import { changedFields, writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { assertBadgeNameFree, assertRuleCourse } from './badge-checks';
import { assertStoredImage } from './content-checks';
import { updateBadgeSchema, type UpdateBadgeInput } from './schemas';
import { parseInput } from '@/server/validation';
import { editPublicContent } from '@/server/shared-cache';

/**
 * An admin edits a badge. The slug stays as it was (it identifies the badge; renaming does not make a new one).
 * Children who hold the badge keep it whatever the new rule says.
 */
export async function updateBadge(actor: Actor, raw: UpdateBadgeInput): Promise<{ changed: boolean }> {
  assertCan(actor, 'edit:content:any');
  const { badgeId, iconKind: _iconKind, ...fields } = parseInput(updateBadgeSchema, raw);
  return editPublicContent(async (tx) => {
    const before = await lockBadge(tx, badgeId);
    if (!before) throw new AppError(404, 'badgeAdmin.errors.notFound');
    if (fields.name.toLowerCase() !== before.name.toLowerCase()) await assertBadgeNameFree(tx, fields.name, badgeId);
    if (fields.iconPath !== before.iconPath) await assertStoredImage(tx, fields.iconPath, 'iconPath', 'badgeAdmin.errors.imageNotFound');
    if (fields.ruleCourseId !== before.ruleCourseId) await assertRuleCourse(tx, fields.ruleCourseId);
    const changes = changedFields(before, fields);
    if (!changes) return { changed: false };
    // The whole icon and rule are written together, so a switch between emoji and image never trips the checks.
    await saveBadgeFields(tx, badgeId, fields);
    await writeAudit(tx, actor, {
      actionType: 'badge_update',
      component: 'content',
      entityId: String(badgeId),
      message: `${actor.email} edited the badge ${fields.name} (${Object.keys(changes.after).join(', ')})`,
      details: changes,
    });
    return { changed: true };
  });
}
