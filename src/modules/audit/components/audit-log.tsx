import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import { buttonClass } from '@/components/ui/button';
import type { Actor } from '@/server/session-flow';
import { listAuditActionTypes, listAuditEntries } from '../queries';
import type { AuditFilters } from '../schemas';

function query(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ['action', 'user', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]!);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** /admin/audit: newest first, filters, keyset pages, CSV export. Read-only by design. */
export async function AuditLog({ actor, filters }: { actor: Actor; filters: AuditFilters }) {
  const t = await getTranslations('audit');
  const format = await getFormatter();
  const [{ entries, nextCursor }, actions] = await Promise.all([listAuditEntries(actor, filters), listAuditActionTypes(actor)]);
  const control = 'rounded-lg border border-line bg-card px-3 py-2 text-sm';
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted">{t('lead')}</p>
        </div>
        <a href={`/admin/audit/export?${query(filters)}`} className={buttonClass('secondary', 'py-2')} download>
          {t('export')}
        </a>
      </div>
      <form method="get" role="search" className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-card p-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="action" className="text-xs font-semibold text-muted">{t('action')}</label>
          <select id="action" name="action" defaultValue={filters.action ?? ''} className={control}>
            <option value="">{t('allActions')}</option>
            {actions.map((action) => (
              <option key={action} value={action}>{action}</option>
            ))}
          </select>
        </div>
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor="user" className="text-xs font-semibold text-muted">{t('user')}</label>
          <input id="user" name="user" type="search" defaultValue={filters.user} placeholder={t('userPlaceholder')} className={control} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="from" className="text-xs font-semibold text-muted">{t('from')}</label>
          <input id="from" name="from" type="date" defaultValue={filters.from} className={control} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="to" className="text-xs font-semibold text-muted">{t('to')}</label>
          <input id="to" name="to" type="date" defaultValue={filters.to} className={control} />
        </div>
        <button type="submit" className={buttonClass('primary', 'py-2')}>{t('apply')}</button>
      </form>
      <DataTable caption={t('title')} columns={[t('time'), t('action'), t('by'), t('target'), t('message')]} minWidth="56rem">
            {entries.map((entry) => (
              <tr key={entry.id} className="align-top">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums text-muted">
                  <time dateTime={entry.timestamp.toISOString()}>{format.dateTime(entry.timestamp, { dateStyle: 'short', timeStyle: 'medium' })}</time>
                </td>
                <td className="px-3 py-2 font-mono text-xs">{entry.actionType}</td>
                <td className="px-3 py-2">
                  <div>{entry.performedBy}</div>
                  <div className="text-xs text-muted">{entry.role}</div>
                </td>
                <td className="px-3 py-2">{entry.targetUser ?? '—'}</td>
                <td className="px-3 py-2">{entry.message}</td>
              </tr>
            ))}
            {entries.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-8 text-center text-muted">{t('empty')}</td>
              </tr>
            ) : null}
          </DataTable>
      <nav aria-label={t('pagination')} className="flex justify-end gap-2">
        {filters.cursor ? <Link href={`/admin/audit?${query(filters)}`} className={buttonClass('secondary', 'py-1.5')}>{t('newest')}</Link> : null}
        {nextCursor ? <Link href={`/admin/audit?${query(filters, { cursor: nextCursor })}`} className={buttonClass('secondary', 'py-1.5')}>{t('older')}</Link> : null}
      </nav>
    </div>
  );
}
