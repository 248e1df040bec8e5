'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { changePeriodSchema, startPlanSchema } from './schemas';
import { startCheckout } from './stripe';
import { cancelPlan, changeBillingPeriod, resumePlan, startPlan } from './subscriptions';
import { z } from 'zod';

/* Billing's forms (decision 040): a person's own plan. The back office's are billing-admin's. */

const BILLING_PATH = '/settings/billing';

/** Starts the plan: by transfer, an invoice at once (or the trial); by card, Stripe's checkout page. */
export async function startPlanAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:billing:own', startPlanSchema, formData, async (actor, { period, provider }) => {
    if (provider === 'stripe') redirect(await startCheckout(actor, period));
    await startPlan(actor, { period });
    revalidatePath('/settings', 'layout');
    return { status: 'success', message: 'billing.started' };
  });
}

export async function changePeriodAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:billing:own', changePeriodSchema, formData, async (actor, { period }) => {
    await changeBillingPeriod(actor, period);
    revalidatePath(BILLING_PATH);
    return { status: 'success', message: 'billing.periodChanged' };
  });
}

export async function cancelPlanAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:billing:own', z.object({}), formData, async (actor) => {
    await cancelPlan(actor);
    revalidatePath('/settings', 'layout');
    return { status: 'success', message: 'billing.cancelled' };
  });
}

export async function resumePlanAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:billing:own', z.object({}), formData, async (actor) => {
    await resumePlan(actor);
    revalidatePath('/settings', 'layout');
    return { status: 'success', message: 'billing.resumed' };
  });
}
