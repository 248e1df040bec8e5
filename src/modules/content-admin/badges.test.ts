import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, badges, courses, storedFiles, userBadges } from '@/db/schema';
import { actorFor, appErrorOf, createTestUser } from '../../../tests/factories';
import { createBadge } from './create-badge';
import { getBadgeEditorPage, getBadgeForEditor, getBadgeListPage, listBadgesForAdmin } from './queries';
import { setBadgeActive } from './set-badge-active';
import { updateBadge } from './update-badge';

let counter = 0;
function uniqueName(prefix = 'Badge'): string {
  counter += 1;
  return `${prefix} ${counter} ${Date.now().toString(36)}`;
}

async function admin() {
  return actorFor(await createTestUser({ role: 'admin' }));
}

/** The form's fields, as strings, the way the browser sends them. */
function badgeForm(overrides: Record<string, string> = {}) {
  return { name: uniqueName(), description: 'Earned by trying.', iconKind: 'emoji', iconEmoji: '⭐', iconPath: '', ruleKind: 'xp', ruleThreshold: '100', ruleCourseId: '', xpBonus: '20', active: 'on', ...overrides };
}

async function badgeRow(id: number) {
  const [row] = await getDb().select().from(badges).where(eq(badges.id, id));
  return row!;
}

async function auditEntries(actionType: string, entityId: string) {
  return getDb()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.actionType, actionType), eq(auditLogs.entityId, entityId)));
}

async function newCourse(title: string) {
  counter += 1;
  const [course] = await getDb().insert(courses).values({ slug: `badge-course-${counter}-${Date.now()}`, title, summary: 's', description: 'd', ageBand: '7-9', subject: 'saving' }).returning();
  return course!;
}

