'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { formatMoney } from '@/lib/money';
import { formValues, runActorAction } from '@/server/form-action';
import { getDisplayRate } from '@/modules/currency';
import { getPreferences } from '@/modules/preferences';
import { cancelOrder } from './cancel-order';
import { placeOrder } from './place-order';
import { cancelOrderSchema, leaderboardVisibilitySchema, placeOrderSchema } from './schemas';
import { setLeaderboardVisibility } from './set-leaderboard-visibility';
import type { MessageValue } from './trading-rules';

/** USD amounts in the viewer's currency and language (exact conversion, lib/money.ts), other values as they are. */
async function messageValues(values: Record<string, MessageValue>): Promise<Record<string, string | number>> {
  const { locale, currency } = await getPreferences();
  const rate = await getDisplayRate(currency);
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? formatMoney(value.usd, rate, locale) : value]));
}

/**
 * /simulator: buy or sell. Answers what happened in plain words — "You bought 3 shares of ACME at $12.34 each",
 * "Your order is waiting…", or exactly why it was refused (the refused order is kept in the history too).
 */
export async function placeOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('trade:simulator:own', placeOrderSchema, formData, async (actor, input) => {
    // No revalidatePath: the answer is the order's result alone (a few hundred bytes, not the re-rendered page), so
    // it reaches the child as soon as the order commits; the form then reads the page again (router.refresh).
    const result = await placeOrder(actor, input);
    const { order } = result;
    if (result.outcome === 'rejected') {
      return {
        status: 'error',
        message: result.refusal?.key ?? order.reason ?? 'orders.reasons.unknown',
        messageValues: await messageValues(result.refusal?.values ?? {}),
        values: formValues(formData),
      };
    }
    if (result.outcome === 'filled') {
      return {
        status: 'success',
        message: order.side === 'buy' ? 'orders.done.bought' : 'orders.done.sold',
        messageValues: await messageValues({ shares: order.shares, symbol: order.symbol, price: { usd: order.fillPrice ?? '0' } }),
      };
    }
    return {
      status: 'success',
      message: order.side === 'buy' ? 'orders.done.waitingBuy' : 'orders.done.waitingSell',
      messageValues: await messageValues({ shares: order.shares, symbol: order.symbol, limit: { usd: order.limitPrice ?? '0' } }),
    };
  });
}

/** /simulator: cancel one of my waiting orders. */
export async function cancelOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('trade:simulator:own', cancelOrderSchema, formData, async (actor, input) => {
    const order = await cancelOrder(actor, input.orderId);
    return { status: 'success', message: 'orders.done.canceled', messageValues: { shares: order.shares, symbol: order.symbol } };
  });
}

/** Dashboard (parents): show or hide one of my children on the simulator's leaderboard. */
export async function setLeaderboardVisibilityAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('read:child:own', leaderboardVisibilitySchema, formData, async (actor, input) => {
    const visible = await setLeaderboardVisibility(actor, input.childId, input.visible);
    revalidatePath('/dashboard', 'layout');
    revalidatePath('/simulator');
    return { status: 'success', message: visible ? 'orders.leaderboard.shown' : 'orders.leaderboard.hidden', values: { visible: String(visible) } };
  });
}
