'use server';

import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { exchangeRateSchema } from './schemas';
import { setExchangeRate } from './update-rate';

export async function setExchangeRateAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:theme:any', exchangeRateSchema, formData, async (actor, input) => {
    await setExchangeRate(actor, input);
    return { status: 'success', message: 'rates.saved', values: input };
  });
}
