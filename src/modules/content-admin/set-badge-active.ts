import 'server-only';
import { lockBadge, saveBadgeFields } from '@/modules/progress';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { setBadgeActiveSchema, type SetBadgeActiveInput } from './schemas';
import { parseInput } from '@/server/validation';
import { editPublicContent } from '@/server/shared-cache';

/**
 * An admin retires a badge (no longer awarded; children who hold it keep it) or brings it back. Repeating the
 * same change does nothing.
 */
export async function setBadgeActive(actor: Actor, raw: SetBadgeActiveInput): Promise<{ changed: boolean }> {
  assertCan(actor, 'edit:content:any');
  const { badgeId, active } = parseInput(setBadgeActiveSchema, raw);
  return editPublicContent(async (tx) => {
    const badge = await lockBadge(tx, badgeId);
    if (!badge) throw new AppError(404, 'badgeAdmin.errors.notFound');
    if (badge.active === active) return { changed: false };
    await saveBadgeFields(tx, badgeId, { active });
    await writeAudit(tx, actor, {
      actionType: active ? 'badge_reactivate' : 'badge_retire',
      component: 'content',
      entityId: String(badgeId),
      message: `${actor.email} ${active ? 'reactivated' : 'retired'} the badge ${badge.name}`,
      details: { before: { active: badge.active }, after: { active } },
    });
    return { changed: true };
  });
}
