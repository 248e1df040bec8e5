import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { LOCALES } from '@/i18n/locales';
import { CURRENCIES } from '@/lib/constants';
import { switchVisitorPreferencesAction } from '../actions';
import type { Preferences } from '../queries';

/**
 * Spec 4: a signed-out visitor's language and currency, written to the 365-day cookies. A server component with a
 * plain form action: it works without JavaScript. It submits with its button rather than on change, so choosing an
 * option never reloads the page under the keyboard (WCAG 3.2.2). Signed-in users use /settings instead.
 */
export async function VisitorPreferencesForm({ initial }: { initial: Pick<Preferences, 'locale' | 'currency'> }) {
  const t = await getTranslations('footer');
  const settings = await getTranslations('settings');
  const select = 'h-10 min-w-0 max-w-full rounded-lg border border-line bg-card px-2 text-sm text-ink';
  return (
    // Keyed by the values: React resets a form after its action, and a select takes a new defaultValue only when it
    // mounts, so without a fresh form the selects would fall back to the previous choice.
    <form key={`${initial.locale}-${initial.currency}`} action={switchVisitorPreferencesAction} aria-labelledby="footer-preferences" className="flex flex-wrap items-end gap-3">
      <h2 id="footer-preferences" className="sr-only">{t('preferences')}</h2>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="footer-locale" className="text-xs font-semibold text-muted">{t('language')}</label>
        <select id="footer-locale" name="locale" defaultValue={initial.locale} className={select}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>{settings(`languages.${locale}`)}</option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="footer-currency" className="text-xs font-semibold text-muted">{t('currency')}</label>
        <select id="footer-currency" name="currency" defaultValue={initial.currency} className={select}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>{settings(`currencies.${currency}`)}</option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary', 'h-10')}>{t('apply')}</button>
    </form>
  );
}
