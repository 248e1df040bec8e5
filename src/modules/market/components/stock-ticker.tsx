import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { getDisplayRate } from '@/modules/currency';
import { getPreferences } from '@/modules/preferences';
import { getTickerSnapshot } from '../queries';
import { TickerStrip } from './ticker-strip';

export async function StockTicker() {
  const [items, locale, t, format, preferences] = await Promise.all([getTickerSnapshot(), getLocale(), getTranslations('ticker'), getFormatter(), getPreferences()]);
  if (items.length === 0) return null;
  const rate = await getDisplayRate(preferences.currency);
  // The rate's date is available wherever money is shown.
  const rateNote =
    rate.currency === 'USD' ? t('inUsd') : t('converted', { currency: rate.currency, rate: rate.ratePerUsd.replace(/\.?0+$/, ''), date: format.dateTime(new Date(`${rate.asOf}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) });
  return <TickerStrip initial={items} locale={locale} label={t('label')} rate={rate} rateNote={rateNote} />;
}
