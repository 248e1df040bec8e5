'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { stockPriceSchema } from './schemas';
import { setStockPrice } from './update-stock-price';

export async function setStockPriceAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(stockPriceSchema, formData, async (input) => {
    await setStockPrice(await requireActionActor('edit:market:any'), input);
    revalidatePath('/admin/marketeditor/marketdata');
    return { status: 'success', message: 'market.saved', messageValues: { symbol: input.symbol } };
  });
}
