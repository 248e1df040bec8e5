import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { invoices, subscriptions } from '@/db/schema';
import { lockPerson } from '@/modules/accounts/runtime';
import { writeAudit } from '@/server/audit';
import { deliverNow } from '@/server/mail/queue';
import { AppError } from '@/server/errors';
import { convertMinor } from '@/lib/money';
import { getDisplayRate } from '@/modules/currency';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { monthlyMinor, mrrInForce, openSubscription, recordMovement, withdrawScheduledMovements, type SubscriptionRow } from './lifecycle';
import { PLAN_FOR_ROLE, type BillingPeriod, type PaidPlan } from './plans';
import { priceList, priceOf } from './prices';
import { setStripeCancelAtPeriodEnd, stripeConfigured } from './stripe';

/*
 * A parent's or tutor's own plan (decision 040): what they pay, their invoices, and starting, switching the billing
 * period, cancelling and resuming. Every change is one transaction under the person's row lock, with its audit
 * entry and its MRR movements; a cancellation or a switch takes effect at the end of the period already paid for.
 */

export interface BillingOverview {
  plan: PaidPlan;
  currency: string;
  trialDays: number;
  /** The plan's prices in the person's currency (null: not sold in it). */
  prices: Record<BillingPeriod, number | null>;
  stripe: boolean;
  subscription: {
    id: string;
    status: string;
    period: string;
    currency: string;
    amountMinor: number;
    provider: string;
    trialEndsAt: Date | null;
    currentPeriodEnd: Date;
    cancelAtPeriodEnd: boolean;
    nextPeriod: string | null;
    nextAmountMinor: number | null;
  } | null;
  invoices: { number: string; issuedAt: Date; dueAt: Date; amountMinor: number; currency: string; status: string; plan: string; period: string }[];
  /** A paid plan this person cancelled earlier, so no trial is offered again. */
  hadPlan: boolean;
  /**
   * A subscription keeps the currency it was started in (decision 040); when the person has chosen another since, its
   * amounts converted exactly at the rates table's rates, to be shown as approximate beside what is charged.
   */
  approx: { currency: string; amountMinor: number; nextAmountMinor: number | null; asOf: string } | null;
}

function planOf(actor: Actor): PaidPlan {
  const plan = PLAN_FOR_ROLE[actor.role];
  if (!plan) throw new AppError(404, 'billing.errors.noPlan');
  return plan;
}

const liveSubscription = (userId: string) => and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled'));

/** The person's plan page, or null for an admin (who holds the permission but buys no plan); a child may not (403). */
export async function getBillingOverview(actor: Actor): Promise<BillingOverview | null> {
  assertCan(actor, 'manage:billing:own');
  const plan = PLAN_FOR_ROLE[actor.role];
  if (!plan) return null;
  const currency = actor.currency ?? 'USD';
  const [offer, [live], history, [earlier]] = await Promise.all([
    priceList.get(plan),
    getDb().select().from(subscriptions).where(liveSubscription(actor.id)),
    getDb()
      .select({ number: invoices.number, issuedAt: invoices.issuedAt, dueAt: invoices.dueAt, amountMinor: invoices.amountMinor, currency: invoices.currency, status: invoices.status, plan: invoices.plan, period: invoices.period })
      .from(invoices)
      .where(eq(invoices.userId, actor.id))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(100),
    getDb().select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.userId, actor.id), eq(subscriptions.plan, plan))).limit(1),
  ]);
  const price = (period: BillingPeriod) => offer.prices.find((row) => row.currency === currency && row.period === period)?.amountMinor ?? null;
  const approx = live && live.currency !== currency ? await approximately(live, currency) : null;
  return {
    plan,
    currency,
    trialDays: offer.trialDays,
    prices: { month: price('month'), year: price('year') },
    stripe: stripeConfigured(),
    subscription: live
      ? {
          id: live.id,
          status: live.status,
          period: live.period,
          currency: live.currency,
          amountMinor: live.amountMinor,
          provider: live.provider,
          trialEndsAt: live.trialEndsAt,
          currentPeriodEnd: live.currentPeriodEnd,
          cancelAtPeriodEnd: live.cancelAtPeriodEnd,
          nextPeriod: live.nextPeriod,
          nextAmountMinor: live.nextAmountMinor,
        }
      : null,
    invoices: history,
    hadPlan: earlier !== undefined,
    approx,
  };
}

