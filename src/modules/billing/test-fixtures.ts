import { getDb } from '@/db/client';
import type { Actor } from '@/server/session-flow';
import { openSubscription } from './lifecycle';
import type { PaidPlan } from './plans';

/* Test fixtures of the billing module (integration tests only): a person on a paid plan, as if they had paid. */

/** Puts a parent on Family or a tutor on Classroom: a monthly subscription in USD, its first invoice paid. */
export async function onPlan(person: Pick<Actor, 'id'>, plan: PaidPlan, now = new Date()): Promise<void> {
  await getDb().transaction((tx) =>
    openSubscription(tx, { userId: person.id, plan, currency: 'USD', period: 'month', amountMinor: plan === 'family' ? 799 : 1499, provider: 'manual', trialDays: 0, now, issueFirstInvoice: true, firstInvoicePaidAt: now }),
  );
}

/** Starts a monthly plan whose first invoice waits to be paid by bank transfer, so its invoice mail is queued. */
export async function onPlanWithInvoiceToPay(person: Pick<Actor, 'id'>, plan: PaidPlan, price: { currency: string; amountMinor: number }, now = new Date()): Promise<void> {
  await getDb().transaction((tx) =>
    openSubscription(tx, { userId: person.id, plan, currency: price.currency, period: 'month', amountMinor: price.amountMinor, provider: 'manual', trialDays: 0, now, issueFirstInvoice: true }),
  );
}
