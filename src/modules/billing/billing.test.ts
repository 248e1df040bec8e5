import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { auditLogs, billingWebhookEvents, exchangeRates, familyLinkEvents, invoices, mailQueue, mrrMovements, subscriptions, users } from '@/db/schema';
import { childBirthYears } from '@/lib/child-age';
import { resetEnvForTests } from '@/lib/env';
import { convertMinor, minorToMajor } from '@/lib/money';
import { exportFinanceCsv, financeFiltersSchema, getFinanceDashboard } from '@/modules/billing-admin';
import { addStudent, answerMembership, codeOf, createAssignment, createClass } from '@/modules/classes/test-fixtures';
import { exportClassProgressCsv } from '@/modules/classes';
import { createAssignmentSchema } from '@/modules/classes/schemas';
import { getChildrenPage } from '@/modules/families';
import { createChild, requestLink } from '@/modules/families/test-fixtures';
import { createCourse } from '@/modules/progress/test-fixtures';
import { getChildReportPdf, reportParamsSchema } from '@/modules/reports';
import { linkFamily, trader } from '@/modules/simulator/test-fixtures';
import { SEED_EXCHANGE_RATES } from '@/seed/seed-data';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { runBillingCycle } from './cycle';
import { entitlementsOf } from './entitlements';
import { getInvoice, markInvoicePaid, refundInvoice } from './invoices';
import { addPeriod } from './lifecycle';
import type { PaidPlan } from './plans';
import { listPlanOffers, savePlanPrices } from './prices';
import { planPricesSchema, priceField } from './schemas';
import { SEED_PRICES, seedBilling } from './seed';
import { handleStripeWebhook } from './stripe';
import { cancelPlan, changeBillingPeriod, getBillingOverview, resumePlan, startPlan } from './subscriptions';
import { onPlan } from './test-fixtures';

/*
 * Plans, subscriptions, invoices and the finance dashboard (decision 040): the price list an admin keeps; a parent or
 * tutor starting, switching, cancelling and resuming their plan; the billing job's trials, renewals and late payers;
 * the MRR ledger the dashboard reads; Stripe's signed webhooks, each applied once; and what the Free plan refuses in
 * the modules plans limit. Tests share this file's database: every check is on the test's own people, or a difference.
 * On both databases (the integration project runs on each).
 */

// The class progress page reads the viewer's preferences from a request; there is none here.
vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

const DAY = 86_400_000;
const later = (from: Date, days: number) => new Date(from.getTime() + days * DAY);
const db = () => getDb();

let admin: Actor;

beforeAll(async () => {
  await seedBilling(getDb());
  // The rates the finance dashboard converts with (the app's seed writes these; a test database starts empty).
  await getDb().insert(exchangeRates).values([...SEED_EXCHANGE_RATES]).onConflictDoNothing({ target: exchangeRates.currency });
  admin = await trader({ role: 'admin' });
});

/** A parent, tutor, child or admin, paying in `currency` (none: US dollars). */
async function person(role: 'parent' | 'tutor' | 'child' | 'admin', currency?: string): Promise<Actor> {
  const actor = await trader({ role });
  if (!currency) return actor;
  await getDb().update(users).set({ currency }).where(eq(users.id, actor.id));
  return { ...actor, currency };
}

/** The price editor's form as posted: the seeded price list with this trial, and any field changed or emptied. */
function priceForm(plan: PaidPlan, trialDays: number, changes: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = { plan, trialDays: String(trialDays) };
  for (const [currency, [month, year]] of Object.entries(SEED_PRICES[plan])) {
    fields[priceField(currency, 'month')] = minorToMajor(month, currency);
    fields[priceField(currency, 'year')] = minorToMajor(year, currency);
  }
  return { ...fields, ...changes };
}

/** Puts the plan's price list back to the seeded prices, with this trial. */
async function setOffer(plan: PaidPlan, trialDays: number, changes: Record<string, string> = {}): Promise<void> {
  await savePlanPrices(admin, planPricesSchema.parse(priceForm(plan, trialDays, changes)));
}

const subscriptionsOf = (userId: string) => db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt));
const invoicesOf = (userId: string) => db().select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.id));
const movementsOf = (userId: string) =>
  db()
    .select({ kind: mrrMovements.kind, currency: mrrMovements.currency, deltaMinor: mrrMovements.deltaMinor, effectiveAt: mrrMovements.effectiveAt })
    .from(mrrMovements)
    .where(eq(mrrMovements.userId, userId))
    .orderBy(asc(mrrMovements.id));
const mailsTo = (to: string) => db().select().from(mailQueue).where(eq(mailQueue.to, to)).orderBy(asc(mailQueue.id));
const dashboard = (now: Date, base = 'USD') => getFinanceDashboard(admin, financeFiltersSchema.parse({ base }), now);
const invoiceSerial = (number: string) => Number(number.slice(-6));

