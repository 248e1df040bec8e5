'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { printCardsSchema, revokeCardSchema } from './schemas';
import { printCards, revokeCard } from './sign-in-cards';

/*
 * Classroom sign-in cards (decision 066): the class's tutor or its school's admin prints and revokes them on
 * /classes/[id]/cards (the permission here, the class's ownership in the domain functions). A child signs in with
 * one in card-sign-in-action.ts.
 */

/**
 * Prints new cards. The codes exist only in this answer (the table keeps their digests), so the cards travel back
 * in the form's state, as JSON under `cards`, for the page to lay out and print; nothing else keeps them.
 */
export async function printCardsAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('print:sign-in-card:own', printCardsSchema, formData, async (actor, input) => {
    const cards = await printCards(actor, input);
    revalidatePath(`/classes/${input.classId}/cards`);
    return { status: 'success', message: 'classes.cards.done.printed', messageValues: { count: cards.length }, values: { cards: JSON.stringify(cards) } };
  });
}

export async function revokeCardAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('print:sign-in-card:own', revokeCardSchema, formData, async (actor, input) => {
    const { name } = await revokeCard(actor, input);
    revalidatePath(`/classes/${input.classId}/cards`);
    return { status: 'success', message: 'classes.cards.done.revoked', messageValues: { name } };
  });
}
