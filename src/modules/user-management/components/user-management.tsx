import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import { buttonClass } from '@/components/ui/button';
import { ROLES } from '@/lib/constants';
import type { Actor } from '@/server/session-flow';
import { listUsers } from '../queries';
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

export async function UserManagement({ actor, filters }: { actor: Actor; filters: UserFilters }) {
  const t = await getTranslations('users');
  const format = await getFormatter();
  const { rows, total, page, pageCount } = await listUsers(actor, filters);
  const control = 'rounded-lg border border-line bg-card px-3 py-2 text-sm';
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted">{t('count', { total })}</p>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-card p-3" role="search">
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor="q" className="text-xs font-semibold text-muted">
            {t('search')}
          </label>
          <input id="q" name="q" type="search" defaultValue={filters.q} placeholder={t('searchPlaceholder')} className={control} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="role" className="text-xs font-semibold text-muted">
            {t('role')}
          </label>
          <select id="role" name="role" defaultValue={filters.role ?? ''} className={control}>
            <option value="">{t('allRoles')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="status" className="text-xs font-semibold text-muted">
            {t('status')}
          </label>
          <select id="status" name="status" defaultValue={filters.status ?? ''} className={control}>
            <option value="">{t('allStatuses')}</option>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary', 'py-2')}>
          {t('apply')}
        </button>
      </form>
      <DataTable caption={t('title')} columns={[t('name'), t('role'), t('status'), t('lastLogin'), t('actions')]} minWidth="60rem">
            {rows.map((user) => (
              <tr key={user.id} className="align-top">
                <td className="px-3 py-2">
                  <div className="font-semibold">{`${user.firstName} ${user.lastName}`.trim() || '—'}</div>
                  <div className="text-xs text-muted">{user.email}</div>
                </td>
                <td className="px-3 py-2">{t(`roles.${user.role as (typeof ROLES)[number]}`)}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    {user.blocked ? <span className="rounded-full border border-error px-2 py-0.5 text-xs font-semibold text-error">{t('statuses.blocked')}</span> : null}
                    {user.emailVerified ? null : <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold">{t('statuses.unverified')}</span>}
                    {!user.blocked && user.emailVerified ? <span className="rounded-full border border-success px-2 py-0.5 text-xs font-semibold text-success">{t('statuses.active')}</span> : null}
                  </div>
                </td>
                <td className="px-3 py-2 tabular-nums text-muted">{user.lastLogin ? format.dateTime(user.lastLogin, { dateStyle: 'short', timeStyle: 'short' }) : t('never')}</td>
                <td className="px-3 py-2">
                  <UserRowActions user={user} isSelf={user.id === actor.id} />
                </td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-8 text-center text-muted">
                  {t('empty')}
                </td>
              </tr>
            ) : null}
          </DataTable>
      <nav aria-label={t('pagination')} className="flex items-center justify-between text-sm">
        <span className="text-muted">{t('pageOf', { page, pageCount })}</span>
        <div className="flex gap-2">
          {page > 1 ? <Link href={pageHref(filters, page - 1)} className={buttonClass('secondary', 'py-1.5')}>{t('previous')}</Link> : null}
          {page < pageCount ? <Link href={pageHref(filters, page + 1)} className={buttonClass('secondary', 'py-1.5')}>{t('next')}</Link> : null}
        </div>
      </nav>
    </div>
  );
}
