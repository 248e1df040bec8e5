'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { changePeriodSchema, startPlanSchema } from './schemas';
import { startCheckout } from './stripe';
import { cancelPlan, changeBillingPeriod, resumePlan, startPlan } from './subscriptions';
import { z } from 'zod';

/* Billing's forms (decision 040): a person's own plan. The back office's are billing-admin's. */

const BILLING_PATH = '/settings/billing';
const payer = () => requireActionActor('manage:billing:own');

/** Starts the plan: by transfer, an invoice at once (or the trial); by card, Stripe's checkout page. */
export async function startPlanAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(startPlanSchema, formData, async ({ period, provider }) => {
    const actor = await payer();
    if (provider === 'stripe') redirect(await startCheckout(actor, period));
    await startPlan(actor, { period });
    revalidatePath('/settings', 'layout');
    return { status: 'success', message: 'billing.started' };
  });
}

export async function changePeriodAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(changePeriodSchema, formData, async ({ period }) => {
    await changeBillingPeriod(await payer(), period);
    revalidatePath(BILLING_PATH);
    return { status: 'success', message: 'billing.periodChanged' };
  });
}

export async function cancelPlanAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(z.object({}), formData, async () => {
    await cancelPlan(await payer());
    revalidatePath('/settings', 'layout');
    return { status: 'success', message: 'billing.cancelled' };
  });
}

export async function resumePlanAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(z.object({}), formData, async () => {
    await resumePlan(await payer());
    revalidatePath('/settings', 'layout');
    return { status: 'success', message: 'billing.resumed' };
  });
}
