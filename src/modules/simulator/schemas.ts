import { z } from 'zod';
import { ORDER_SHARES_MAX, ORDER_SHARES_MIN } from './trading-rules';

/** A price typed by a child: up to 10 digits and at most 4 decimals, more than zero (the columns' numeric(14, 4)). */
const PRICE = /^\d{1,10}(\.\d{1,4})?$/;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A limit price as typed, or none (empty); competitions' order form takes the same field (decision 065). */
export const limitPriceSchema = z.preprocess(
  emptyToUndefined,
  z
    .string({ message: 'orders.errors.limitPriceInvalid' })
    .trim()
    .regex(PRICE, 'orders.errors.limitPriceInvalid')
    .refine((value) => /[1-9]/.test(value), 'orders.errors.limitPriceInvalid')
    .optional()
    .nullable(),
);

/** An order from the /simulator form (or a test): shares whole, 1..100,000; a limit order needs its limit price. */
export const placeOrderSchema = z
  .object({
    symbol: z.string({ message: 'orders.errors.symbolRequired' }).trim().toUpperCase().min(1, 'orders.errors.symbolRequired').max(12, 'orders.errors.symbolRequired'),
    side: z.enum(['buy', 'sell'], { message: 'orders.errors.sideRequired' }),
    type: z.enum(['market', 'limit'], { message: 'orders.errors.typeRequired' }),
    shares: z.coerce
      .number({ message: 'orders.errors.sharesRange' })
      .int('orders.errors.sharesRange')
      .min(ORDER_SHARES_MIN, 'orders.errors.sharesRange')
      .max(ORDER_SHARES_MAX, 'orders.errors.sharesRange'),
    limitPrice: limitPriceSchema,
    /** Made by the form when it is shown: the same submission twice (double click, retry) executes once. */
    idempotencyKey: z.string({ message: 'orders.errors.keyInvalid' }).trim().regex(/^[\w:-]{8,100}$/, 'orders.errors.keyInvalid'),
  })
  .superRefine((order, context) => {
    if (order.type === 'limit' && !order.limitPrice) context.addIssue({ code: 'custom', path: ['limitPrice'], message: 'orders.errors.limitPriceRequired' });
  })
  .transform((order) => ({ ...order, limitPrice: order.type === 'limit' ? (order.limitPrice ?? null) : null }));
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;

export const cancelOrderSchema = z.object({ orderId: z.string({ message: 'orders.errors.orderNotFound' }).trim().min(1, 'orders.errors.orderNotFound').max(64, 'orders.errors.orderNotFound') });

export const leaderboardVisibilitySchema = z.object({
  childId: z.string({ message: 'orders.errors.childNotFound' }).trim().min(1, 'orders.errors.childNotFound').max(100, 'orders.errors.childNotFound'),
  visible: z.enum(['true', 'false'], { message: 'errors.checkForm' }).transform((value) => value === 'true'),
});
