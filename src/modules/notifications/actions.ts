'use server';

import { revalidatePath } from 'next/cache';
import { forbidden, notFound, redirect } from 'next/navigation';
import { AppError } from '@/server/errors';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { z } from 'zod';
import { markAllNotificationsRead, markNotificationRead } from './read-marks';
import { saveEmailSettings, saveStreakReminder } from './email-settings';
import { emailSettingsSchema, notificationIdSchema, streakReminderSchema } from './schemas';
import { unsubscribe } from './unsubscribe';

/* The notifications' forms (decision 036). The session and 'read:notification:own' are checked here, the owner in read-marks.ts. */

const reader = () => requireActionActor('read:notification:own');

/**
 * Opens a notification: marks it read, then goes where it leads. A plain form's POST (a GET never writes), so it works
 * without JavaScript; a malformed id goes back to the list, anyone else's is a 404.
 */
export async function openNotificationAction(formData: FormData): Promise<void> {
  const parsed = notificationIdSchema.safeParse({ notificationId: formData instanceof FormData ? formData.get('notificationId') : null });
  if (!parsed.success) redirect('/notifications');
  let link: string;
  try {
    link = (await markNotificationRead(await reader(), parsed.data.notificationId)).link;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 401) redirect('/login');
    if (error.status === 403) forbidden();
    notFound();
  }
  revalidatePath('/', 'layout');
  redirect(link);
}

export async function markNotificationReadAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('read:notification:own', notificationIdSchema, formData, async (actor, { notificationId }) => {
    await markNotificationRead(actor, notificationId);
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'notifications.done.read' };
  });
}

export async function markAllNotificationsReadAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('read:notification:own', z.object({}), formData, async (actor) => {
    const count = await markAllNotificationsRead(actor);
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'notifications.done.allRead', messageValues: { count } };
  });
}

/**
 * The /unsubscribe page's button: no session needed, the signed link is the permission (decision 036). Then the page
 * again, saying it is done; a link that is not ours says so.
 */
export async function unsubscribeAction(formData: FormData): Promise<void> {
  const field = (name: string) => (formData instanceof FormData ? formData.get(name) : null);
  const params = { u: field('u'), t: field('t'), s: field('s') };
  const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
  const done = await unsubscribe({ u: text(params.u), t: text(params.t), s: text(params.s) });
  // Only a link of ours is echoed back (it is short); anything else gets the page that says the link is not valid.
  redirect(done ? `/unsubscribe?${new URLSearchParams({ u: text(params.u), t: text(params.t), s: text(params.s), done: '1' })}` : '/unsubscribe');
}

/** /settings "E-mail notifications": a parent's or tutor's choices per kind and quiet hours. */
export async function saveEmailSettingsAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('read:notification:own', emailSettingsSchema, formData, async (actor, input) => {
    await saveEmailSettings(actor, input);
    revalidatePath('/settings');
    return { status: 'success', message: 'notifications.done.emailSaved' };
  });
}

/** A child's switch for the evening streak reminder; the answer carries the stored value. */
export async function saveStreakReminderAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('read:notification:own', streakReminderSchema, formData, async (actor, { on }) => {
    const stored = await saveStreakReminder(actor, on === 'true');
    revalidatePath('/settings');
    return { status: 'success', message: stored ? 'notifications.done.streakOn' : 'notifications.done.streakOff', values: { on: String(stored) } };
  });
}
