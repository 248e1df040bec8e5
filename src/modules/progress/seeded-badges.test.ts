import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { seedDatabase } from '@/seed/seed';
import { SEED_BADGES } from '@/seed/seed-badges';
import { ENGLISH_CURRICULUM } from '@/seed/curriculum/english';
import { badges, courses } from '@/db/schema';
import { actorFor, createTestUser } from '../../../tests/factories';
import { revealedAnswer } from '@/modules/courses';
import { getLessonForPlayer } from '@/modules/courses';
import { answerQuestion, completeLesson, getPlayerAttempt } from '@/modules/courses';
import { listAchievements } from './queries';
import { statementsOf } from '../../../tests/support/statement-counter';

/** The seeded content, a new child, and the run the first seeded lesson's page hands them. */
async function seededFirstLesson() {
  await seedDatabase(getDb(), { demo: 'first-run' });
  const actor = await actorFor(await createTestUser({ role: 'child' }));
  const seeded = ENGLISH_CURRICULUM[0]!.lessons[0]!;
  const lesson = await getLessonForPlayer(ENGLISH_CURRICULUM[0]!.slug, seeded.slug);
  return { actor, seeded, attempt: await getPlayerAttempt(actor, lesson!.id) };
}

describe('the seeded badges', () => {
  it('are created once, active, with a course badge per seeded course', async () => {
    const first = await seedDatabase(getDb(), { demo: 'first-run' });
    expect(first.created).toContain(`${SEED_BADGES.length} badges`);
    const again = await seedDatabase(getDb(), { demo: 'first-run' });
    expect(again.created.some((line) => line.endsWith('badges'))).toBe(false);
    const rows = await getDb().select().from(badges);
    expect(rows).toHaveLength(SEED_BADGES.length);
    expect(rows.every((row) => row.active && row.iconEmoji)).toBe(true);
    const courseBadges = await getDb().select({ slug: courses.slug }).from(badges).innerJoin(courses, eq(courses.id, badges.ruleCourseId));
    expect(courseBadges.map((row) => row.slug).sort()).toEqual(ENGLISH_CURRICULUM.map((course) => course.slug).sort());
    expect(new Set(rows.map((row) => row.ruleKind))).toEqual(new Set(['xp', 'lessons', 'course', 'perfect', 'streak', 'sim_first_trade', 'sim_first_profit', 'sim_sectors']));
  });

  it("a child's first perfect lesson wins First Steps and Sharp Shooter, worth no bonus (the lesson's XP is all they get)", async () => {
    const { actor, seeded, attempt } = await seededFirstLesson();
    for (const block of seeded.blocks) if (block.type === 'question') await answerQuestion(actor, attempt, block.id, revealedAnswer(block.question));
    const result = await completeLesson(actor, attempt);
    expect(result.badges.map((badge) => badge.slug)).toEqual(['first-steps', 'sharp-shooter']);
    expect(result.xp).toBe(seeded.xpReward + Math.ceil(seeded.xpReward / 2));
    const achievements = await listAchievements(actor);
    expect(achievements.earned).toHaveLength(2);
    expect(achievements.locked.find((entry) => entry.badge.slug === 'money-basics-graduate')).toMatchObject({ current: 1, target: ENGLISH_CURRICULUM[0]!.lessons.length });
  });

  // Decision 022: the cost is per statement, and a school's minute completes this lesson hundreds of times a minute
  // (docs/benchmarks.md, "A school's minute, third round"). Counted from BEGIN to COMMIT.
  it("a child's first lesson is 6 statements per answer and 16 for the completion with its two badges", async () => {
    const { actor, seeded, attempt } = await seededFirstLesson();
    for (const block of seeded.blocks) {
      if (block.type !== 'question') continue;
      const { statements } = await statementsOf(() => answerQuestion(actor, attempt, block.id, revealedAnswer(block.question), crypto.randomUUID()));
      expect(statements).toHaveLength(6);
    }
    const { result, statements } = await statementsOf(() => completeLesson(actor, attempt));
    expect(result.badges.map((badge) => badge.slug)).toEqual(['first-steps', 'sharp-shooter']);
    expect(statements).toHaveLength(16);
  });
});
