'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { deleteChild } from './delete-child';
import { createChild } from './create-child';
import { createChildSchema } from './create-child-schemas';
import { z } from 'zod';
import { emailField } from '@/modules/accounts/schemas';
import { answerConsent, resendConsentRequest } from './consent';
import { stopConsentMail } from './consent-stop';
import { answerConsentSchema, answerRequestSchema, endLinkSchema, requestIdSchema, requestLinkSchema } from './link-schemas';
import { answerGuardianApproval, answerRequest, askToEndLink, cancelRequest, endLink, requestLink } from './links';
import { setChildPassword } from './child-password';
import { changeChildCountrySchema, childPasswordSchema, deleteChildSchema, journalTutorsSchema, simulatorSwitchSchema, takeOverConsentSchema, answerTakeOverSchema } from './schemas';
import { changeChildCountry } from './change-child-country';
import { answerTakeOver, takeOverConsent } from './take-over-consent';
import { setChildSimulator } from './simulator-switch';
import { setChildJournalTutors } from './journal-audience';

/*
 * The family-link forms: /children (a parent) and the child's dashboard, and a parent's deletion of a child's account.
 * Permissions are checked here and in links.ts and delete-child.ts.
 */

function refresh() {
  revalidatePath('/children');
  revalidatePath('/dashboard/child');
  revalidatePath('/dashboard/parent');
}

export async function requestLinkAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('link:child:own', requestLinkSchema, formData, async (actor, { code }) => {
    const ref = await requestLink(actor, code);
    refresh();
    return { status: 'success', message: ref.awaitingGuardian ? 'families.done.requestedToGuardian' : 'families.done.requested', messageValues: { name: ref.childName } };
  });
}

export async function cancelRequestAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('link:child:own', requestIdSchema, formData, async (actor, { eventId }) => {
    await cancelRequest(actor, eventId);
    refresh();
    return { status: 'success', message: 'families.done.cancelled' };
  });
}

export async function answerRequestAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('answer:link:own', answerRequestSchema, formData, async (actor, { eventId, answer }) => {
    const { parentName } = await answerRequest(actor, eventId, answer === 'accept');
    refresh();
    return { status: 'success', message: answer === 'accept' ? 'families.done.accepted' : 'families.done.declined', messageValues: { name: parentName } };
  });
}

/** A parent who looks after the child's account answers another adult's request (decision 044). */
export async function answerGuardianApprovalAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('link:child:own', answerRequestSchema, formData, async (actor, { eventId, answer }): Promise<FormState> => {
    const { parentName, childName } = await answerGuardianApproval(actor, eventId, answer === 'accept');
    refresh();
    return answer === 'accept'
      ? { status: 'success', message: 'families.done.approved', messageValues: { name: parentName, child: childName } }
      : { status: 'success', message: 'families.done.declined', messageValues: { name: parentName } };
  });
}

/** The child asks the parent who looks after their account to end their link (decision 044). */
export async function askToEndLinkAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('answer:link:own', endLinkSchema, formData, async (actor, { personId }) => {
    const { name } = await askToEndLink(actor, personId);
    refresh();
    return { status: 'success', message: 'families.done.endAsked', messageValues: { name } };
  });
}

export async function endLinkAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction(endLinkSchema, formData, async (actor, { personId }) => {
    const { name } = await endLink(actor, personId);
    refresh();
    return { status: 'success', message: 'families.done.ended', messageValues: { name } };
  });
}

/** A parent deletes a linked child's account, confirmed by the child's first name (decision 027). */
export async function deleteChildAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('delete:child:own', deleteChildSchema, formData, async (actor, { childId, confirmName }) => {
    const { name } = await deleteChild(actor, childId, confirmName);
    refresh();
    return { status: 'success', message: 'families.done.deleted', messageValues: { name } };
  });
}

/** A parent makes a child's account, linked to them at once (decision 029). */
export async function createChildAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('create:child:own', createChildSchema, formData, async (actor, input): Promise<FormState> => {
    const child = await createChild(actor, input);
    refresh();
    const messageValues = { name: child.firstName, username: child.username };
    return child.pendingEmail
      ? { status: 'success', message: 'families.create.doneWithEmail', messageValues: { ...messageValues, email: child.pendingEmail } }
      : { status: 'success', message: 'families.create.done', messageValues };
  });
}

