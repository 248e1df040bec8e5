import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { skillNameIn } from '@/lib/mastery';
import type { CourseSkill } from '../course-skills';
import { LevelBadge, LevelMeter } from './skill-level';

/** A course page's "skills in this course", for the child reading it: each skill's level and how many right so far. */
export async function CourseSkills({ skills }: { skills: readonly CourseSkill[] }) {
  if (skills.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations('mastery'), getLocale()]);
  return (
    <section aria-labelledby="course-skills-title" className="rounded-2xl border border-line bg-card p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="course-skills-title" className="text-lg font-bold">
          {t('course.title')}
        </h2>
        <Link href="/skills" prefetch={false} className="text-sm font-semibold text-[var(--link-text)] hover:underline">
          {t('course.all')}
        </Link>
      </div>
      <p className="mt-0.5 text-sm text-muted">{t('course.lead')}</p>
      <ul className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {skills.map((skill) => (
          <li key={skill.slug} className="flex flex-col gap-1.5" data-skill={skill.slug}>
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <span className="min-w-0 font-semibold">{skillNameIn(skill.name, locale)}</span>
              <LevelBadge level={skill.level} label={t(`levels.${skill.level}`)} />
            </div>
            <LevelMeter level={skill.level} />
            <span className="text-xs text-muted">{skill.level === 'not-started' ? t('page.notTried') : t('page.score', { right: skill.right, met: skill.met })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
