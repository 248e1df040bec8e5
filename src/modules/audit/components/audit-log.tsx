import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import { buttonClass } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { PageLayout } from '@/components/ui/page-layout';
import type { AuditPage } from '../queries';
import type { AuditFilters } from '../schemas';

function query(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ['action', 'user', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]!);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** /admin/audit: newest first, filters, keyset pages, CSV export. Read-only by design. */
export async function AuditLog({ page: { entries, nextCursor, actionTypes: actions }, filters }: { page: AuditPage; filters: AuditFilters }) {
  const [t, format] = await Promise.all([getTranslations('audit'), getFormatter()]);
  const exportLink = (
    <a href={`/admin/audit/export?${query(filters)}`} className={buttonClass('secondary', 'py-2')} download>
      {t('export')}
    </a>
  );
  return (
    <PageLayout width="7xl" tone="admin" title={t('title')} lead={t('lead')} actions={exportLink}>
      <form method="get" role="search" className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-card p-3">
        <SelectField compact id="action" name="action" label={t('action')} defaultValue={filters.action ?? ''}>
          <option value="">{t('allActions')}</option>
          {actions.map((action) => (
            <option key={action} value={action}>{action}</option>
          ))}
        </SelectField>
        <TextField compact className="min-w-56 flex-1" id="user" name="user" type="search" label={t('user')} defaultValue={filters.user} placeholder={t('userPlaceholder')} />
        <TextField compact id="from" name="from" type="date" label={t('from')} defaultValue={filters.from} />
        <TextField compact id="to" name="to" type="date" label={t('to')} defaultValue={filters.to} />
        <button type="submit" className={buttonClass('primary', 'py-2')}>{t('apply')}</button>
      </form>
      <DataTable caption={t('title')} columns={[t('time'), t('action'), t('by'), t('target'), t('message')]} minWidth="56rem" holdsNoControl empty={entries.length === 0 ? t('empty') : null}>
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
          </DataTable>
      <nav aria-label={t('pagination')} className="flex justify-end gap-2">
        {filters.cursor ? <Link href={`/admin/audit?${query(filters)}`} className={buttonClass('secondary', 'py-1.5')}>{t('newest')}</Link> : null}
        {nextCursor ? <Link href={`/admin/audit?${query(filters, { cursor: nextCursor })}`} className={buttonClass('secondary', 'py-1.5')}>{t('older')}</Link> : null}
      </nav>
    </PageLayout>
  );
}
