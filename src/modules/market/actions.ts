'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { publicContentChanged } from '@/server/shared-cache';
import { createStock } from './create-stock';
import { importPriceHistory, PriceImportRefusedError } from './import-price-history';
import { removeStock } from './remove-stock';
import { createStockSchema, MARKET_LIMITS, pausedSchema, removeStockSchema, stockPriceSchema, symbolOnlySchema, updateStockSchema, type PriceImportProblem, type PriceImportState } from './schemas';
import { setMarketPaused } from './set-market-paused';
import { editableSettingsSchema, updateSimulatorSettings } from './settings';
import { startTradingDay } from './start-trading-day';
import { stopReplay } from './stop-replay';
import { setStockPrice } from './update-stock-price';
import { updateStockDetails } from './update-stock';

const EDITOR_PATH = '/admin/marketeditor/marketdata';

function revalidateMarket(): void {
  // Every page's ticker names the stocks: the public pages the server keeps start again (decision 020).
  publicContentChanged();
  revalidatePath(EDITOR_PATH);
  revalidatePath('/simulator', 'layout');
}

export async function setStockPriceAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:market:any', stockPriceSchema, formData, async (actor, input) => {
    await setStockPrice(actor, input);
    revalidateMarket();
    return { status: 'success', message: 'marketAdmin.saved', messageValues: { symbol: input.symbol } };
  });
}

export async function createStockAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:market:any', createStockSchema, formData, async (actor, input) => {
    const { symbol } = await createStock(actor, input);
    revalidateMarket();
    return { status: 'success', message: 'marketAdmin.add.done', messageValues: { symbol } };
  });
}

export async function updateStockAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:market:any', updateStockSchema, formData, async (actor, input) => {
    await updateStockDetails(actor, input);
    revalidateMarket();
    return { status: 'success', message: 'marketAdmin.saved', messageValues: { symbol: input.symbol } };
  });
}

export async function removeStockAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:market:any', removeStockSchema, formData, async (actor, input) => {
    const result = await removeStock(actor, input);
    revalidateMarket();
    // The stock's row (and this form in it) leaves the page, so the answer is shown by the page itself.
    redirect(`${EDITOR_PATH}?${new URLSearchParams({ removed: result.symbol, settled: String(result.settlements.length) })}`);
  });
}

export async function stopReplayAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:market:any', symbolOnlySchema, formData, async (actor, input) => {
    await stopReplay(actor, input);
    revalidateMarket();
    return { status: 'success', message: 'marketAdmin.replay.stopped', messageValues: { symbol: input.symbol } };
  });
}

export async function setMarketPausedAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:market:any', pausedSchema, formData, async (actor, input) => {
    await setMarketPaused(actor, input);
    revalidateMarket();
    return { status: 'success', message: input.paused ? 'marketAdmin.controls.pausedDone' : 'marketAdmin.controls.resumedDone' };
  });
}

export async function startTradingDayAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:market:any', z.object({}), formData, async (actor) => {
    const { tradingDay } = await startTradingDay(actor);
    revalidateMarket();
    return { status: 'success', message: 'marketAdmin.controls.newDayDone', messageValues: { day: tradingDay } };
  });
}

export async function updateSettingsAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:market:any', editableSettingsSchema, formData, async (actor, input) => {
    await updateSimulatorSettings(actor, input);
    revalidateMarket();
    return { status: 'success', message: 'marketAdmin.settings.saved' };
  });
}

const importFormSchema = z.object({
  symbol: stockPriceSchema.shape.symbol,
  file: z
    .instanceof(File, { message: 'marketAdmin.import.fileRequired' })
    .refine((file) => file.size > 0, 'marketAdmin.import.fileRequired')
    .refine((file) => file.size <= MARKET_LIMITS.importBytes, 'marketAdmin.import.tooLarge'),
});

export async function importPriceHistoryAction(_state: PriceImportState, formData: FormData): Promise<PriceImportState> {
  let badRows: PriceImportProblem[] | undefined;
  const state = await runActorAction('edit:market:any', importFormSchema, formData, async (actor, { symbol, file }) => {
    try {
      const { rows } = await importPriceHistory(actor, { symbol, text: await file.text() });
      revalidateMarket();
      return { status: 'success', message: 'marketAdmin.import.done', messageValues: { rows, symbol } };
    } catch (error) {
      if (error instanceof PriceImportRefusedError) badRows = error.badRows;
      throw error;
    }
  });
  return { ...state, values: undefined, badRows };
}
