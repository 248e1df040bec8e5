'use client';

import { lazyPart } from '@/components/ui/lazy-part';

/*
 * The market page's forms that are each a chunk of its own (decision 023's budget), so its controls and its table
 * of stocks come alive first: adding a stock (folded until asked for), a stock's details (opened from its row), a
 * price history to replay and the simulator's rules (below the table). The server draws the ones on the page as any
 * component; each comes alive in the browser once its chunk has arrived.
 */

export const AddStockForm = lazyPart(() => import('./add-stock-form').then(({ AddStockForm }) => AddStockForm));

export const StockEditForm = lazyPart(() => import('./stock-edit-form').then(({ StockEditForm }) => StockEditForm));

export const PriceImportForm = lazyPart(() => import('./price-import-form').then(({ PriceImportForm }) => PriceImportForm));

export const SimulatorSettingsForm = lazyPart(() => import('./simulator-settings-form').then(({ SimulatorSettingsForm }) => SimulatorSettingsForm));
