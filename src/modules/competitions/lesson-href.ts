/** The lesson player's address of a lesson (src/app/courses/[slug]/[lesson]). */
export const lessonHref = (lesson: { courseSlug: string; slug: string }) => `/courses/${lesson.courseSlug}/${lesson.slug}`;
