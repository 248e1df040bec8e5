'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { answerRequestSchema, endLinkSchema, requestIdSchema, requestLinkSchema } from './link-schemas';
import { answerRequest, cancelRequest, endLink, requestLink } from './links';

/* The family-link forms: /children (a parent) and the child's dashboard. Permissions are checked here and in links.ts. */

function refresh() {
  revalidatePath('/children');
  revalidatePath('/dashboard/child');
  revalidatePath('/dashboard/parent');
}

export async function requestLinkAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(requestLinkSchema, formData, async ({ code }) => {
    const ref = await requestLink(await requireActionActor('link:child:own'), code);
    refresh();
    return { status: 'success', message: 'families.done.requested', messageValues: { name: ref.childName } };
  });
}

export async function cancelRequestAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(requestIdSchema, formData, async ({ eventId }) => {
    await cancelRequest(await requireActionActor('link:child:own'), eventId);
    refresh();
    return { status: 'success', message: 'families.done.cancelled' };
  });
}

export async function answerRequestAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(answerRequestSchema, formData, async ({ eventId, answer }) => {
    const { parentName } = await answerRequest(await requireActionActor('answer:link:own'), eventId, answer === 'accept');
    refresh();
    return { status: 'success', message: answer === 'accept' ? 'families.done.accepted' : 'families.done.declined', messageValues: { name: parentName } };
  });
}

export async function endLinkAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(endLinkSchema, formData, async ({ personId }) => {
    const actor = await requireActionActor();
    const { name } = await endLink(actor, personId);
    refresh();
    return { status: 'success', message: 'families.done.ended', messageValues: { name } };
  });
}
