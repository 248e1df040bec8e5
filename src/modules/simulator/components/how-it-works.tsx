import { getTranslations } from 'next-intl/server';
import { HelpLink } from '@/components/ui/help-link';
import { Icon } from '@/components/ui/icon';
import { chevronDown } from '@/components/ui/icon-shapes';
import { formatMoney } from '@/lib/money';
import type { ReactNode } from 'react';
import type { SimulatorRules } from '../contract';
import { isGreater } from './order-estimate';
import { formatPercent } from './format';
import type { Display } from './panel';

/** The rules in a child's words; open for newcomers (no trade yet), folded away afterwards. */
export async function HowItWorks({ rules, display, open }: { rules: SimulatorRules; display: Display; open: boolean }) {
  const [t, help] = await Promise.all([getTranslations('simulator.howItWorks'), getTranslations('help.links')]);
  const money = (usd: string) => formatMoney(usd, display.rate, display.locale);
  const capDigits = Number.isInteger(rules.positionCapPct) ? 0 : 2;
  const items: [string, ReactNode][] = [
    ['🎮', t('virtual', { amount: money(rules.startingCash) })],
    ['📈', t('buySell')],
    ['🧾', t('orderTypes')],
    ['🚫', t('noBorrowing')],
    ['🙅', t('noShortSelling')],
    ['⚖️', t('positionCap', { percent: formatPercent(rules.positionCapPct, display.locale, { signed: false, digits: capDigits }) })],
    ['🪙', t('minPrice', { amount: money(rules.minSharePrice) })],
    ...(isGreater(rules.commission, '0') ? [['💸', t('commission', { amount: money(rules.commission) })] as [string, ReactNode]] : []),
    ['🌈', t('tip')],
  ];
  return (
    <details open={open} className="group rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-lg font-bold [&::-webkit-details-marker]:hidden">
        <span>
          <span aria-hidden="true">💡 </span>
          {t('title')}
        </span>
        <Icon shape={chevronDown} size={20} className="shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {items.map(([icon, item]) => (
          <li key={icon} className="flex gap-2 rounded-xl bg-page px-3 py-2">
            <span aria-hidden="true">{icon}</span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <HelpLink href="/help/simulator-rules">{help('simulator')}</HelpLink>
      </p>
    </details>
  );
}