describe('badge admin: create and edit', () => {
  it('creates a badge with a slug from its name, audited; the list shows the rule and holder count', async () => {
    const actor = await admin();
    const created = await createBadge(actor, badgeForm({ name: 'Super Saver', iconEmoji: '🐷' }));
    expect(created.slug).toBe('super-saver');
    expect(await badgeRow(created.id)).toMatchObject({ name: 'Super Saver', iconEmoji: '🐷', iconPath: null, ruleKind: 'xp', ruleThreshold: 100, ruleCourseId: null, xpBonus: 20, active: true });
    // The same name (ignoring case) is refused; a name without Latin letters still gets a unique slug.
    expect(await appErrorOf(createBadge(actor, badgeForm({ name: 'super saver' })))).toMatchObject({ status: 409, message: 'badgeAdmin.errors.nameTaken', fieldErrors: { name: 'badgeAdmin.errors.nameTaken' } });
    const arabic = await createBadge(actor, badgeForm({ name: 'نجمة التوفير' }));
    const arabic2 = await createBadge(actor, badgeForm({ name: 'بطل المال' }));
    expect([arabic.slug, arabic2.slug]).toEqual(['badge', 'badge-2']);
    const [entry] = await auditEntries('badge_create', String(created.id));
    expect(entry).toMatchObject({ performedBy: actor.email, component: 'content' });
    expect(entry?.details).toMatchObject({ after: { slug: 'super-saver', name: 'Super Saver', ruleKind: 'xp', ruleThreshold: 100 } });
  });

  it('stores each rule kind in its own shape: course rules name a course, one-off rules have threshold 1', async () => {
    const actor = await admin();
    const course = await newCourse('Money basics');
    const courseBadge = await createBadge(actor, badgeForm({ ruleKind: 'course', ruleCourseId: String(course.id), ruleThreshold: '7' }));
    expect(await badgeRow(courseBadge.id)).toMatchObject({ ruleKind: 'course', ruleCourseId: course.id, ruleThreshold: 1 });
    const oneOff = await createBadge(actor, badgeForm({ ruleKind: 'sim_first_trade', ruleThreshold: '', ruleCourseId: String(course.id) }));
    expect(await badgeRow(oneOff.id)).toMatchObject({ ruleKind: 'sim_first_trade', ruleThreshold: 1, ruleCourseId: null });
    const streak = await createBadge(actor, badgeForm({ ruleKind: 'streak', ruleThreshold: '7', xpBonus: '0' }));
    const rows = await listBadgesForAdmin(actor);
    expect(rows.find((row) => row.id === courseBadge.id)).toMatchObject({ ruleKind: 'course', ruleCourseTitle: 'Money basics' });
    expect(rows.find((row) => row.id === streak.id)).toMatchObject({ ruleKind: 'streak', ruleThreshold: 7, xpBonus: 0, ruleCourseTitle: null });
  });

  it('refuses what the table would refuse, before it reaches the database (400)', async () => {
    const actor = await admin();
    const refusal = async (overrides: Record<string, string>) => (await appErrorOf(createBadge(actor, badgeForm(overrides)))).fieldErrors;
    expect(await refusal({ ruleKind: 'course', ruleCourseId: '' })).toEqual({ ruleCourseId: 'badgeAdmin.errors.courseRequired' });
    expect(await refusal({ ruleKind: 'course', ruleCourseId: '999999' })).toEqual({ ruleCourseId: 'badgeAdmin.errors.courseNotFound' });
    for (const emoji of ['', 'ab', '1', '⭐⭐⭐', 'ok⭐', '⭐ x', '<b>']) {
      expect(await refusal({ iconEmoji: emoji }), emoji).toEqual({ iconEmoji: 'badgeAdmin.errors.emojiInvalid' });
    }
    for (const bonus of ['-1', '1001', '2.5', '', 'lots']) {
      expect(await refusal({ xpBonus: bonus }), bonus).toEqual({ xpBonus: 'badgeAdmin.errors.bonusInvalid' });
    }
    for (const threshold of ['0', '-3', '', '1.5']) {
      expect(await refusal({ ruleKind: 'lessons', ruleThreshold: threshold }), threshold).toEqual({ ruleThreshold: 'badgeAdmin.errors.thresholdInvalid' });
    }
    expect(await refusal({ ruleKind: 'badges_galore' })).toEqual({ ruleKind: 'badgeAdmin.errors.ruleInvalid' });
    expect(await refusal({ name: 'x'.repeat(61) })).toEqual({ name: 'badgeAdmin.errors.nameTooLong' });
    expect(await refusal({ description: 'x'.repeat(201) })).toEqual({ description: 'badgeAdmin.errors.descriptionTooLong' });
    expect(await refusal({ iconKind: 'image', iconPath: '' })).toEqual({ iconPath: 'badgeAdmin.errors.imageRequired' });
    expect(await refusal({ iconKind: 'image', iconPath: 'thumbnails/nope.png' })).toEqual({ iconPath: 'badgeAdmin.errors.imageNotFound' });
    // Emoji the checks must accept: a flag, a keycap, skin tones, a joined family, two symbols.
    for (const emoji of ['🇫🇷', '1️⃣', '👍🏽', '👨‍👩‍👧', '⭐🚀', '❤️']) {
      await expect(createBadge(actor, badgeForm({ iconEmoji: emoji })), emoji).resolves.toMatchObject({ id: expect.any(Number) });
    }
  });

  it('edits a badge: icon switch to an image, new rule, audited with before and after; the slug stays', async () => {
    const actor = await admin();
    const [file] = await getDb()
      .insert(storedFiles)
      .values({ fullPath: `thumbnails/icon-${Date.now()}.png`, bucket: 'thumbnails', name: 'icon.png', generation: 1n, size: 10, contentType: 'image/png', md5Hash: 'x', width: 128, height: 128 })
      .returning();
    const created = await createBadge(actor, badgeForm({ name: 'Quiz whiz', ruleKind: 'perfect', ruleThreshold: '3' }));
    await updateBadge(actor, { ...badgeForm({ name: 'Quiz wizard', iconKind: 'image', iconPath: file!.fullPath, ruleKind: 'perfect', ruleThreshold: '5', xpBonus: '50' }), badgeId: String(created.id) });
    expect(await badgeRow(created.id)).toMatchObject({ slug: 'quiz-whiz', name: 'Quiz wizard', iconEmoji: null, iconPath: file!.fullPath, ruleThreshold: 5, xpBonus: 50 });
    expect(await getBadgeForEditor(actor, created.id)).toMatchObject({ name: 'Quiz wizard', ruleKind: 'perfect', ruleThreshold: 5 });
    const [entry] = await auditEntries('badge_update', String(created.id));
    expect(entry?.details).toEqual({
      before: { name: 'Quiz whiz', iconEmoji: '⭐', iconPath: null, ruleThreshold: 3, xpBonus: 20 },
      after: { name: 'Quiz wizard', iconEmoji: null, iconPath: file!.fullPath, ruleThreshold: 5, xpBonus: 50 },
    });
    expect(await updateBadge(actor, { ...badgeForm({ name: 'Quiz wizard', iconKind: 'image', iconPath: file!.fullPath, ruleKind: 'perfect', ruleThreshold: '5', xpBonus: '50' }), badgeId: created.id })).toEqual({ changed: false });

    const other = await createBadge(actor, badgeForm());
    expect((await appErrorOf(updateBadge(actor, { ...badgeForm({ name: 'QUIZ WIZARD' }), badgeId: other.id }))).status).toBe(409);
    expect((await appErrorOf(updateBadge(actor, { ...badgeForm({ xpBonus: '5000' }), badgeId: other.id }))).status).toBe(400);
    expect((await appErrorOf(updateBadge(actor, { ...badgeForm(), badgeId: 999_999 }))).status).toBe(404);
    expect(await getBadgeForEditor(actor, 999_999)).toBeNull();
  });
});

