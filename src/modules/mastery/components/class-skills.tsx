import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { REACHED_LEVELS, skillNameIn, type MasteryLevel } from '@/lib/mastery';
import type { ClassSkill } from '../class-tally';
import { LevelIcon } from './skill-level';

/** The columns' order: the highest level first, then the students who have not started. */
const COLUMNS: readonly MasteryLevel[] = [...REACHED_LEVELS, 'not-started'];

/**
 * A tutor's class by skill (decision 052), on their /progress: for each skill some student has answered, how many
 * students are at each level, and by name who needs help (still Attempted). `students` names the class's approved
 * students, whose ids the skills carry.
 */
export async function ClassSkills({ skills, students, className = '' }: { skills: readonly ClassSkill[]; students: readonly { id: string; name: string }[]; className?: string }) {
  const [t, format, locale] = await Promise.all([getTranslations('mastery'), getFormatter(), getLocale()]);
  const names = new Map(students.map((student) => [student.id, student.name]));
  const cell = tableCell({ look: 'flush' });
  return (
    <section aria-labelledby="class-skills-title" className={className}>
      <h2 id="class-skills-title" className="text-lg font-bold">
        {t('class.title')}
      </h2>
      <p className="mb-3 mt-0.5 text-sm text-muted">{t('class.lead')}</p>
      <DataTable
        look="flush"
        caption={t('class.title')}
        minWidth="46rem"
        columns={[
          t('class.skill'),
          ...COLUMNS.map((level) => ({
            label: t(`levels.${level}`),
            numeric: true,
            header: (
              <span className="inline-flex items-center gap-1">
                <LevelIcon level={level} className="size-3.5" />
                {t(`levels.${level}`)}
              </span>
            ),
          })),
          t('class.needHelp'),
        ]}
        empty={skills.length === 0 ? t('class.empty') : null}
        holdsNoControl
      >
        {skills.map((skill) => (
          <tr key={skill.slug} data-class-skill={skill.slug}>
            <th scope="row" className={`${cell} text-start font-semibold`}>
              {skillNameIn(skill.name, locale)}
            </th>
            {COLUMNS.map((level) => (
              <td key={level} className={tableCell({ look: 'flush', numeric: true, extra: skill.tally[level] === 0 ? 'text-muted' : 'font-semibold' })} data-level={level}>
                {format.number(skill.tally[level])}
              </td>
            ))}
            <td className={`${cell} font-semibold`} data-need-help>
              {skill.needHelp.length === 0 ? <span className="text-muted">{t('class.nobody')}</span> : format.list(skill.needHelp.map((id) => names.get(id) ?? '?'), { type: 'conjunction' })}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
