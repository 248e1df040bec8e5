import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, badges, badgeTranslations } from '@/db/schema';
import { classWith } from '@/modules/classes/test-fixtures';
import { getNotificationsPage, notificationFiltersSchema } from '@/modules/notifications';
import { getAchievementsPage, getLatestBadges } from '@/modules/progress';
import { readWeekFigures } from '@/modules/progress/runtime';
import { createBadge, createCourse, newAttempt } from '@/modules/progress/test-fixtures';
import { getChildReport, getStudentReportPage } from '@/modules/reports';
import { resetSettings } from '@/modules/simulator/test-fixtures';
import { answerQuestion, completeLesson } from '@/modules/courses';
import { seedDatabase } from '@/seed/seed';
import { SEED_BADGES } from '@/seed/seed-badges';
import type { Actor } from '@/server/session-flow';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { badgeFingerprint } from './badge-language';
import { getBadgeEditorPage, getBadgeListPage } from './queries';
import { saveBadgeTranslation } from './save-badge-translation';
import { updateBadge } from './update-badge';

/* A badge's name and description in French and Arabic (decision 054): written beside the English, read in the reader's language. */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

let admin: Actor;

beforeAll(async () => {
  admin = await actorFor(await createTestUser({ role: 'admin' }));
});

beforeEach(async () => {
  await resetSettings();
});

const french = (badge: { id: number; name: string; description: string }, overrides: Record<string, unknown> = {}) => ({
  badgeId: String(badge.id),
  locale: 'fr',
  name: 'Tirelire pleine',
  description: 'Tu as terminé ta première leçon.',
  expectedSourceFingerprint: badgeFingerprint(badge),
  expectedUpdatedAt: '',
  ...overrides,
});

/** The English form of `badge` as the badge editor sends it, with `overrides`. */
const englishForm = (badge: typeof badges.$inferSelect, overrides: Record<string, string> = {}) => ({
  badgeId: String(badge.id),
  name: badge.name,
  description: badge.description,
  iconKind: 'emoji',
  iconEmoji: badge.iconEmoji ?? '⭐',
  iconPath: '',
  ruleKind: badge.ruleKind,
  ruleThreshold: String(badge.ruleThreshold),
  ruleCourseId: '',
  xpBonus: String(badge.xpBonus),
  active: badge.active ? 'on' : '',
  ...overrides,
});

async function translationOf(badgeId: number, locale: 'fr' | 'ar') {
  const [row] = await getDb()
    .select()
    .from(badgeTranslations)
    .where(and(eq(badgeTranslations.badgeId, badgeId), eq(badgeTranslations.locale, locale)));
  return row;
}

/** A child (by default a new one) who has just won `badgeId` by finishing a lesson, and what the completion screen was told in `locale`. */
async function childWith(badgeId: number, locale: string, learner?: Actor) {
  const child = learner ?? (await actorFor(await createTestUser({ role: 'child' })));
  const { lessonIds } = await createCourse();
  const attempt = newAttempt(lessonIds[0]!);
  await answerQuestion(child, attempt, 'q1', true);
  const result = await completeLesson(child, attempt, locale);
  return { child, won: result.badges.find((badge) => badge.id === badgeId) };
}

