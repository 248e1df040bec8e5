'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { formatMoney } from '@/lib/money';
import { getDisplayRate } from '@/modules/currency';
import type { MessageValue } from '@/modules/simulator';
import { formValues, runActorAction } from '@/server/form-action';
import { getLocale, getTranslations } from 'next-intl/server';
import { joinCompetition } from './join-competition';
import { cancelCompetition, createCompetition, updateCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { cancelCompetitionOrder } from './cancel-competition-order';
import { messageTeam } from './message-team';
import { cancelCompetitionOrderSchema, competitionIdSchema, competitionOrderSchema, competitionRulesSchema, createTeamSchema, joinTeamSchema, messageTeamSchema, placeInTeamSchema } from './schemas';
import { createTeam, joinTeam, leaveTeam, placeInTeam } from './teams';

/*
 * The competition forms (/competitions, /competitions/[id]). The session and the permission are checked here, who
 * may act on which competition in the domain functions; every refusal is a message on the form.
 */

/** The checkboxes named `<prefix><id>` that were ticked, as a list of ids. */
const ticked = (raw: object, prefix: string) => Object.keys(raw).filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));

/** The form sends each chosen class as a checkbox `class.<id>`, each required lesson as `lesson.<id>`; the rules take them as lists. */
const createFormSchema = z.preprocess((raw) => (raw && typeof raw === 'object' ? { ...raw, classIds: ticked(raw, 'class.'), lessonIds: ticked(raw, 'lesson.') } : raw), competitionRulesSchema);

function refresh(competitionId?: string) {
  revalidatePath('/competitions');
  if (competitionId) revalidatePath(`/competitions/${competitionId}`);
}

export async function createCompetitionAction(_state: FormState, formData: FormData): Promise<FormState> {
  const state = await runActorAction('manage:competition:own', createFormSchema, formData, async (actor, input) => {
    const created = await createCompetition(actor, input);
    refresh();
    return { status: 'success', message: 'competitions.done.created', messageValues: { name: input.name }, values: { competitionId: created.id } };
  });
  if (state.status === 'success' && state.values?.competitionId) redirect(`/competitions/${state.values.competitionId}`);
  return state;
}

/** The same form, before the start: the rules as a whole, replaced. */
const updateFormSchema = z.intersection(competitionIdSchema, createFormSchema);

export async function updateCompetitionAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:competition:own', updateFormSchema, formData, async (actor, input) => {
    await updateCompetition(actor, input);
    refresh(input.competitionId);
    return { status: 'success', message: 'competitions.done.updated', messageValues: { name: input.name }, values: formValues(formData) };
  });
}

export async function cancelCompetitionAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:competition:own', competitionIdSchema, formData, async (actor, input) => {
    await cancelCompetition(actor, input);
    refresh(input.competitionId);
    return { status: 'success', message: 'competitions.done.canceled' };
  });
}

export async function joinCompetitionAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('take-part:competition:own', competitionIdSchema, formData, async (actor, input) => {
    await joinCompetition(actor, input);
    refresh(input.competitionId);
    return { status: 'success', message: 'competitions.done.joined' };
  });
}

/** A child starts a team under a friendly name (decision 067). */
export async function createTeamAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('take-part:competition:own', createTeamSchema, formData, async (actor, input) => {
    await createTeam(actor, input);
    refresh(input.competitionId);
    return { status: 'success', message: 'competitions.done.teamCreated' };
  });
}

/** A child joins a classmate's team. */
export async function joinTeamAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('take-part:competition:own', joinTeamSchema, formData, async (actor, input) => {
    await joinTeam(actor, input);
    refresh(input.competitionId);
    return { status: 'success', message: 'competitions.done.teamJoined' };
  });
}

/** A child leaves their team before the start, when the class forms the teams. */
export async function leaveTeamAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('take-part:competition:own', competitionIdSchema, formData, async (actor, input) => {
    await leaveTeam(actor, input);
    refresh(input.competitionId);
    return { status: 'success', message: 'competitions.done.teamLeft' };
  });
}

/** The teacher puts a child in a team, or moves them to another one, before the start. */
export async function placeInTeamAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:competition:own', placeInTeamSchema, formData, async (actor, input) => {
    await placeInTeam(actor, input);
    refresh(input.competitionId);
    return { status: 'success', message: 'competitions.done.teamPlaced' };
  });
}

/** The teacher writes to one team: each player finds it in their feedback thread (decision 035); the screen stays as it is. */
export async function messageTeamAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:competition:own', messageTeamSchema, formData, async (actor, input) => {
    const { teamName, sent } = await messageTeam(actor, input);
    revalidatePath('/feedback', 'layout');
    const t = await getTranslations('competitions');
    return { status: 'success', message: 'competitions.done.teamMessaged', messageValues: { team: t(`teamNames.${teamName}`), count: sent } };
  });
}

/** Amounts (USD in the books) in the competition's currency and the reader's language; other values as they are. */
async function messageValues(values: Record<string, MessageValue>, currency: string): Promise<Record<string, string | number>> {
  const [locale, rate] = [await getLocale(), await getDisplayRate(currency)];
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? formatMoney(value.usd, rate, locale) : value]));
}

/** A child's order in their competition portfolio: what happened, or exactly why it was refused. */
export async function placeCompetitionOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('take-part:competition:own', competitionOrderSchema, formData, async (actor, input) => {
    const result = await placeCompetitionOrder(actor, input, await getLocale());
    refresh(input.competitionId);
    if (result.outcome === 'rejected') {
      return {
        status: 'error',
        message: result.refusal?.key ?? 'competitions.errors.refused',
        messageValues: await messageValues(result.refusal?.values ?? {}, result.currency),
        values: formValues(formData),
        ...(result.lessonsToFinish.length > 0 ? { links: result.lessonsToFinish.map((lesson) => ({ href: lesson.href, label: lesson.title })) } : {}),
      };
    }
    if (result.outcome === 'open') {
      return { status: 'success', message: 'competitions.done.limitResting', messageValues: await messageValues({ shares: input.shares, symbol: input.symbol, limit: { usd: input.limitPrice ?? '0' } }, result.currency) };
    }
    return {
      status: 'success',
      message: input.side === 'buy' ? 'orders.done.bought' : 'orders.done.sold',
      messageValues: await messageValues({ shares: input.shares, symbol: input.symbol, price: { usd: result.fillPrice ?? '0' } }, result.currency),
    };
  });
}

/** A child cancels an open limit order of their game portfolio; what it kept aside is free again (decision 065). */
export async function cancelCompetitionOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('take-part:competition:own', cancelCompetitionOrderSchema, formData, async (actor, input) => {
    await cancelCompetitionOrder(actor, input);
    refresh(input.competitionId);
    return { status: 'success', message: 'competitions.done.orderCanceled' };
  });
}
