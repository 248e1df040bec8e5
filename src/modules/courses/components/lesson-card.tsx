import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import type { LessonLink } from '../learning-overview';

export async function LessonCard({ lesson, label, tone = 'secondary' }: { lesson: LessonLink; label: string; tone?: 'primary' | 'secondary' }) {
  const t = await getTranslations('course');
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-line bg-card p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">{lesson.courseTitle}</p>
      <h3 className="text-lg font-bold">{lesson.title}</h3>
      <p className="text-sm text-muted">{t('meta', { minutes: lesson.estimatedMinutes, xp: lesson.xpReward })}</p>
      <div>
        <Link href={`/courses/${lesson.courseSlug}/${lesson.slug}`} prefetch={false} className={buttonClass(tone, 'mt-1 py-2')}>
          {label}
        </Link>
      </div>
    </div>
  );
}
