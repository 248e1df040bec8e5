import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { badges, feedbackMessages, learningProfiles, xpLedger } from '@/db/schema';
import type { Block } from '@/lib/lesson-content';
import { answerQuestion, completeLesson } from '@/modules/courses';
import { createBadge, createCourse, finishLesson, newAttempt } from '@/modules/progress/test-fixtures';
import { createStock, linkFamily, order, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { translatorFor } from '@/server/locale-translator';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { pdfText } from '../../../tests/support/pdf-text';
import { getChildReport, getFamilyProgressPage, getFamilyReportPage } from './queries';
import { renderReportPdf } from './report-pdf';

/*
 * A parent's view of a child (decision 028): the figures equal the ledgers, only the parent's own children are
 * reachable, and the PDF says what the page says. On both databases (the integration project runs on each).
 */

const QUIZ: Block[] = [
  { id: 'q1', type: 'question', question: { kind: 'true-false', prompt: 'Coins are money?', explanation: 'Yes.', correct: true } },
  { id: 'q2', type: 'question', question: { kind: 'single', prompt: 'Which saves?', explanation: 'A bank.', options: [{ id: 'a', text: 'A bank' }, { id: 'b', text: 'A shop' }], correct: 'a' } },
];

/** Runs a two-question lesson: `right` says which questions are right at the first try (the others wrong, then right). */
async function takeLesson(child: Actor, lessonId: number, right: { q1: boolean; q2: boolean }) {
  const attempt = newAttempt(lessonId);
  if (!right.q1) await answerQuestion(child, attempt, 'q1', false);
  await answerQuestion(child, attempt, 'q1', true);
  if (!right.q2) await answerQuestion(child, attempt, 'q2', 'b');
  await answerQuestion(child, attempt, 'q2', 'a');
  return completeLesson(child, attempt);
}

/** The PDF's translator: keys of the reports namespace, as the download route gives them. */
async function reportsTranslator(locale: 'en' | 'fr' | 'ar') {
  const t = await translatorFor(locale);
  return (key: string, values?: Record<string, string | number>) => t(`reports.${key}`, values);
}

async function family() {
  const parent = await trader({ role: 'parent', firstName: 'Priya', lastName: 'Parent' });
  const child = await trader({ role: 'child', firstName: 'Maya', lastName: 'Khan' });
  await linkFamily(parent.id, child.id);
  return { parent, child };
}

/** The XP the ledger holds for a child on the child's days from..to (the report's own definition of its period). */
async function ledgerXp(childId: string, timeZone: string, from: string, to: string): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await getDb().execute(
      sql`select coalesce(sum(amount), 0)::int as total from ${xpLedger} where user_id = ${childId} and (created_at at time zone ${timeZone})::date between ${from} and ${to}`,
    ),
  );
  return Number(row!.total);
}

