import type { Block, SeedCourse } from '@/lib/lesson-content';
import { blocksForReader } from '@/lib/lesson-numbers';
import { CURRICULUM } from './index';
import { localizeLesson } from './localize';
import type { CurriculumCourse } from './types';

/** A course's English fields, as the courses table holds them. */
export function englishCourseFields(course: CurriculumCourse) {
  return {
    slug: course.slug,
    title: course.title.en,
    summary: course.summary.en,
    description: course.description.en,
    subject: course.subject,
    ageBand: course.ageBand,
    featured: course.featured,
  };
}

/**
 * The curriculum as its English source is seeded (the courses and lessons tables hold English; French and Arabic are
 * translations over it): what tests read to know a seeded course's lessons, questions and answers.
 */
export const ENGLISH_CURRICULUM: SeedCourse[] = CURRICULUM.map((course) => ({
  ...englishCourseFields(course),
  lessons: course.lessons.map((lesson) => ({ ...localizeLesson(course, lesson, 'en'), estimatedMinutes: lesson.estimatedMinutes, xpReward: lesson.xpReward })),
}));

/** A seeded lesson's blocks as an English reader paying in dollars sees them (amounts written out: "$2.50"). */
export function asShownInEnglish(blocks: readonly Block[]): Block[] {
  return blocksForReader(blocks, { locale: 'en', currency: 'USD' });
}
