/*
 * An assignment's notification names its lesson or course in the reader's language (decision 051): it keeps the
 * English title and the work's id when made, and the list reads the title in the page's language by that id
 * (queries.ts). No 'server-only': the custom server's subscriptions and reminders make these notifications.
 */

/** The params that name the work by id (strings, as every notification param). */
export function workIds(lessonId: number | null, courseId: number | null): Record<string, string> {
  return lessonId !== null ? { lessonId: String(lessonId) } : courseId !== null ? { courseId: String(courseId) } : {};
}