describe('the price list', () => {
  it('an admin sets a plan’s prices and trial, audited with what changed; a price taken off sale is not sold; nobody else may', async () => {
    await setOffer('family', 14);
    const audits = () => db().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'plan_prices_update'), eq(auditLogs.entityId, 'family'))).orderBy(asc(auditLogs.id));
    const before = (await audits()).length;

    await setOffer('family', 7, { 'price.EUR.month': '8,49', 'price.GBP.year': '' });
    const family = (await listPlanOffers(admin)).find((offer) => offer.plan === 'family')!;
    expect(family.trialDays).toBe(7);
    expect(family.prices).toContainEqual({ currency: 'EUR', period: 'month', amountMinor: 849 });
    expect(family.prices).toContainEqual({ currency: 'JPY', period: 'year', amountMinor: 12_000 });
    expect(family.prices.find((price) => price.currency === 'GBP' && price.period === 'year')).toBeUndefined();
    const entries = await audits();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ performedBy: admin.email, component: 'billing' });
    expect(entries.at(-1)!.details).toEqual({ prices: { 'EUR.month': { before: 799, after: 849 }, 'GBP.year': { before: 6_999, after: null } }, trialDays: { before: 14, after: 7 } });
    // Saving the same list again changes nothing and writes no entry.
    await setOffer('family', 7, { 'price.EUR.month': '8.49', 'price.GBP.year': '' });
    expect(await audits()).toHaveLength(before + 1);

    // Off sale in GBP by the year: a parent paying in pounds cannot buy it (409), and nothing is written.
    const british = await person('parent', 'GBP');
    expect(await appErrorOf(startPlan(british, { period: 'year' }))).toMatchObject({ status: 409, message: 'billing.errors.notSold' });
    expect(await subscriptionsOf(british.id)).toEqual([]);

    await setOffer('family', 14);
    expect((await audits()).at(-1)!.details).toMatchObject({ prices: { 'EUR.month': { before: 849, after: 799 }, 'GBP.year': { before: null, after: 6_999 } } });

    for (const role of ['parent', 'tutor', 'child'] as const) {
      const other = await person(role);
      expect(await appErrorOf(savePlanPrices(other, planPricesSchema.parse(priceForm('family', 0))))).toMatchObject({ status: 403 });
      expect(await appErrorOf(listPlanOffers(other))).toMatchObject({ status: 403 });
    }
  });

  it('refuses a price with more digits than the currency has, zero, or more than the table holds, as a field error', () => {
    const issues = (changes: Record<string, string>) => planPricesSchema.safeParse(priceForm('family', 0, changes)).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ 'price.USD.month': '7.999' })).toEqual([['price.USD.month', 'billing.errors.price']]);
    expect(issues({ 'price.JPY.year': '12.5' })).toEqual([['price.JPY.year', 'billing.errors.price']]);
    expect(issues({ 'price.EUR.month': '-1' })).toEqual([['price.EUR.month', 'billing.errors.price']]);
    // The plan_prices table holds 1 to 100,000,000 minor units: anything else is the form's error, not the database's.
    expect(issues({ 'price.EUR.month': '0' })).toEqual([['price.EUR.month', 'billing.errors.price']]);
    expect(issues({ 'price.AUD.year': '0.00' })).toEqual([['price.AUD.year', 'billing.errors.price']]);
    expect(issues({ 'price.INR.year': '1000000.01' })).toEqual([['price.INR.year', 'billing.errors.price']]);
    expect(issues({ 'price.JPY.month': '100000000' })).toBeUndefined();
    expect(issues({ 'price.JPY.month': '100000001' })).toEqual([['price.JPY.month', 'billing.errors.price']]);
    expect(issues({ trialDays: '91' })).toEqual([['trialDays', 'billing.errors.trialDays']]);
    expect(planPricesSchema.parse(priceForm('classroom', 0, { 'price.JPY.month': ' 2500 ', 'price.SGD.year': '' })).prices).toMatchObject({ 'JPY.month': 2_500, 'SGD.year': null, 'USD.year': 14_999 });
  });
});