/** The subscription's amounts in `currency` through both currencies' USD rates (exact, src/lib/money.ts); null without a rate. */
async function approximately(live: { currency: string; amountMinor: number; nextAmountMinor: number | null }, currency: string): Promise<BillingOverview['approx']> {
  const [from, to] = await Promise.all([getDisplayRate(live.currency), getDisplayRate(currency)]);
  // getDisplayRate answers USD for a currency it has no rate for: then there is nothing honest to show.
  if (from.currency !== live.currency || to.currency !== currency) return null;
  const convert = (amount: number) => Number(convertMinor(amount, from, to));
  return { currency, amountMinor: convert(live.amountMinor), nextAmountMinor: live.nextAmountMinor === null ? null : convert(live.nextAmountMinor), asOf: to.asOf || from.asOf };
}

async function lockLive(tx: Tx, userId: string): Promise<SubscriptionRow> {
  await lockPerson(tx, userId);
  const [live] = await tx.select().from(subscriptions).where(liveSubscription(userId)).for('update');
  if (!live) throw new AppError(404, 'billing.errors.noSubscription');
  return live;
}

/**
 * Starts the person's plan with the manual provider (an invoice payable by bank transfer; card payments go through
 * Stripe's checkout instead). The price is the plan's in the person's currency; a first subscription to the plan
 * starts with its trial, if it has one.
 */
export async function startPlan(actor: Actor, input: { period: BillingPeriod }, now = new Date()): Promise<{ subscriptionId: string; invoiceNumber: string | null }> {
  assertCan(actor, 'manage:billing:own');
  const plan = planOf(actor);
  const currency = actor.currency ?? 'USD';
  const amountMinor = await priceOf(plan, currency, input.period);
  if (amountMinor === null) throw new AppError(409, 'billing.errors.notSold');
  const { trialDays } = await priceList.get(plan);
  const mailIds: number[] = [];
  const started = await getDb().transaction(async (tx) => {
    await lockPerson(tx, actor.id);
    const [live] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(liveSubscription(actor.id));
    if (live) throw new AppError(409, 'billing.errors.alreadySubscribed');
    const [earlier] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.userId, actor.id), eq(subscriptions.plan, plan))).limit(1);
    const subscription = await openSubscription(tx, { userId: actor.id, plan, currency, period: input.period, amountMinor, provider: 'manual', trialDays: earlier ? 0 : trialDays, now, issueFirstInvoice: true, mailIds });
    const [invoice] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.subscriptionId, subscription.id));
    await writeAudit(tx, actor, {
      actionType: 'billing_plan_start',
      component: 'billing',
      entityId: subscription.id,
      message: `${actor.email} started the ${plan} plan (${input.period}, ${currency})`,
      details: { plan, period: input.period, currency, amountMinor, status: subscription.status },
    });
    return { subscriptionId: subscription.id, invoiceNumber: invoice?.number ?? null };
  });
  // The invoice's e-mail was queued with it; it goes now rather than at the next delivery run.
  await deliverNow(mailIds);
  return started;
}

/**
 * Switches between monthly and yearly billing from the next period, at today's price for it (a trial switches at
 * once: nothing has been billed). Asking for the period already paid withdraws a pending switch.
 */
