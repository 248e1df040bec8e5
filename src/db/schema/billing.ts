import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Plans, subscriptions and invoices (decision 040). Money is integer minor units of the row's currency (cents, yen),
 * never a float. Billing rows outlive the account they bill (an invoice is kept for the books): the person's id is
 * set to null when the account goes, and each invoice keeps the name and address it was made out to.
 */

const PLAN_CHECK = sql`in ('family', 'classroom')`;
const CURRENCY_CHECK = sql`in ('USD', 'EUR', 'GBP', 'SGD', 'INR', 'JPY', 'AUD')`;
const PERIOD_CHECK = sql`in ('month', 'year')`;

/** Each paid plan's settings: the free trial a first subscription starts with (0 for none). */
export const billingPlans = pgTable(
  'billing_plans',
  {
    plan: text('plan').primaryKey(),
    trialDays: integer('trial_days').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('billing_plans_plan_check', sql`${table.plan} ${PLAN_CHECK}`), check('billing_plans_trial_check', sql`${table.trialDays} between 0 and 90`)],
);

/** A plan's price in one currency for one billing period; a missing row means the plan is not sold in that currency. */
export const planPrices = pgTable(
  'plan_prices',
  {
    plan: text('plan').notNull(),
    currency: text('currency').notNull(),
    period: text('period').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.plan, table.currency, table.period] }),
    check('plan_prices_plan_check', sql`${table.plan} ${PLAN_CHECK}`),
    check('plan_prices_currency_check', sql`${table.currency} ${CURRENCY_CHECK}`),
    check('plan_prices_period_check', sql`${table.period} ${PERIOD_CHECK}`),
    check('plan_prices_amount_check', sql`${table.amountMinor} > 0 and ${table.amountMinor} <= 100000000`),
  ],
);

/**
 * A person's subscription to a paid plan. At most one is live (not canceled) per person. The price is the one in
 * force when the period started; a switch of billing period waits in `next_period` for the period's end.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    currency: text('currency').notNull(),
    period: text('period').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    /** The provider's own id (Stripe's `sub_…`); none for the manual provider. */
    providerRef: text('provider_ref').unique(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    nextPeriod: text('next_period'),
    /** The price the next period will be billed at, fixed when the switch was asked for. */
    nextAmountMinor: integer('next_amount_minor'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_one_live_per_user').on(table.userId).where(sql`${table.status} <> 'canceled'`),
    index('subscriptions_status_idx').on(table.status, table.currentPeriodEnd),
    check('subscriptions_plan_check', sql`${table.plan} ${PLAN_CHECK}`),
    check('subscriptions_currency_check', sql`${table.currency} ${CURRENCY_CHECK}`),
    check('subscriptions_period_check', sql`${table.period} ${PERIOD_CHECK} and (${table.nextPeriod} is null or ${table.nextPeriod} ${PERIOD_CHECK})`),
    check('subscriptions_status_check', sql`${table.status} in ('trialing', 'active', 'past_due', 'canceled')`),
    check('subscriptions_provider_check', sql`${table.provider} in ('manual', 'stripe')`),
    check('subscriptions_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** An invoice: numbered without gaps per year (AC-2026-000001), in the subscription's currency. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    billedName: text('billed_name').notNull(),
    billedEmail: text('billed_email').notNull(),
    plan: text('plan').notNull(),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').unique(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('invoices_user_idx').on(table.userId, table.issuedAt),
    index('invoices_status_idx').on(table.status, table.dueAt),
    check('invoices_status_check', sql`${table.status} in ('open', 'paid', 'refunded', 'void')`),
    check('invoices_currency_check', sql`${table.currency} ${CURRENCY_CHECK}`),
    check('invoices_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * The MRR ledger (decision 040): every change of a subscription's monthly recurring revenue, dated when it takes
 * effect. A cancellation or a switch of billing period is written at once, dated at the period's end; until then it
 * may be withdrawn. MRR at any moment is the sum of the deltas in force.
 */
export const mrrMovements = pgTable(
  'mrr_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    deltaMinor: integer('delta_minor').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mrr_movements_effective_idx').on(table.effectiveAt),
    index('mrr_movements_subscription_idx').on(table.subscriptionId),
    check('mrr_movements_kind_check', sql`${table.kind} in ('new', 'expansion', 'contraction', 'churn', 'reactivation')`),
  ],
);

/** Gapless counters (the invoice numbers of each year), taken inside the transaction that uses the number. */
export const billingCounters = pgTable('billing_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/** Provider events already processed (decision 040): a replayed webhook finds its id here and changes nothing. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
