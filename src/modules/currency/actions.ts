'use server';

import type { FormState } from '@/lib/form-state';
import { runFormAction } from '@/server/form-action';
import { requireActionActor } from '@/server/session';
import { exchangeRateSchema } from './schemas';
import { setExchangeRate } from './update-rate';

export async function setExchangeRateAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(exchangeRateSchema, formData, async (input) => {
    await setExchangeRate(await requireActionActor('edit:theme:any'), input);
    return { status: 'success', message: 'rates.saved', values: input };
  });
}
