import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { ANALYTICS_ROLES, MAX_RANGE_DAYS, type AnalyticsFilters } from '../schemas';

/* What the analytics and growth screens share (decision 038): the filters and a table's CSV link. */

export async function FiltersForm({ filters }: { filters: AnalyticsFilters }) {
  const t = await getTranslations('analytics');
  return (
    <form method="get" role="search" className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-card p-3">
      <TextField compact id="from" name="from" type="date" label={t('from')} defaultValue={filters.from} />
      <TextField compact id="to" name="to" type="date" label={t('to')} defaultValue={filters.to} />
      <SelectField compact id="role" name="role" label={t('role')} defaultValue={filters.role}>
        {ANALYTICS_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClass('primary', 'py-2')}>
        {t('apply')}
      </button>
      <p className="basis-full text-xs text-muted">{t('rangeNote', { days: MAX_RANGE_DAYS })}</p>
    </form>
  );
}

/** A table's CSV: `path` is the page's export route, with the page's filters and the section. */
export function CsvLink({ path, section, filters, label }: { path: string; section: string; filters: AnalyticsFilters; label: string }) {
  const query = new URLSearchParams({ section, from: filters.from, to: filters.to, role: filters.role }).toString();
  return (
    <a href={`${path}?${query}`} download className={buttonClass('secondary', 'py-1.5 text-xs')}>
      {label}
    </a>
  );
}
