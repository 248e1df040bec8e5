import type { ChildLearning } from '@/modules/progress';
import type { ChildSimulatorSummary } from '@/modules/simulator';

/*
 * "What went well" and "what to practise next" (the parent's report): each line is a message key with figures
 * taken from the child's data, never free text, so a report says nothing the ledgers do not show.
 */

export interface Insight {
  /** A key under reports.insights.* */
  key: string;
  values: Record<string, string | number>;
}

export interface Insights {
  wentWell: Insight[];
  practise: Insight[];
}

/** The question kinds the lesson model has (src/lib/lesson-content.ts), named under reports.kinds.* */
const QUESTION_KINDS = ['single', 'multiple', 'true-false', 'number', 'order'];

/** A question kind's name in the viewer's language (a kind added later shows its own name until it is translated). */
export function kindName(t: (key: string) => string, kind: string): string {
  return QUESTION_KINDS.includes(kind) ? t(`kinds.${kind}`) : kind;
}

/** An insight's values, with a question kind named in the viewer's language. */
export function insightValues(t: (key: string) => string, values: Insight['values']): Insight['values'] {
  return typeof values.kind === 'string' ? { ...values, kind: kindName(t, values.kind) } : values;
}

/** At most this many lines each. */
const SHOWN = 3;
/** A share at or above this is strong, below WEAK is worth practising (first-try answers). */
const STRONG = 0.8;
const WEAK = 0.7;
/** Fewer answers than this say too little about a course or a kind of question. */
const ENOUGH_ANSWERS = 4;
/** A portfolio with more than this share in one stock is not spread out. */
const CONCENTRATED_PCT = 50;

const percent = (correct: number, total: number) => Math.round((correct / total) * 100);

export function computeInsights(learning: ChildLearning, simulator: ChildSimulatorSummary | null): Insights {
  const wentWell: Insight[] = [];
  const practise: Insight[] = [];
  const periodDays = learning.xpByDay.length;

  if (learning.coursesCompleted.length > 0) wentWell.push({ key: 'courseDone', values: { course: learning.coursesCompleted.at(-1)!.title, count: learning.coursesCompleted.length } });
  const perfect = learning.lessons.filter((lesson) => lesson.perfect && lesson.total > 0).length;
  if (perfect > 0) wentWell.push({ key: 'perfect', values: { count: perfect } });
  const strongCourse = [...learning.accuracyByCourse]
    .filter((course) => course.total >= ENOUGH_ANSWERS && course.correct / course.total >= STRONG)
    .sort((a, b) => b.correct / b.total - a.correct / a.total)[0];
  if (strongCourse) wentWell.push({ key: 'strongCourse', values: { course: strongCourse.courseTitle, percent: percent(strongCourse.correct, strongCourse.total) } });
  if (learning.activeDays.length >= 3) wentWell.push({ key: 'activeDays', values: { count: learning.activeDays.length, days: periodDays } });
  if (learning.badges.length > 0) wentWell.push({ key: 'badges', values: { count: learning.badges.length } });
  if (learning.streak.current >= 3) wentWell.push({ key: 'streak', values: { count: learning.streak.current } });

  if (learning.completions === 0) practise.push({ key: 'noLessons', values: {} });
  const weakest = [...learning.lessons].filter((lesson) => lesson.total > 0 && lesson.correct / lesson.total < WEAK).sort((a, b) => a.correct / a.total - b.correct / b.total)[0];
  if (weakest) practise.push({ key: 'retryLesson', values: { lesson: weakest.lessonTitle, correct: weakest.correct, total: weakest.total } });
  const weakKind = [...learning.accuracyByKind]
    .filter((kind) => kind.total >= ENOUGH_ANSWERS && kind.correct / kind.total < WEAK)
    .sort((a, b) => a.correct / a.total - b.correct / b.total)[0];
  if (weakKind) practise.push({ key: 'questionKind', values: { kind: weakKind.kind, percent: percent(weakKind.correct, weakKind.total) } });
  if (learning.completions > 0 && periodDays >= 7 && learning.activeDays.length < 3) practise.push({ key: 'moreDays', values: { count: learning.activeDays.length } });
  if (simulator && simulator.holdings > 0 && simulator.largestHoldingPct > CONCENTRATED_PCT && simulator.largestHolding) {
    practise.push({ key: 'diversify', values: { symbol: simulator.largestHolding, percent: Math.round(simulator.largestHoldingPct) } });
  }
  if (practise.length === 0) practise.push({ key: 'keepGoing', values: {} });

  return { wentWell: wentWell.slice(0, SHOWN), practise: practise.slice(0, SHOWN) };
}