describe('a person’s plan', () => {
  it('a parent paying in euros starts Family by the month: active, an open invoice in euros, e-mailed, and new MRR; once only', async () => {
    await setOffer('family', 0);
    const parent = await person('parent', 'EUR');
    const now = new Date();
    const { subscriptionId, invoiceNumber } = await startPlan(parent, { period: 'month' }, now);

    const [subscription, ...more] = await subscriptionsOf(parent.id);
    expect(more).toEqual([]);
    expect(subscription).toMatchObject({ id: subscriptionId, plan: 'family', status: 'active', currency: 'EUR', period: 'month', amountMinor: 799, provider: 'manual', trialEndsAt: null, cancelAtPeriodEnd: false });
    expect(subscription!.currentPeriodStart).toEqual(now);
    expect(subscription!.currentPeriodEnd).toEqual(addPeriod(now, 'month'));

    const [invoice] = await invoicesOf(parent.id);
    expect(invoiceNumber).toMatch(new RegExp(`^AC-${now.getUTCFullYear()}-\\d{6}$`));
    expect(invoice).toMatchObject({ number: invoiceNumber, subscriptionId, status: 'open', currency: 'EUR', amountMinor: 799, plan: 'family', period: 'month', provider: 'manual', billedEmail: parent.email, billedName: 'Test Person', paidAt: null });
    expect(invoice!.dueAt.getTime() - invoice!.issuedAt.getTime()).toBe(14 * DAY);
    expect([invoice!.periodStart, invoice!.periodEnd]).toEqual([subscription!.currentPeriodStart, subscription!.currentPeriodEnd]);

    const mails = await mailsTo(parent.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Academy invoice ${invoiceNumber}`]);
    expect(mails[0]!.text).toContain(`Your Academy invoice ${invoiceNumber} for €7.99 is ready.`);
    // The due day as the invoice page writes it, in the payer's language.
    expect(mails[0]!.text).toContain(`by ${new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(invoice!.dueAt)}, quoting`);

    expect(await movementsOf(parent.id)).toEqual([{ kind: 'new', currency: 'EUR', deltaMinor: 799, effectiveAt: now }]);
    expect(await entitlementsOf(parent.id)).toMatchObject({ plan: 'family', maxChildren: 6, emailReports: true, pdfReports: true, assignments: false });
    const [started] = await db().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'billing_plan_start'), eq(auditLogs.entityId, subscriptionId)));
    expect(started!.details).toMatchObject({ plan: 'family', period: 'month', currency: 'EUR', amountMinor: 799, status: 'active' });

    // A second start, by either period, is refused; nothing more is written.
    expect(await appErrorOf(startPlan(parent, { period: 'year' }, now))).toMatchObject({ status: 409, message: 'billing.errors.alreadySubscribed' });
    expect(await subscriptionsOf(parent.id)).toHaveLength(1);
    expect(await invoicesOf(parent.id)).toHaveLength(1);

    // Invoice numbers follow on without a gap: the next one issued is the next number.
    const dollars = await person('parent');
    const next = await startPlan(dollars, { period: 'year' }, now);
    expect(next.invoiceNumber).toBe(`AC-${now.getUTCFullYear()}-${String(invoiceSerial(invoiceNumber!) + 1).padStart(6, '0')}`);
    expect(await invoicesOf(dollars.id)).toMatchObject([{ currency: 'USD', amountMinor: 7_999, period: 'year' }]);

    // An admin has no plan (404); a child may not manage one at all (403).
    expect(await appErrorOf(startPlan(admin, { period: 'month' }, now))).toMatchObject({ status: 404, message: 'billing.errors.noPlan' });
    expect(await appErrorOf(startPlan(await person('child'), { period: 'month' }, now))).toMatchObject({ status: 403 });
  });

  it('a parent who chose euros after starting in dollars sees the plan’s euro prices, and their dollar charge beside its exact conversion, marked approximate', async () => {
    await setOffer('family', 0);
    const parent = await person('parent');
    await startPlan(parent, { period: 'month' }, new Date());
    expect((await getBillingOverview(parent))!.approx).toBeNull();

    await getDb().update(users).set({ currency: 'EUR' }).where(eq(users.id, parent.id));
    const overview = (await getBillingOverview({ ...parent, currency: 'EUR' }))!;
    expect(overview).toMatchObject({ currency: 'EUR', prices: { month: SEED_PRICES.family.EUR![0], year: SEED_PRICES.family.EUR![1] }, subscription: { currency: 'USD', amountMinor: 799 } });
    const usd = { currency: 'USD', ratePerUsd: '1' };
    const eur = SEED_EXCHANGE_RATES.find((rate) => rate.currency === 'EUR')!;
    expect(overview.approx).toEqual({ currency: 'EUR', amountMinor: Number(convertMinor(799, usd, { currency: 'EUR', ratePerUsd: String(eur.ratePerUsd) })), nextAmountMinor: null, asOf: String(eur.asOf) });
  });

  it('a first subscription starts with the trial: no invoice and no MRR until the billing job ends it; a trial cancelled is never billed, and no second trial', async () => {
    await setOffer('classroom', 14);
    const tutor = await person('tutor');
    const quitter = await person('tutor');
    const start = new Date();
    expect(await startPlan(tutor, { period: 'month' }, start)).toMatchObject({ invoiceNumber: null });
    await startPlan(quitter, { period: 'month' }, start);
    const trialEnd = later(start, 14);
    expect(await subscriptionsOf(tutor.id)).toMatchObject([{ status: 'trialing', trialEndsAt: trialEnd, currentPeriodEnd: trialEnd, amountMinor: 1_499 }]);
    expect(await invoicesOf(tutor.id)).toEqual([]);
    expect(await movementsOf(tutor.id)).toEqual([]);
    expect(await mailsTo(tutor.email)).toEqual([]);
    expect((await entitlementsOf(tutor.id)).plan).toBe('classroom');

    // During the trial the period switches at once: nothing was billed yet.
    await changeBillingPeriod(tutor, 'year', later(start, 1));
    expect(await subscriptionsOf(tutor.id)).toMatchObject([{ status: 'trialing', period: 'year', amountMinor: 14_999, nextPeriod: null }]);
    expect(await movementsOf(tutor.id)).toEqual([]);
    // The other tutor cancels during the trial: no churn, since no MRR came in.
    expect(await cancelPlan(quitter, later(start, 2))).toEqual({ endsAt: trialEnd });
    expect(await movementsOf(quitter.id)).toEqual([]);

    const report = await runBillingCycle(new Date(trialEnd.getTime() + 3_600_000));
    expect(report.converted).toBeGreaterThanOrEqual(1);
    const [converted] = await subscriptionsOf(tutor.id);
    expect(converted).toMatchObject({ status: 'active', period: 'year', amountMinor: 14_999, currentPeriodStart: trialEnd, currentPeriodEnd: addPeriod(trialEnd, 'year') });
    expect(await invoicesOf(tutor.id)).toMatchObject([{ status: 'open', amountMinor: 14_999, period: 'year', periodStart: trialEnd, periodEnd: addPeriod(trialEnd, 'year') }]);
    // A yearly price's MRR is its twelfth, rounded to the cent: 149.99 / 12 = 12.4992 → 12.50.
    expect(await movementsOf(tutor.id)).toEqual([{ kind: 'new', currency: 'USD', deltaMinor: 1_250, effectiveAt: trialEnd }]);
    expect(await mailsTo(tutor.email)).toHaveLength(1);

    const [ended] = await subscriptionsOf(quitter.id);
    expect(ended).toMatchObject({ status: 'canceled', endedAt: trialEnd });
    expect(await invoicesOf(quitter.id)).toEqual([]);
    expect((await entitlementsOf(quitter.id)).plan).toBe('free');

    // Coming back: billed at once, no second trial; their first paid MRR is 'new' (the trial never paid).
    const back = later(trialEnd, 1);
    const again = await startPlan(quitter, { period: 'month' }, back);
    expect(again.invoiceNumber).toMatch(/^AC-\d{4}-\d{6}$/);
    expect((await subscriptionsOf(quitter.id)).at(-1)).toMatchObject({ status: 'active', trialEndsAt: null, currentPeriodStart: back });
    expect(await movementsOf(quitter.id)).toEqual([{ kind: 'new', currency: 'USD', deltaMinor: 1_499, effectiveAt: back }]);
  });

  it('an admin records a transfer and a refund, audited, each once; an invoice is its payer’s and the admins’ only', async () => {
    await setOffer('family', 0);
    const parent = await person('parent');
    const stranger = await person('parent');
    const { invoiceNumber } = await startPlan(parent, { period: 'month' });
    const [invoice] = await invoicesOf(parent.id);

    expect(await getInvoice(parent, invoiceNumber!)).toMatchObject({ id: invoice!.id, status: 'open', transferDetails: [] });
    expect(await getInvoice(admin, invoiceNumber!)).toMatchObject({ id: invoice!.id });
    expect(await getInvoice(stranger, invoiceNumber!)).toBeNull();
    // A child pays for nothing and has no invoices: a 404 like any other reader (a 403 thrown in the page was a 500).
    expect(await getInvoice(await person('child'), invoiceNumber!)).toBeNull();
    expect(await getInvoice(parent, 'AC-1-1')).toBeNull();
    expect(await getInvoice(parent, 'AC-2999-999999')).toBeNull();

    expect(await appErrorOf(markInvoicePaid(parent, invoice!.id))).toMatchObject({ status: 403 });
    expect(await appErrorOf(refundInvoice(parent, invoice!.id))).toMatchObject({ status: 403 });
    expect(await appErrorOf(refundInvoice(admin, invoice!.id))).toMatchObject({ status: 409, message: 'billing.errors.invoiceNotPaid' });
    const paidAt = new Date();
    expect(await markInvoicePaid(admin, invoice!.id, paidAt)).toMatchObject({ status: 'paid', paidAt });
    expect(await appErrorOf(markInvoicePaid(admin, invoice!.id))).toMatchObject({ status: 409, message: 'billing.errors.invoiceNotOpen' });
    expect(await getInvoice(parent, invoiceNumber!)).toMatchObject({ status: 'paid' });
    const refundedAt = later(paidAt, 1);
    expect(await refundInvoice(admin, invoice!.id, refundedAt)).toMatchObject({ status: 'refunded', refundedAt });
    expect(await appErrorOf(refundInvoice(admin, invoice!.id))).toMatchObject({ status: 409, message: 'billing.errors.invoiceNotPaid' });
    expect(await appErrorOf(markInvoicePaid(admin, 2_147_483_000))).toMatchObject({ status: 404, message: 'billing.errors.invoiceNotFound' });

    const entries = await db().select().from(auditLogs).where(eq(auditLogs.entityId, invoiceNumber!)).orderBy(asc(auditLogs.id));
    expect(entries.map((entry) => [entry.actionType, entry.performedBy, entry.targetUser])).toEqual([
      ['invoice_paid', admin.email, parent.email],
      ['invoice_refund', admin.email, parent.email],
    ]);
    expect(entries[1]!.details).toEqual({ amountMinor: 799, currency: 'USD' });
  });

  it('a cancellation keeps the plan to the period’s end, its churn dated then (next month on the dashboard); resuming takes it back; the job ends it', async () => {
    await setOffer('family', 0);
    const parent = await person('parent');
    const now = new Date();
    const before = await dashboard(now);
    await startPlan(parent, { period: 'month' }, now);
    const [subscription] = await subscriptionsOf(parent.id);
    const end = subscription!.currentPeriodEnd;
    const started = await dashboard(now);
    // US dollars are the base: no rounding, the dashboard moves by the price.
    expect(started.mrr - before.mrr).toBe(799n);
    expect(started.arr - before.arr).toBe(799n * 12n);
    expect(started.counts.active - before.counts.active).toBe(1);

    expect(await cancelPlan(parent, now)).toEqual({ endsAt: end });
    expect(await appErrorOf(cancelPlan(parent, now))).toMatchObject({ status: 409, message: 'billing.errors.alreadyCancelled' });
    expect(await subscriptionsOf(parent.id)).toMatchObject([{ status: 'active', cancelAtPeriodEnd: true, canceledAt: now }]);
    expect(await movementsOf(parent.id)).toEqual([
      { kind: 'new', currency: 'USD', deltaMinor: 799, effectiveAt: now },
      { kind: 'churn', currency: 'USD', deltaMinor: -799, effectiveAt: end },
    ]);
    // Family until the end of the period paid for, whether or not the job has run; Free from then.
    expect((await entitlementsOf(parent.id, getDb(), new Date(end.getTime() - 60_000))).plan).toBe('family');
    expect((await entitlementsOf(parent.id, getDb(), new Date(end.getTime() + 1))).plan).toBe('free');

    const cancelled = await dashboard(now);
    expect(cancelled.mrr).toBe(started.mrr);
    expect(cancelled.counts.cancelling - started.counts.cancelling).toBe(1);
    const nextMonth = cancelled.months.at(-1)!;
    expect(nextMonth.month).toBe(end.toISOString().slice(0, 7));
    expect(nextMonth.churn - started.months.at(-1)!.churn).toBe(-799n);
    expect(cancelled.months.at(-2)!.churn).toBe(started.months.at(-2)!.churn);
    expect(nextMonth.mrrAtEnd - started.months.at(-1)!.mrrAtEnd).toBe(-799n);

    await resumePlan(parent, now);
    expect(await appErrorOf(resumePlan(parent, now))).toMatchObject({ status: 409, message: 'billing.errors.notCancelled' });
    expect(await subscriptionsOf(parent.id)).toMatchObject([{ cancelAtPeriodEnd: false, canceledAt: null }]);
    expect((await movementsOf(parent.id)).map((movement) => movement.kind)).toEqual(['new']);
    expect((await dashboard(now)).months.at(-1)!.churn).toBe(started.months.at(-1)!.churn);

    await cancelPlan(parent, now);
    const report = await runBillingCycle(new Date(end.getTime() + 60_000));
    expect(report.ended).toBeGreaterThanOrEqual(1);
    expect(await subscriptionsOf(parent.id)).toMatchObject([{ status: 'canceled', endedAt: end }]);
    // Nothing more billed, and the MRR left once.
    expect(await invoicesOf(parent.id)).toHaveLength(1);
    expect((await movementsOf(parent.id)).map((movement) => [movement.kind, movement.deltaMinor])).toEqual([['new', 799], ['churn', -799]]);
    expect((await entitlementsOf(parent.id)).plan).toBe('free');
    expect(await appErrorOf(resumePlan(parent, now))).toMatchObject({ status: 404, message: 'billing.errors.noSubscription' });

    // Coming back later is a reactivation of MRR.
    const back = later(end, 3);
    await startPlan(parent, { period: 'month' }, back);
    expect((await movementsOf(parent.id)).at(-1)).toEqual({ kind: 'reactivation', currency: 'USD', deltaMinor: 799, effectiveAt: back });
  });

  it('a switch of billing period waits for the period’s end: its MRR change is written for then, withdrawn by asking back, and the renewal bills the new price', async () => {
    await setOffer('family', 0);
    const monthly = await person('parent');
    const yearly = await person('parent');
    const start = new Date();
    await startPlan(monthly, { period: 'month' }, start);
    await startPlan(yearly, { period: 'year' }, start);
    const [first] = await subscriptionsOf(monthly.id);
    const end = first!.currentPeriodEnd;

    // Month → year: 79.99 / 12 = 6.67 a month, 1.32 less than 7.99: a contraction, from the period's end.
    await changeBillingPeriod(monthly, 'year', later(start, 1));
    expect(await subscriptionsOf(monthly.id)).toMatchObject([{ period: 'month', amountMinor: 799, nextPeriod: 'year', nextAmountMinor: 7_999 }]);
    expect((await movementsOf(monthly.id)).slice(1)).toEqual([{ kind: 'contraction', currency: 'USD', deltaMinor: -132, effectiveAt: end }]);
    // Asking for the period already paid takes the switch back; asking again for it is a 409.
    await changeBillingPeriod(monthly, 'month', later(start, 2));
    expect(await subscriptionsOf(monthly.id)).toMatchObject([{ nextPeriod: null, nextAmountMinor: null }]);
    expect((await movementsOf(monthly.id)).map((movement) => movement.kind)).toEqual(['new']);
    expect(await appErrorOf(changeBillingPeriod(monthly, 'month', later(start, 2)))).toMatchObject({ status: 409, message: 'billing.errors.samePeriod' });
    await changeBillingPeriod(monthly, 'year', later(start, 3));
    // Paid, so the job finds nothing late when the period ends.
    await markInvoicePaid(admin, (await invoicesOf(monthly.id))[0]!.id, later(start, 4));

    // Year → month is an expansion of the same 1.32.
    await changeBillingPeriod(yearly, 'month', later(start, 3));
    const [yearlySubscription] = await subscriptionsOf(yearly.id);
    expect((await movementsOf(yearly.id)).map((movement) => [movement.kind, movement.deltaMinor, movement.effectiveAt])).toEqual([
      ['new', 667, start],
      ['expansion', 132, yearlySubscription!.currentPeriodEnd],
    ]);

    await runBillingCycle(new Date(end.getTime() + 3_600_000));
    expect(await subscriptionsOf(monthly.id)).toMatchObject([{ status: 'active', period: 'year', amountMinor: 7_999, nextPeriod: null, nextAmountMinor: null, currentPeriodStart: end, currentPeriodEnd: addPeriod(end, 'year') }]);
    expect((await invoicesOf(monthly.id)).map((invoice) => [invoice.period, invoice.amountMinor, invoice.periodStart, invoice.periodEnd])).toEqual([
      ['month', 799, start, end],
      ['year', 7_999, end, addPeriod(end, 'year')],
    ]);
    const [inForce] = rowsOf<{ total: number }>(await db().execute(sql`select coalesce(sum(delta_minor), 0)::int as total from mrr_movements where user_id = ${monthly.id}`));
    expect(inForce!.total).toBe(667);
    // The yearly parent's period has months to run: the job left them as they were.
    expect(await subscriptionsOf(yearly.id)).toMatchObject([{ period: 'year', nextPeriod: 'month' }]);
  });

  it('an invoice unpaid past its due date makes the plan past due (still Family); paying makes it active; past the 30 days’ grace it ends and the invoices are void', async () => {
    await setOffer('family', 0);
    const payer = await person('parent');
    const debtor = await person('parent');
    const start = new Date();
    await startPlan(payer, { period: 'month' }, start);
    await startPlan(debtor, { period: 'month' }, start);

    await runBillingCycle(later(start, 13));
    expect((await subscriptionsOf(payer.id))[0]!.status).toBe('active');
    const report = await runBillingCycle(later(start, 15));
    expect(report.pastDue).toBeGreaterThanOrEqual(2);
    expect((await subscriptionsOf(payer.id))[0]!.status).toBe('past_due');
    expect((await subscriptionsOf(debtor.id))[0]!.status).toBe('past_due');
    expect((await entitlementsOf(payer.id, getDb(), later(start, 15))).plan).toBe('family');
    expect((await dashboard(later(start, 15))).outstanding.overdue).toBeGreaterThanOrEqual(2);

    const [owed] = await invoicesOf(payer.id);
    await markInvoicePaid(admin, owed!.id, later(start, 16));
    expect((await subscriptionsOf(payer.id))[0]!.status).toBe('active');

    const late = later(start, 45);
    await runBillingCycle(late);
    const [ended] = await subscriptionsOf(debtor.id);
    expect(ended).toMatchObject({ status: 'canceled', endedAt: late });
    // The renewal the job issued on the way is void too: nothing is left open for an ended plan.
    const debts = await invoicesOf(debtor.id);
    expect(debts.length).toBeGreaterThanOrEqual(2);
    expect(debts.every((invoice) => invoice.status === 'void')).toBe(true);
    expect((await movementsOf(debtor.id)).map((movement) => [movement.kind, movement.deltaMinor, movement.effectiveAt])).toEqual([
      ['new', 799, start],
      ['churn', -799, late],
    ]);
    expect((await entitlementsOf(debtor.id)).plan).toBe('free');
    // The one who paid was renewed: their new invoice is not yet due.
    const [renewed] = await subscriptionsOf(payer.id);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: addPeriod(start, 'month') });
    expect((await invoicesOf(payer.id)).map((invoice) => invoice.status)).toEqual(['paid', 'open']);
  });
});

describe('the finance dashboard', () => {
  it('MRR is each currency’s monthly amounts converted once at the rates table’s rate, in USD or another base; trials do not count, a cancellation until it takes effect', async () => {
    await setOffer('family', 0);
    await setOffer('classroom', 14);
    const now = new Date();
    const startedAt = later(now, -1);
    const trialing = await person('tutor', 'EUR');
    await startPlan(trialing, { period: 'month' }, startedAt);
    await setOffer('classroom', 0);
    const before = { USD: await dashboard(now), EUR: await dashboard(now, 'EUR') };

    const plans: [role: 'parent' | 'tutor', currency: string, period: 'month' | 'year'][] = [
      ['parent', 'EUR', 'month'],
      ['parent', 'EUR', 'year'],
      ['tutor', 'EUR', 'year'],
      ['parent', 'JPY', 'year'],
      ['tutor', 'JPY', 'month'],
      ['parent', 'INR', 'year'],
      ['tutor', 'GBP', 'month'],
      ['parent', 'USD', 'year'],
    ];
    const ids: string[] = [];
    let leaving: Actor | undefined;
    for (const [role, currency, period] of plans) {
      const actor = await person(role, currency);
      ids.push((await startPlan(actor, { period }, startedAt)).subscriptionId);
      leaving ??= actor;
    }
    // A cancellation still brings its MRR in until its period's end.
    await cancelPlan(leaving!, startedAt);

    // What the subscriptions themselves say: a twelfth of a yearly price, rounded half up to the minor unit.
    const mine = rowsOf<{ currency: string; monthly: string }>(
      await db().execute(sql`
        select currency, sum(case when period = 'year' then round(amount_minor / 12.0) else amount_minor end)::bigint::text as monthly
        from subscriptions where id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) group by currency`),
    );
    expect(mine.map((row) => row.currency).sort()).toEqual(['EUR', 'GBP', 'INR', 'JPY', 'USD']);
    const ratesNow = new Map((await db().select().from(exchangeRates)).map((rate) => [rate.currency, rate]));

    for (const base of ['USD', 'EUR'] as const) {
      const after = await dashboard(now, base);
      const amountOf = (view: typeof after, currency: string) => view.mrrByCurrency.find((row) => row.currency === currency)?.amountMinor ?? 0n;
      // Per currency, the dashboard moved by exactly what the new subscriptions bill a month.
      for (const row of mine) expect(amountOf(after, row.currency) - amountOf(before[base], row.currency), row.currency).toBe(BigInt(row.monthly));
      // And the whole is each currency's total converted once, in integers, through both rates per USD.
      const expected = after.mrrByCurrency.reduce((sum, row) => sum + convertMinor(row.amountMinor, ratesNow.get(row.currency)!, ratesNow.get(base)!), 0n);
      expect(after.mrr).toBe(expected);
      expect(after.mrrByCurrency.every((row) => row.baseMinor === convertMinor(row.amountMinor, ratesNow.get(row.currency)!, ratesNow.get(base)!))).toBe(true);
      expect(after.arr).toBe(after.mrr * 12n);
      expect(after.counts.trialing - before[base].counts.trialing).toBe(0);
      expect(after.outstanding.count - before[base].outstanding.count).toBe(plans.length);
    }
    // A euro price in USD: 7.99 EUR at 0.92 EUR per USD is 8.68 USD (8.6847… rounded).
    expect(convertMinor(799, ratesNow.get('EUR')!, ratesNow.get('USD')!)).toBe(868n);
  });

  it('is the admins’ only; its lists and their CSV filter by plan and currency', async () => {
    for (const role of ['parent', 'tutor'] as const) {
      const other = await person(role);
      expect(await appErrorOf(getFinanceDashboard(other, financeFiltersSchema.parse({})))).toMatchObject({ status: 403 });
    }
    await setOffer('classroom', 0);
    const tutor = await person('tutor', 'JPY');
    const { subscriptionId, invoiceNumber } = await startPlan(tutor, { period: 'month' });
    const view = await getFinanceDashboard(admin, financeFiltersSchema.parse({ plan: 'classroom', currency: 'JPY', base: 'nonsense' }));
    expect(view.base).toBe('USD');
    expect(view.subscriptions.rows.find((row) => row.id === subscriptionId)).toMatchObject({ email: tutor.email, amountMinor: 2_200, status: 'active' });
    expect(view.subscriptions.rows.every((row) => row.plan === 'classroom' && row.currency === 'JPY')).toBe(true);
    expect(view.invoices.rows.map((row) => row.number)).toContain(invoiceNumber);
    expect(view.invoices.rows.every((row) => row.plan === 'classroom' && row.currency === 'JPY')).toBe(true);
    const family = await getFinanceDashboard(admin, financeFiltersSchema.parse({ plan: 'family' }));
    expect(family.subscriptions.rows.some((row) => row.id === subscriptionId)).toBe(false);
    // The CSV holds what the filters choose, amounts in the row's own minor units.
    const csv = await exportFinanceCsv(admin, 'invoices', financeFiltersSchema.parse({ plan: 'classroom', currency: 'JPY' }));
    expect(csv.split('\n')[0]).toContain('number,billed_name,billed_email,plan,currency,amount_minor');
    expect(csv).toContain(`${invoiceNumber},Test Person,${tutor.email},classroom,JPY,2200,open`);
    expect(await appErrorOf(exportFinanceCsv(tutor, 'subscriptions', financeFiltersSchema.parse({})))).toMatchObject({ status: 403 });
  });
});

describe('Stripe’s webhooks', () => {
  const SECRET = 'whsec_billing_test_secret';
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

  afterEach(() => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetEnvForTests();
  });

  function useSecret(secret: string | undefined) {
    if (secret) process.env.STRIPE_WEBHOOK_SECRET = secret;
    else delete process.env.STRIPE_WEBHOOK_SECRET;
    resetEnvForTests();
  }

  /** An event as Stripe sends it, signed with `secret` the way Stripe signs. */
  function delivery(type: string, object: object, eventId = id('evt'), secret = SECRET) {
    const payload = JSON.stringify({ id: eventId, object: 'event', type, api_version: '2025-01-01', created: seconds(new Date()), livemode: false, data: { object } });
    return { eventId, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  function stripeSubscription(ref: string, userId: string, price: { interval: 'month' | 'year'; amount: number }, period: { start: Date; end: Date }, extra: Record<string, unknown> = {}) {
    return {
      id: ref,
      object: 'subscription',
      status: 'active',
      currency: 'usd',
      cancel_at_period_end: false,
      metadata: { userId, plan: 'classroom' },
      items: {
        object: 'list',
        data: [{ id: `si_${ref}`, object: 'subscription_item', current_period_start: seconds(period.start), current_period_end: seconds(period.end), price: { id: id('price'), object: 'price', currency: 'usd', unit_amount: price.amount, recurring: { interval: price.interval } } }],
      },
      ...extra,
    };
  }

  const receive = (message: { payload: string; signature: string }, now?: Date) => handleStripeWebhook(message.payload, message.signature, now);

  it('a signed subscription opens the tutor’s plan once; a replay changes nothing; a price change is one MRR movement; a paid invoice is recorded once', async () => {
    useSecret(SECRET);
    const tutor = await person('tutor');
    const ref = id('sub');
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    const end = addPeriod(start, 'month');
    const created = delivery('customer.subscription.created', stripeSubscription(ref, tutor.id, { interval: 'month', amount: 1_499 }, { start, end }));

    expect(await receive(created, start)).toEqual({ duplicate: false, result: 'created' });
    expect(await subscriptionsOf(tutor.id)).toMatchObject([{ plan: 'classroom', provider: 'stripe', providerRef: ref, status: 'active', currency: 'USD', period: 'month', amountMinor: 1_499, currentPeriodStart: start, currentPeriodEnd: end }]);
    expect(await movementsOf(tutor.id)).toEqual([{ kind: 'new', currency: 'USD', deltaMinor: 1_499, effectiveAt: start }]);
    // Stripe bills the card: no invoice of ours to pay, no mail.
    expect(await invoicesOf(tutor.id)).toEqual([]);
    expect(await mailsTo(tutor.email)).toEqual([]);
    expect((await entitlementsOf(tutor.id)).plan).toBe('classroom');

    expect(await receive(created, start)).toEqual({ duplicate: true, result: 'duplicate' });
    expect(await subscriptionsOf(tutor.id)).toHaveLength(1);
    expect(await movementsOf(tutor.id)).toHaveLength(1);

    // Switched to the yearly price at Stripe: 149.99 / 12 = 12.50 a month, 2.49 less.
    const switchedAt = later(start, 2);
    const updated = delivery('customer.subscription.updated', stripeSubscription(ref, tutor.id, { interval: 'year', amount: 14_999 }, { start, end: addPeriod(start, 'year') }));
    expect(await receive(updated, switchedAt)).toEqual({ duplicate: false, result: 'updated' });
    expect(await receive(updated, switchedAt)).toMatchObject({ duplicate: true });
    expect(await subscriptionsOf(tutor.id)).toMatchObject([{ period: 'year', amountMinor: 14_999, currentPeriodEnd: addPeriod(start, 'year') }]);
    expect((await movementsOf(tutor.id)).slice(1)).toEqual([{ kind: 'contraction', currency: 'USD', deltaMinor: -249, effectiveAt: switchedAt }]);

    const invoiceRef = id('in');
    const stripeInvoice = {
      id: invoiceRef,
      object: 'invoice',
      amount_paid: 14_999,
      currency: 'usd',
      status: 'paid',
      status_transitions: { paid_at: seconds(switchedAt) },
      parent: { type: 'subscription_details', subscription_details: { subscription: ref } },
      lines: { object: 'list', data: [{ period: { start: seconds(start), end: seconds(addPeriod(start, 'year')) } }] },
    };
    const paid = delivery('invoice.paid', stripeInvoice);
    expect(await receive(paid, switchedAt)).toEqual({ duplicate: false, result: 'created' });
    expect(await receive(paid, switchedAt)).toMatchObject({ duplicate: true });
    // The same invoice told again under another event id is still one invoice.
    expect(await receive(delivery('invoice.paid', stripeInvoice), switchedAt)).toEqual({ duplicate: false, result: 'updated' });
    expect(await invoicesOf(tutor.id)).toMatchObject([{ providerRef: invoiceRef, provider: 'stripe', status: 'paid', amountMinor: 14_999, currency: 'USD', period: 'year', paidAt: switchedAt, periodStart: start }]);
    expect(await mailsTo(tutor.email)).toEqual([]);
    const [paidInvoice] = await invoicesOf(tutor.id);
    expect(await appErrorOf(refundInvoice(admin, paidInvoice!.id))).toMatchObject({ status: 409, message: 'billing.errors.paidAtProvider' });

    // Ended at Stripe: the plan ends now and its MRR leaves now.
    const endedAt = later(start, 3);
    expect(await receive(delivery('customer.subscription.deleted', stripeSubscription(ref, tutor.id, { interval: 'year', amount: 14_999 }, { start, end: addPeriod(start, 'year') }, { status: 'canceled' })), endedAt)).toEqual({ duplicate: false, result: 'ended' });
    expect(await subscriptionsOf(tutor.id)).toMatchObject([{ status: 'canceled', endedAt }]);
    expect((await movementsOf(tutor.id)).at(-1)).toEqual({ kind: 'churn', currency: 'USD', deltaMinor: -1_250, effectiveAt: endedAt });
    expect((await entitlementsOf(tutor.id)).plan).toBe('free');
  });

  it('ignores a plan that is not the person’s role’s, and one for someone already subscribed', async () => {
    useSecret(SECRET);
    await setOffer('family', 0);
    const parent = await person('parent');
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    const period = { start, end: addPeriod(start, 'month') };
    expect(await receive(delivery('customer.subscription.created', stripeSubscription(id('sub'), parent.id, { interval: 'month', amount: 1_499 }, period)))).toEqual({ duplicate: false, result: 'ignored' });
    expect(await subscriptionsOf(parent.id)).toEqual([]);
    const tutor = await person('tutor');
    await onPlan(tutor, 'classroom');
    expect(await receive(delivery('customer.subscription.created', stripeSubscription(id('sub'), tutor.id, { interval: 'month', amount: 1_499 }, period)))).toEqual({ duplicate: false, result: 'ignored' });
    expect(await subscriptionsOf(tutor.id)).toHaveLength(1);
  });

  it('refuses a delivery not signed with our secret, or changed after signing (400), records nothing; without a secret the endpoint is not there (404)', async () => {
    useSecret(SECRET);
    const tutor = await person('tutor');
    const start = new Date();
    const object = stripeSubscription(id('sub'), tutor.id, { interval: 'month', amount: 1_499 }, { start, end: addPeriod(start, 'month') });
    const events = async () => (await db().select({ total: count() }).from(billingWebhookEvents))[0]!.total;
    const recorded = await events();

    const forged = delivery('customer.subscription.created', object, id('evt'), 'whsec_someone_else');
    expect(await appErrorOf(receive(forged))).toMatchObject({ status: 400, message: 'billing.errors.badSignature' });
    const genuine = delivery('customer.subscription.created', object);
    const tampered = { payload: genuine.payload.replace('"unit_amount":1499', '"unit_amount":1'), signature: genuine.signature };
    expect(tampered.payload).not.toBe(genuine.payload);
    expect(await appErrorOf(receive(tampered))).toMatchObject({ status: 400, message: 'billing.errors.badSignature' });
    expect(await appErrorOf(handleStripeWebhook(genuine.payload, null))).toMatchObject({ status: 400, message: 'billing.errors.badSignature' });
    expect(await events()).toBe(recorded);
    expect(await subscriptionsOf(tutor.id)).toEqual([]);

    useSecret(undefined);
    expect(await appErrorOf(receive(genuine))).toMatchObject({ status: 404 });
    expect(await subscriptionsOf(tutor.id)).toEqual([]);
  });
});

describe('what the Free plan refuses (decision 040)', () => {
  const CHILD_PASSWORD = 'maple-kite-orbit-47';
  const childForm = () => ({ firstName: 'Maya', birthYear: childBirthYears()[2]!, username: `kid.${randomBytes(4).toString('hex')}`, email: undefined, password: CHILD_PASSWORD });

  it('a parent on Free links or makes one child (an open request counts); on Family, more', async () => {
    const parent = await person('parent');
    const [first, second, third] = [await person('child'), await person('child'), await person('child')];
    await requestLink(parent, await codeOf(first));
    expect(await appErrorOf(requestLink(parent, await codeOf(second)))).toMatchObject({ status: 403, message: 'billing.errors.childrenLimit' });
    const refusedChild = childForm();
    expect(await appErrorOf(createChild(parent, refusedChild))).toMatchObject({ status: 403, message: 'billing.errors.childrenLimit' });
    expect(await db().select({ id: users.id }).from(users).where(eq(users.username, refusedChild.username))).toEqual([]);
    expect(await db().select({ id: familyLinkEvents.id }).from(familyLinkEvents).where(eq(familyLinkEvents.parentId, parent.id))).toHaveLength(1);

    // A parent who made their one child is at the limit too.
    const maker = await person('parent');
    await createChild(maker, childForm());
    expect(await appErrorOf(requestLink(maker, await codeOf(third)))).toMatchObject({ status: 403, message: 'billing.errors.childrenLimit' });

    await onPlan(parent, 'family');
    await requestLink(parent, await codeOf(second));
    const made = await createChild(parent, childForm());
    expect(made.childId).toBeTruthy();
    expect(await db().select({ id: familyLinkEvents.id }).from(familyLinkEvents).where(and(eq(familyLinkEvents.parentId, parent.id), inArray(familyLinkEvents.status, ['pending'])))).toHaveLength(2);
  });

  it('the children page knows the limit before a code is typed: the places held (an open request counts) and whether all are taken', async () => {
    const parent = await person('parent');
    expect((await getChildrenPage(parent)).places).toEqual({ plan: 'free', max: 1, inUse: 0, full: false });
    await requestLink(parent, await codeOf(await person('child')));
    expect((await getChildrenPage(parent)).places).toEqual({ plan: 'free', max: 1, inUse: 1, full: true });
    await onPlan(parent, 'family');
    expect((await getChildrenPage(parent)).places).toEqual({ plan: 'family', max: 6, inUse: 1, full: false });
    // An admin buys no plan, so no plan limits them.
    expect((await getChildrenPage(await person('admin'))).places).toBeNull();
  });

  it('a tutor on Free runs two classes, without assignments or the progress export; on Classroom, all of it', async () => {
    const tutor = await person('tutor');
    const course = await createCourse({ lessons: 1 });
    const maths = await createClass(tutor, { name: 'Maths' });
    await createClass(tutor, { name: 'Art' });
    expect(await appErrorOf(createClass(tutor, { name: 'Music' }))).toMatchObject({ status: 403, message: 'billing.errors.classesLimit' });
    const child = await person('child');
    const parent = await person('parent');
    await linkFamily(parent.id, child.id);
    await addStudent(tutor, { classId: maths.id, code: await codeOf(child) });
    await answerMembership(parent, { classId: maths.id, childId: child.id }, true);
    const work = () => createAssignment(tutor, createAssignmentSchema.parse({ classId: maths.id, target: `lesson:${course.lessonIds[0]}`, who: 'all' }));
    expect(await appErrorOf(work())).toMatchObject({ status: 403, message: 'billing.errors.classroomFeature' });
    expect(await appErrorOf(exportClassProgressCsv(tutor, { class: maths.id }, 'en'))).toMatchObject({ status: 403, message: 'billing.errors.classroomFeature' });

    await onPlan(tutor, 'classroom');
    expect(await createClass(tutor, { name: 'Music' })).toMatchObject({ name: 'Music' });
    expect(await work()).toMatchObject({ students: 1 });
    expect((await exportClassProgressCsv(tutor, { class: maths.id }, 'en'))?.body).toContain('student');
  });

  it('a parent on Free reads reports on screen but not as a PDF; on Family, the PDF', async () => {
    const parent = await person('parent');
    const child = await person('child');
    await linkFamily(parent.id, child.id);
    const viewer = { locale: 'en', currency: 'USD' };
    const params = reportParamsSchema.parse({ child: child.id });
    expect(await appErrorOf(getChildReportPdf(parent, params, viewer))).toMatchObject({ status: 403, message: 'billing.errors.familyFeature' });
    await onPlan(parent, 'family');
    const pdf = await getChildReportPdf(parent, params, viewer);
    expect(pdf!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