describe('a parent’s view of a child', () => {
  beforeEach(async () => {
    await getDb().delete(badges);
    await resetSettings();
  });

  it('the report’s figures equal the ledgers: XP, lessons, scores by course and by kind of question, badges and the simulator', async () => {
    const { parent, child } = await family();
    // A zone far from UTC: the report counts the child's days.
    await getDb().insert(learningProfiles).values({ userId: child.id, timeZone: 'Pacific/Kiritimati' });
    const course = await createCourse({ lessons: 2, xpReward: 20, blocks: QUIZ });
    const badge = await createBadge({ ruleKind: 'lessons', ruleThreshold: 1 });
    await takeLesson(child, course.lessonIds[0]!, { q1: true, q2: false });
    await takeLesson(child, course.lessonIds[1]!, { q1: true, q2: true });
    // The first lesson again, perfect this time: the report keeps its best score.
    await takeLesson(child, course.lessonIds[0]!, { q1: true, q2: true });
    const stock = await createStock({ price: '10', sector: 'Tech' });
    await order(child, { symbol: stock.symbol, side: 'buy', type: 'market', shares: 100 });

    const report = (await getChildReport(parent, { child: child.id, period: 'this-week' }, { locale: 'en', currency: 'USD' }))!;
    const learning = report.learning;
    expect(learning.timeZone).toBe('Pacific/Kiritimati');
    expect(learning.periodXp).toBe(await ledgerXp(child.id, learning.timeZone, learning.period.from, learning.period.to));
    expect(learning.periodXp).toBeGreaterThan(0);
    expect(learning.totalXp).toBe(learning.periodXp);
    expect(learning.lessonsCompleted).toBe(2);
    expect(learning.completions).toBe(3);
    expect(learning.lessons.map((lesson) => [lesson.lessonTitle, lesson.correct, lesson.total])).toEqual(
      expect.arrayContaining([
        ['Lesson 1', 2, 2],
        ['Lesson 2', 2, 2],
      ]),
    );
    // Every completion counts towards the course's accuracy: 1 + 2 + 2 of 6.
    expect(learning.accuracyByCourse).toEqual([{ courseTitle: 'Coins', correct: 5, total: 6 }]);
    // By kind: the true/false question was right three times, the single-answer one twice of three.
    expect(learning.accuracyByKind).toEqual([
      { kind: 'single', correct: 2, total: 3 },
      { kind: 'true-false', correct: 3, total: 3 },
    ]);
    expect(learning.coursesCompleted.map((course) => course.title)).toEqual(['Coins']);
    expect(learning.badges.map((earned) => earned.name)).toEqual([badge.name]);
    expect(learning.activeDays).toHaveLength(1);
    expect(learning.streak).toEqual({ current: 1, longest: 1 });
    // The simulator: 100 shares at 10, bought for a commission of 1 from the starting 10,000.
    expect(report.simulator).toMatchObject({ startingCash: '10000.0000', totalValue: '9999.0000', returnPct: -0.01, periodTrades: 1, allTrades: 1, holdings: 1, sectors: 1, largestHolding: stock.symbol });
    expect(report.simulator!.largestHoldingPct).toBeCloseTo(10, 1);
    // At most three lines, in the order of the rules: the badge is there but not among the three.
    expect(report.insights.wentWell.map((insight) => insight.key)).toEqual(['courseDone', 'perfect', 'strongCourse']);
  });

  it('counts the period’s days only: last week holds nothing of today', async () => {
    const { parent, child } = await family();
    const course = await createCourse({ lessons: 1 });
    await finishLesson(child, course.lessonIds[0]!);
    const lastWeek = (await getChildReport(parent, { child: child.id, period: 'last-week' }, { locale: 'en', currency: 'USD' }))!;
    expect(lastWeek.learning.xpByDay).toHaveLength(7);
    expect(lastWeek.learning).toMatchObject({ periodXp: 0, lessonsCompleted: 0, completions: 0, badges: [], coursesCompleted: [] });
    expect(lastWeek.insights.practise.map((insight) => insight.key)).toEqual(['noLessons']);
    expect(lastWeek.simulator).toBeNull();
  });

  it('shows the latest words of the child’s feedback from tutors, and nobody else’s (decision 035)', async () => {
    const { parent, child } = await family();
    const tutor = await trader({ role: 'tutor', firstName: 'Tia', lastName: 'Teacher' });
    const other = await trader({ role: 'child', firstName: 'Olly' });
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
    await getDb()
      .insert(feedbackMessages)
      .values([
        ...[1, 2, 3, 4].map((minute) => ({ tutorId: tutor.id, childId: child.id, author: 'tutor', body: `Note ${minute}`, createdAt: at(minute) })),
        { tutorId: tutor.id, childId: other.id, author: 'tutor', body: 'For another child', createdAt: at(5) },
      ]);
    const page = (await getFamilyProgressPage(parent, {}, { locale: 'en', currency: 'USD' }))!;
    expect(page.feedback.map((thread) => [thread.tutor.name, thread.messages.map((message) => message.body), thread.mayWrite])).toEqual([['Tia T.', ['Note 2', 'Note 3', 'Note 4'], false]]);
    expect((await getFamilyProgressPage(await trader({ role: 'parent' }), {}, { locale: 'en', currency: 'USD' }))!.feedback).toEqual([]);
  });

  it('reaches only the parent’s own children: another family’s child is not found, other roles are refused', async () => {
    const { parent, child } = await family();
    const stranger = await trader({ role: 'child', firstName: 'Sam' });
    expect(await getChildReport(parent, { child: stranger.id, period: 'this-week' }, { locale: 'en', currency: 'USD' })).toBeNull();
    expect(await getFamilyProgressPage(parent, { child: stranger.id }, { locale: 'en', currency: 'USD' })).toBeNull();
    expect(await getFamilyReportPage(parent, { child: 'not-an-id' }, { locale: 'en', currency: 'USD' })).toBeNull();
    // Without ?child= the first child is shown; a parent without children sees none.
    expect((await getFamilyProgressPage(parent, {}, { locale: 'en', currency: 'USD' }))!.report!.child.id).toBe(child.id);
    const alone = await trader({ role: 'parent' });
    expect(await getFamilyReportPage(alone, {}, { locale: 'en', currency: 'USD' })).toMatchObject({ children: [], report: null });
    for (const role of ['child', 'tutor'] as const) {
      const other = await trader({ role });
      expect((await appErrorOf(getChildReport(other, { child: child.id, period: 'this-week' }, { locale: 'en', currency: 'USD' }))).status).toBe(403);
    }
  });

  it('an impossible custom range shows this week with the reason; a valid one is taken as given', async () => {
    const { parent, child } = await family();
    const backwards = (await getFamilyReportPage(parent, { child: child.id, period: 'custom', from: '2026-05-10', to: '2026-05-01' }, { locale: 'en', currency: 'USD' }))!;
    expect(backwards.error).toBe('reports.errors.backwards');
    expect(backwards.report!.learning.period.kind).toBe('this-week');
    const tooLong = (await getFamilyReportPage(parent, { child: child.id, period: 'custom', from: '2024-01-01', to: '2026-01-01' }, { locale: 'en', currency: 'USD' }))!;
    expect(tooLong.error).toBe('reports.errors.tooLong');
    const missing = (await getFamilyReportPage(parent, { child: child.id, period: 'custom' }, { locale: 'en', currency: 'USD' }))!;
    expect(missing.error).toBe('reports.errors.badDate');
    const custom = (await getFamilyReportPage(parent, { child: child.id, period: 'custom', from: '2026-02-01', to: '2026-02-28' }, { locale: 'en', currency: 'USD' }))!;
    expect(custom.error).toBeNull();
    expect(custom.report!.learning.period).toEqual({ kind: 'custom', from: '2026-02-01', to: '2026-02-28' });
    expect(custom.report!.learning.xpByDay).toHaveLength(28);
  });

  it('the PDF holds the page’s figures, in the viewer’s language, Arabic included', async () => {
    const { parent, child } = await family();
    const course = await createCourse({ lessons: 1, blocks: QUIZ });
    await takeLesson(child, course.lessonIds[0]!, { q1: true, q2: false });
    const report = (await getChildReport(parent, { child: child.id, period: 'this-month' }, { locale: 'en', currency: 'EUR' }))!;

    const english = await pdfText(await renderReportPdf(report, { t: await reportsTranslator('en'), locale: 'en', direction: 'ltr' }));
    expect(english).toContain('Learning report: Maya Khan');
    expect(english).toContain('Lesson 1');
    expect(english).toContain('1 of 2 right');
    expect(english).toContain('What to practise next');
    // Percentages are written each language's way: "50%" in English, "50 %" (a narrow no-break space) in French.
    expect(english).toMatch(/\b50%/);

    const french = await pdfText(await renderReportPdf(report, { t: await reportsTranslator('fr'), locale: 'fr', direction: 'ltr' }));
    expect(french).toContain('Rapport d’apprentissage'.replace('’', "'"));
    expect(french).toContain('1 sur 2 justes');
    expect(french).toMatch(/50[\u202f\u00a0 ]%/);
    expect(french).not.toMatch(/\b50%/);

    const arabic = await renderReportPdf(report, { t: await reportsTranslator('ar'), locale: 'ar', direction: 'rtl' });
    expect(arabic.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(arabic)).toContain('Maya Khan');
  });
});
