'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
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
  return runActorAction('write:feedback:own', tutorMessageSchema, formData, async (actor, input) => {
    await sendAsTutor(actor, input);
    refresh(input.childId);
    return { status: 'success', message: 'feedback.done.sent' };
  });
}

export async function replyFeedbackAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('write:feedback:own', childReplySchema, formData, async (actor, input) => {
    await replyAsChild(actor, input);
    refresh(actor.id);
    return { status: 'success', message: 'feedback.done.replied' };
  });
}

export async function reactFeedbackAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('write:feedback:own', reactionSchema, formData, async (actor, input) => {
    await reactAsChild(actor, input);
    refresh(actor.id);
    return { status: 'success', message: input.reaction ? 'feedback.done.reacted' : 'feedback.done.unreacted' };
  });
}

/** The reader saw the thread (the page's MarkRead island posts it once): no page is re-rendered for it. */
export async function markFeedbackReadAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('write:feedback:own', markReadSchema, formData, async (actor, input) => {
    await markRead(actor, input);
  });
}

export async function saveTemplateAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('write:feedback:own', templateSchema, formData, async (actor, input) => {
    await saveTemplate(actor, input);
    refresh();
    return { status: 'success', message: 'feedback.done.templateSaved' };
  });
}

export async function deleteTemplateAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('write:feedback:own', templateIdSchema, formData, async (actor, input) => {
    await deleteTemplate(actor, input.templateId);
    refresh();
    return { status: 'success', message: 'feedback.done.templateDeleted' };
  });
}

export async function removeFeedbackAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('moderate:feedback:any', removeMessageSchema, formData, async (actor, input) => {
    await removeMessage(actor, input.messageId);
    refresh();
    return { status: 'success', message: 'feedback.done.removed' };
  });
}
