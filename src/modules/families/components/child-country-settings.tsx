import { getLocale, getTranslations } from 'next-intl/server';
import { registrationCountries } from '@/modules/accounts';
import { changeChildCountryAction } from '../actions';
import type { LinkedChildCard } from '../link-queries';
import { ChildCountryForm } from './child-country-form';

export interface ChildCountrySettingsProps {
  childId: string;
  childName: string;
  country: string | null;
  /** The account is held after a change of country (decision 060's amendment), and for whom it waits. */
  hold?: LinkedChildCard['countryHold'];
  /** A parent's consent counts for this child only with the child's own agreement too (France below 15). */
  childAgreementToo?: boolean;
}

/**
 * On a linked child's /children card: the country the child lives in, which a parent changes with their own password;
 * the new country's consent rule is applied to the account at once (decision 060's amendment). Named in the page's
 * language, as the sign-up's select is. An account held for a parent's consent says so, and its button gives that
 * consent (confirming the country, with the password); one held for the child's own agreement says it waits for it.
 */
export async function ChildCountrySettings({ childId, childName, country, hold = null, childAgreementToo = false }: ChildCountrySettingsProps) {
  const [t, locale] = await Promise.all([getTranslations('families.country'), getLocale()]);
  const countries = registrationCountries(locale);
  const form = (
    <ChildCountryForm
      action={changeChildCountryAction}
      fields={{ childId }}
      countries={countries}
      current={country}
      idPrefix={`child-${childId}`}
      label={t('label', { name: childName })}
      hint={hold ? undefined : t('hint', { name: childName })}
      notSetLabel={t('notSet')}
      passwordLabel={t('passwordLabel')}
      submitLabel={hold === 'parentConsent' ? t('giveConsent') : t('submit')}
    />
  );
  if (!hold) return form;
  const countryName = countries.find((option) => option.code === country)?.name ?? country ?? '';
  return (
    <section className="flex flex-col gap-3 rounded-xl border-2 border-primary p-3" data-country-hold={hold}>
      <p className="text-sm font-semibold">
        <span aria-hidden="true">🌍 </span>
        {t(`held.${hold}`, { name: childName, country: countryName })}
      </p>
      {hold === 'parentConsent' && childAgreementToo ? <p className="text-sm text-muted">{t('held.childToo', { name: childName })}</p> : null}
      {form}
    </section>
  );
}