describe('badges in the reader’s language', () => {
  it('a French reader sees the French name and description everywhere a badge is named; English and Arabic readers the English', async () => {
    const badge = await createBadge({ ruleKind: 'lessons', ruleThreshold: 1 });
    expect(await saveBadgeTranslation(admin, french(badge))).toMatchObject({ changed: true });

    const { tutor, members } = await classWith('Ana');
    const { child, parent } = members[0]!;
    const { won } = await childWith(badge.id, 'fr', child);
    // The completion screen.
    expect(won).toMatchObject({ name: 'Tirelire pleine', description: 'Tu as terminé ta première leçon.' });
    // /achievements and the dashboard.
    const earned = (await getAchievementsPage(child, 'fr'))!.earned.find((entry) => entry.badge.id === badge.id);
    expect(earned?.badge).toMatchObject({ name: 'Tirelire pleine', description: 'Tu as terminé ta première leçon.' });
    expect((await getLatestBadges(child, 5, 'fr')).find((entry) => entry.badge.id === badge.id)?.badge.name).toBe('Tirelire pleine');
    for (const locale of ['en', 'ar']) {
      expect((await getAchievementsPage(child, locale))!.earned.find((entry) => entry.badge.id === badge.id)?.badge).toMatchObject({ name: badge.name, description: badge.description });
    }
    // The notification keeps the English (its e-mail says it) and the list names the badge in the page's language.
    const notification = async (locale: string) => (await getNotificationsPage(child, notificationFiltersSchema.parse({}), locale)).items.find((item) => item.type === 'badge_earned' && item.params.badgeId === String(badge.id));
    expect((await notification('fr'))?.params.badge).toBe('Tirelire pleine');
    expect((await notification('en'))?.params.badge).toBe(badge.name);
    // The weekly report's figures, in the parent's language.
    const week = async (locale: string) => (await getDb().transaction((tx) => readWeekFigures(tx, [child.id], new Date(Date.now() - 86_400_000), new Date(), locale)))[0]?.badges;
    expect(await week('fr')).toContain('Tirelire pleine');
    expect(await week('en')).toContain(badge.name);
    // The parent's report (and its PDF, made of the same report) and the tutor's page of the student.
    for (const [locale, name] of [['fr', 'Tirelire pleine'], ['en', badge.name], ['ar', badge.name]] as const) {
      const report = (await getChildReport(parent, { child: child.id, period: 'this-week' }, { locale, currency: 'USD' }))!;
      expect(report.learning.badges.map((earned) => earned.name)).toContain(name);
      const student = (await getStudentReportPage(tutor, child.id, {}, { locale, currency: 'USD' }))!;
      expect(student.report.learning.badges.map((earned) => earned.name)).toContain(name);
    }
  });

  it('shows a word whose English changed since it was translated in English, and the editor says the translation is out of date', async () => {
    const badge = await createBadge({ ruleKind: 'lessons', ruleThreshold: 1 });
    await saveBadgeTranslation(admin, french(badge));
    const status = async () => (await getBadgeEditorPage(admin, badge.id))!.badge!.translations.fr!.status;
    expect(await status()).toBe('translated');
    await updateBadge(admin, englishForm(badge, { name: `${badge.name} (new)` }));
    expect(await status()).toBe('outdated');
    expect((await getBadgeListPage(admin)).badges.find((row) => row.id === badge.id)?.translations).toEqual({ fr: 'outdated', ar: 'missing' });

    const { child, won } = await childWith(badge.id, 'fr');
    // The name's English changed: English. The description's did not: still French.
    expect(won).toMatchObject({ name: `${badge.name} (new)`, description: 'Tu as terminé ta première leçon.' });
    expect((await getAchievementsPage(child, 'fr'))!.earned.find((entry) => entry.badge.id === badge.id)?.badge).toMatchObject({ name: `${badge.name} (new)`, description: 'Tu as terminé ta première leçon.' });

    // Saved again against today's English, it is read at once.
    const [now] = await getDb().select().from(badges).where(eq(badges.id, badge.id));
    const editor = (await getBadgeEditorPage(admin, badge.id))!.badge!;
    await saveBadgeTranslation(admin, french(now!, { name: 'Tirelire toute neuve', expectedUpdatedAt: editor.translations.fr!.updatedAt }));
    expect(await status()).toBe('translated');
    expect((await getAchievementsPage(child, 'fr'))!.earned.find((entry) => entry.badge.id === badge.id)?.badge.name).toBe('Tirelire toute neuve');
  });

  it('is saved against the English it was written from, audited, refused over English changed since or a newer save, checked, and for admins only', async () => {
    const badge = await createBadge({ ruleKind: 'xp', ruleThreshold: 100_000 });
    const opened = french(badge);
    await saveBadgeTranslation(admin, opened);
    expect(await translationOf(badge.id, 'fr')).toMatchObject({ name: 'Tirelire pleine', sourceName: badge.name, sourceDescription: badge.description });
    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, String(badge.id)), eq(auditLogs.actionType, 'badge_translation_update')));
    expect(entry).toMatchObject({ performedBy: admin.email, component: 'content', details: { locale: 'fr', after: { name: 'Tirelire pleine' } } });
    // The same words again change nothing.
    const saved = (await getBadgeEditorPage(admin, badge.id))!.badge!.translations.fr!;
    expect(await saveBadgeTranslation(admin, { ...opened, expectedUpdatedAt: saved.updatedAt })).toMatchObject({ changed: false });
    // A second tab opened before that save, and a form opened before the English changed: refused.
    expect(await appErrorOf(saveBadgeTranslation(admin, french(badge, { name: 'Autre' })))).toMatchObject({ status: 409, message: 'translationEditor.errors.changedElsewhere' });
    await updateBadge(admin, englishForm(badge, { description: 'Reach a great many XP.' }));
    expect(await appErrorOf(saveBadgeTranslation(admin, { ...opened, expectedUpdatedAt: saved.updatedAt }))).toMatchObject({ status: 409, message: 'translationEditor.errors.englishChanged' });

    expect(await appErrorOf(saveBadgeTranslation(admin, french(badge, { locale: 'ar', name: ' ' })))).toMatchObject({ status: 400, fieldErrors: { name: 'badgeAdmin.errors.nameRequired' } });
    expect(await appErrorOf(saveBadgeTranslation(admin, french(badge, { locale: 'ar', description: 'x'.repeat(201) })))).toMatchObject({ status: 400, fieldErrors: { description: 'badgeAdmin.errors.descriptionTooLong' } });
    expect(await appErrorOf(saveBadgeTranslation(admin, french(badge, { locale: 'en' })))).toMatchObject({ status: 400, fieldErrors: { locale: 'translationEditor.errors.languageInvalid' } });
    expect(await appErrorOf(saveBadgeTranslation(admin, french(badge, { badgeId: '999999' })))).toMatchObject({ status: 404 });
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect(await appErrorOf(saveBadgeTranslation(actor, french(badge, { locale: 'ar' })))).toMatchObject({ status: 403 });
    }
    expect(await translationOf(badge.id, 'ar')).toBeUndefined();
  });

  it('the seed writes every starter badge in French and Arabic, brings them to an install seeded before, and never overwrites an admin’s translation', async () => {
    await seedDatabase(getDb(), { demo: 'never' });
    const seeded = await getDb().select({ id: badges.id, slug: badges.slug, name: badges.name, description: badges.description }).from(badges);
    const bySlug = new Map(seeded.map((row) => [row.slug, row]));
    for (const starter of SEED_BADGES) {
      const row = bySlug.get(starter.slug)!;
      expect(await translationOf(row.id, 'fr'), starter.slug).toMatchObject({ ...starter.fr, sourceName: starter.name, sourceDescription: starter.description });
      expect(await translationOf(row.id, 'ar'), starter.slug).toMatchObject({ ...starter.ar, sourceName: starter.name, sourceDescription: starter.description });
    }

    // An admin writes their own French for one starter badge, and edits another's English.
    const firstSteps = bySlug.get('first-steps')!;
    await saveBadgeTranslation(admin, french(firstSteps, { name: 'Mes premiers pas', expectedUpdatedAt: (await translationOf(firstSteps.id, 'fr'))!.updatedAt.toISOString() }));
    const [bookworm] = await getDb().select().from(badges).where(eq(badges.slug, 'bookworm'));
    await updateBadge(admin, englishForm(bookworm!, { name: 'Reading Fan' }));
    // An install seeded before badges had languages: no translations at all for these two.
    const [explorer, shooter] = ['knowledge-explorer', 'sharp-shooter'].map((slug) => bySlug.get(slug)!);
    await getDb().delete(badgeTranslations).where(eq(badgeTranslations.badgeId, explorer!.id));
    await getDb().delete(badgeTranslations).where(eq(badgeTranslations.badgeId, bookworm!.id));

    const again = await seedDatabase(getDb(), { demo: 'never' });
    expect(again.created).toContain('2 badge translations');
    expect(await translationOf(firstSteps.id, 'fr')).toMatchObject({ name: 'Mes premiers pas' });
    expect(await translationOf(explorer!.id, 'ar')).toMatchObject({ name: SEED_BADGES.find((each) => each.slug === 'knowledge-explorer')!.ar.name });
    // The badge whose English the admin changed gets none: its words are the admin's.
    expect(await translationOf(bookworm!.id, 'fr')).toBeUndefined();
    expect(await translationOf(shooter!.id, 'fr')).toMatchObject({ name: SEED_BADGES.find((each) => each.slug === 'sharp-shooter')!.fr.name });
    // Nothing more on a third run.
    expect((await seedDatabase(getDb(), { demo: 'never' })).created.some((line) => line.includes('badge translations'))).toBe(false);
  });
});
