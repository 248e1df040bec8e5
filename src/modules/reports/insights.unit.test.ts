import { describe, expect, it } from 'vitest';
import type { ChildLearning } from '@/modules/progress';
import { computeInsights } from './insights';

function learning(overrides: Partial<ChildLearning> = {}): ChildLearning {
  const days = Array.from({ length: 7 }, (_, index) => ({ day: `2026-11-${String(16 + index).padStart(2, '0')}`, xp: 0 }));
  return {
    period: { kind: 'last-week', from: '2026-11-16', to: '2026-11-22' },
    timeZone: 'UTC',
    dailyGoalXp: 20,
    xpByDay: days,
    periodXp: 0,
    totalXp: 0,
    level: { level: 1, xp: 0, levelStart: 0, nextLevelAt: 100 } as ChildLearning['level'],
    lessonsCompleted: 0,
    completions: 0,
    lessons: [],
    coursesCompleted: [],
    accuracyByCourse: [],
    accuracyByKind: [],
    activeDays: [],
    shieldedDays: [],
    streak: { current: 0, longest: 0 },
    badges: [],
    ...overrides,
  };
}

const lesson = (title: string, correct: number, total: number) => ({ lessonId: title.length, lessonTitle: title, courseTitle: 'Coins', correct, total, perfect: correct === total, completedAt: new Date('2026-11-18T10:00:00Z') });

describe('what went well and what to practise next', () => {
  it('an empty period says to start with a lesson, and celebrates nothing', () => {
    expect(computeInsights(learning(), null)).toEqual({ wentWell: [], practise: [{ key: 'noLessons', values: {} }] });
  });

  it('names the weakest lesson and kind of question from the figures, and a concentrated portfolio', () => {
    const insights = computeInsights(
      learning({
        completions: 2,
        lessonsCompleted: 2,
        lessons: [lesson('Saving', 1, 4), lesson('Coins', 3, 4)],
        accuracyByKind: [
          { kind: 'order', correct: 1, total: 5 },
          { kind: 'single', correct: 4, total: 4 },
        ],
        activeDays: ['2026-11-18'],
      }),
      { totalValue: '10000', startingCash: '10000', returnPct: 0, periodTrades: 1, allTrades: 1, holdings: 1, sectors: 1, largestHoldingPct: 80, largestHolding: 'ACME', leaderboardVisible: true },
    );
    expect(insights.practise).toEqual([
      { key: 'retryLesson', values: { lesson: 'Saving', correct: 1, total: 4 } },
      { key: 'questionKind', values: { kind: 'order', percent: 20 } },
      { key: 'moreDays', values: { count: 1 } },
    ]);
    expect(insights.wentWell).toEqual([]);
  });

  it('celebrates finished courses, perfect lessons, strong courses, regular days, badges and streaks (three at most)', () => {
    const insights = computeInsights(
      learning({
        completions: 3,
        lessonsCompleted: 3,
        lessons: [lesson('A', 2, 2), lesson('B', 2, 2), lesson('C', 0, 0)],
        accuracyByCourse: [{ courseTitle: 'Coins', correct: 9, total: 10 }],
        coursesCompleted: [{ title: 'Coins', completedAt: new Date('2026-11-20T10:00:00Z') }],
        activeDays: ['2026-11-16', '2026-11-17', '2026-11-18'],
        badges: [{ name: 'Starter', iconEmoji: '⭐', awardedAt: new Date('2026-11-16T10:00:00Z') }],
        streak: { current: 3, longest: 3 },
      }),
      null,
    );
    expect(insights.wentWell).toEqual([
      { key: 'courseDone', values: { course: 'Coins', count: 1 } },
      { key: 'perfect', values: { count: 2 } },
      { key: 'strongCourse', values: { course: 'Coins', percent: 90 } },
    ]);
    expect(insights.practise).toEqual([{ key: 'keepGoing', values: {} }]);
  });
});
