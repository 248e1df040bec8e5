import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import type { LessonLink } from '../learning-overview';

/**
 * A lesson with its course, length and reward, and a link to open it. `headingLevel`: the card's title sits one level
 * under whatever heads it (an h2 section → h3, straight under the page's h1 → h2), so the outline never skips a level
 * (WCAG 1.3.1); the look stays the same at either level.
 */
export async function LessonCard({
  lesson,
  label,
  tone = 'secondary',
  headingLevel = 3,
}: {
  lesson: LessonLink;
  label: string;
  tone?: 'primary' | 'secondary';
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations('course');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-line bg-card p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">
        <bdi>{lesson.courseTitle}</bdi>
      </p>
      <Heading className="text-lg font-bold">
        <bdi>{lesson.title}</bdi>
      </Heading>
      <p className="text-sm text-muted">{t('meta', { minutes: lesson.estimatedMinutes, xp: lesson.xpReward })}</p>
      <div>
        <Link href={`/courses/${lesson.courseSlug}/${lesson.slug}`} prefetch={false} className={buttonClass(tone, 'mt-1 py-2')}>
          {label}
        </Link>
      </div>
    </div>
  );
}
