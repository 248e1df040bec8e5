import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { mailQueue, users } from '@/db/schema';
import { resetSettings, trader } from '@/modules/simulator/test-fixtures';
import type { Actor } from '@/server/session-flow';
import { afterQuietHours } from './email-rules';
import { onPlan } from '@/modules/billing/test-fixtures';
import { findEmailSettingsSection, saveEmailSettings } from './email-settings';
import { notify, type NewNotification } from './notify';
import { emailSettingsSchema } from './schemas';
import { unsubscribe } from './unsubscribe';
import { readUnsubscribe, unsubscribeQuery } from './unsubscribe-token';

/*
 * Notification e-mail (decision 036): queued with the notification for those who want it at once, in their language,
 * after their quiet hours, each with a signed one-click unsubscribe. Children get none. On both databases.
 */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

beforeEach(async () => {
  await resetSettings();
});

const mailTo = async (actor: Actor) => getDb().select().from(mailQueue).where(eq(mailQueue.to, actor.email));
const send = (items: NewNotification[]) => getDb().transaction((tx) => notify(tx, items));
const request = (recipientId: string): NewNotification => ({ recipientId, type: 'membership_requested', params: { tutor: 'Tara Tutor', child: 'Maya', className: 'Maths' }, link: '/dashboard/parent' });
const settings = (fields: Record<string, string>) => emailSettingsSchema.parse({ timeZone: 'UTC', ...fields });

describe('notification e-mail', () => {
  it('goes at once for what asks for an answer, in the reader’s language, with a one-click unsubscribe', async () => {
    const parent = await trader({ role: 'parent', firstName: 'Priya' });
    await getDb().update(users).set({ locale: 'fr' }).where(eq(users.id, parent.id));
    await send([request(parent.id)]);
    const [mail] = await mailTo(parent);
    expect(mail!.subject).toBe('Tara Tutor demande à ajouter Maya à la classe « Maths ».');
    expect(mail!.text).toContain('Bonjour Priya,');
    expect(mail!.text).toContain('/dashboard/parent');
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    expect(link.pathname).toBe('/api/unsubscribe');
    expect(readUnsubscribe(Object.fromEntries(link.searchParams))).toEqual({ userId: parent.id, type: 'membership_requested' });
  });

  it('sends no e-mail for news by default, nor to a child, nor for a kind switched off', async () => {
    const parent = await trader({ role: 'parent' });
    const child = await trader();
    await send([{ recipientId: parent.id, type: 'child_badge_earned', params: { child: 'Maya', badge: 'First Steps' }, link: '/progress' }]);
    await send([{ recipientId: child.id, type: 'badge_earned', params: { badge: 'First Steps' }, link: '/achievements' }]);
    expect(await mailTo(parent)).toEqual([]);
    expect(await mailTo(child)).toEqual([]);
    // Chosen in the settings: badge news at once, class requests never.
    await saveEmailSettings(parent, settings({ 'delivery.child_badge_earned': 'immediate', 'delivery.membership_requested': 'off' }));
    await send([request(parent.id), { recipientId: parent.id, type: 'child_badge_earned', params: { child: 'Maya', badge: 'First Steps' }, link: '/progress' }]);
    expect((await mailTo(parent)).map((mail) => mail.subject)).toEqual(['Maya earned the badge “First Steps”.']);
    const section = (await findEmailSettingsSection(parent))!;
    expect(section.kinds.find((kind) => kind.type === 'child_badge_earned')?.delivery).toBe('immediate');
    // The weekly report by e-mail is the Family plan's: the section says so to a Free parent (decision 040).
    expect(section.needsPlan).toEqual(['weekly_report']);
    await onPlan(parent, 'family');
    expect((await findEmailSettingsSection(parent))!.needsPlan).toEqual([]);
    // A child, and an admin, have no e-mail section.
    expect(await findEmailSettingsSection(child)).toBeNull();
  });

  it('waits for the end of the reader’s quiet hours', async () => {
    const tutor = await trader({ role: 'tutor' });
    await saveEmailSettings(tutor, settings({ quietStart: '0', quietEnd: '23', timeZone: 'UTC' }));
    await send([{ recipientId: tutor.id, type: 'feedback_reply', params: { name: 'Maya' }, link: '/feedback/x' }]);
    const [mail] = await mailTo(tutor);
    const now = new Date();
    if (now.getUTCHours() < 23) expect(mail!.nextAttemptAt.getUTCHours()).toBe(23);
    else expect(mail!.nextAttemptAt.getTime()).toBeLessThanOrEqual(now.getTime() + 1000);
    expect(afterQuietHours(new Date('2026-03-02T22:30:00Z'), { start: 21, end: 7, timeZone: 'UTC' }).toISOString()).toBe('2026-03-03T07:00:00.000Z');
    expect(afterQuietHours(new Date('2026-03-02T12:00:00Z'), { start: 21, end: 7, timeZone: 'UTC' }).toISOString()).toBe('2026-03-02T12:00:00.000Z');
    // 22:30 in Paris (UTC+1 in March) is 21:30 UTC: quiet until 07:00 Paris, 06:00 UTC.
    expect(afterQuietHours(new Date('2026-03-02T21:30:00Z'), { start: 22, end: 7, timeZone: 'Europe/Paris' }).toISOString()).toBe('2026-03-03T06:00:00.000Z');
  });

  it('a signed link turns one kind off without signing in; again is harmless; a forged one does nothing', async () => {
    const parent = await trader({ role: 'parent' });
    const link = Object.fromEntries(new URLSearchParams(unsubscribeQuery(parent.id, 'membership_requested')));
    expect(await unsubscribe(link)).toEqual({ type: 'membership_requested' });
    expect(await unsubscribe(link)).toEqual({ type: 'membership_requested' });
    await send([request(parent.id)]);
    expect(await mailTo(parent)).toEqual([]);
    const other = await trader({ role: 'parent' });
    expect(await unsubscribe({ ...link, u: other.id })).toBeNull();
    expect(await unsubscribe({ ...link, t: 'link_ended' })).toBeNull();
    expect(await unsubscribe({ u: parent.id, t: 'nonsense', s: link.s })).toBeNull();
    await send([request(other.id)]);
    expect(await mailTo(other)).toHaveLength(1);
  });

  it('checks the settings form: quiet hours both or neither, known zones and choices only', async () => {
    expect(emailSettingsSchema.safeParse({ timeZone: 'UTC', quietStart: '22' }).error?.issues[0]?.message).toBe('notifications.errors.quietHours');
    expect(emailSettingsSchema.safeParse({ timeZone: 'Mars/Olympus' }).error?.issues[0]?.message).toBe('notifications.errors.timeZone');
    expect(emailSettingsSchema.safeParse({ timeZone: 'UTC', 'delivery.badge_earned': 'hourly' }).success).toBe(false);
    // A tutor cannot set a parent's kinds: ignored.
    const tutor = await trader({ role: 'tutor' });
    await saveEmailSettings(tutor, settings({ 'delivery.membership_requested': 'immediate' }));
    expect((await findEmailSettingsSection(tutor))!.kinds.map((kind) => kind.type)).not.toContain('membership_requested');
  });
});