/** A parent agrees to (or declines) the account of a child under 13 who named their e-mail (decision 030). */
export async function answerConsentAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('answer:consent:own', answerConsentSchema, formData, async (actor, { token, childId, answer, password }) => {
    const { childFirstName } = await answerConsent(actor, token ? { token } : { childId: childId! }, answer === 'approve' ? { approve: true, password: password ?? '' } : { approve: false });
    refresh();
    return { status: 'success', message: answer === 'approve' ? 'families.consent.approved' : 'families.consent.declined', messageValues: { name: childFirstName } };
  });
}

/** A linked parent gives their own consent to an account the child's school authorised (decision 060). */
export async function takeOverConsentAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('answer:consent:own', takeOverConsentSchema, formData, async (actor, { childId, password }) => {
    const { name, changed, awaitingChild } = await takeOverConsent(actor, childId, password);
    refresh();
    const message = awaitingChild ? (changed ? 'families.takeOver.askedChild' : 'families.takeOver.stillAsking') : changed ? 'families.takeOver.done' : 'families.takeOver.already';
    return { status: 'success', message, messageValues: { name } };
  });
}

/** A linked parent changes a child's country with their own password; the new country's consent rule is applied (decision 060). */
export async function changeChildCountryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('change:child-country:own', changeChildCountrySchema, formData, async (actor, { childId, country, password }) => {
    const { name, outcome, confirmed } = await changeChildCountry(actor, { childId, country, password });
    refresh();
    // A held account's country confirmed: nothing moved, so the answer speaks of the consent, not of a change.
    const said = confirmed && (outcome === 'consented' || outcome === 'childAsked') ? `confirmed.${outcome}` : outcome;
    return { status: 'success', message: `families.country.done.${said}`, messageValues: { name } };
  });
}

/** The child agrees (or not) to a parent's take-over that the law of their country asks them to agree to (decision 060). */
export async function answerTakeOverAction(_state: FormState, formData: FormData): Promise<FormState> {
  // A child held for this agreement (decision 060's amendment) holds the permission too (server/permissions.ts).
  return runActorAction('answer:take-over:own', answerTakeOverSchema, formData, async (actor, { answer }) => {
    await answerTakeOver(actor, answer === 'agree');
    refresh();
    return { status: 'success', message: answer === 'agree' ? 'families.child.takeOver.agreed' : 'families.child.takeOver.declined' };
  });
}

/** The child sends the consent request again, to the same or a corrected address (decision 030). */
export async function resendConsentAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction(z.object({ parentEmail: emailField }), formData, async (actor, { parentEmail }) => {
    const { mailed } = await resendConsentRequest(actor, parentEmail);
    refresh();
    return { status: 'success', message: mailed ? 'families.consent.resent' : 'families.consent.resendWithheld', messageValues: { email: parentEmail } };
  });
}

/**
 * The /consent/stop page's button (decision 030): no session needed, the signed link is the permission. Then the page
 * says it is done, without the link's values (nothing to bookmark); a link that is not ours shows the page that says so.
 */
export async function stopConsentMailAction(formData: FormData): Promise<void> {
  // A server action is a public endpoint: whatever arrives that is not a form's text is no link of ours.
  const text = (name: string) => {
    const value = formData instanceof FormData ? formData.get(name) : null;
    return typeof value === 'string' ? value : '';
  };
  const done = await stopConsentMail({ a: text('a'), s: text('s') });
  redirect(done ? '/consent/stop?done=1' : '/consent/stop');
}

/** A parent switches a linked child's simulator on or off (decision 031); the answer carries the stored value. */
export async function setChildSimulatorAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('read:child:own', simulatorSwitchSchema, formData, async (actor, { childId, enabled }) => {
    const result = await setChildSimulator(actor, childId, enabled === 'true');
    refresh();
    return { status: 'success', message: result.enabled ? 'families.simulator.switchedOn' : 'families.simulator.switchedOff', messageValues: { name: result.name }, values: { enabled: String(result.enabled) } };
  });
}

/** A parent lets a linked child show journal entries to their tutors, or not (decision 031); the answer carries the stored value. */
export async function setChildJournalTutorsAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('read:child:own', journalTutorsSchema, formData, async (actor, { childId, allowed }) => {
    const result = await setChildJournalTutors(actor, childId, allowed === 'true');
    refresh();
    return { status: 'success', message: result.allowed ? 'families.journalTutors.allowed' : 'families.journalTutors.stopped', messageValues: { name: result.name }, values: { allowed: String(result.allowed) } };
  });
}

/** A parent sets a new password for a child whose account a parent made (decision 029); the child is signed out. */
export async function setChildPasswordAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('create:child:own', childPasswordSchema, formData, async (actor, { childId, password }) => {
    const { name } = await setChildPassword(actor, childId, password);
    return { status: 'success', message: 'families.password.done', messageValues: { name } };
  });
}
