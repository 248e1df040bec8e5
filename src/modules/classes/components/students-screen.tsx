import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { SelectField, TextField } from '@/components/ui/field';
import { PageLayout } from '@/components/ui/page-layout';
import { Avatar } from '@/modules/avatars/components/avatar';
import { STUDENT_SORTS } from '../schemas';
import type { StudentsPage } from '../students';

/**
 * /students: every approved student across the tutor's classes (decision 033), searched, filtered and sorted on the
 * server by a plain GET form; each name leads to the student's page. No client JavaScript of its own.
 */
export async function StudentsScreen({ page }: { page: StudentsPage }) {
  const [t, format] = await Promise.all([getTranslations('students'), getFormatter()]);
  const { rows, filters } = page;
  const filtered = Boolean(filters.q || filters.class);
  return (
    <PageLayout width="6xl" title={t('title')} lead={t('lead', { count: page.total })}>
      {page.total === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">
          {t('none')}{' '}
          <Link href="/classes" className="font-semibold text-primary hover:underline">
            {t('toClasses')}
          </Link>
        </p>
      ) : (
        <>
          <form method="get" role="search" aria-label={t('searchTitle')} className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-card p-4">
            <TextField compact className="min-w-48 flex-1" id="q" name="q" type="search" label={t('search')} defaultValue={filters.q} maxLength={80} />
            <SelectField compact id="class" name="class" label={t('class')} defaultValue={filters.class ?? ''}>
              <option value="">{t('allClasses')}</option>
              {page.classes.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </SelectField>
            <SelectField compact id="sort" name="sort" label={t('sort')} defaultValue={filters.sort}>
              {STUDENT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sorts.${sort}`)}
                </option>
              ))}
            </SelectField>
            <button type="submit" className={buttonClass('primary', 'py-2')}>
              {t('apply')}
            </button>
          </form>
          {filtered ? (
            <p className="text-sm text-muted" role="status">
              {t('shown', { shown: rows.length, total: page.total })}{' '}
              <Link href="/students" className="font-semibold text-primary hover:underline">
                {t('clear')}
              </Link>
            </p>
          ) : null}
          <DataTable
            caption={t('title')}
            minWidth="52rem"
            columns={[t('columns.student'), t('columns.classes'), { label: t('columns.level'), numeric: true }, { label: t('columns.weekXp'), numeric: true }, { label: t('columns.streak'), numeric: true }, { label: t('columns.overdue'), numeric: true }, t('columns.lastActive')]}
            empty={rows.length === 0 ? t('noMatch') : null}
          >
            {rows.map((row) => (
              <tr key={row.id} data-student={row.name}>
                <td className={tableCell()}>
                  <Link href={`/students/${encodeURIComponent(row.id)}`} prefetch={false} className="flex items-center gap-3 font-semibold text-[var(--link-text)] hover:underline">
                    <Avatar seed={row.avatarSeed} variant={row.avatarVariant} size={36} alt="" />
                    {row.name}
                  </Link>
                </td>
                <td className={tableCell({ extra: 'text-muted' })}>{format.list(row.classes.map((group) => group.name), { type: 'unit' })}</td>
                <td className={tableCell({ numeric: true })}>{t('levelValue', { level: row.glance?.level.level ?? 1, xp: format.number(row.xp) })}</td>
                <td className={tableCell({ numeric: true })}>{format.number(row.glance?.weekXp ?? 0)}</td>
                <td className={tableCell({ numeric: true })}>{t('streakValue', { days: row.glance?.streak ?? 0 })}</td>
                <td className={tableCell({ numeric: true, extra: row.overdue > 0 ? 'font-semibold text-error' : 'text-muted' })}>{row.overdue > 0 ? format.number(row.overdue) : '–'}</td>
                <td className={tableCell({ extra: 'text-muted' })}>{row.lastLogin ? format.dateTime(row.lastLogin, { dateStyle: 'medium' }) : t('never')}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </PageLayout>
  );
}
