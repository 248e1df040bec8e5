import 'server-only';
import Stripe from 'stripe';
import { and, eq, ne } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { billingWebhookEvents, invoices, subscriptions } from '@/db/schema';
import { lockPerson } from '@/modules/accounts/runtime';
import { env } from '@/lib/env';
import { AppError } from '@/server/errors';
import { errorFields, log } from '@/server/logger';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { endSubscriptionNow, firstPaymentKind, issueInvoice, monthlyMinor, mrrInForce, openSubscription, recordMovement, withdrawScheduledMovements, type SubscriptionRow } from './lifecycle';
import { PLAN_FOR_ROLE, type BillingPeriod, type PaidPlan } from './plans';
import { priceList, priceOf } from './prices';

/*
 * The Stripe adapter (decision 040), used when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. A person pays
 * by card through Stripe Checkout; what Stripe then decides (the subscription, its periods, paid invoices, the end)
 * reaches us only through webhooks, verified by their signature and each processed once, in one transaction with
 * the record of its event id. Our own pages change a card subscription through Stripe's API and their own record.
 */


/** Stripe's events can be received: only the webhook's signing secret is needed to check and apply them. */
export function stripeWebhookConfigured(): boolean {
  return Boolean(env().STRIPE_WEBHOOK_SECRET);
}

export function stripeConfigured(): boolean {
  return Boolean(env().STRIPE_SECRET_KEY && env().STRIPE_WEBHOOK_SECRET);
}

/** The client for the key and API address it was made with (made again when they change, as between tests). */
let client: { stripe: Stripe; made: string } | undefined;

/** A call to Stripe's API: when Stripe cannot be reached or refuses, the person is asked to try again (503), never a 500. */
async function callStripe<T>(work: (stripe: Stripe) => Promise<T>): Promise<T> {
  const api = stripe();
  try {
    return await work(api);
  } catch (error) {
    log.warn('a call to Stripe failed', errorFields(error));
    throw new AppError(503, 'billing.errors.cardUnavailable');
  }
}

function stripe(): Stripe {
  const key = env().STRIPE_SECRET_KEY;
  if (!key || !stripeConfigured()) throw new AppError(409, 'billing.errors.cardUnavailable');
  const made = `${key} ${env().STRIPE_API_URL ?? ''}`;
  if (client?.made !== made) {
    const api = env().STRIPE_API_URL ? new URL(env().STRIPE_API_URL!) : undefined;
    const stripe = new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
    client = { stripe, made };
  }
  return client.stripe;
}

/** Starts a card payment: a Stripe Checkout page for the plan at our price in the person's currency. */
export async function startCheckout(actor: Actor, period: BillingPeriod): Promise<string> {
  assertCan(actor, 'manage:billing:own');
  const plan = PLAN_FOR_ROLE[actor.role];
  if (!plan) throw new AppError(404, 'billing.errors.noPlan');
  const currency = actor.currency ?? 'USD';
  const amount = await priceOf(plan, currency, period);
  if (amount === null) throw new AppError(409, 'billing.errors.notSold');
  const [[live], [earlier], offer] = await Promise.all([
    getDb().select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.userId, actor.id), ne(subscriptions.status, 'canceled'))),
    getDb().select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.userId, actor.id), eq(subscriptions.plan, plan))).limit(1),
    priceList.get(plan),
  ]);
  if (live) throw new AppError(409, 'billing.errors.alreadySubscribed');
  const base = env().APP_URL;
  const session = await callStripe((api) => api.checkout.sessions.create({
    mode: 'subscription',
    customer_email: actor.email,
    client_reference_id: actor.id,
    line_items: [{ quantity: 1, price_data: { currency: currency.toLowerCase(), unit_amount: amount, recurring: { interval: period }, product_data: { name: `Academy ${plan}` } } }],
    subscription_data: { metadata: { userId: actor.id, plan }, ...(!earlier && offer.trialDays > 0 ? { trial_period_days: offer.trialDays } : {}) },
    success_url: `${base}/settings/billing?checkout=done`,
    cancel_url: `${base}/settings/billing`,
  }));
  if (!session.url) throw new AppError(503, 'billing.errors.cardUnavailable');
  return session.url;
}

export async function setStripeCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<void> {
  await callStripe((api) => api.subscriptions.update(subscriptionRef, { cancel_at_period_end: cancel }));
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : undefined);

const STATUSES: Partial<Record<Stripe.Subscription.Status, SubscriptionRow['status']>> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

/** Stripe's subscription as ours: what it bills and when; null for what we do not sell (another currency, a plan without our metadata). */
function readSubscription(object: Stripe.Subscription) {
  const item = object.items.data[0];
  const interval = item?.price.recurring?.interval;
  const amount = item?.price.unit_amount;
  const status = STATUSES[object.status];
  if (!item || (interval !== 'month' && interval !== 'year') || !amount || !status) return null;
  return {
    status,
    period: interval as BillingPeriod,
    amountMinor: amount,
    currency: object.currency.toUpperCase(),
    periodStart: seconds(item.current_period_start)!,
    periodEnd: seconds(item.current_period_end)!,
    cancelAtPeriodEnd: object.cancel_at_period_end,
  };
}

