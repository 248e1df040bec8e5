import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { registrationCountries } from '@/modules/accounts';
import { DataTable } from '@/components/ui/data-table';
import { buttonClass } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { StatusPill } from '@/components/ui/status-pill';
import { PageLayout } from '@/components/ui/page-layout';
import { ROLES } from '@/lib/constants';
import { fullName } from '@/lib/person-name';
import type { UserManagementPage } from '../queries';
import { USER_STATUSES, type UserFilters } from '../schemas';
import { UserRowActions } from './user-row-actions';

function pageHref(filters: UserFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  params.set('page', String(page));
  return `/admin/user-management?${params.toString()}`;
}

/** /admin/user-management: every account, searched and filtered, a page at a time (what getUserManagementPage read). */
export async function UserManagement({ page: { rows, total, page, pageCount, currentUserId }, filters }: { page: UserManagementPage; filters: UserFilters }) {
  const [t, format, locale] = await Promise.all([getTranslations('users'), getFormatter(), getLocale()]);
  // A child's row names their country (decision 060's amendment) in the page's language and links to the page that
  // changes it: the select of every country is rendered there once, not once per child here.
  const countryNames = new Map(rows.some((user) => user.role === 'child') ? registrationCountries(locale).map((country) => [country.code, country.name]) : []);
  return (
    <PageLayout width="7xl" tone="admin" title={t('title')} lead={t('count', { total })}>
      <form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-card p-3" role="search">
        <TextField compact className="min-w-56 flex-1" id="q" name="q" type="search" label={t('search')} defaultValue={filters.q} placeholder={t('searchPlaceholder')} />
        <SelectField compact id="role" name="role" label={t('role')} defaultValue={filters.role ?? ''}>
          <option value="">{t('allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField compact id="status" name="status" label={t('status')} defaultValue={filters.status ?? ''}>
          <option value="">{t('allStatuses')}</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClass('primary', 'py-2')}>
          {t('apply')}
        </button>
      </form>
      <DataTable caption={t('title')} columns={[t('name'), t('role'), t('status'), t('lastLogin'), t('actions')]} minWidth="60rem" empty={rows.length === 0 ? t('empty') : null}>
            {rows.map((user) => (
              <tr key={user.id} className="align-top">
                <td className="px-3 py-2">
                  <div className="font-semibold">{fullName(user) || '—'}</div>
                  <div className="text-xs text-muted">{user.email}</div>
                </td>
                <td className="px-3 py-2">{t(`roles.${user.role as (typeof ROLES)[number]}`)}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    {user.blocked ? <StatusPill tone="error">{t('statuses.blocked')}</StatusPill> : null}
                    {user.emailVerified ? null : <StatusPill tone="muted">{t('statuses.unverified')}</StatusPill>}
                    {!user.blocked && user.emailVerified ? <StatusPill tone="success">{t('statuses.active')}</StatusPill> : null}
                  </div>
                </td>
                <td className="px-3 py-2 tabular-nums text-muted">{user.lastLogin ? format.dateTime(user.lastLogin, { dateStyle: 'short', timeStyle: 'short' }) : t('never')}</td>
                <td className="px-3 py-2">
                  <UserRowActions user={user} isSelf={user.id === currentUserId} countryName={user.country ? (countryNames.get(user.country) ?? user.country) : t('country.none')} />
                </td>
              </tr>
            ))}
          </DataTable>
      <nav aria-label={t('pagination')} className="flex items-center justify-between text-sm">
        <span className="text-muted">{t('pageOf', { page, pageCount })}</span>
        <div className="flex gap-2">
          {page > 1 ? <Link href={pageHref(filters, page - 1)} className={buttonClass('secondary', 'py-1.5')}>{t('previous')}</Link> : null}
          {page < pageCount ? <Link href={pageHref(filters, page + 1)} className={buttonClass('secondary', 'py-1.5')}>{t('next')}</Link> : null}
        </div>
      </nav>
    </PageLayout>
  );
}
