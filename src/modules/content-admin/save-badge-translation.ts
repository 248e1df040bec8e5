import 'server-only';
import { lockBadgeTranslation, shareBadgeEnglish, writeBadgeTranslation } from '@/modules/progress';
import { changedFields, writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { editPublicContent } from '@/server/shared-cache';
import { parseInput } from '@/server/validation';
import { badgeFingerprint } from './badge-language';
import { badgeTranslationSchema, type BadgeTranslationInput } from './schemas';

/**
 * Saves a badge's name and description in one language (decision 054), written against its English as it is now (kept
 * with it), in one transaction with its audit entry; the shared caches (the badges children see) start again. Refused
 * when the English changed after the translator opened the form, or another save of the same translation came first.
 */
export async function saveBadgeTranslation(actor: Actor, raw: BadgeTranslationInput): Promise<{ updatedAt: Date; changed: boolean }> {
  assertCan(actor, 'edit:content:any');
  const { badgeId, locale, expectedSourceFingerprint, expectedUpdatedAt, ...words } = parseInput(badgeTranslationSchema, raw);
  return editPublicContent(async (tx) => {
    // Shared: an edit of the badge's English waits for this save, and this one for it.
    const badge = await shareBadgeEnglish(tx, badgeId);
    if (!badge) throw new AppError(404, 'badgeAdmin.errors.notFound');
    if (badgeFingerprint(badge) !== expectedSourceFingerprint) throw new AppError(409, 'translationEditor.errors.englishChanged');
    const before = await lockBadgeTranslation(tx, badgeId, locale);
    if (expectedUpdatedAt !== undefined && (before?.updatedAt.toISOString() ?? null) !== expectedUpdatedAt) throw new AppError(409, 'translationEditor.errors.changedElsewhere');
    const changes = before ? changedFields({ name: before.name, description: before.description }, words) : { before: {}, after: words };
    const current = before !== null && before.sourceName === badge.name && before.sourceDescription === badge.description;
    if (before && !changes && current) return { updatedAt: before.updatedAt, changed: false };

    const updatedAt = new Date();
    const values = { ...words, sourceName: badge.name, sourceDescription: badge.description, updatedAt };
    await writeBadgeTranslation(tx, badgeId, locale, values);
    await writeAudit(tx, actor, {
      actionType: 'badge_translation_update',
      component: 'content',
      entityId: String(badgeId),
      message: `${actor.email} ${before ? 'updated' : 'added'} the ${locale} translation of the badge ${badge.slug}`,
      details: { locale, ...(changes ?? { before: {}, after: {} }), ...(before && !current ? { brought: { from: { name: before.sourceName, description: before.sourceDescription }, to: { name: badge.name, description: badge.description } } } : {}) },
    });
    return { updatedAt, changed: true };
  });
}
