import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { courses, courseTranslations, lessons, lessonTranslations, skills, storedFiles } from '@/db/schema';
import type { SeedLesson } from '@/lib/lesson-content';
import { textsFingerprint } from '@/lib/lesson-translation';
import starter from '../../../tests/fixtures/starter-money-basics.json';
import { CURRICULUM } from './index';
import { picturePath } from './localize';
import { seedCurriculum } from './seed-curriculum';
import { SKILLS } from './skills';

/*
 * The written curriculum seeded (decision 051): every course, lesson, translation, skill and drawing on a new database,
 * nothing twice, the starter courses of an earlier install brought up to date, and an admin's edit never overwritten.
 * The fixture is the first starter course as it was seeded before the written curriculum.
 */

const lessonCount = CURRICULUM.reduce((sum, course) => sum + course.lessons.length, 0);

async function total(table: typeof courses | typeof lessons | typeof courseTranslations | typeof lessonTranslations | typeof skills) {
  const [row] = await getDb().select({ value: count() }).from(table);
  return row!.value;
}

describe('seeding the curriculum', () => {
  it('makes every course and lesson in English with its French and Arabic, its skills and drawings, once', async () => {
    const first = await seedCurriculum(getDb());
    expect(first).toContain(`${Object.keys(SKILLS).length} skills`);
    expect(await total(courses)).toBe(CURRICULUM.length);
    expect(await total(lessons)).toBe(lessonCount);
    expect(await total(courseTranslations)).toBe(CURRICULUM.length * 2);
    expect(await total(lessonTranslations)).toBe(lessonCount * 2);
    const drawings = CURRICULUM.flatMap((course) => course.lessons.flatMap((lesson) => lesson.pictures.map((picture) => picturePath(course.slug, lesson.slug, picture.name))));
    const stored = await getDb().select({ fullPath: storedFiles.fullPath, contentType: storedFiles.contentType }).from(storedFiles).where(inArray(storedFiles.fullPath, drawings));
    expect(stored).toHaveLength(drawings.length);
    expect(new Set(stored.map((file) => file.contentType))).toEqual(new Set(['image/webp']));
    // Every question is stored with the skill it practises.
    const rows = await getDb().select({ blocks: lessons.blocks }).from(lessons);
    const questions = rows.flatMap((row) => row.blocks.filter((block) => block.type === 'question'));
    expect(questions.length).toBeGreaterThanOrEqual(lessonCount * 5);
    expect(questions.every((block) => block.type === 'question' && block.question.skill && block.question.skill in SKILLS)).toBe(true);

    expect(await seedCurriculum(getDb())).toEqual([]);
    expect(await total(lessons)).toBe(lessonCount);
    expect(await total(lessonTranslations)).toBe(lessonCount * 2);
  });

  it('brings an earlier install’s starter lessons up to the written version and leaves an admin’s edit alone', async () => {
    // An earlier install: its database has only the starter course (this file's first test seeded everything).
    await getDb().delete(courses);
    const [first, second] = starter.lessons as SeedLesson[];
    // The fixture is the starter as it was seeded: the seed recognises it by this print.
    expect(textsFingerprint(first!.title, first!.blocks)).toBe('225391f938d34c45');
    const [course] = await getDb()
      .insert(courses)
      .values({ slug: starter.slug, title: starter.title, summary: starter.summary, description: starter.description, subject: starter.subject, ageBand: starter.ageBand, published: true })
      .returning({ id: courses.id });
    const [untouched] = await getDb().insert(lessons).values({ courseId: course!.id, slug: first!.slug, title: first!.title, blocks: first!.blocks, position: 0, published: true }).returning({ id: lessons.id });
    const edited = second!.blocks.map((block) => (block.type === 'text' ? { ...block, markdown: 'Our own words about needs and wants.' } : block));
    const [mine] = await getDb().insert(lessons).values({ courseId: course!.id, slug: second!.slug, title: second!.title, blocks: edited, position: 1, published: true }).returning({ id: lessons.id });

    await seedCurriculum(getDb());
    const written = CURRICULUM.find((each) => each.slug === starter.slug)!;
    const [upgraded] = await getDb().select().from(lessons).where(eq(lessons.id, untouched!.id));
    expect(upgraded!.blocks.length).toBe(written.lessons[0]!.blocks.length);
    expect(upgraded!.blocks.some((block) => block.type === 'image')).toBe(true);
    expect(await getDb().select({ locale: lessonTranslations.locale }).from(lessonTranslations).where(eq(lessonTranslations.lessonId, untouched!.id))).toHaveLength(2);
    // The course's words were the starter's too: brought up to date, and translated.
    const [courseNow] = await getDb().select({ title: courses.title }).from(courses).where(eq(courses.id, course!.id));
    expect(courseNow!.title).toBe(written.title.en);
    expect(await getDb().select().from(courseTranslations).where(eq(courseTranslations.courseId, course!.id))).toHaveLength(2);

    // The admin's lesson keeps its words and gets no translation of words it no longer has.
    const [kept] = await getDb().select({ blocks: lessons.blocks }).from(lessons).where(eq(lessons.id, mine!.id));
    expect(kept!.blocks).toEqual(edited);
    expect(await getDb().select().from(lessonTranslations).where(eq(lessonTranslations.lessonId, mine!.id))).toHaveLength(0);
    // The lessons the course lacked are added after the ones it has.
    const all = await getDb().select({ slug: lessons.slug, position: lessons.position }).from(lessons).where(and(eq(lessons.courseId, course!.id)));
    expect(all.map((row) => row.slug).sort()).toEqual(written.lessons.map((lesson) => lesson.slug).sort());
  });
});
