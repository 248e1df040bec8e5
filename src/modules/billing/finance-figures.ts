import 'server-only';
import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { invoices, mrrMovements, subscriptions } from '@/db/schema';
import { peopleView } from '@/modules/accounts';

/*
 * What the back office's finance dashboard reads (decisions 040 and 055: back-office editors are the owner's): the
 * MRR ledger's sums, the subscriptions' and invoices' counts and totals per currency, and the two lists a page at a
 * time, all at once. The billing-admin module checks the permission, converts the amounts and shows them.
 */

/** The lists' filters; an absent one chooses everything. */
export interface FinanceListFilters {
  status?: string;
  plan?: string;
  currency?: string;
  invoiceStatus?: string;
  subscriptionsPage: number;
  invoicesPage: number;
}

export interface SubscriptionListRow {
  id: string;
  email: string | null;
  plan: string;
  status: string;
  period: string;
  currency: string;
  amountMinor: number;
  provider: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  createdAt: Date;
}

export interface InvoiceListRow {
  id: number;
  number: string;
  billedName: string;
  billedEmail: string;
  plan: string;
  currency: string;
  amountMinor: number;
  status: string;
  provider: string;
  issuedAt: Date;
  dueAt: Date;
  paidAt: Date | null;
}

function subscriptionFilter(filters: Omit<FinanceListFilters, 'subscriptionsPage' | 'invoicesPage'>): SQL | undefined {
  return and(
    filters.status ? eq(subscriptions.status, filters.status) : undefined,
    filters.plan ? eq(subscriptions.plan, filters.plan) : undefined,
    filters.currency ? eq(subscriptions.currency, filters.currency) : undefined,
  );
}

function invoiceFilter(filters: Omit<FinanceListFilters, 'subscriptionsPage' | 'invoicesPage'>): SQL | undefined {
  return and(
    filters.invoiceStatus ? eq(invoices.status, filters.invoiceStatus) : undefined,
    filters.plan ? eq(invoices.plan, filters.plan) : undefined,
    filters.currency ? eq(invoices.currency, filters.currency) : undefined,
  );
}

/** The subscriptions, each with its subscriber's address (accounts' people, joined in the one statement). */
function subscriptionList(db: Db, filters: Omit<FinanceListFilters, 'subscriptionsPage' | 'invoicesPage'>) {
  const subscriber = peopleView('subscriber');
  return db
    .select({
      id: subscriptions.id,
      email: subscriber.email,
      plan: subscriptions.plan,
      status: subscriptions.status,
      period: subscriptions.period,
      currency: subscriptions.currency,
      amountMinor: subscriptions.amountMinor,
      provider: subscriptions.provider,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .leftJoin(subscriber, eq(subscriber.id, subscriptions.userId))
    .where(subscriptionFilter(filters))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .$dynamic();
}

function invoiceList(db: Db, filters: Omit<FinanceListFilters, 'subscriptionsPage' | 'invoicesPage'>) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      billedName: invoices.billedName,
      billedEmail: invoices.billedEmail,
      plan: invoices.plan,
      currency: invoices.currency,
      amountMinor: invoices.amountMinor,
      status: invoices.status,
      provider: invoices.provider,
      issuedAt: invoices.issuedAt,
      dueAt: invoices.dueAt,
      paidAt: invoices.paidAt,
    })
    .from(invoices)
    .where(invoiceFilter(filters))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .$dynamic();
}

/** Every subscription the filters choose, newest first (the CSV). */
export function listFinanceSubscriptions(db: Db, filters: Omit<FinanceListFilters, 'subscriptionsPage' | 'invoicesPage'>): Promise<SubscriptionListRow[]> {
  return subscriptionList(db, filters);
}

/** Every invoice the filters choose, newest first (the CSV). */
export function listFinanceInvoices(db: Db, filters: Omit<FinanceListFilters, 'subscriptionsPage' | 'invoicesPage'>): Promise<InvoiceListRow[]> {
  return invoiceList(db, filters);
}

const total = sql<string>`coalesce(sum(${mrrMovements.deltaMinor}), 0)::bigint`;

/**
 * The dashboard's figures, per currency in minor units, read at once: MRR in force at `now` (per currency and plan),
 * before `first` (per currency), the movements from `first` to `afterLast` per month, kind and currency; the live
 * subscriptions by status; the invoices issued since `first` (paid, refunded) and the open ones; and a page of each list.
 */
export async function readFinanceFigures(db: Db, filters: FinanceListFilters, window: { now: Date; first: Date; afterLast: Date }, pageSize: number) {
  const { now, first, afterLast } = window;
  const month = sql<string>`to_char(${mrrMovements.effectiveAt} at time zone 'UTC', 'YYYY-MM')`;
  const [mrrRows, openingRows, movementRows, statusRows, revenueRows, outstandingRows, subscriptionRows, [subscriptionCount], invoiceRows, [invoiceCount]] = await Promise.all([
    db.select({ currency: mrrMovements.currency, plan: mrrMovements.plan, total }).from(mrrMovements).where(lte(mrrMovements.effectiveAt, now)).groupBy(mrrMovements.currency, mrrMovements.plan),
    db.select({ currency: mrrMovements.currency, total }).from(mrrMovements).where(lt(mrrMovements.effectiveAt, first)).groupBy(mrrMovements.currency),
    db
      .select({ month, kind: mrrMovements.kind, currency: mrrMovements.currency, total })
      .from(mrrMovements)
      .where(and(gte(mrrMovements.effectiveAt, first), lt(mrrMovements.effectiveAt, afterLast)))
      .groupBy(month, mrrMovements.kind, mrrMovements.currency),
    db
      .select({ status: subscriptions.status, cancelling: subscriptions.cancelAtPeriodEnd, total: count() })
      .from(subscriptions)
      .where(inArray(subscriptions.status, ['trialing', 'active', 'past_due']))
      .groupBy(subscriptions.status, subscriptions.cancelAtPeriodEnd),
    db
      .select({
        currency: invoices.currency,
        plan: invoices.plan,
        paid: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${invoices.status} in ('paid', 'refunded')), 0)::bigint`,
        refunded: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${invoices.status} = 'refunded'), 0)::bigint`,
        refunds: sql<number>`(count(*) filter (where ${invoices.status} = 'refunded'))::int`,
      })
      .from(invoices)
      .where(gte(invoices.issuedAt, first))
      .groupBy(invoices.currency, invoices.plan),
    db
      .select({ currency: invoices.currency, amount: sql<string>`sum(${invoices.amountMinor})::bigint`, open: count(), overdue: sql<number>`(count(*) filter (where ${invoices.dueAt} < ${now}))::int` })
      .from(invoices)
      .where(eq(invoices.status, 'open'))
      .groupBy(invoices.currency),
    subscriptionList(db, filters).limit(pageSize).offset((filters.subscriptionsPage - 1) * pageSize),
    db.select({ total: count() }).from(subscriptions).where(subscriptionFilter(filters)),
    invoiceList(db, filters).limit(pageSize).offset((filters.invoicesPage - 1) * pageSize),
    db.select({ total: count() }).from(invoices).where(invoiceFilter(filters)),
  ]);
  return {
    mrrRows,
    openingRows,
    movementRows,
    statusRows,
    revenueRows,
    outstandingRows,
    subscriptions: { rows: subscriptionRows, total: subscriptionCount?.total ?? 0 },
    invoices: { rows: invoiceRows, total: invoiceCount?.total ?? 0 },
  };
}
