import { getLocale, getTranslations } from 'next-intl/server';
import { getTickerSnapshot } from '../queries';
import { TickerStrip } from './ticker-strip';

export async function StockTicker() {
  const [items, locale, t] = await Promise.all([getTickerSnapshot(), getLocale(), getTranslations('ticker')]);
  if (items.length === 0) return null;
  return <TickerStrip initial={items} locale={locale} label={t('label')} />;
}
