import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PageLayout } from '@/components/ui/page-layout';
import { SUBJECTS } from '@/lib/lesson-content-checks';
import type { CourseListPage } from '../queries';
import { fileUrl } from '@/lib/file-url';
import { CoursePublishButton } from './course-publish-button';
import { CourseOrderButtons } from './course-order-buttons';
import { StatusPill } from '@/components/ui/status-pill';

/** /admin/courseeditor: every course, drafts included, in catalogue order. */
export async function CourseList({ courses: rows }: CourseListPage) {
  const [t, catalogue] = await Promise.all([getTranslations('courseEditor'), getTranslations('catalogue')]);
  const subjectLabel = (subject: string) => ((SUBJECTS as readonly string[]).includes(subject) ? catalogue(`subjects.${subject as (typeof SUBJECTS)[number]}`) : subject);
  return (
    <PageLayout width="7xl" tone="admin" title={t('title')} lead={t('lead')} actions={<ButtonLink href="/admin/courseeditor/new" className="py-2">{t('newCourse')}</ButtonLink>}>
      <DataTable
        caption={t('title')}
        columns={[t('columns.order'), t('columns.course'), t('columns.subject'), t('columns.ageBand'), t('columns.lessons'), t('columns.status'), t('columns.actions')]}
        minWidth="64rem"
        empty={rows.length === 0 ? t('empty') : null}
      >
        {rows.map((course, index) => (
          <tr key={course.id} className="align-middle">
            <td className="px-3 py-2">
              <CourseOrderButtons courseId={course.id} title={course.title} isFirst={index === 0} isLast={index === rows.length - 1} />
            </td>
            <td className="px-3 py-2">
              <div className="flex items-center gap-3">
                <div className="h-10 w-16 shrink-0 overflow-hidden rounded-md border border-line bg-page">
                  {course.thumbnailPath ? <img src={fileUrl(course.thumbnailPath)} alt="" className="h-full w-full object-cover" loading="lazy" /> : null}
                </div>
                <div className="min-w-0">
                  <Link href={`/admin/courseeditor/${course.id}`} className="font-semibold text-[var(--link-text)] hover:underline">
                    {course.title}
                  </Link>
                  <div className="truncate font-mono text-xs text-muted" dir="ltr">
                    {course.slug}
                  </div>
                </div>
              </div>
            </td>
            <td className="px-3 py-2">{subjectLabel(course.subject)}</td>
            <td className="whitespace-nowrap px-3 py-2">{catalogue('ageBand', { band: course.ageBand })}</td>
            <td className="whitespace-nowrap px-3 py-2 tabular-nums">{t('lessonCount', { published: course.publishedLessons, total: course.totalLessons })}</td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap gap-1">
                {course.published ? <StatusPill tone="success">{t('status.published')}</StatusPill> : <StatusPill tone="muted">{t('status.draft')}</StatusPill>}
                {course.featured ? <StatusPill tone="accent">{t('status.featured')}</StatusPill> : null}
              </div>
            </td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap items-center gap-1.5">
                <Link href={`/admin/courseeditor/${course.id}`} className={buttonClass('secondary', 'px-3 py-1.5 text-xs')} aria-label={t('editCourse', { title: course.title })}>
                  {t('edit')}
                </Link>
                <Link href={`/admin/lessoneditor?course=${course.id}`} className={buttonClass('secondary', 'px-3 py-1.5 text-xs')} aria-label={t('lessonsOf', { title: course.title })}>
                  {t('lessons')}
                </Link>
                <CoursePublishButton courseId={course.id} title={course.title} published={course.published} />
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
    </PageLayout>
  );
}
