import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import ar from '../../../messages/ar.json';
import arPart from '../../../messages/ar/market-admin.json';
import en from '../../../messages/en.json';
import enPart from '../../../messages/en/market-admin.json';
import fr from '../../../messages/fr.json';
import frPart from '../../../messages/fr/market-admin.json';
import { AddStockForm } from './components/add-stock-form';
import { MarketControls } from './components/market-controls';
import { MarketDataEditor, type EditorRow } from './components/market-data-editor';
import { PriceImportForm } from './components/price-import-form';
import { SimulatorSettingsForm } from './components/simulator-settings-form';
import { SIMULATOR_DEFAULTS } from './settings';
import { inClientIntl } from '../../../tests/support/client-intl';

vi.mock('./actions', () => ({
  setStockPriceAction: vi.fn(),
  createStockAction: vi.fn(),
  updateStockAction: vi.fn(),
  removeStockAction: vi.fn(),
  stopReplayAction: vi.fn(),
  setMarketPausedAction: vi.fn(),
  startTradingDayAction: vi.fn(),
  updateSettingsAction: vi.fn(),
  importPriceHistoryAction: vi.fn(),
}));

const LOCALES = { en: { ...en, ...enPart }, fr: { ...fr, ...frPart }, ar: { ...ar, ...arPart } };

const ROWS: EditorRow[] = [
  { symbol: 'F', name: 'Ford', sector: 'Travel', description: 'Cars.', currentPrice: '10.8700', basePrice: '11.2000', changePct: -2.95, volatility: '0.3800', drift: '0.0200', holders: 3, openOrders: 2, replay: null },
  { symbol: 'KO', name: 'Coca-Cola', sector: 'Food', description: '', currentPrice: '69.8400', basePrice: '69.5000', changePct: 0.49, volatility: '0.1600', drift: '0.0400', holders: 0, openOrders: 0, replay: { position: 4, total: 250, day: '2024-01-08' } },
];

function render(locale: keyof typeof LOCALES, element: ReactElement): { html: string; errors: string[] } {
  const errors: string[] = [];
  const html = renderToString(
    createElement(NextIntlClientProvider, { locale, messages: LOCALES[locale], timeZone: 'UTC', onError: (error: Error) => errors.push(error.message), children: inClientIntl({ locale, messages: LOCALES[locale], onError: (error) => errors.push(error.message), children: element }) }),
  );
  return { html, errors };
}

describe('the market editor renders in every language', () => {
  for (const locale of Object.keys(LOCALES) as (keyof typeof LOCALES)[]) {
    it(`${locale}: controls, stock table, add form, import form and settings, with no missing message`, () => {
      const { tickIntervalMs, replayTicksPerDay, startingCash, commission, positionCapPct, minSharePrice, dayScheduleMode, dayLengthMinutes, dayCloseTime, dayTimeZone } = SIMULATOR_DEFAULTS;
      const schedule = { dayScheduleMode, dayLengthMinutes, dayCloseTime, dayTimeZone };
      const parts = [
        render(locale, createElement(MarketControls, { paused: false, tradingDay: 3, tickIntervalMs, locale, dayEnd: { endsAt: '2026-11-26T14:00:00Z', minutesLeft: 42, timeZone: 'Europe/Paris' } })),
        render(locale, createElement(MarketControls, { paused: false, tradingDay: 3, tickIntervalMs, locale, dayEnd: null, manualDay: true })),
        render(locale, createElement(MarketDataEditor, { rows: ROWS, locale })),
        render(locale, createElement(AddStockForm)),
        render(locale, createElement(PriceImportForm, { symbols: ['F', 'KO'] })),
        render(locale, createElement(SimulatorSettingsForm, { settings: { tickIntervalMs, replayTicksPerDay, startingCash, commission, positionCapPct, minSharePrice, ...schedule }, timeZones: ['UTC', 'Europe/Paris'] })),
      ];
      expect(parts.flatMap((part) => part.errors)).toEqual([]);
      const html = parts.map((part) => part.html).join('\n');
      // The quick price form keeps the labels the ticker journey uses.
      if (locale === 'en') {
        expect(html).toContain('aria-label="Current price of F"');
        expect(html).toContain('aria-label="Base price of F"');
        expect(html).toContain('3 holders');
        expect(html).toContain('Day 5 of 250');
        expect(html).toContain('Trading day 3');
        // The day's end in the academy's zone (15:00 in Paris is 14:00 UTC), and the schedule's fields.
        expect(html).toMatch(/Ends at 3:00\sPM \(Europe\/Paris\), in 42 minutes/);
        expect(html).toContain('Ends when you start a new day');
        expect(html).toContain('name="dayScheduleMode"');
      }
      expect(html).toContain('name="tickIntervalMs"');
    });
  }
});
