import { z } from 'zod';
import { CURRENCIES } from '@/lib/constants';

export const exchangeRateSchema = z.object({
  currency: z.enum(CURRENCIES, { message: 'errors.currencyInvalid' }).refine((value) => value !== 'USD', 'errors.usdFixed'),
  ratePerUsd: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,8})?$/, 'errors.rateInvalid')
    .refine((value) => Number(value) > 0, 'errors.rateInvalid'),
  asOf: z.iso.date({ message: 'errors.dateInvalid' }),
});
