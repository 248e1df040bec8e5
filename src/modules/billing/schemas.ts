import { z } from 'zod';
import { CURRENCIES } from '@/lib/constants';
import { majorToMinor } from '@/lib/money';
import { BILLING_PERIODS, PAID_PLANS, PAYMENT_PROVIDERS } from './plans';

/* Billing's inputs (decision 040), checked at every boundary: the price editor, a person's plan, the finance lists. */

/** The price editor's field for a currency and period ("price.EUR.year"), in the currency's major units. */
export const priceField = (currency: string, period: string) => `price.${currency}.${period}`;

/** The largest price the price list holds, in minor units (the plan_prices table's own check). */
const PRICE_MAX_MINOR = 100_000_000;

/**
 * A typed price in minor units, or null unless it is a positive amount the price list can hold: majorToMinor reads
 * "0" as 0 and allows more digits than the table does, and either would fail the table's check as a 500.
 */
function priceMinor(text: string, currency: string): number | null {
  const minor = majorToMinor(text, currency);
  return minor !== null && minor > 0 && minor <= PRICE_MAX_MINOR ? minor : null;
}

const priceFields = Object.fromEntries(CURRENCIES.flatMap((currency) => BILLING_PERIODS.map((period) => [priceField(currency, period), z.string().trim().max(20).optional()])));

export const planPricesSchema = z
  .object({
    plan: z.enum(PAID_PLANS, { message: 'errors.badForm' }),
    trialDays: z.coerce.number({ message: 'billing.errors.trialDays' }).int('billing.errors.trialDays').min(0, 'billing.errors.trialDays').max(90, 'billing.errors.trialDays'),
    ...priceFields,
  })
  .superRefine((input, context) => {
    const fields = input as Record<string, unknown>;
    for (const currency of CURRENCIES) {
      for (const period of BILLING_PERIODS) {
        const text = fields[priceField(currency, period)];
        if (typeof text === 'string' && text !== '' && priceMinor(text, currency) === null) context.addIssue({ code: 'custom', path: [priceField(currency, period)], message: 'billing.errors.price' });
      }
    }
  })
  .transform((input) => {
    const fields = input as Record<string, unknown>;
    const prices: Record<string, number | null> = {};
    for (const currency of CURRENCIES) {
      for (const period of BILLING_PERIODS) {
        const text = fields[priceField(currency, period)];
        prices[`${currency}.${period}`] = typeof text === 'string' && text !== '' ? priceMinor(text, currency) : null;
      }
    }
    return { plan: input.plan, trialDays: input.trialDays, prices };
  });
export type PlanPricesInput = z.output<typeof planPricesSchema>;

export const startPlanSchema = z.object({
  period: z.enum(BILLING_PERIODS, { message: 'billing.errors.period' }),
  provider: z.enum(PAYMENT_PROVIDERS, { message: 'billing.errors.provider' }),
});

export const changePeriodSchema = z.object({ period: z.enum(BILLING_PERIODS, { message: 'billing.errors.period' }) });

export const invoiceIdSchema = z.object({ invoiceId: z.coerce.number({ message: 'errors.badForm' }).int().positive().max(2_147_483_647) });

/** An invoice's number in an address (AC-2026-000001); anything else is no invoice. */
export const INVOICE_NUMBER_PATTERN = /^AC-\d{4}-\d{6}$/;
