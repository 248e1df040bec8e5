import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import type { CourseEditorPage } from '../queries';
import { BackLink } from '@/components/ui/back-link';
import { LinkTabs } from '@/components/ui/link-tabs';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/translation-locales';
import { CourseForm } from './course-form';
import { CourseTranslationForm } from './course-translation-form';
import { TranslationStatusPill } from './translation-status-pill';
import { CoursePublishButton } from './course-publish-button';
import { StatusPill } from '@/components/ui/status-pill';

/**
 * /admin/courseeditor/<id> (an existing course) and /admin/courseeditor/new (course null): what getCourseEditorPage
 * read. An existing course's words are edited in each language, each tab its own address (`?language=fr`).
 */
export async function CourseEditView({ course, thumbnails, created = false, language = 'en' }: CourseEditorPage & { created?: boolean; language?: 'en' | TranslationLocale }) {
  const [t, names] = await Promise.all([getTranslations('courseEditor'), getTranslations('translationEditor')]);
  const languageHref = (id: number, to: string) => `/admin/courseeditor/${id}${to === 'en' ? '' : `?language=${to}`}`;
  return (
    <PageLayout
      width="4xl"
      tone="admin"
      above={<BackLink href="/admin/courseeditor">{t('back')}</BackLink>}
      title={course ? course.title : t('newTitle')}
      lead={
        course ? (
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {course.published ? <StatusPill tone="success">{t('status.published')}</StatusPill> : <StatusPill tone="muted">{t('status.draft')}</StatusPill>}
            <span>{t('publishedLessons', { count: course.publishedLessons })}</span>
          </div>
        ) : (
          t('newLead')
        )
      }
      actions={
        course ? (
          <>
            <Link href={`/admin/lessoneditor?course=${course.id}`} className={buttonClass('secondary', 'px-3 py-1.5 text-xs')}>
              {t('lessons')}
            </Link>
            {course.published ? (
              <Link href={`/courses/${course.slug}`} className={buttonClass('secondary', 'px-3 py-1.5 text-xs')}>
                {t('viewPublic')}
              </Link>
            ) : null}
            <CoursePublishButton courseId={course.id} title={course.title} published={course.published} />
          </>
        ) : null
      }
    >
      {created ? <Alert tone="success">{t('created')}</Alert> : null}
      {course ? (
        <LinkTabs
          label={names('switchLabel')}
          tabs={[
            { href: languageHref(course.id, 'en'), label: names('languages.en'), lang: 'en', current: language === 'en' },
            ...TRANSLATION_LOCALES.map((locale) => ({
              href: languageHref(course.id, locale),
              label: names(`languages.${locale}`),
              lang: locale,
              current: language === locale,
              extra: <TranslationStatusPill status={course.translations[locale]?.status ?? 'missing'} />,
            })),
          ]}
        />
      ) : null}
      {course && language !== 'en' ? (
        <Card>
          <CourseTranslationForm key={language} course={course} locale={language} />
        </Card>
      ) : (
        <Card>
          <CourseForm
            course={
              course
                ? { id: course.id, title: course.title, slug: course.slug, summary: course.summary, description: course.description, subject: course.subject, ageBand: course.ageBand, thumbnailPath: course.thumbnailPath, featured: course.featured }
                : undefined
            }
            thumbnails={thumbnails}
          />
        </Card>
      )}
    </PageLayout>
  );
}
