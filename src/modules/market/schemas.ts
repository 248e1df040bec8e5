import { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { MARKET_LIMITS } from './limits';
import { STOCK_SECTORS } from './sectors';

// The bounds the forms also show in the browser live without zod (limits.ts).
export { MARKET_LIMITS, SETTING_LIMITS } from './limits';

/** A decimal as typed, checked by `inner`: trimmed, a decimal comma (French) read as a point, a typographic minus as '-'. */
export function decimalText<T extends z.ZodType<string, string>>(inner: T) {
  return z.preprocess((value) => (typeof value === 'string' ? value.trim().replace(',', '.').replace('−', '-') : value), inner);
}

const price = decimalText(
  z
    .string()
    .regex(/^\d{1,10}(\.\d{1,4})?$/, 'errors.priceInvalid')
    .refine((value) => Number(value) > 0 && Number(value) <= MARKET_LIMITS.maxPrice, 'errors.priceInvalid'),
);

/** A symbol: A–Z, digits and dots, at most 12 characters. */
export const symbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9.]{0,11}$/, 'marketAdmin.errors.symbol');

export const stockPriceSchema = z.object({
  symbol: z.string().trim().toUpperCase().min(1).max(MARKET_LIMITS.symbolMax),
  currentPrice: price,
  basePrice: price,
});

/** Yearly σ, 0..3 (the column's check). */
const volatility = decimalText(
  z
    .string({ message: 'marketAdmin.errors.volatility' })
    .regex(/^\d(\.\d{1,4})?$/, 'marketAdmin.errors.volatility')
    .refine((value) => Number(value) >= 0 && Number(value) <= 3, 'marketAdmin.errors.volatility'),
);

/** Yearly μ, −1..1 (the column's check). */
const drift = decimalText(
  z
    .string({ message: 'marketAdmin.errors.drift' })
    .regex(/^-?\d(\.\d{1,4})?$/, 'marketAdmin.errors.drift')
    .refine((value) => Number(value) >= -1 && Number(value) <= 1, 'marketAdmin.errors.drift'),
);

const details = {
  name: z.string().trim().min(1, 'marketAdmin.errors.name').max(MARKET_LIMITS.nameMax, 'marketAdmin.errors.name'),
  sector: z.enum(STOCK_SECTORS, { message: 'marketAdmin.errors.sector' }),
  description: z.string().trim().max(MARKET_LIMITS.descriptionMax, 'marketAdmin.errors.description').default(''),
  volatility,
  drift,
};

export const createStockSchema = z.object({ symbol: symbolSchema, ...details, price });
export type CreateStockInput = z.input<typeof createStockSchema>;

export const updateStockSchema = z.object({ symbol: stockPriceSchema.shape.symbol, ...details });
export type UpdateStockInput = z.input<typeof updateStockSchema>;

export const removeStockSchema = z.object({
  symbol: stockPriceSchema.shape.symbol,
  /** Sell every holding at the last price first (the admin confirmed it, knowing how many children hold it). */
  settle: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const symbolOnlySchema = z.object({ symbol: stockPriceSchema.shape.symbol });

export const pausedSchema = z.object({ paused: z.enum(['true', 'false']).transform((value) => value === 'true') });

/** One bad row of a CSV price history: its line (from 1, the header is line 1) and why. */
export interface PriceImportProblem {
  line: number;
  reason: string;
  values?: Record<string, string | number>;
}

/** The answer of the CSV import: a refused file lists every bad row (line and reason). */
export interface PriceImportState extends FormState {
  badRows?: PriceImportProblem[];
}

/** A candle of the price history (time in seconds since the epoch, as chart libraries expect). */
export interface CandleView {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export type HistoryRange = '1h' | '1d' | '1w' | '1m' | 'all';