export async function changeBillingPeriod(actor: Actor, period: BillingPeriod, now = new Date()): Promise<void> {
  assertCan(actor, 'manage:billing:own');
  const plan = planOf(actor);
  await getDb().transaction(async (tx) => {
    const live = await lockLive(tx, actor.id);
    if (live.provider !== 'manual') throw new AppError(409, 'billing.errors.changeWithCard');
    if (live.cancelAtPeriodEnd) throw new AppError(409, 'billing.errors.resumeFirst');
    await withdrawScheduledMovements(tx, live.id, now, ['expansion', 'contraction']);
    if (period === live.period) {
      if (!live.nextPeriod) throw new AppError(409, 'billing.errors.samePeriod');
      await tx.update(subscriptions).set({ nextPeriod: null, nextAmountMinor: null }).where(eq(subscriptions.id, live.id));
    } else {
      const amountMinor = await priceOf(plan, live.currency, period);
      if (amountMinor === null) throw new AppError(409, 'billing.errors.notSold');
      if (live.status === 'trialing') {
        await tx.update(subscriptions).set({ period, amountMinor, nextPeriod: null, nextAmountMinor: null }).where(eq(subscriptions.id, live.id));
      } else {
        await tx.update(subscriptions).set({ nextPeriod: period, nextAmountMinor: amountMinor }).where(eq(subscriptions.id, live.id));
        const delta = monthlyMinor(amountMinor, period) - monthlyMinor(live.amountMinor, live.period);
        await recordMovement(tx, live, delta > 0 ? 'expansion' : 'contraction', delta, live.currentPeriodEnd);
      }
    }
    await writeAudit(tx, actor, {
      actionType: 'billing_period_change',
      component: 'billing',
      entityId: live.id,
      message: `${actor.email} asked to be billed every ${period}`,
      details: { from: live.period, to: period, effectiveFrom: live.status === 'trialing' ? now.toISOString() : live.currentPeriodEnd.toISOString() },
    });
  });
}

/** Cancels at the end of the period paid for (a trial: at its end): the plan stays until then, and its MRR leaves then. */
export async function cancelPlan(actor: Actor, now = new Date()): Promise<{ endsAt: Date }> {
  assertCan(actor, 'manage:billing:own');
  planOf(actor);
  await tellCardProvider(actor.id, true);
  const live = await getDb().transaction(async (tx) => {
    const live = await lockLive(tx, actor.id);
    if (live.cancelAtPeriodEnd) throw new AppError(409, 'billing.errors.alreadyCancelled');
    await withdrawScheduledMovements(tx, live.id, now, ['expansion', 'contraction']);
    await tx.update(subscriptions).set({ cancelAtPeriodEnd: true, canceledAt: now, nextPeriod: null, nextAmountMinor: null }).where(eq(subscriptions.id, live.id));
    if (live.status !== 'trialing') await recordMovement(tx, live, 'churn', -(await mrrInForce(tx, live.id)), live.currentPeriodEnd);
    await writeAudit(tx, actor, {
      actionType: 'billing_plan_cancel',
      component: 'billing',
      entityId: live.id,
      message: `${actor.email} cancelled the ${live.plan} plan from ${live.currentPeriodEnd.toISOString().slice(0, 10)}`,
      details: { plan: live.plan, endsAt: live.currentPeriodEnd.toISOString() },
    });
    return live;
  });
  return { endsAt: live.currentPeriodEnd };
}

/** Takes back a cancellation before it takes effect: the churn written for the period's end is withdrawn. */
export async function resumePlan(actor: Actor, now = new Date()): Promise<void> {
  assertCan(actor, 'manage:billing:own');
  planOf(actor);
  await tellCardProvider(actor.id, false);
  await getDb().transaction(async (tx) => {
    const live = await lockLive(tx, actor.id);
    if (!live.cancelAtPeriodEnd || live.currentPeriodEnd <= now) throw new AppError(409, 'billing.errors.notCancelled');
    await withdrawScheduledMovements(tx, live.id, now, ['churn']);
    await tx.update(subscriptions).set({ cancelAtPeriodEnd: false, canceledAt: null }).where(eq(subscriptions.id, live.id));
    await writeAudit(tx, actor, { actionType: 'billing_plan_resume', component: 'billing', entityId: live.id, message: `${actor.email} kept the ${live.plan} plan`, details: { plan: live.plan } });
  });
}

/**
 * A card plan's cancellation (or its taking back) goes to Stripe first: if Stripe cannot be reached, nothing changes
 * here and the person is told to try again (503); once Stripe has it, our own record follows, and Stripe's webhook
 * for the same change finds nothing left to do (or brings it, should our transaction not have committed).
 */
async function tellCardProvider(userId: string, cancel: boolean): Promise<void> {
  const [live] = await getDb().select({ provider: subscriptions.provider, ref: subscriptions.providerRef, cancelling: subscriptions.cancelAtPeriodEnd }).from(subscriptions).where(liveSubscription(userId));
  if (live?.provider === 'stripe' && live.ref && live.cancelling !== cancel) await setStripeCancelAtPeriodEnd(live.ref, cancel);
}
