import type { SQL, SQLWrapper, Subquery } from 'drizzle-orm';

/*
 * The lessons and courses mastery reads, as their owner's read models handed in by the caller (decision 055: courses
 * owns them, and courses imports mastery, so mastery cannot import courses). Courses passes its own views; a page or
 * another module passes the ones courses exports (`lessonCatalogue`). No 'server-only': the export's domain event
 * reads them too.
 */

/** The lessons and courses as others join them: subqueries under the caller's name, their words in a reader's language. */
export interface LessonCatalogue {
  /** Lessons under `name`: id, course_id, title (English), blocks, slug, position, published. */
  lessonView(name: string): Subquery;
  /** Courses under `name`: id, slug, title (English), position, published. */
  courseView(name: string): Subquery;
  /** The lesson's `english` title in `locale`, for the lesson `lessonId` of the caller's statement. */
  lessonTitleIn(locale: string, lessonId: SQLWrapper, english: SQLWrapper): SQL<string>;
  /** The course's `english` title in `locale`, for the course `courseId` of the caller's statement. */
  courseTitleIn(locale: string, courseId: SQLWrapper, english: SQLWrapper): SQL<string>;
}

/** The views alone, for reads in English (a parent's export of a child's data). */
export type LessonViews = Pick<LessonCatalogue, 'lessonView' | 'courseView'>;
