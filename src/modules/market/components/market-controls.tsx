'use client';

import { useTranslations } from '@/i18n/client';
import { ActionForm } from '@/components/ui/action-form';
import { setMarketPausedAction, startTradingDayAction } from '../actions';
import type { DayEnd } from '../market-day';

/** The market's state (running or paused, the trading day and its end, the tick) with pause/resume and "new trading day". */
export function MarketControls({
  paused,
  tradingDay,
  tickIntervalMs,
  locale,
  dayEnd = null,
  manualDay = false,
}: {
  paused: boolean;
  tradingDay: number;
  tickIntervalMs: number;
  locale: string;
  dayEnd?: DayEnd | null;
  manualDay?: boolean;
}) {
  const t = useTranslations('marketAdmin.controls');
  const seconds = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(tickIntervalMs / 1000);
  // No end yet on a schedule: the engine starts the first day at its next tick (decision 047).
  const ends =
    dayEnd === null
      ? manualDay
        ? t('endsManually')
        : null
      : dayEnd.minutesLeft <= 0
        ? t('endsNow')
        : t('endsAt', { time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: dayEnd.timeZone }).format(new Date(dayEnd.endsAt)), zone: dayEnd.timeZone, minutes: dayEnd.minutesLeft });
  return (
    <section aria-labelledby="market-controls-heading" className="flex flex-col gap-3 rounded-xl border border-line bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 id="market-controls-heading" className="text-base font-bold">
          {t('heading')}
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" role="status">
          <span className={`inline-flex items-center gap-1.5 font-semibold ${paused ? 'text-error' : 'text-success'}`} data-market-state={paused ? 'paused' : 'running'}>
            <span aria-hidden>{paused ? '⏸' : '●'}</span>
            {paused ? t('paused') : t('running')}
          </span>
          <span>{t('day', { day: tradingDay })}</span>
          {ends === null ? null : <span data-day-end>{ends}</span>}
          <span className="text-muted">{t('tick', { seconds })}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ActionForm action={setMarketPausedAction} fields={{ paused: paused ? 'false' : 'true' }} label={paused ? t('resume') : t('pause')} variant={paused ? 'primary' : 'secondary'} />
        <ActionForm
          action={startTradingDayAction}
          fields={{}}
          label={t('newDay')}
          confirm={{ title: t('newDayTitle', { day: tradingDay + 1 }), body: t('newDayBody'), confirmLabel: t('newDayConfirm'), cancelLabel: t('cancel') }}
        />
      </div>
    </section>
  );
}
