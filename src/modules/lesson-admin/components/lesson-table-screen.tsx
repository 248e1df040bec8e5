import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageLayout } from '@/components/ui/page-layout';
import { LESSON_CSV_COLUMNS } from '../export-lessons';
import type { LessonTablePage } from '../queries';
import type { LessonTableFilters } from '../schemas';
import { TRANSLATION_FILE_FORMATS } from '../translation-schemas';
import { TRANSLATION_LOCALES } from '@/lib/translation-locales';
import { SelectField, TextField } from '@/components/ui/field';
import { LessonImportForm } from './lazy-parts';
import { LessonTable, type LessonRowView } from './lesson-table';

function filterQuery(filters: LessonTableFilters): string {
  const params = new URLSearchParams();
  if (filters.course) params.set('course', String(filters.course));
  if (filters.published) params.set('published', filters.published);
  if (filters.q) params.set('q', filters.q);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.dir) params.set('dir', filters.dir);
  return params.toString();
}

/**
 * /admin/lessoneditor/lessontableeditor: every lesson in one table, filtered and sorted on the server (what
 * getLessonTablePage read). As wide as the lesson editor.
 */
export async function LessonTableScreen({ page: { rows, total, courses: courseOptions }, filters }: { page: LessonTablePage; filters: LessonTableFilters }) {
  const [t, format, names] = await Promise.all([getTranslations('lessonTable'), getFormatter(), getTranslations('translationEditor')]);
  const views: LessonRowView[] = rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    position: row.position,
    title: row.title,
    slug: row.slug,
    xpReward: row.xpReward,
    estimatedMinutes: row.estimatedMinutes,
    published: row.published,
    updatedLabel: format.dateTime(row.updatedAt, { dateStyle: 'short', timeStyle: 'short' }),
  }));
  const query = filterQuery(filters);
  return (
    <PageLayout
      width="screen-2xl"
      tone="admin"
      title={t('title')}
      lead={t('count', { total })}
      actions={
        <>
          <Link href="/admin/lessoneditor/translations" className={buttonClass('secondary', 'py-2')}>
            {t('toTranslations')}
          </Link>
          <Link href="/admin/lessoneditor" className={buttonClass('secondary', 'py-2')}>
            {t('toEditor')}
          </Link>
        </>
      }
    >
      <form method="get" role="search" className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-card p-3">
        {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        {filters.dir ? <input type="hidden" name="dir" value={filters.dir} /> : null}
        <TextField
          compact
          className="min-w-48 flex-1"
          id="lesson-q"
          name="q"
          type="search"
          label={t('filters.search')}
          defaultValue={filters.q}
          placeholder={t('filters.searchPlaceholder')}
        />
        <SelectField compact id="lesson-course" name="course" label={t('filters.course')} defaultValue={filters.course ?? ''}>
          <option value="">{t('filters.allCourses')}</option>
          {courseOptions.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </SelectField>
        <SelectField compact id="lesson-published" name="published" label={t('filters.published')} defaultValue={filters.published ?? ''}>
          <option value="">{t('filters.any')}</option>
          <option value="yes">{t('filters.publishedOnly')}</option>
          <option value="no">{t('filters.draftsOnly')}</option>
        </SelectField>
        <button type="submit" className={buttonClass('primary', 'py-1.5')}>
          {t('filters.apply')}
        </button>
        {filters.course || filters.published || filters.q ? (
          <Link href="/admin/lessoneditor/lessontableeditor" className={buttonClass('ghost', 'py-1.5')}>
            {t('filters.clear')}
          </Link>
        ) : null}
      </form>

      <div className="flex flex-col gap-3 rounded-xl border border-line bg-card p-3 lg:flex-row lg:items-start">
        <div className="flex flex-col gap-1 lg:w-72">
          <h2 className="text-sm font-bold">{t('csv.title')}</h2>
          <p className="text-xs text-muted">{t('csv.format', { columns: LESSON_CSV_COLUMNS.join(', ') })}</p>
          <div>
            <a href={`/admin/lessoneditor/lessontableeditor/export${query ? `?${query}` : ''}`} download className={buttonClass('secondary', 'mt-1 py-1.5 text-xs')}>
              {t('csv.export', { count: total })}
            </a>
          </div>
          {/* A language's words, by block id with the English beside them (decision 051), for the same lessons. */}
          <form method="get" action="/admin/lessoneditor/lessontableeditor/export" className="mt-2 flex flex-wrap items-end gap-2 border-t border-line pt-2" aria-labelledby="translation-export-title">
            <h3 id="translation-export-title" className="w-full text-sm font-bold">
              {t('csv.translationsTitle')}
            </h3>
            <p className="w-full text-xs text-muted">{t('csv.translationsFormat')}</p>
            {(['course', 'published', 'q', 'sort', 'dir'] as const).map((name) => (filters[name] ? <input key={name} type="hidden" name={name} value={String(filters[name])} /> : null))}
            <SelectField compact id="translation-export-language" name="language" label={t('csv.language')} defaultValue="fr">
              {TRANSLATION_LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {names(`languageNames.${locale}`)}
                </option>
              ))}
            </SelectField>
            <SelectField compact id="translation-export-format" name="format" label={t('csv.fileFormat')} defaultValue="csv">
              {TRANSLATION_FILE_FORMATS.map((each) => (
                <option key={each} value={each}>
                  {each.toUpperCase()}
                </option>
              ))}
            </SelectField>
            <button type="submit" className={buttonClass('secondary', 'py-1.5 text-xs')}>
              {t('csv.exportTranslation', { count: total })}
            </button>
          </form>
        </div>
        <div className="min-w-0 flex-1">
          <LessonImportForm />
        </div>
      </div>

      <LessonTable rows={views} courses={courseOptions} filters={filters} />
      {rows.length < total ? <p className="text-sm text-muted">{t('truncated', { shown: rows.length, total })}</p> : null}
    </PageLayout>
  );
}
