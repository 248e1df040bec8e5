import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import type { LessonEditorPage } from '../queries';
import { SelectField } from '@/components/ui/field';
import { LinkTabs } from '@/components/ui/link-tabs';
import { TRANSLATION_LOCALES } from '@/lib/translation-locales';
import { TranslationStatusPill } from '@/modules/content-admin/components/translation-status-pill';
import { LessonEditor, LessonTranslationEditor } from './lazy-parts';
import { NewLessonForm } from './new-lesson-form';

/**
 * /admin/lessoneditor: pick a course and one of its lessons (or start a new one), then edit it beside its preview;
 * what getLessonEditorPage read. The widest page (the editor and its preview side by side).
 */
export async function LessonEditorScreen({ courses: courseOptions, course, courseLessons, lesson, thumbnailChoices, skills, language, lessonMissing, courseMissing }: LessonEditorPage) {
  const [t, names] = await Promise.all([getTranslations('lessonEditor'), getTranslations('translationEditor')]);
  const languageHref = (id: number, courseId: number, to: string) => `/admin/lessoneditor?course=${courseId}&lesson=${id}${to === 'en' ? '' : `&language=${to}`}`;
  return (
    <PageLayout
      width="screen-2xl"
      tone="admin"
      title={t('title')}
      lead={t('lead')}
      actions={
        <>
          <Link href="/admin/lessoneditor/translations" className={buttonClass('secondary', 'py-2')}>
            {t('toTranslations')}
          </Link>
          <Link href="/admin/lessoneditor/lessontableeditor" className={buttonClass('secondary', 'py-2')}>
            {t('toTable')}
          </Link>
        </>
      }
    >
      <section aria-label={t('pickerLabel')} className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-4">
        <form method="get" className="flex flex-wrap items-end gap-2">
          <SelectField compact className="min-w-56 flex-1 sm:flex-none" id="course-picker" name="course" label={t('course')} defaultValue={course?.id ?? ''} required>
            <option value="" disabled>
              {t('chooseCourse')}
            </option>
            {courseOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClass('secondary', 'py-1.5')}>
            {t('open')}
          </button>
        </form>

        {course ? (
          <>
            <nav aria-label={t('lessonsOf', { course: course.title })}>
              <p className="mb-1 text-xs font-semibold text-muted">{t('lessonsOf', { course: course.title })}</p>
              {courseLessons.length === 0 ? (
                <p className="text-sm text-muted">{t('noLessons')}</p>
              ) : (
                <ol className="flex flex-wrap gap-1.5">
                  {courseLessons.map((item, index) => {
                    const current = item.id === lesson?.id;
                    return (
                      <li key={item.id}>
                        <Link
                          href={languageHref(item.id, course.id, language)}
                          aria-current={current ? 'page' : undefined}
                          className={`inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1 text-sm ${current ? 'border-primary bg-highlight font-semibold' : 'border-line hover:bg-page'}`}
                        >
                          <span className="tabular-nums text-muted">{index + 1}.</span>
                          {item.title}
                          <span aria-hidden className={`h-2 w-2 rounded-full ${item.published ? 'bg-[var(--success)]' : 'bg-[var(--muted-text)]'}`} />
                          <span className="sr-only">({item.published ? t('status.published') : t('status.draft')})</span>
                        </Link>
                      </li>
                    );
                  })}
                </ol>
              )}
            </nav>
            <details className="rounded-xl border border-line p-3" open={courseLessons.length === 0}>
              <summary className="cursor-pointer text-sm font-semibold">{t('create.open')}</summary>
              <div className="mt-3">
                <NewLessonForm courseId={course.id} />
              </div>
            </details>
          </>
        ) : null}
      </section>

      {lessonMissing ? <Alert tone="error">{t('lessonMissing')}</Alert> : null}
      {courseMissing ? <Alert tone="error">{t('courseMissing')}</Alert> : null}
      {lesson ? (
        <>
          <LinkTabs
            label={names('switchLabel')}
            tabs={[
              { href: languageHref(lesson.id, lesson.courseId, 'en'), label: names('languages.en'), lang: 'en', current: language === 'en' },
              ...TRANSLATION_LOCALES.map((locale) => ({
                href: languageHref(lesson.id, lesson.courseId, locale),
                label: names(`languages.${locale}`),
                lang: locale,
                current: language === locale,
                extra: <TranslationStatusPill status={lesson.translations[locale]?.state.status ?? 'missing'} />,
              })),
            ]}
          />
          {language === 'en' ? (
            <LessonEditor key={lesson.id} lesson={lesson} thumbnailChoices={thumbnailChoices} skills={skills} />
          ) : (
            <LessonTranslationEditor key={`${lesson.id}-${language}`} lesson={lesson} locale={language} />
          )}
        </>
      ) : (
        <p className="text-sm text-muted">{course ? t('pickLesson') : t('pickCourse')}</p>
      )}
    </PageLayout>
  );
}
