import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { billingPlans, planPrices, subscriptions } from '@/db/schema';
import { findPersonByEmail } from '@/modules/accounts/runtime';
import { addDaysTo, openSubscription } from './lifecycle';
import type { BillingPeriod, PaidPlan } from './plans';

/*
 * The price list a new academy starts with (decision 040), in every currency we show money in, and the demo
 * parent's and tutor's plans (paid, so their demo shows what the plans allow). Seeded only into an empty price list
 * and for demo accounts that never had a plan (made with the demo accounts), so what admins and people change later stays as they left it.
 */

/** Amounts in each currency's minor units: [monthly, yearly]. */
export const SEED_PRICES: Record<PaidPlan, Record<string, [number, number]>> = {
  family: { USD: [799, 7_999], EUR: [799, 7_999], GBP: [699, 6_999], SGD: [1_099, 10_999], INR: [49_900, 499_900], JPY: [1_200, 12_000], AUD: [1_199, 11_999] },
  classroom: { USD: [1_499, 14_999], EUR: [1_399, 13_999], GBP: [1_199, 11_999], SGD: [1_999, 19_999], INR: [99_900, 999_900], JPY: [2_200, 22_000], AUD: [2_199, 21_999] },
};
export const SEED_TRIAL_DAYS = 14;

const DEMO_PLANS: { email: string; plan: PaidPlan; period: BillingPeriod; startedDaysAgo: number }[] = [
  { email: 'tutor@academy.local', plan: 'classroom', period: 'year', startedDaysAgo: 100 },
  { email: 'parent@academy.local', plan: 'family', period: 'month', startedDaysAgo: 20 },
];

export async function seedBilling(db: Db): Promise<string[]> {
  const created: string[] = [];
  const [anyPlan] = await db.select({ plan: billingPlans.plan }).from(billingPlans).limit(1);
  if (!anyPlan) {
    await db.transaction(async (tx) => {
      await tx.insert(billingPlans).values((Object.keys(SEED_PRICES) as PaidPlan[]).map((plan) => ({ plan, trialDays: SEED_TRIAL_DAYS })));
      await tx.insert(planPrices).values(
        (Object.entries(SEED_PRICES) as [PaidPlan, Record<string, [number, number]>][]).flatMap(([plan, byCurrency]) =>
          Object.entries(byCurrency).flatMap(([currency, [month, year]]) => [
            { plan, currency, period: 'month', amountMinor: month },
            { plan, currency, period: 'year', amountMinor: year },
          ]),
        ),
      );
    });
    created.push('plan prices');
  }
  return created;
}

/** The demo parent's and tutor's paid plans, made with the demo accounts (decision 043). */
export async function seedDemoPlans(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_PLANS) {
    const person = await findPersonByEmail(db, demo.email);
    if (!person) continue;
    // Its own query: in a one-table select drizzle writes the columns of an `exists` in the field list unqualified,
    // and "id" would then be the subscription's.
    const [had] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, person.id)).limit(1);
    if (had) continue;
    const currency = person.currency ?? 'USD';
    const [month, year] = SEED_PRICES[demo.plan][currency] ?? SEED_PRICES[demo.plan].USD!;
    const started = addDaysTo(new Date(), -demo.startedDaysAgo);
    await db.transaction((tx) =>
      openSubscription(tx, { userId: person.id, plan: demo.plan, currency, period: demo.period, amountMinor: demo.period === 'year' ? year : month, provider: 'manual', trialDays: 0, now: started, issueFirstInvoice: true, firstInvoicePaidAt: addDaysTo(started, 2) }),
    );
    created.push(`${demo.plan} plan of ${demo.email}`);
  }
  return created;
}
