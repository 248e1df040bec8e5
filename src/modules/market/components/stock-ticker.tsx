import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { moneyShape, numberShape } from '@/lib/read-number-shape';
import { getDisplayRate } from '@/modules/currency';
import { getPreferences } from '@/modules/preferences';
import { getTickerSnapshot } from '../queries';
import { TickerStrip } from './ticker-strip';

/** The change's options: always signed but at zero, two decimals (spec 9). */
const PERCENT: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' };

export async function StockTicker() {
  const [items, locale, t, format, preferences] = await Promise.all([getTickerSnapshot(), getLocale(), getTranslations('ticker'), getFormatter(), getPreferences()]);
  if (items.length === 0) return null;
  const rate = await getDisplayRate(preferences.currency);
  // The rate's date is available wherever money is shown.
  const rateNote =
    rate.currency === 'USD' ? t('inUsd') : t('converted', { currency: rate.currency, rate: rate.ratePerUsd.replace(/\.?0+$/, ''), date: format.dateTime(new Date(`${rate.asOf}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) });
  // How the locale writes the prices and changes, so the strip writes them in the browser without Intl (its first
  // use loads ICU's data: the longest part of every page's hydration on a phone; lib/number-shape.ts).
  const shapes = { price: moneyShape(locale, rate.currency), change: numberShape(locale, PERCENT) };
  return <TickerStrip initial={items} shapes={shapes} label={t('label')} ratePerUsd={rate.ratePerUsd} rateNote={rateNote} />;
}
