import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { courseTranslations, lessons, lessonTranslations } from '@/db/schema';
import type { Block } from '@/lib/lesson-content';
import { getClassProgressPage, listMyAssignments, listStudentAssignments } from '@/modules/classes';
import { createAssignmentSchema } from '@/modules/classes/schemas';
import { classWith, createAssignment } from '@/modules/classes/test-fixtures';
import { getMyFeedback, getTutorThread } from '@/modules/feedback';
import { sendAsTutor } from '@/modules/feedback/test-fixtures';
import { tutorMessageSchema } from '@/modules/feedback/schemas';
import { getProgressSummary } from '@/modules/progress';
import { createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { resetSettings } from '@/modules/simulator/test-fixtures';
import { getChildReport } from './queries';

/*
 * Outside the lesson pages, a lesson or course is named in the reader's language too (decision 051): the child's
 * progress and assignments, the parent's report, the tutor's class progress (the questions missed most included) and
 * the feedback threads. A missing translation is English; a prompt whose English changed since it was translated is
 * English. On both databases (the integration project runs on each).
 */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

beforeEach(async () => {
  await resetSettings();
});

const PROMPT = 'Does a piggy bank keep coins?';

async function translatedCourse() {
  const course = await createCourse({ lessons: 1 });
  const lessonId = course.lessonIds[0]!;
  await getDb().insert(courseTranslations).values({ courseId: course.courseId, locale: 'fr', title: 'Les pièces', summary: 's', description: 'd', sourceFingerprint: 'test' });
  await getDb()
    .insert(lessonTranslations)
    .values({
      lessonId,
      locale: 'fr',
      title: 'Leçon un',
      texts: { q1: { prompt: 'Une tirelire garde-t-elle les pièces ?', explanation: 'Oui.' } },
      sourceTexts: { q1: { prompt: PROMPT, explanation: 'Yes.' } },
      sourceFingerprint: 'test',
    });
  return { ...course, lessonId };
}

describe('lesson and course titles in the reader’s language', () => {
  it('names the lesson and course in French for a French reader, in English for English and for Arabic without a translation', async () => {
    const { lessonId } = await translatedCourse();
    const { tutor, group, members } = await classWith('Ana');
    const { child: ana, parent } = members[0]!;
    await createAssignment(tutor, createAssignmentSchema.parse({ classId: group.id, target: `lesson:${lessonId}`, who: 'all', dueOn: '' }));
    await finishLesson(ana, lessonId, { perfect: false });
    await sendAsTutor(tutor, tutorMessageSchema.parse({ childId: ana.id, body: 'Well done!', about: `lesson:${lessonId}` }));

    for (const [locale, lesson, course, prompt] of [
      ['fr', 'Leçon un', 'Les pièces', 'Une tirelire garde-t-elle les pièces ?'],
      ['en', 'Lesson 1', 'Coins', PROMPT],
      ['ar', 'Lesson 1', 'Coins', PROMPT],
    ] as const) {
      const summary = await getProgressSummary(ana, locale);
      expect(summary.quizScores.map((score) => [score.lessonTitle, score.courseTitle])).toEqual([[lesson, course]]);
      expect((await listMyAssignments(ana, locale)).map((item) => [item.target.title, item.target.courseTitle])).toEqual([[lesson, course]]);
      expect((await listStudentAssignments(tutor, ana.id, locale)).map((item) => item.target.title)).toEqual([lesson]);

      const report = (await getChildReport(parent, { child: ana.id, period: 'this-week' }, { locale, currency: 'USD' }))!;
      expect(report.learning.lessons.map((row) => [row.lessonTitle, row.courseTitle])).toEqual([[lesson, course]]);
      expect(report.learning.coursesCompleted.map((row) => row.title)).toEqual([course]);
      expect(report.learning.accuracyByCourse.map((row) => row.courseTitle)).toEqual([course]);

      const learning = (await getClassProgressPage(tutor, { class: group.id }, locale))!.learning!;
      expect(learning.lessons.map((row) => [row.lessonTitle, row.courseTitle])).toEqual([[lesson, course]]);
      expect(learning.missed.map((question) => [question.lessonTitle, question.prompt])).toEqual([[lesson, prompt]]);

      const thread = (await getTutorThread(tutor, ana.id, locale))!;
      expect(thread.about.map((option) => option.label)).toEqual([lesson, lesson]);
      expect(thread.thread.messages.map((message) => message.about?.title)).toEqual([lesson]);
      expect((await getMyFeedback(ana, locale))[0]!.messages.map((message) => message.about?.title)).toEqual([lesson]);
    }
  });

  it('shows a missed question in English once its English prompt changed since it was translated', async () => {
    const { lessonId } = await translatedCourse();
    const { tutor, group, members } = await classWith('Ana');
    await finishLesson(members[0]!.child, lessonId, { perfect: false });
    const [row] = await getDb().select({ blocks: lessons.blocks }).from(lessons).where(eq(lessons.id, lessonId));
    const changed = 'Is a piggy bank a good place for coins?';
    const blocks = (row!.blocks as Block[]).map((block) => (block.type === 'question' ? { ...block, question: { ...block.question, prompt: changed } } : block));
    await getDb().update(lessons).set({ blocks }).where(eq(lessons.id, lessonId));

    const learning = (await getClassProgressPage(tutor, { class: group.id }, 'fr'))!.learning!;
    expect(learning.missed.map((question) => [question.lessonTitle, question.prompt])).toEqual([['Leçon un', changed]]);
  });
});
