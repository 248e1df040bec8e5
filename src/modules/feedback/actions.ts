'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { deleteTemplate, markRead, reactAsChild, removeMessage, replyAsChild, saveTemplate, sendAsTutor } from './messages';
import { childReplySchema, markReadSchema, reactionSchema, removeMessageSchema, templateIdSchema, templateSchema, tutorMessageSchema } from './schemas';

/*
 * The feedback forms (decision 035). The session and the permission are checked here, who may write to whom in the
 * domain functions; every refusal is a message on the form.
 */

function refresh(childId?: string) {
  revalidatePath('/feedback', 'layout');
  revalidatePath('/dashboard/child');
  revalidatePath('/dashboard/tutor');
  if (childId) revalidatePath(`/children/${childId}/feedback`);
}

export async function sendFeedbackAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(tutorMessageSchema, formData, async (input) => {
    await sendAsTutor(await requireActionActor('write:feedback:own'), input);
    refresh(input.childId);
    return { status: 'success', message: 'feedback.done.sent' };
  });
}

export async function replyFeedbackAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(childReplySchema, formData, async (input) => {
    const actor = await requireActionActor('write:feedback:own');
    await replyAsChild(actor, input);
    refresh(actor.id);
    return { status: 'success', message: 'feedback.done.replied' };
  });
}

export async function reactFeedbackAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(reactionSchema, formData, async (input) => {
    const actor = await requireActionActor('write:feedback:own');
    await reactAsChild(actor, input);
    refresh(actor.id);
    return { status: 'success', message: input.reaction ? 'feedback.done.reacted' : 'feedback.done.unreacted' };
  });
}

/** The reader saw the thread (the page's MarkRead island posts it once): no page is re-rendered for it. */
export async function markFeedbackReadAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(markReadSchema, formData, async (input) => {
    await markRead(await requireActionActor('write:feedback:own'), input);
  });
}

export async function saveTemplateAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(templateSchema, formData, async (input) => {
    await saveTemplate(await requireActionActor('write:feedback:own'), input);
    refresh();
    return { status: 'success', message: 'feedback.done.templateSaved' };
  });
}

export async function deleteTemplateAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(templateIdSchema, formData, async (input) => {
    await deleteTemplate(await requireActionActor('write:feedback:own'), input.templateId);
    refresh();
    return { status: 'success', message: 'feedback.done.templateDeleted' };
  });
}

export async function removeFeedbackAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(removeMessageSchema, formData, async (input) => {
    await removeMessage(await requireActionActor('moderate:feedback:any'), input.messageId);
    refresh();
    return { status: 'success', message: 'feedback.done.removed' };
  });
}
