import { z } from 'zod';
import { CURRENCIES } from '@/lib/constants';
import { INVOICE_STATUSES, PAID_PLANS, SUBSCRIPTION_STATUSES } from '@/modules/billing';

/* The finance dashboard's inputs (decision 040). */

const page = z.coerce.number().int().min(1).max(10_000).catch(1);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);

/** The finance dashboard's filters; a value that is none of the choices is dropped rather than refused. */
export const financeFiltersSchema = z.object({
  base: z.enum(CURRENCIES).catch('USD'),
  status: optionalEnum(SUBSCRIPTION_STATUSES),
  plan: optionalEnum(PAID_PLANS),
  currency: optionalEnum(CURRENCIES),
  invoiceStatus: optionalEnum(INVOICE_STATUSES),
  subscriptionsPage: page,
  invoicesPage: page,
});
export type FinanceFilters = z.output<typeof financeFiltersSchema>;
