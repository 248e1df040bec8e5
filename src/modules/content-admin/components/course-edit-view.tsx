import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import type { Actor } from '@/server/session-flow';
import { getCourseForEditor } from '../queries';
import { listThumbnailChoices } from '../thumbnail-choices';
import { CourseForm } from './course-form';
import { CoursePublishButton } from './course-publish-button';
import { StatusPill } from '@/components/ui/status-pill';

/** /admin/courseeditor/<id> (an existing course) and /admin/courseeditor/new (courseId undefined). */
export async function CourseEditView({ actor, courseId, created = false }: { actor: Actor; courseId?: number; created?: boolean }) {
  const [t, course, thumbnails] = await Promise.all([
    getTranslations('courseEditor'),
    courseId === undefined ? null : getCourseForEditor(actor, courseId),
    listThumbnailChoices(actor),
  ]);
  if (courseId !== undefined && !course) notFound();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
      <PageHeader
        tone="admin"
        above={
          <Link href="/admin/courseeditor" className="text-sm font-semibold text-[var(--link-text)] hover:underline">
            {t('back')}
          </Link>
        }
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
      />
      {created ? <Alert tone="success">{t('created')}</Alert> : null}
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
    </div>
  );
}
