import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { billingPlans, planPrices } from '@/db/schema';
import { CURRENCIES } from '@/lib/constants';
import { writeAudit } from '@/server/audit';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { publicContentChanged, sharedCache } from '@/server/shared-cache';
import { BILLING_PERIODS, PAID_PLANS, type BillingPeriod, type PaidPlan } from './plans';
import type { PlanPricesInput } from './schemas';

/*
 * The price list (decision 040): each paid plan's price per currency and period, and its trial. The same for every
 * visitor, so kept in memory until an admin's edit (decision 019); every edit is audited with what changed.
 */

export interface PlanPrice {
  currency: string;
  period: BillingPeriod;
  amountMinor: number;
}

export interface PlanOffer {
  plan: PaidPlan;
  trialDays: number;
  prices: PlanPrice[];
}

export const priceList = sharedCache('plan-prices', async (plan): Promise<PlanOffer> => {
  const [settings, prices] = await Promise.all([
    getDb().select({ trialDays: billingPlans.trialDays }).from(billingPlans).where(eq(billingPlans.plan, plan)),
    getDb()
      .select({ currency: planPrices.currency, period: planPrices.period, amountMinor: planPrices.amountMinor })
      .from(planPrices)
      .where(eq(planPrices.plan, plan))
      .orderBy(asc(planPrices.currency), asc(planPrices.period)),
  ]);
  return { plan: plan as PaidPlan, trialDays: settings[0]?.trialDays ?? 0, prices: prices as PlanPrice[] };
});

/** A plan's price in a currency for a period, or null when it is not sold so. */
export async function priceOf(plan: PaidPlan, currency: string, period: BillingPeriod): Promise<number | null> {
  const offer = await priceList.get(plan);
  return offer.prices.find((price) => price.currency === currency && price.period === period)?.amountMinor ?? null;
}

/** Every plan's prices and trial, for the admins' price editor. */
export async function listPlanOffers(actor: Actor): Promise<PlanOffer[]> {
  assertCan(actor, 'manage:finance:any');
  return Promise.all(PAID_PLANS.map((plan) => priceList.get(plan)));
}

/** Saves one plan's prices (an empty amount takes the plan off sale in that currency and period) and its trial. */
export async function savePlanPrices(actor: Actor, input: PlanPricesInput): Promise<void> {
  assertCan(actor, 'manage:finance:any');
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select({ trialDays: billingPlans.trialDays }).from(billingPlans).where(eq(billingPlans.plan, input.plan)).for('update');
    const oldPrices = await tx.select().from(planPrices).where(eq(planPrices.plan, input.plan));
    const changes: Record<string, { before: number | null; after: number | null }> = {};
    for (const currency of CURRENCIES) {
      for (const period of BILLING_PERIODS) {
        const after = input.prices[`${currency}.${period}`] ?? null;
        const old = oldPrices.find((row) => row.currency === currency && row.period === period)?.amountMinor ?? null;
        if (after === old) continue;
        changes[`${currency}.${period}`] = { before: old, after };
        if (after === null) await tx.delete(planPrices).where(and(eq(planPrices.plan, input.plan), eq(planPrices.currency, currency), eq(planPrices.period, period)));
        else
          await tx
            .insert(planPrices)
            .values({ plan: input.plan, currency, period, amountMinor: after })
            .onConflictDoUpdate({ target: [planPrices.plan, planPrices.currency, planPrices.period], set: { amountMinor: after, updatedAt: new Date() } });
      }
    }
    const trialChanged = (before?.trialDays ?? 0) !== input.trialDays;
    await tx
      .insert(billingPlans)
      .values({ plan: input.plan, trialDays: input.trialDays })
      .onConflictDoUpdate({ target: billingPlans.plan, set: { trialDays: input.trialDays, updatedAt: new Date() } });
    if (Object.keys(changes).length === 0 && !trialChanged) return;
    await writeAudit(tx, actor, {
      actionType: 'plan_prices_update',
      component: 'billing',
      entityId: input.plan,
      message: `${actor.email} changed the ${input.plan} plan's prices`,
      details: { prices: changes, ...(trialChanged ? { trialDays: { before: before?.trialDays ?? 0, after: input.trialDays } } : {}) },
    });
  });
  priceList.invalidate();
  publicContentChanged();
}