async function applySubscription(tx: Tx, object: Stripe.Subscription, now: Date): Promise<string> {
  const read = readSubscription(object);
  if (!read) return 'ignored';
  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.providerRef, object.id)).for('update');
  if (!existing) {
    const userId = object.metadata.userId;
    const plan = object.metadata.plan as PaidPlan | undefined;
    if (!userId || !plan || read.status === 'canceled') return 'ignored';
    const person = await lockPerson(tx, userId);
    if (!person || PLAN_FOR_ROLE[person.role] !== plan) return 'ignored';
    const [live] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')));
    if (live) {
      log.warn('a card subscription arrived for someone who already has a plan', { subscription: object.id });
      return 'ignored';
    }
    const created = await openSubscription(tx, { userId, plan, currency: read.currency, period: read.period, amountMinor: read.amountMinor, provider: 'stripe', providerRef: object.id, trialDays: 0, now, periodStart: read.periodStart, periodEnd: read.periodEnd, status: read.status as 'trialing' | 'active' | 'past_due', issueFirstInvoice: false });
    if (read.cancelAtPeriodEnd) await cancelAtEnd(tx, created, read.periodEnd, now);
    return 'created';
  }
  if (existing.status === 'canceled') return 'ignored';
  if (read.status === 'canceled') {
    await endSubscriptionNow(tx, existing, now);
    return 'ended';
  }
  if (existing.status === 'trialing' && read.status !== 'trialing') {
    await recordMovement(tx, existing, await firstPaymentKind(tx, existing.userId), monthlyMinor(read.amountMinor, read.period), read.periodStart);
  } else if (existing.status !== 'trialing' && (read.amountMinor !== existing.amountMinor || read.period !== existing.period)) {
    const delta = monthlyMinor(read.amountMinor, read.period) - monthlyMinor(existing.amountMinor, existing.period);
    await recordMovement(tx, existing, delta > 0 ? 'expansion' : 'contraction', delta, now);
  }
  await tx
    .update(subscriptions)
    .set({ status: read.status, period: read.period, amountMinor: read.amountMinor, currentPeriodStart: read.periodStart, currentPeriodEnd: read.periodEnd, trialEndsAt: read.status === 'trialing' ? read.periodEnd : existing.trialEndsAt })
    .where(eq(subscriptions.id, existing.id));
  const updated = { ...existing, status: read.status, period: read.period, amountMinor: read.amountMinor, currentPeriodEnd: read.periodEnd };
  if (read.cancelAtPeriodEnd && !existing.cancelAtPeriodEnd) await cancelAtEnd(tx, updated, read.periodEnd, now);
  if (!read.cancelAtPeriodEnd && existing.cancelAtPeriodEnd) {
    await withdrawScheduledMovements(tx, existing.id, now, ['churn']);
    await tx.update(subscriptions).set({ cancelAtPeriodEnd: false, canceledAt: null }).where(eq(subscriptions.id, existing.id));
  }
  return 'updated';
}

async function cancelAtEnd(tx: Tx, subscription: SubscriptionRow, endsAt: Date, now: Date): Promise<void> {
  await tx.update(subscriptions).set({ cancelAtPeriodEnd: true, canceledAt: now }).where(eq(subscriptions.id, subscription.id));
  if (subscription.status !== 'trialing') await recordMovement(tx, subscription, 'churn', -(await mrrInForce(tx, subscription.id)), endsAt);
}

async function applyInvoicePaid(tx: Tx, object: Stripe.Invoice, now: Date): Promise<string> {
  const ref = object.parent?.subscription_details?.subscription;
  const subscriptionRef = typeof ref === 'string' ? ref : ref?.id;
  if (!subscriptionRef || !object.id || object.amount_paid <= 0) return 'ignored';
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.providerRef, subscriptionRef));
  if (!subscription) return 'ignored';
  const paidAt = seconds(object.status_transitions.paid_at) ?? now;
  const [known] = await tx.update(invoices).set({ status: 'paid', paidAt }).where(eq(invoices.providerRef, object.id)).returning({ id: invoices.id });
  if (known) return 'updated';
  await issueInvoice(tx, {
    subscription,
    period: subscription.period,
    amountMinor: object.amount_paid,
    periodStart: seconds(object.lines.data[0]?.period.start) ?? subscription.currentPeriodStart,
    periodEnd: seconds(object.lines.data[0]?.period.end) ?? subscription.currentPeriodEnd,
    now,
    paidAt,
    providerRef: object.id,
  });
  return 'created';
}

/**
 * Verifies and applies one webhook delivery. A bad signature is a 400 (Stripe shows it on the endpoint); an event
 * seen before answers as a duplicate and changes nothing; an event type we do not use is recorded and ignored.
 */
export async function handleStripeWebhook(payload: string, signature: string | null, now = new Date()): Promise<{ duplicate: boolean; result: string }> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError(404, 'errors.notFound');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature ?? '', secret);
  } catch {
    throw new AppError(400, 'billing.errors.badSignature');
  }
  return getDb().transaction(async (tx) => {
    const [fresh] = await tx.insert(billingWebhookEvents).values({ provider: 'stripe', eventId: event.id, type: event.type }).onConflictDoNothing().returning({ id: billingWebhookEvents.eventId });
    if (!fresh) return { duplicate: true, result: 'duplicate' };
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { duplicate: false, result: await applySubscription(tx, event.data.object, now) };
      case 'invoice.paid':
        return { duplicate: false, result: await applyInvoicePaid(tx, event.data.object, now) };
      default:
        return { duplicate: false, result: 'ignored' };
    }
  });
}
