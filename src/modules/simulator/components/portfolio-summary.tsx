import { getTranslations } from 'next-intl/server';
import type { PortfolioView } from '../contract';
import { formatPercent, trendOf } from './format';
import { Money, type Display } from './panel';
import { TrendText } from './trend-text';

/** Total value, cash, shares, gain or loss since the start, and the starting cash. */
export async function PortfolioSummary({ portfolio, display }: { portfolio: PortfolioView; display: Display }) {
  const t = await getTranslations('simulator');
  // Spec 9 paints 0 or more green with ▲, but "You're up! 🎉" at exactly no gain tells a child something false:
  // a gain that rounds to no cent (the account as it opened, or every holding back at its cost) reads as no change.
  const even = Math.round(Number(portfolio.gain) * 100) === 0;
  const up = trendOf(portfolio.gain) === 'up';
  const box = 'rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5';
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" className="sr-only">
        {t('summary.title')}
      </h2>
      {/* Amounts never wrap, and in French or Arabic they are long ("10 000,00 $US"), which pushed the page sideways:
          one column under 22rem (a 320 px phone), two side by side only from there, five across only from 2xl (beside
          the 256 px sidebar a 1280 px screen leaves 1024 px, too narrow for five). */}
      <dl className="grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2 sm:gap-4 md:grid-cols-3 2xl:grid-cols-[1.3fr_1.3fr_1fr_1fr_1fr]">
        <div className={`${box} min-[22rem]:col-span-2 md:col-span-1`}>
          <dt className="text-sm text-muted">{t('summary.total')}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-primary sm:text-3xl 2xl:text-2xl" data-total-value={portfolio.totalValue}>
            <Money usd={portfolio.totalValue} display={display} />
          </dd>
        </div>
        <div className={`${box} min-[22rem]:col-span-2 md:col-span-1`}>
          <dt className="text-sm text-muted">{t('summary.gain')}</dt>
          <dd className="mt-1 flex min-w-0 flex-col gap-0.5" data-gain={portfolio.gain}>
            {even ? (
              <span dir="ltr" data-trend="even" className="whitespace-nowrap text-2xl font-semibold tabular-nums">
                <Money usd={0} display={display} />
              </span>
            ) : (
              <TrendText value={portfolio.gain} upLabel={t('trend.up')} downLabel={t('trend.down')} className="text-2xl">
                <Money usd={portfolio.gain} display={display} />
              </TrendText>
            )}
            <span className={`text-sm font-semibold ${even ? 'text-muted' : up ? 'text-success' : 'text-error'}`}>
              <span dir="ltr" className="tabular-nums">
                {formatPercent(even ? 0 : portfolio.gainPct, display.locale)}
              </span>{' '}
              · {even ? t('summary.evenWords') : up ? t('summary.upWords') : t('summary.downWords')}
            </span>
          </dd>
        </div>
        <div className={box}>
          <dt className="text-sm text-muted">{t('summary.cash')}</dt>
          <dd className="mt-1 text-xl font-bold">
            <Money usd={portfolio.cash} display={display} />
          </dd>
        </div>
        <div className={box}>
          <dt className="text-sm text-muted">{t('summary.holdings')}</dt>
          <dd className="mt-1 text-xl font-bold">
            <Money usd={portfolio.holdingsValue} display={display} />
          </dd>
        </div>
        <div className={`${box} min-[22rem]:col-span-2 md:col-span-1`}>
          <dt className="text-sm text-muted">{t('summary.starting')}</dt>
          <dd className="mt-1 text-xl font-bold">
            <Money usd={portfolio.startingCash} display={display} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
