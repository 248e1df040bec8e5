import { getLocale, getTranslations } from 'next-intl/server';
import { registrationCountries } from '@/modules/accounts';
import { changeChildCountryAction } from '../actions';
import { ChildCountryForm } from './child-country-form';

/**
 * On a linked child's /children card: the country the child lives in, which a parent changes with their own password;
 * the new country's consent rule is applied to the account at once (decision 060's amendment). Named in the page's
 * language, as the sign-up's select is.
 */
export async function ChildCountrySettings({ childId, childName, country }: { childId: string; childName: string; country: string | null }) {
  const [t, locale] = await Promise.all([getTranslations('families.country'), getLocale()]);
  return (
    <ChildCountryForm
      action={changeChildCountryAction}
      fields={{ childId }}
      countries={registrationCountries(locale)}
      current={country}
      idPrefix={`child-${childId}`}
      label={t('label', { name: childName })}
      hint={t('hint', { name: childName })}
      notSetLabel={t('notSet')}
      passwordLabel={t('passwordLabel')}
      submitLabel={t('submit')}
    />
  );
}
