import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LessonPlayer } from '@/modules/courses/components/lesson-player';
import { lessonTexts } from '@/modules/courses/components/lesson-texts';
import { LessonLanguageNote } from '@/modules/courses/components/lesson-language-note';
import { getLessonPage, getLessonReader } from '@/modules/courses';
import { getReadAloud } from '@/modules/progress';
import { requirePermission } from '@/server/session';

/**
 * What the page and its title read, once per request (React's cache): the lesson in the child's language and whether
 * it is read aloud to them. The title comes from the same read, not a second statement of its own.
 */
const readLessonPage = cache(async (slug: string, lessonSlug: string) => {
  const [actor, reader] = await Promise.all([requirePermission('take:lesson:own'), getLessonReader()]);
  // Two modules' reads in one round trip (decision 015): the lesson, and whether it is read aloud to the child (053).
  const [page, readAloudOn] = await Promise.all([getLessonPage(actor, slug, lessonSlug, reader), getReadAloud(actor)]);
  return { page, readAloudOn, reader };
});

export async function generateMetadata({ params }: { params: Promise<{ slug: string; lesson: string }> }): Promise<Metadata> {
  const { slug, lesson } = await params;
  const { page } = await readLessonPage(slug, lesson);
  return { title: page?.lesson.title ?? (await getTranslations('notFound'))('title') };
}

/**
 * The lesson player (decision 008); answers are checked on the server. The page only reads (decision 015): it
 * continues the child's unfinished attempt, or hands out a fresh id that the first answer starts an attempt under.
 * The lesson is in the child's language and currency where it is translated (decision 051), and says when it is not.
 */
export default async function LessonPage({ params }: { params: Promise<{ slug: string; lesson: string }> }) {
  const { slug, lesson: lessonSlug } = await params;
  const { page, readAloudOn, reader } = await readLessonPage(slug, lessonSlug);
  if (!page) notFound();
  const { lesson, attempt, nextLessonSlug } = page;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <LessonLanguageNote language={lesson.language} />
      {/* A lesson wholly in English is marked so: read as English (voice, hyphenation) and laid out left to right in Arabic. */}
      <div {...(lesson.language === 'english' ? { lang: 'en', dir: 'ltr' } : {})}>
        <LessonPlayer
          attemptId={attempt.attemptId}
          lessonId={attempt.lessonId}
          resumed={attempt.results}
          title={lesson.title}
          courseSlug={lesson.courseSlug}
          courseTitle={lesson.courseTitle}
          blocks={lesson.blocks}
          texts={lessonTexts(lesson.blocks)}
          nextLessonHref={nextLessonSlug ? `/courses/${slug}/${nextLessonSlug}` : null}
          readAloud={{ on: readAloudOn, language: lesson.language === 'english' ? 'en' : reader.locale }}
        />
      </div>
    </div>
  );
}
