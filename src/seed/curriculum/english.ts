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

/** A seeded lesson's blocks as an English reader paying in dollars sees them (amounts written out: "$2.50"). */
export function asShownInEnglish(blocks: readonly Block[]): Block[] {
  return blocksForReader(blocks, { locale: 'en', currency: 'USD' });
}

/**
 * The curriculum as an English reader paying in dollars sees it (the courses and lessons tables hold the English
 * source with `{{money}}` amounts; French and Arabic are translations over it): what tests read to know a seeded
 * course's lessons, the words its pages show, and its answers (a dollar's pocket-money scale is 1, so the stored
 * answers are the ones shown).
 */
export const ENGLISH_CURRICULUM: SeedCourse[] = CURRICULUM.map((course) => ({
  ...englishCourseFields(course),
  lessons: course.lessons.map((lesson) => {
    const english = localizeLesson(course, lesson, 'en');
    return { ...english, blocks: asShownInEnglish(english.blocks), estimatedMinutes: lesson.estimatedMinutes, xpReward: lesson.xpReward };
  }),
}));
