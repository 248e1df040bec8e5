import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { FAMILIAR_PERCENT, type MasteryLevel } from '@/lib/mastery';
import { learnerTimeZones } from './learner-time-zones';
import type { LessonCatalogue } from './lesson-catalogue';

/*
 * Where a child stands on each skill they have met (decision 052), in SQL: the common table expressions every
 * mastery read starts from, for one child or a whole class at once. Set-based: one pass over the children's answer
 * events (the user/question index), never a statement per skill or per child.
 *
 *   answered  per child and skill: the first answer, and the latest review answered right
 *   latest    per child and question (lesson + block): the latest answer, with the skill it practised then
 *   counted   per child and skill: the questions met, and those whose latest answer was right at the first try
 *   standing  per child and skill: met, right and the level
 *
 * Mastered needs a review answered right on a later day than the skill's first answer, each day in the child's own
 * time zone (their learning profile's, read through progress's view handed in at start, decision 059; UTC for a child
 * who has no profile yet): a review the same evening does not prove the skill was kept.
 */

/** A row of `standing`, as the queries read it back (counts come back as numbers or strings, by driver). */
export interface StandingRow {
  user_id: string;
  skill: string;
  met: number | string;
  right_count: number | string;
  level: MasteryLevel;
}

/**
 * `with` clauses ending in `standing(user_id, skill, met, right_count, level)` for these children: a list of ids (at
 * least one), or a subquery of one `user_id` column (a school's classes, read in one statement).
 */
export function standingsOf(userIds: readonly string[] | SQL): SQL {
  const children = Array.isArray(userIds)
    ? sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : (userIds as SQL);
  const profile = learnerTimeZones.get().learnerTimeZoneView('profile');
  return sql`
    answered as (
      select event.user_id, event.skill, min(event.answered_at) as first_at,
             max(event.answered_at) filter (where event.source = 'review' and event.correct) as reviewed_at
        from answer_events event
       where event.user_id in (${children}) and event.skill is not null
       group by event.user_id, event.skill
    ),
    latest as (
      select distinct on (event.user_id, event.lesson_id, event.block_id) event.user_id, event.skill, event.correct
        from answer_events event
       where event.user_id in (${children})
       order by event.user_id, event.lesson_id, event.block_id, event.answered_at desc, event.id desc
    ),
    counted as (
      select latest.user_id, latest.skill, count(*)::int as met, (count(*) filter (where latest.correct))::int as right_count
        from latest
       where latest.skill is not null
       group by latest.user_id, latest.skill
    ),
    standing as (
      select counted.user_id, counted.skill, counted.met, counted.right_count,
             case
               when counted.right_count < counted.met then
                 case when counted.right_count * 100 >= counted.met * ${sql.raw(String(FAMILIAR_PERCENT))} then 'familiar' else 'attempted' end
               when (answered.reviewed_at at time zone zone.name)::date > (answered.first_at at time zone zone.name)::date then 'mastered'
               else 'proficient'
             end as level
        from counted
        join answered on answered.user_id = counted.user_id and answered.skill = counted.skill
        left join ${profile} on ${profile.userId} = counted.user_id
       cross join lateral (select coalesce(${profile.timeZone}, 'UTC') as name) zone
    )`;
}

/**
 * `taught(skill, course_id, course_slug, course_title, course_position, lesson_slug, lesson_title)`: for each skill a
 * published lesson of a published course practises, the first such lesson (in course order, then lesson order, then
 * the question's place), its words in `locale` where translated. Where a child goes to practise the skill. The skill
 * is read from the lessons' blocks as they are now (each question names one; decision 052). The lessons and courses
 * are read through courses' views and titles (`catalogue`, decision 055).
 */
export function taughtIn(locale: string, catalogue: LessonCatalogue, course?: { slug: string }): SQL {
  return sql`
    taught as (
      select distinct on (question.skill) question.skill, course.id as course_id, course.slug as course_slug,
             ${catalogue.courseTitleIn(locale, sql`course.id`, sql`course.title`)} as course_title, course.position as course_position,
             lesson.slug as lesson_slug, ${catalogue.lessonTitleIn(locale, sql`lesson.id`, sql`lesson.title`)} as lesson_title,
             lesson.position as lesson_position, lesson.id as lesson_id, block.place
        from ${catalogue.courseView('course')}
        join ${catalogue.lessonView('lesson')} on lesson.course_id = course.id and lesson.published
       cross join lateral jsonb_array_elements(lesson.blocks) with ordinality as block(value, place)
       cross join lateral (select block.value -> 'question' ->> 'skill' as skill) question
       where course.published and block.value ->> 'type' = 'question' and question.skill is not null
             ${course ? sql`and course.slug = ${course.slug}` : sql``}
       order by question.skill, course.position, course.id, lesson.position, lesson.id, block.place
    )`;
}

/** A count as a number, whichever driver read it. */
export const countOf = (value: number | string | null | undefined): number => Number(value ?? 0);
