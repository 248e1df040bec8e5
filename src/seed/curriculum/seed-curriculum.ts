import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { unsafeStoreImage } from '@/modules/files/runtime';
import type { Db, Tx } from '@/db/client';
import { courses, courseTranslations, lessons, lessonTranslations, skills, storedFiles, TRANSLATION_LOCALES } from '@/db/schema';
import type { Block } from '@/lib/lesson-content';
import { courseFingerprint, extractTexts, textsFingerprint } from '@/lib/lesson-translation';
import { englishCourseFields } from './english';
import { CURRICULUM } from './index';
import { localizeLesson, picturePath } from './localize';
import { SKILLS } from './skills';
import type { CurriculumCourse, CurriculumLesson } from './types';

/*
 * Seeds the written curriculum (decision 051): the skills, each course and lesson in English (the source, with
 * `{{money}}` amounts and each question's skill), their French and Arabic words as translations over it, and each
 * lesson's drawings in the file store. Idempotent and careful with what admins made: a course or lesson that exists is
 * left as it is, except that the starter courses as first seeded (recognised by the fingerprint of their words, so an
 * edited one is never overwritten) are brought up to their written version; a translation is added only where the
 * English is the curriculum's own.
 */

/** The fingerprints of the starter courses' words as seeded before the written curriculum (course, or course/lesson). */
const STARTER_FINGERPRINTS: Record<string, string> = {
  'money-basics': '65fb62a20250c9f9',
  'money-basics/what-is-money': '225391f938d34c45',
  'money-basics/needs-and-wants': 'c48eba1fd778ac9f',
  'money-basics/coins-and-notes': '19c121f05c8b97e9',
  'money-basics/where-money-comes-from': 'c9105eca56d1e367',
  'money-basics/trading-and-barter': '741dcd7826233232',
  'saving-and-budgeting': '7232a8f16061445e',
  'saving-and-budgeting/why-save': '5dce2317727a3b17',
  'saving-and-budgeting/setting-a-goal': 'e805b469709880b2',
  'saving-and-budgeting/making-a-budget': '8c2230bef017766c',
  'saving-and-budgeting/the-50-30-20-idea': 'e432aa067f428f6c',
  'saving-and-budgeting/interest-reward-for-saving': '6f052962164e78e0',
  'how-the-stock-market-works': '8e8d532dac61795b',
  'how-the-stock-market-works/what-is-a-company': 'c33fb5319f1bcff1',
  'how-the-stock-market-works/what-is-a-share': '8d0c3694be767527',
  'how-the-stock-market-works/why-prices-move': 'e2c15f0c88b63013',
  'how-the-stock-market-works/risk-and-diversification': '28e1b7e1854f3cfd',
  'how-the-stock-market-works/thinking-long-term': '5b58ec4a56086120',
};

/** Twice the drawings' own 320 × 200: sharp on a phone and in the player's column, and quick to draw at every seed. */
const PICTURE_WIDTH = 640;
const PICTURE_HEIGHT = 400;

/** A lesson's English title and blocks (the source every translation is laid over). */
function englishLesson(course: CurriculumCourse, lesson: CurriculumLesson): { title: string; blocks: Block[] } {
  return localizeLesson(course, lesson, 'en');
}

async function addCourseTranslations(tx: Tx, courseId: number, course: CurriculumCourse): Promise<void> {
  const sourceFingerprint = courseFingerprint({ title: course.title.en, summary: course.summary.en, description: course.description.en });
  await tx
    .insert(courseTranslations)
    .values(TRANSLATION_LOCALES.map((locale) => ({ courseId, locale, title: course.title[locale], summary: course.summary[locale], description: course.description[locale], sourceFingerprint })))
    .onConflictDoNothing();
}

async function addLessonTranslations(tx: Tx, lessonId: number, course: CurriculumCourse, lesson: CurriculumLesson): Promise<void> {
  const english = englishLesson(course, lesson);
  const sourceTexts = extractTexts(english.blocks);
  const sourceFingerprint = textsFingerprint(english.title, english.blocks);
  await tx
    .insert(lessonTranslations)
    .values(
      TRANSLATION_LOCALES.map((locale) => {
        const localized = localizeLesson(course, lesson, locale);
        return { lessonId, locale, title: localized.title, texts: extractTexts(localized.blocks), sourceTexts, sourceFingerprint };
      }),
    )
    .onConflictDoNothing();
}

/** Every lesson drawing the file store lacks, drawn (in parallel) and stored. */
async function seedPictures(db: Db): Promise<string[]> {
  const wanted = CURRICULUM.flatMap((course) => course.lessons.flatMap((lesson) => lesson.pictures.map((picture) => ({ path: picturePath(course.slug, lesson.slug, picture.name), svg: picture.svg }))));
  const have = new Set((await db.select({ fullPath: storedFiles.fullPath }).from(storedFiles).where(inArray(storedFiles.fullPath, wanted.map((each) => each.path)))).map((row) => row.fullPath));
  const missing = wanted.filter((each) => !have.has(each.path));
  const drawn = await Promise.all(missing.map(async (each) => ({ ...each, bytes: await rasterise(each.svg, PICTURE_WIDTH, PICTURE_HEIGHT) })));
  const stored: string[] = [];
  for (const picture of drawn) {
    const name = picture.path.slice(picture.path.indexOf('/') + 1);
    if (await unsafeStoreImage(db, null, { originalName: name, bytes: picture.bytes, exactName: true })) stored.push(picture.path);
  }
  return stored;
}

