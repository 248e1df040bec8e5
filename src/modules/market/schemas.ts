import { z } from 'zod';

const price = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,4})?$/, 'errors.priceInvalid')
  .refine((value) => Number(value) > 0, 'errors.priceInvalid');

export const stockPriceSchema = z.object({
  symbol: z.string().trim().toUpperCase().min(1).max(12),
  currentPrice: price,
  basePrice: price,
});
