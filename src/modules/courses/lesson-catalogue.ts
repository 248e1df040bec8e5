import 'server-only';
import type { LessonCatalogue } from '@/modules/mastery';
import { lessonView } from './learning-views';
import { courseTitleIn, lessonTitleIn } from './titles';
import { courseView } from './work-facts';

/**
 * The lessons and courses as mastery reads them (decision 055): courses' own views, which a page or a module hands to
 * mastery's reads (the review queue, the skills a lesson practises), since mastery cannot import courses.
 */
export const lessonCatalogue: LessonCatalogue = { lessonView, courseView, lessonTitleIn, courseTitleIn };