/** An SVG drawn as a WebP of `width` × `height` (the drawing's own background fills it). */
export async function rasterise(svg: string, width: number, height: number): Promise<Uint8Array> {
  // The drawings are 320 units wide: a density of 72 per unit of scale draws them at `width` without resampling.
  const bytes = await sharp(Buffer.from(svg), { density: Math.max(72, Math.round((72 * width) / 320)) }).resize(width, height, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Seeds what is missing of the curriculum; returns what it made or brought up to date. */
export async function seedCurriculum(db: Db): Promise<string[]> {
  const created: string[] = [];
  const skillRows = Object.entries(SKILLS).map(([slug, name], position) => ({ slug, name: { ...name }, position }));
  const skillsMade = await db
    .insert(skills)
    .values(skillRows)
    .onConflictDoUpdate({ target: skills.slug, set: { name: sql`excluded.name`, position: sql`excluded.position` }, setWhere: sql`${skills.name} is distinct from excluded.name or ${skills.position} is distinct from excluded.position` })
    .returning({ slug: skills.slug });
  if (skillsMade.length > 0) created.push(`${skillsMade.length} skills`);
  const pictures = await seedPictures(db);
  if (pictures.length > 0) created.push(`${pictures.length} lesson pictures`);

  const existing = new Map((await db.select({ id: courses.id, slug: courses.slug, title: courses.title, summary: courses.summary, description: courses.description }).from(courses)).map((row) => [row.slug, row]));
  let featuredPosition = 0;
  for (const [position, course] of CURRICULUM.entries()) {
    if (course.featured) featuredPosition += 1;
    const found = existing.get(course.slug);
    const featuredAt = featuredPosition;
    await db.transaction(async (tx) => {
      if (!found) {
        const [row] = await tx.insert(courses).values({ ...englishCourseFields(course), position, published: true }).returning({ id: courses.id });
        await addCourseTranslations(tx, row!.id, course);
        for (const [index, lesson] of course.lessons.entries()) {
          const english = englishLesson(course, lesson);
          const [made] = await tx
            .insert(lessons)
            .values({
              courseId: row!.id,
              slug: lesson.slug,
              title: english.title,
              position: index,
              estimatedMinutes: lesson.estimatedMinutes,
              xpReward: lesson.xpReward,
              blocks: english.blocks,
              published: true,
              // The first lesson of each featured course is featured, in course order.
              featuredPosition: course.featured && index === 0 ? featuredAt : null,
            })
            .returning({ id: lessons.id });
          await addLessonTranslations(tx, made!.id, course, lesson);
        }
        created.push(`course ${course.slug}`);
        return;
      }
      created.push(...(await updateCourse(tx, found, course)));
    });
  }
  return created;
}

/** An existing course: the starter version brought up to the written one, missing lessons and translations added. */
async function updateCourse(tx: Tx, found: { id: number; slug: string; title: string; summary: string; description: string }, course: CurriculumCourse): Promise<string[]> {
  const changed: string[] = [];
  const written = { title: course.title.en, summary: course.summary.en, description: course.description.en };
  let english = courseFingerprint(found);
  if (english === STARTER_FINGERPRINTS[course.slug] && english !== courseFingerprint(written)) {
    await tx.update(courses).set({ ...written, updatedAt: new Date() }).where(eq(courses.id, found.id));
    english = courseFingerprint(written);
    changed.push(`course ${course.slug} brought up to date`);
  }
  if (english === courseFingerprint(written)) await addCourseTranslations(tx, found.id, course);

  const rows = await tx.select({ id: lessons.id, slug: lessons.slug, title: lessons.title, blocks: lessons.blocks, position: lessons.position }).from(lessons).where(eq(lessons.courseId, found.id));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  let nextPosition = rows.reduce((highest, row) => Math.max(highest, row.position + 1), 0);
  for (const lesson of course.lessons) {
    const writtenLesson = englishLesson(course, lesson);
    const writtenPrint = textsFingerprint(writtenLesson.title, writtenLesson.blocks);
    const row = bySlug.get(lesson.slug);
    if (!row) {
      const [made] = await tx
        .insert(lessons)
        .values({ courseId: found.id, slug: lesson.slug, title: writtenLesson.title, position: nextPosition, estimatedMinutes: lesson.estimatedMinutes, xpReward: lesson.xpReward, blocks: writtenLesson.blocks, published: true })
        .returning({ id: lessons.id });
      nextPosition += 1;
      await addLessonTranslations(tx, made!.id, course, lesson);
      changed.push(`lesson ${course.slug}/${lesson.slug}`);
      continue;
    }
    let print = textsFingerprint(row.title, row.blocks);
    if (print === STARTER_FINGERPRINTS[`${course.slug}/${lesson.slug}`] && print !== writtenPrint) {
      await tx
        .update(lessons)
        .set({ title: writtenLesson.title, blocks: writtenLesson.blocks, estimatedMinutes: lesson.estimatedMinutes, xpReward: lesson.xpReward, updatedAt: new Date() })
        .where(and(eq(lessons.id, row.id)));
      print = writtenPrint;
      changed.push(`lesson ${course.slug}/${lesson.slug} brought up to date`);
    }
    if (print === writtenPrint) await addLessonTranslations(tx, row.id, course, lesson);
  }
  return changed;
}
