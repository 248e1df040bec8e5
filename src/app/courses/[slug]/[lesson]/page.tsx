import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LessonPlayer } from '@/modules/courses/components/lesson-player';
import { getCourse, getLessonForPlayer } from '@/modules/courses';
import { startAttempt } from '@/modules/courses';
import { requirePermission } from '@/server/session';

export async function generateMetadata({ params }: { params: Promise<{ slug: string; lesson: string }> }): Promise<Metadata> {
  const { slug, lesson } = await params;
  const found = await getLessonForPlayer(slug, lesson);
  return { title: found?.title ?? (await getTranslations('notFound'))('title') };
}

/** Issue 4: the lesson player. Each visit is a new attempt; answers are checked on the server. */
export default async function LessonPage({ params }: { params: Promise<{ slug: string; lesson: string }> }) {
  const { slug, lesson: lessonSlug } = await params;
  const actor = await requirePermission('take:lesson:own');
  const lesson = await getLessonForPlayer(slug, lessonSlug);
  if (!lesson) notFound();
  const [attemptId, course] = await Promise.all([startAttempt(actor, lesson.id), getCourse(slug, null)]);
  const position = course?.lessons.findIndex((candidate) => candidate.slug === lessonSlug) ?? -1;
  const next = course?.lessons[position + 1];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <LessonPlayer
        attemptId={attemptId}
        title={lesson.title}
        courseSlug={lesson.courseSlug}
        courseTitle={lesson.courseTitle}
        blocks={lesson.blocks}
        nextLessonHref={next ? `/courses/${slug}/${next.slug}` : null}
      />
    </div>
  );
}
