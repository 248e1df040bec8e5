import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { billingCounters, invoices, mrrMovements, subscriptions } from '@/db/schema';
import { peopleView } from '@/modules/accounts/runtime';
import { fullNameOrEmail } from '@/lib/person-name';
import { localeOrFallback } from '@/server/mail/recipient-locale';
import { queueMail } from '@/server/mail/queue';
import { invoiceIssuedMail } from './invoice-mail';
import { INVOICE_DUE_DAYS, type BillingPeriod, type PaidPlan, type PaymentProvider } from './plans';

/*
 * The steps every path through billing shares (decision 040): the manual provider's pages, the billing job and
 * Stripe's webhooks all open subscriptions, issue invoices and write the MRR ledger through these, inside the
 * caller's transaction.
 */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
type MovementKind = 'new' | 'expansion' | 'contraction' | 'churn' | 'reactivation';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A monthly amount: a yearly price's twelfth, rounded half up to the minor unit (ARR is MRR × 12). */
export function monthlyMinor(amountMinor: number, period: string): number {
  return period === 'year' ? Math.floor((amountMinor * 2 + 12) / 24) : amountMinor;
}

/** One billing period after `from`, in UTC; the 31st of a month lands on the last day of a shorter one. */
export function addPeriod(from: Date, period: string): Date {
  const months = period === 'year' ? 12 : 1;
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

export function addDaysTo(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

export async function recordMovement(tx: Tx, subscription: Pick<SubscriptionRow, 'id' | 'userId' | 'plan' | 'currency'>, kind: MovementKind, deltaMinor: number, effectiveAt: Date): Promise<void> {
  if (deltaMinor === 0) return;
  await tx.insert(mrrMovements).values({ subscriptionId: subscription.id, userId: subscription.userId, plan: subscription.plan, kind, currency: subscription.currency, deltaMinor, effectiveAt });
}

/** Withdraws what was written for the period's end and has not happened yet (a cancellation, a switch of period). */
export async function withdrawScheduledMovements(tx: Tx, subscriptionId: string, now: Date, kinds: readonly MovementKind[]): Promise<void> {
  await tx.delete(mrrMovements).where(and(eq(mrrMovements.subscriptionId, subscriptionId), gt(mrrMovements.effectiveAt, now), inArray(mrrMovements.kind, [...kinds])));
}

/** 'reactivation' for someone who paid for a plan before, else 'new'. */
export async function firstPaymentKind(tx: Tx, userId: string | null): Promise<'new' | 'reactivation'> {
  if (!userId) return 'new';
  const [row] = await tx
    .select({ id: mrrMovements.id })
    .from(mrrMovements)
    .where(and(eq(mrrMovements.userId, userId), inArray(mrrMovements.kind, ['new', 'reactivation'])))
    .limit(1);
  return row ? 'reactivation' : 'new';
}

/** The year's next invoice number, taken in the caller's transaction so a rolled-back invoice leaves no gap. */
async function nextInvoiceNumber(tx: Tx, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(billingCounters)
    .values({ name: `invoice-${year}`, value: 1 })
    .onConflictDoUpdate({ target: billingCounters.name, set: { value: sql`${billingCounters.value} + 1` } })
    .returning({ value: billingCounters.value });
  return `AC-${year}-${String(row!.value).padStart(6, '0')}`;
}

export interface IssueInvoice {
  subscription: Pick<SubscriptionRow, 'id' | 'userId' | 'plan' | 'currency' | 'provider'>;
  period: string;
  amountMinor: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  /** Stripe's invoices arrive paid; the manual provider's are open until an admin marks them paid. */
  paidAt?: Date;
  providerRef?: string;
  /** Collects the ids of the mail queued, for the caller to send once its transaction has committed. */
  mailIds?: number[];
}

/** Issues an invoice, made out to the person's name and address today; an open one is e-mailed with how to pay it. */
export async function issueInvoice(tx: Tx, input: IssueInvoice): Promise<InvoiceRow> {
  const people = peopleView();
  const [person] = input.subscription.userId
    ? await tx.select({ email: people.email, firstName: people.firstName, lastName: people.lastName, locale: people.locale }).from(people).where(eq(people.id, input.subscription.userId))
    : [];
  const number = await nextInvoiceNumber(tx, input.now);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      userId: input.subscription.userId,
      subscriptionId: input.subscription.id,
      billedName: person ? fullNameOrEmail(person) : '',
      billedEmail: person?.email ?? '',
      plan: input.subscription.plan,
      period: input.period,
      currency: input.subscription.currency,
      amountMinor: input.amountMinor,
      status: input.paidAt ? 'paid' : 'open',
      provider: input.subscription.provider,
      providerRef: input.providerRef ?? null,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      issuedAt: input.now,
      dueAt: input.paidAt ?? addDaysTo(input.now, INVOICE_DUE_DAYS),
      paidAt: input.paidAt ?? null,
    })
    .returning();
  if (person?.email && !input.paidAt) {
    const mail = await invoiceIssuedMail(localeOrFallback(person.locale), person.email, person.firstName, { number, amountMinor: input.amountMinor, currency: input.subscription.currency, dueAt: invoice!.dueAt });
    const mailId = await queueMail(tx, mail);
    input.mailIds?.push(mailId);
  }
  return invoice!;
}

