import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { SelectField, TextField } from '@/components/ui/field';
import { PageLayout } from '@/components/ui/page-layout';
import { TRANSLATION_LOCALES, TRANSLATION_STATUSES, type TranslationLocale } from '@/lib/translation-locales';
import { TranslationStatusPill } from '@/modules/content-admin/components/translation-status-pill';
import type { TranslationCell, TranslationItem, TranslationsPage } from '../queries';
import type { TranslationFilters } from '../translation-schemas';

const VIEW = '/admin/lessoneditor/translations';

function viewHref(filters: TranslationFilters, change: Partial<TranslationFilters>): string {
  const next = { ...filters, ...change };
  const params = new URLSearchParams();
  for (const key of ['language', 'status', 'course', 'q'] as const) if (next[key] !== undefined && next[key] !== '') params.set(key, String(next[key]));
  const query = params.toString();
  return query ? `${VIEW}?${query}` : VIEW;
}

/**
 * /admin/lessoneditor/translations: every course and lesson with how its French and Arabic stand (decision 051), the
 * counts by status (each a filter), and a link to the side-by-side editor of each. What getTranslationsPage read.
 */
export async function TranslationsScreen({ page, filters }: { page: TranslationsPage; filters: TranslationFilters }) {
  const t = await getTranslations('translations');
  const names = await getTranslations('translationEditor');
  const status = await getTranslations('translationStatus');
  const locales = filters.language ? [filters.language] : [...TRANSLATION_LOCALES];
  const filtered = Boolean(filters.language || filters.status || filters.course || filters.q);

  const cell = (kind: 'course' | 'lesson', item: TranslationItem, courseId: number, locale: TranslationLocale, value: TranslationCell) => {
    const href = kind === 'course' ? `/admin/courseeditor/${item.id}?language=${locale}` : `/admin/lessoneditor?course=${courseId}&lesson=${item.id}&language=${locale}`;
    const language = names(`languageNames.${locale}`);
    return (
      <td key={locale} className={tableCell({ extra: 'align-top' })}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <TranslationStatusPill status={value.status} />
          {value.changed > 0 ? <span className="text-xs text-muted">{t('changed', { count: value.changed })}</span> : null}
          {value.lacking > 0 ? <span className="text-xs text-muted">{t('lacking', { count: value.lacking })}</span> : null}
          <a href={href} className="ms-auto text-xs font-semibold text-[var(--link-text)] hover:underline" aria-label={t(value.status === 'translated' ? 'editIn' : 'translateIn', { title: item.title, language })}>
            {value.status === 'translated' ? t('edit') : t('translate')}
          </a>
        </div>
      </td>
    );
  };

  return (
    <PageLayout
      width="7xl"
      tone="admin"
      title={t('title')}
      lead={t('lead')}
      actions={
        <>
          <Link href="/admin/lessoneditor/lessontableeditor" className={buttonClass('secondary', 'py-2')}>
            {t('toTable')}
          </Link>
          <Link href="/admin/lessoneditor" className={buttonClass('secondary', 'py-2')}>
            {t('toEditor')}
          </Link>
        </>
      }
    >
      <section aria-labelledby="translation-counts" className="grid gap-3 sm:grid-cols-2">
        <h2 id="translation-counts" className="sr-only">
          {t('countsHeading')}
        </h2>
        {TRANSLATION_LOCALES.map((locale) => (
          <div key={locale} className="flex flex-col gap-2 rounded-xl border border-line bg-card p-3">
            <p className="text-sm font-bold">
              <span lang={locale}>{names(`languages.${locale}`)}</span>
            </p>
            <ul className="flex flex-wrap gap-1.5" aria-label={t('countsOf', { language: names(`languageNames.${locale}`) })}>
              {TRANSLATION_STATUSES.map((each) => {
                const current = filters.language === locale && filters.status === each;
                return (
                  <li key={each}>
                    <a
                      href={viewHref(filters, { language: locale, status: each })}
                      aria-current={current ? 'true' : undefined}
                      className={`inline-flex items-center gap-1.5 rounded-lg border px-2 py-1 text-xs ${current ? 'border-primary bg-highlight font-semibold' : 'border-line hover:bg-page'}`}
                    >
                      <span>{status(each)}</span>
                      <span className="font-bold tabular-nums">{page.counts[locale][each]}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </section>

      <form method="get" role="search" className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-card p-3">
        <TextField compact className="min-w-48 flex-1" id="translations-q" name="q" type="search" label={t('filters.search')} defaultValue={filters.q} placeholder={t('filters.searchPlaceholder')} />
        <SelectField compact id="translations-course" name="course" label={t('filters.course')} defaultValue={filters.course ?? ''}>
          <option value="">{t('filters.allCourses')}</option>
          {page.courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </SelectField>
        <SelectField compact id="translations-language" name="language" label={t('filters.language')} defaultValue={filters.language ?? ''}>
          <option value="">{t('filters.allLanguages')}</option>
          {TRANSLATION_LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {names(`languageNames.${locale}`)}
            </option>
          ))}
        </SelectField>
        <SelectField compact id="translations-status" name="status" label={t('filters.status')} defaultValue={filters.status ?? ''}>
          <option value="">{t('filters.anyStatus')}</option>
          <option value="todo">{t('filters.todo')}</option>
          {TRANSLATION_STATUSES.map((each) => (
            <option key={each} value={each}>
              {status(each)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClass('primary', 'py-1.5')}>
          {t('filters.apply')}
        </button>
        {filtered ? (
          <Link href={VIEW} className={buttonClass('ghost', 'py-1.5')}>
            {t('filters.clear')}
          </Link>
        ) : null}
      </form>

      <p className="text-sm text-muted" aria-live="polite">
        {t('shown', { shown: page.shown, total: page.total })}
      </p>

      <DataTable
        caption={t('caption')}
        minWidth={locales.length === 1 ? '36rem' : '52rem'}
        columns={[{ label: t('columns.item') }, ...locales.map((locale) => ({ label: names(`languageNames.${locale}`), className: 'w-[30%]' }))]}
        empty={page.groups.length === 0 ? t('empty') : undefined}
      >
        {page.groups.flatMap((group) => [
          <tr key={`course-${group.id}`} className="bg-page/60">
            <th scope="row" className={tableCell({ extra: 'text-start align-top font-semibold' })}>
              <span className="me-2 text-xs font-normal uppercase tracking-wide text-muted">{t('course')}</span>
              {/* The titles are the English source's: laid out as English, whatever the page's direction. */}
              <span lang="en" dir="auto">
                {group.title}
              </span>
              {group.published ? null : <span className="ms-2 text-xs font-normal text-muted">({t('draft')})</span>}
            </th>
            {locales.map((locale) => cell('course', group, group.id, locale, group.languages[locale]))}
          </tr>,
          ...group.lessons.map((lesson) => (
            <tr key={`lesson-${lesson.id}`}>
              <th scope="row" className={tableCell({ extra: 'text-start align-top font-normal' })}>
                <span className="block ps-4">
                  <span lang="en" dir="auto">
                    {lesson.title}
                  </span>
                  {lesson.published ? null : <span className="ms-2 text-xs text-muted">({t('draft')})</span>}
                </span>
                <span className="block ps-4 text-xs text-muted" dir="ltr">
                  {lesson.slug}
                </span>
              </th>
              {locales.map((locale) => cell('lesson', lesson, group.id, locale, lesson.languages[locale]))}
            </tr>
          )),
        ])}
      </DataTable>
    </PageLayout>
  );
}

