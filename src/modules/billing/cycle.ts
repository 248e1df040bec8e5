import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { invoices, subscriptions } from '@/db/schema';
import { addDaysTo, addPeriod, endSubscriptionNow, firstPaymentKind, issueInvoice, monthlyMinor, recordMovement } from './lifecycle';
import { PAST_DUE_GRACE_DAYS } from './plans';

/*
 * The billing job (decision 040), every few minutes, for the manual provider's subscriptions (Stripe runs its own
 * cycle and tells us by webhook): a trial that ends becomes a paid period with its invoice, or ends if cancelled; a
 * period that ends renews with a new invoice (at the price it was sold at, or the switched period's), or ends if
 * cancelled; an invoice unpaid past its due date makes the subscription past due, and past the grace, ends it.
 * Each subscription is changed in its own transaction under its row lock, and checked again there.
 */

const MAX_PERIODS_PER_RUN = 24;

export interface CycleReport {
  converted: number;
  renewed: number;
  ended: number;
  pastDue: number;
}

async function due(now: Date) {
  return getDb()
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'manual'), inArray(subscriptions.status, ['trialing', 'active', 'past_due']), lte(subscriptions.currentPeriodEnd, now)));
}

async function advance(id: string, now: Date, report: CycleReport): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (!subscription || subscription.status === 'canceled' || subscription.currentPeriodEnd > now) return;
    if (subscription.cancelAtPeriodEnd) {
      // Its churn was written when it was cancelled, dated at this period's end.
      await tx.update(subscriptions).set({ status: 'canceled', endedAt: subscription.currentPeriodEnd }).where(eq(subscriptions.id, id));
      report.ended += 1;
      return;
    }
    let { period, amountMinor, currentPeriodEnd: start } = subscription;
    if (subscription.status === 'trialing') {
      await recordMovement(tx, subscription, await firstPaymentKind(tx, subscription.userId), monthlyMinor(amountMinor, period), start);
      report.converted += 1;
    }
    let end = start;
    for (let step = 0; step < MAX_PERIODS_PER_RUN && end <= now; step += 1) {
      if (step === 0 && subscription.nextPeriod && subscription.nextAmountMinor) {
        period = subscription.nextPeriod;
        amountMinor = subscription.nextAmountMinor;
      }
      start = end;
      end = addPeriod(start, period);
      await issueInvoice(tx, { subscription, period, amountMinor, periodStart: start, periodEnd: end, now });
      if (subscription.status !== 'trialing' || step > 0) report.renewed += 1;
    }
    await tx
      .update(subscriptions)
      .set({ status: subscription.status === 'trialing' ? 'active' : subscription.status, period, amountMinor, nextPeriod: null, nextAmountMinor: null, currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(subscriptions.id, id));
  });
}

async function settleLatePayers(now: Date, report: CycleReport): Promise<void> {
  const late = await getDb()
    .selectDistinct({ id: subscriptions.id, status: subscriptions.status, oldestDue: sql<Date>`min(${invoices.dueAt})`.mapWith((value: string | Date) => new Date(value)) })
    .from(subscriptions)
    .innerJoin(invoices, and(eq(invoices.subscriptionId, subscriptions.id), eq(invoices.status, 'open'), lt(invoices.dueAt, now)))
    .where(and(eq(subscriptions.provider, 'manual'), inArray(subscriptions.status, ['active', 'past_due'])))
    .groupBy(subscriptions.id, subscriptions.status);
  const graceEnd = addDaysTo(now, -PAST_DUE_GRACE_DAYS);
  for (const row of late) {
    await getDb().transaction(async (tx) => {
      const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, row.id)).for('update');
      if (!subscription || subscription.status === 'canceled') return;
      if (row.oldestDue < graceEnd) {
        await endSubscriptionNow(tx, subscription, now);
        await tx.update(invoices).set({ status: 'void' }).where(and(eq(invoices.subscriptionId, row.id), eq(invoices.status, 'open')));
        report.ended += 1;
      } else if (subscription.status === 'active') {
        await tx.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.id, row.id));
        report.pastDue += 1;
      }
    });
  }
}

export async function runBillingCycle(now = new Date()): Promise<CycleReport> {
  const report: CycleReport = { converted: 0, renewed: 0, ended: 0, pastDue: 0 };
  for (const { id } of await due(now)) await advance(id, now, report);
  await settleLatePayers(now, report);
  return report;
}
