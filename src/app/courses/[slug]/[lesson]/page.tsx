import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LessonPlayer } from '@/modules/courses/components/lesson-player';
import { getLessonForPlayer, getLessonPage } from '@/modules/courses';
import { requirePermission } from '@/server/session';

export async function generateMetadata({ params }: { params: Promise<{ slug: string; lesson: string }> }): Promise<Metadata> {
  const { slug, lesson } = await params;
  const found = await getLessonForPlayer(slug, lesson);
  return { title: found?.title ?? (await getTranslations('notFound'))('title') };
}

/**
 * The lesson player (decision 008); answers are checked on the server. The page only reads (decision 015): it
 * continues the child's unfinished attempt, or hands out a fresh id that the first answer starts an attempt under.
 */
export default async function LessonPage({ params }: { params: Promise<{ slug: string; lesson: string }> }) {
  const { slug, lesson: lessonSlug } = await params;
  const actor = await requirePermission('take:lesson:own');
  const page = await getLessonPage(actor, slug, lessonSlug);
  if (!page) notFound();
  const { lesson, attempt, nextLessonSlug } = page;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <LessonPlayer
        attemptId={attempt.attemptId}
        lessonId={attempt.lessonId}
        resumed={attempt.results}
        title={lesson.title}
        courseSlug={lesson.courseSlug}
        courseTitle={lesson.courseTitle}
        blocks={lesson.blocks}
        nextLessonHref={nextLessonSlug ? `/courses/${slug}/${nextLessonSlug}` : null}
      />
    </div>
  );
}
