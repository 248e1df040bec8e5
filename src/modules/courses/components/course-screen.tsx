import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { CourseSkills } from '@/modules/mastery/components/course-skills';
import type { CoursePage } from '../queries';
import { CourseThumbnail } from './course-thumbnail';
import { Markdown } from './markdown';

/**
 * /courses/[slug]: a course with its lessons and, for a signed-in child, their progress and their level on each skill
 * the course practises (decision 052). Not PageLayout: the header shares its row with the course's picture, so the
 * column is laid out here (PageHeader is still the title block).
 */
export async function CourseScreen({ course, thumbnail, viewer, skills }: CoursePage) {
  const t = await getTranslations('course');
  const done = course.lessons.filter((lesson) => lesson.completed).length;
  const next = course.lessons.find((lesson) => !lesson.completed) ?? course.lessons[0];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <PageHeader
            above={
              <Link href="/courses" className="text-sm font-semibold text-primary hover:underline">
                {t('allCourses')}
              </Link>
            }
            title={<bdi>{course.title}</bdi>}
            lead={<Markdown source={course.description} headingLevel={2} />}
          />
        </div>
        {thumbnail ? <CourseThumbnail thumbnail={thumbnail} sizes="(min-width: 640px) 18rem, 100vw" preload className="w-full rounded-2xl border border-line sm:w-72 sm:shrink-0" /> : null}
      </div>
      {viewer === 'child' ? (
        <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-card p-4">
          <div className="min-w-48 flex-1">
            <p className="text-sm font-semibold">{t('progress', { done, total: course.lessons.length })}</p>
            <div className="mt-2 h-3 rounded-full bg-line" role="progressbar" aria-label={t('progressLabel')} aria-valuemin={0} aria-valuemax={course.lessons.length} aria-valuenow={done}>
              <div className="h-3 rounded-full bg-progress" style={{ width: `${course.lessons.length ? (done / course.lessons.length) * 100 : 0}%` }} />
            </div>
          </div>
          {next ? (
            <Link href={`/courses/${course.slug}/${next.slug}`} prefetch={false} className={buttonClass('primary')}>
              {done === 0 ? t('start') : t('continue')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <ol className="flex flex-col gap-3">
        {course.lessons.map((lesson, index) => (
          <li key={lesson.id} className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-card p-4">
            <span aria-hidden className={`flex h-10 w-10 items-center justify-center rounded-full font-bold ${lesson.completed ? 'bg-success text-page' : 'bg-highlight'}`}>
              {lesson.completed ? '✓' : index + 1}
            </span>
            <div className="min-w-40 flex-1">
              <h2 className="font-bold">
                <bdi>{lesson.title}</bdi>
              </h2>
              <p className="text-sm text-muted">{t('meta', { minutes: lesson.estimatedMinutes, xp: lesson.xpReward })}</p>
            </div>
            {lesson.completed ? <span className="text-sm font-semibold text-success">{t('completed')}</span> : null}
            {/* The name starts with the words on the button, then says which lesson (WCAG 2.5.3, label in name). */}
            {viewer === 'child' ? (
              <Link href={`/courses/${course.slug}/${lesson.slug}`} prefetch={false} className={buttonClass(lesson.completed ? 'secondary' : 'primary', 'py-2')} aria-label={t(lesson.completed ? 'againLesson' : 'goLesson', { title: lesson.title })}>
                {lesson.completed ? t('again') : t('go')}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      {skills ? <CourseSkills skills={skills} /> : null}
      {viewer === 'guest' ? (
        <p className="rounded-2xl border border-line bg-card p-4 text-center">
          <Link href="/register" className="font-semibold text-primary hover:underline">{t('joinToStart')}</Link>
        </p>
      ) : null}
    </div>
  );
}