describe('badge admin: retire, reactivate, holders', () => {
  it('retires a badge (children keep it) and reactivates it, each audited once; the list counts holders', async () => {
    const actor = await admin();
    const badge = await createBadge(actor, badgeForm());
    const children = await Promise.all([createTestUser({ role: 'child' }), createTestUser({ role: 'child' })]);
    await getDb()
      .insert(userBadges)
      .values(children.map((child) => ({ userId: child.id, badgeId: badge.id })));
    const unheld = await createBadge(actor, badgeForm());

    await setBadgeActive(actor, { badgeId: badge.id, active: false });
    expect(await setBadgeActive(actor, { badgeId: badge.id, active: false })).toEqual({ changed: false });
    const rows = await listBadgesForAdmin(actor);
    expect(rows.find((row) => row.id === badge.id)).toMatchObject({ active: false, holders: 2 });
    expect(rows.find((row) => row.id === unheld.id)).toMatchObject({ active: true, holders: 0 });
    expect(await getDb().select().from(userBadges).where(eq(userBadges.badgeId, badge.id))).toHaveLength(2);
    expect(await auditEntries('badge_retire', String(badge.id))).toHaveLength(1);

    await setBadgeActive(actor, { badgeId: badge.id, active: 'on' });
    expect((await badgeRow(badge.id)).active).toBe(true);
    const [entry] = await auditEntries('badge_reactivate', String(badge.id));
    expect(entry?.details).toEqual({ before: { active: false }, after: { active: true } });
    expect((await appErrorOf(setBadgeActive(actor, { badgeId: 999_999, active: false }))).status).toBe(404);
  });

  it('refuses every badge function to non-admins (403)', async () => {
    const owner = await admin();
    const badge = await createBadge(owner, badgeForm());
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect((await appErrorOf(createBadge(actor, badgeForm()))).status).toBe(403);
      expect((await appErrorOf(updateBadge(actor, { ...badgeForm({ name: 'Hacked' }), badgeId: badge.id }))).status).toBe(403);
      expect((await appErrorOf(setBadgeActive(actor, { badgeId: badge.id, active: false }))).status).toBe(403);
      expect((await appErrorOf(listBadgesForAdmin(actor))).status).toBe(403);
      expect((await appErrorOf(getBadgeForEditor(actor, badge.id))).status).toBe(403);
    }
    expect(await badgeRow(badge.id)).toMatchObject({ active: true });
    expect((await badgeRow(badge.id)).name).not.toBe('Hacked');
  });
});

describe('badge admin pages (one query each)', () => {
  it('the edit page reads the badge, the courses and the thumbnails; an unknown badge is null (the page 404s)', async () => {
    const actor = await admin();
    const course = await newCourse(uniqueName('Course'));
    const [thumbnail] = await getDb()
      .insert(storedFiles)
      .values({ fullPath: `thumbnails/page-${Date.now()}-${counter}.png`, bucket: 'thumbnails', name: 'page.png', generation: 1n, size: 10, contentType: 'image/png', md5Hash: 'x', width: 64, height: 64 })
      .returning();
    const badge = await createBadge(actor, badgeForm({ ruleKind: 'course', ruleThreshold: '1', ruleCourseId: String(course.id) }));

    const page = await getBadgeEditorPage(actor, badge.id);
    expect(page?.badge).toMatchObject({ id: badge.id, ruleKind: 'course', ruleCourseId: course.id, active: true });
    expect(page?.courses).toContainEqual({ id: course.id, title: course.title, published: false });
    expect(page?.thumbnails).toContainEqual(expect.objectContaining({ fullPath: thumbnail!.fullPath, width: 64, height: 64 }));

    // /admin/badges/new: no badge, the same choices.
    const blank = await getBadgeEditorPage(actor);
    expect(blank.badge).toBeNull();
    expect(blank.courses).toContainEqual({ id: course.id, title: course.title, published: false });

    expect(await getBadgeEditorPage(actor, 999_999)).toBeNull();
  });

  it('the list page shows every badge, retired ones too', async () => {
    const actor = await admin();
    const active = await createBadge(actor, badgeForm());
    const retired = await createBadge(actor, badgeForm());
    await setBadgeActive(actor, { badgeId: retired.id, active: false });
    const { badges: rows } = await getBadgeListPage(actor);
    expect(rows.find((row) => row.id === active.id)).toMatchObject({ active: true, holders: 0 });
    expect(rows.find((row) => row.id === retired.id)).toMatchObject({ active: false });
  });

  it('refuses both pages to non-admins (403), even for an unknown badge', async () => {
    for (const role of ['child', 'parent', 'tutor'] as const) {
      const actor = await actorFor(await createTestUser({ role }));
      expect((await appErrorOf(getBadgeListPage(actor))).status).toBe(403);
      expect((await appErrorOf(getBadgeEditorPage(actor))).status).toBe(403);
      expect((await appErrorOf(getBadgeEditorPage(actor, 999_999))).status).toBe(403);
    }
  });
});
