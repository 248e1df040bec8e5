'use server';

import { revalidatePath } from 'next/cache';
import { forbidden, notFound, redirect } from 'next/navigation';
import { AppError } from '@/server/errors';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { z } from 'zod';
import { markAllNotificationsRead, markNotificationRead } from './read-marks';
import { notificationIdSchema } from './schemas';

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
  return runFormAction(notificationIdSchema, formData, async ({ notificationId }) => {
    await markNotificationRead(await reader(), notificationId);
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'notifications.done.read' };
  });
}

export async function markAllNotificationsReadAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(z.object({}), formData, async () => {
    const count = await markAllNotificationsRead(await reader());
    revalidatePath('/', 'layout');
    return { status: 'success', message: 'notifications.done.allRead', messageValues: { count } };
  });
}
