import 'server-only';
import { insertBadgeLast } from '@/modules/progress';
import { writeAudit } from '@/server/audit';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { assertBadgeNameFree, assertRuleCourse, badgeNameTakenError, freeBadgeSlug } from './badge-checks';
import { assertStoredImage } from './content-checks';
import { createBadgeSchema, type CreateBadgeInput } from './schemas';
import { parseInput } from '@/server/validation';
import { isUniqueViolation } from '@/server/db-errors';
import { editPublicContent } from '@/server/shared-cache';

/** An admin creates a badge and the rule that awards it; its slug comes from the name. Audited. */
export async function createBadge(actor: Actor, raw: CreateBadgeInput): Promise<{ id: number; slug: string }> {
  assertCan(actor, 'edit:content:any');
  const { iconKind: _iconKind, ...fields } = parseInput(createBadgeSchema, raw);
  try {
    return await editPublicContent(async (tx) => {
      await assertBadgeNameFree(tx, fields.name);
      await assertStoredImage(tx, fields.iconPath, 'iconPath', 'badgeAdmin.errors.imageNotFound');
      await assertRuleCourse(tx, fields.ruleCourseId);
      const slug = await freeBadgeSlug(tx, fields.name);
      const row = await insertBadgeLast(tx, { ...fields, slug });
      await writeAudit(tx, actor, {
        actionType: 'badge_create',
        component: 'content',
        entityId: String(row.id),
        message: `${actor.email} created the badge ${fields.name}`,
        details: { before: null, after: { slug, ...fields } },
      });
      return row;
    });
  } catch (error) {
    // Two admins creating the same badge at once: the slug's unique index refuses the second.
    if (isUniqueViolation(error)) throw badgeNameTakenError();
    throw error;
  }
}
