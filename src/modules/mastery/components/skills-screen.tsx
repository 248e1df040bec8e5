import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageLayout } from '@/components/ui/page-layout';
import { REACHED_LEVELS, skillNameIn, type MasteryLevel } from '@/lib/mastery';
import type { SkillCard, SkillsPage } from '../skills-page';
import { LevelBadge, LevelIcon, LevelMeter } from './skill-level';

const PANEL = 'rounded-2xl border border-line bg-card p-5 shadow-sm';

/** The tally's order: what the child has reached first, then what is still to start. */
const TALLY_ORDER: readonly MasteryLevel[] = [...REACHED_LEVELS, 'not-started'];

/**
 * A child's /skills (decision 052): how many skills are at each level and the way to the daily review (where a skill
 * is proved again), then every skill grouped by the course that teaches it first, each with its level (icon, word and
 * a meter) and a link to the lesson to practise it in; how a skill grows, at the end. Server-rendered, no script.
 */
export async function SkillsScreen({ page }: { page: SkillsPage }) {
  const [t, format, locale] = await Promise.all([getTranslations('mastery'), getFormatter(), getLocale()]);
  return (
    <PageLayout title={t('page.title')} lead={t('page.lead')}>
      <section aria-labelledby="skills-tally-title" className={PANEL}>
        <h2 id="skills-tally-title" className="text-lg font-bold">
          {t('page.tallyTitle')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {TALLY_ORDER.map((level) => (
            <div key={level} className="flex flex-col gap-1 rounded-xl border border-line p-3" data-tally={level}>
              <dt className="flex items-center gap-1.5 text-sm font-semibold text-muted">
                <LevelIcon level={level} />
                {t(`levels.${level}`)}
              </dt>
              <dd className="text-2xl font-extrabold">{format.number(page.tally[level])}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-muted">
          <span className="min-w-0 flex-1 basis-64">{t('page.reviewLead')}</span>
          <Link href="/review" prefetch={false} className={buttonClass('secondary', 'px-3 py-1.5')}>
            {t('page.review')}
          </Link>
        </p>
      </section>

      {page.groups.length === 0 ? <p className={`${PANEL} text-center text-muted`}>{t('page.empty')}</p> : null}
      {page.groups.map((group, index) => {
        const id = `skills-group-${index}`;
        return (
          <section key={group.course?.slug ?? 'other'} aria-labelledby={id} className="flex flex-col gap-3">
            <h2 id={id} className="text-xl font-bold">
              {group.course ? (
                <Link href={`/courses/${group.course.slug}`} prefetch={false} className="hover:underline">
                  <bdi>{group.course.title}</bdi>
                </Link>
              ) : (
                t('page.other')
              )}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {group.skills.map((skill) => (
                <SkillItem key={skill.slug} skill={skill} name={skillNameIn(skill.name, locale)} />
              ))}
            </ul>
          </section>
        );
      })}

      <section aria-labelledby="skills-how-title" className={PANEL}>
        <h2 id="skills-how-title" className="text-lg font-bold">
          {t('page.howTitle')}
        </h2>
        <ol className="mt-3 grid gap-3 md:grid-cols-2">
          {[...REACHED_LEVELS].reverse().map((level) => (
            <li key={level} className="flex flex-col gap-1.5">
              <span>
                <LevelBadge level={level} label={t(`levels.${level}`)} />
              </span>
              <span className="text-sm text-muted">{t(`page.how.${level}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </PageLayout>
  );
}

async function SkillItem({ skill, name }: { skill: SkillCard; name: string }) {
  const t = await getTranslations('mastery');
  const started = skill.level !== 'not-started';
  // The skills that most want practice (under all right) get the bold button; the rest a calm one.
  const toPractise = skill.level === 'attempted' || skill.level === 'familiar';
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-card p-4" data-skill={skill.slug}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-bold">{name}</h3>
        <LevelBadge level={skill.level} label={t(`levels.${skill.level}`)} />
      </div>
      <LevelMeter level={skill.level} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">{started ? t('page.score', { right: skill.right, met: skill.met }) : t('page.notTried')}</p>
        {skill.lesson ? (
          // The name starts with the words on the link, then says which skill and lesson (WCAG 2.5.3, label in name).
          <Link
            href={`/courses/${skill.lesson.courseSlug}/${skill.lesson.slug}`}
            prefetch={false}
            className={buttonClass(toPractise ? 'primary' : 'secondary', 'px-3 py-1.5')}
            aria-label={t(started ? 'page.practiseLabel' : 'page.startLabel', { skill: name, lesson: skill.lesson.title })}
          >
            {t(started ? 'page.practise' : 'page.start')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
