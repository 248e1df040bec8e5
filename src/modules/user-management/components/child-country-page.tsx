import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageLayout } from '@/components/ui/page-layout';
import { StatusPill } from '@/components/ui/status-pill';
import { registrationCountries } from '@/modules/accounts';
import { ChildCountryForm } from '@/modules/families/components/child-country-form';
import { changeCountryAction } from '../actions';
import type { ChildCountryPage } from '../queries';

/**
 * /admin/user-management/[userId]/country: an admin changes a child's country (decision 060's amendment), and the new
 * country's consent rule is applied to the account. Its own page: the select of every country is rendered once here,
 * not once per child of the user list.
 */
export async function ChildCountryScreen({ child }: { child: ChildCountryPage }) {
  const [t, locale] = await Promise.all([getTranslations('users'), getLocale()]);
  return (
    <PageLayout width="4xl" tone="admin" title={t('country.pageTitle', { email: child.email })} lead={t('country.pageLead', { name: child.name })}>
      {child.consentPending ? (
        <p>
          <StatusPill tone="muted">{t('country.held')}</StatusPill>
        </p>
      ) : null}
      <div className="rounded-xl border border-line bg-card p-4">
        <ChildCountryForm
          action={changeCountryAction}
          fields={{ userId: child.id }}
          countries={registrationCountries(locale)}
          current={child.country}
          idPrefix={`user-${child.id}`}
          label={t('country.label', { email: child.email })}
          notSetLabel={t('country.none')}
          submitLabel={t('country.submit')}
        />
      </div>
      <p>
        <Link href="/admin/user-management" className={buttonClass('secondary', 'py-1.5')}>
          {t('country.back')}
        </Link>
      </p>
    </PageLayout>
  );
}