export interface OpenSubscription {
  userId: string;
  plan: PaidPlan;
  currency: string;
  period: BillingPeriod;
  amountMinor: number;
  provider: PaymentProvider;
  providerRef?: string;
  trialDays: number;
  now: Date;
  /** Stripe's own period and status, when it says; the manual provider starts one now. */
  periodStart?: Date;
  periodEnd?: Date;
  status?: 'trialing' | 'active' | 'past_due';
  /** Stripe's first invoice comes by its own webhook: no invoice is issued here. */
  issueFirstInvoice: boolean;
  /** The first invoice was paid at once (the demo data's). */
  firstInvoicePaidAt?: Date;
  mailIds?: number[];
}

/** Opens a subscription: a trial (no invoice, no MRR yet) or a first paid period with its invoice and MRR. */
export async function openSubscription(tx: Tx, input: OpenSubscription): Promise<SubscriptionRow> {
  const trialing = input.status ? input.status === 'trialing' : input.trialDays > 0;
  const start = input.periodStart ?? input.now;
  const end = input.periodEnd ?? (trialing ? addDaysTo(start, input.trialDays) : addPeriod(start, input.period));
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: input.userId,
      plan: input.plan,
      currency: input.currency,
      period: input.period,
      amountMinor: input.amountMinor,
      status: input.status ?? (trialing ? 'trialing' : 'active'),
      provider: input.provider,
      providerRef: input.providerRef ?? null,
      trialEndsAt: trialing ? end : null,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      createdAt: input.now,
    })
    .returning();
  if (!trialing) {
    await recordMovement(tx, subscription!, await firstPaymentKind(tx, input.userId), monthlyMinor(input.amountMinor, input.period), start);
    if (input.issueFirstInvoice) await issueInvoice(tx, { subscription: subscription!, period: input.period, amountMinor: input.amountMinor, periodStart: start, periodEnd: end, now: input.now, paidAt: input.firstInvoicePaidAt, mailIds: input.mailIds });
  }
  return subscription!;
}

/** The MRR a subscription brings in once everything written for it has happened (or, with `at`, by then). */
export async function mrrInForce(tx: Tx, subscriptionId: string, at?: Date): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${mrrMovements.deltaMinor}), 0)::int` })
    .from(mrrMovements)
    .where(and(eq(mrrMovements.subscriptionId, subscriptionId), at ? sql`${mrrMovements.effectiveAt} <= ${at}` : undefined));
  return row?.total ?? 0;
}

/** Ends a subscription now (unpaid past the grace, or the provider says so): its MRR leaves now, nothing stays scheduled. */
export async function endSubscriptionNow(tx: Tx, subscription: SubscriptionRow, now: Date): Promise<void> {
  await withdrawScheduledMovements(tx, subscription.id, now, ['churn', 'expansion', 'contraction']);
  if (subscription.status !== 'trialing') await recordMovement(tx, subscription, 'churn', -(await mrrInForce(tx, subscription.id, now)), now);
  await tx.update(subscriptions).set({ status: 'canceled', canceledAt: subscription.canceledAt ?? now, endedAt: now, nextPeriod: null }).where(eq(subscriptions.id, subscription.id));
}
