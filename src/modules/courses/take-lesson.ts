import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { courses, courseTranslations, lessonAttempts, lessonCompletions, lessons, lessonTranslations } from '@/db/schema';
import { lockPersonCard } from '@/modules/accounts';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import { sharedCache } from '@/server/shared-cache';
import type { Actor } from '@/server/session-flow';
import { publish } from '@/server/domain-events';
import type { Block, Question } from '@/lib/lesson-content';
import { isCorrect, MAX_TRIES, revealedAnswer, toPublicBlock, type Answer, type PublicBlock } from './answers';
import { lessonCompleted, type LessonRewards } from './events';
import { recordFinishedQuestion } from '@/modules/mastery';
import { levelFor, xpForCompletion } from './xp-rules';
import { ENGLISH_READER, lessonForReader, translationLocale, type LessonLanguage, type LessonReader } from './lesson-language';

/** A published lesson as its reader reads it (see publishedLesson). Shared by every reader of one language and currency: read only. */
export interface ReaderLesson {
  id: number;
  xpReward: number;
  blocks: readonly Block[];
}

/**
 * Published lessons in their readers' languages and currencies: the same for every child, so kept in memory until an
 * edit of any lesson or course (decision 019; every lesson editor commits through editPublicContent). A school's
 * minute answers each lesson's questions thousands of times: each answer read and laid out its lesson again.
 */
const readerLessons = sharedCache(
  'reader-lessons',
  async (key): Promise<ReaderLesson | null> => {
    const [lessonId, locale, currency] = JSON.parse(key) as [number, string, string];
    const reader = { locale, currency } as LessonReader;
    const [row] = await getDb()
      .select({ id: lessons.id, xpReward: lessons.xpReward, blocks: lessons.blocks, texts: lessonTranslations.texts, sourceTexts: lessonTranslations.sourceTexts })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .leftJoin(lessonTranslations, and(eq(lessonTranslations.lessonId, lessons.id), eq(lessonTranslations.locale, translationLocale(reader))))
      .where(and(eq(lessons.id, lessonId), eq(lessons.published, true), eq(courses.published, true)));
    return row ? { id: row.id, xpReward: row.xpReward, blocks: lessonForReader(row.blocks, row, reader).blocks } : null;
  },
  { maxEntries: 3_000 },
);

/**
 * A published lesson as its reader reads it: its words in their language (English where a translation lacks them)
 * and its amounts in their currency, so answers are checked and explained as the child saw the question (in a lesson,
 * and in the daily review: take-review.ts); null when it is not published. Read before a transaction opens, never
 * inside one: a read that waited for a second connection while its transaction holds one could starve the pool.
 */
export function publishedLesson(lessonId: number, reader: LessonReader): Promise<ReaderLesson | null> {
  return readerLessons.get(JSON.stringify([lessonId, reader.locale, reader.currency]));
}

/** The lesson, or the 404 every player answer gives for a lesson that is not published. */
export function lessonOrNotFound(lesson: ReaderLesson | null): ReaderLesson {
  if (!lesson) throw new AppError(404, 'errors.lessonNotFound');
  return lesson;
}

/** One run through a lesson: the attempt id (also the completion's idempotency key) and the lesson it belongs to. */
export interface AttemptRef {
  attemptId: string;
  lessonId: number;
}

export interface AnswerResult {
  correct: boolean;
  triesLeft: number;
  explanation: string | null;
  answer: Answer | null;
}

/** What the player starts from: the run to continue, and what its answers already showed (by block id). */
export interface PlayerAttempt extends AttemptRef {
  results: Record<string, AnswerResult>;
}

/**
 * The run the lesson page hands to the player, read only (decision 015: a GET never writes). The child's latest
 * unfinished attempt at this lesson continues, so a reload resumes instead of restarting; without one, a fresh id
 * that no row holds yet: the first answer, or the completion of a lesson with nothing to answer, starts the attempt
 * under that id (`claimAttempt`), so the id stays the completion's idempotency key.
 */
export async function getPlayerAttempt(actor: Actor, lessonId: number, reader: LessonReader = ENGLISH_READER): Promise<PlayerAttempt> {
  assertCan(actor, 'take:lesson:own');
  const db = getDb();
  const [published, [open]] = await Promise.all([
    publishedLesson(lessonId, reader),
    db
      .select({ id: lessonAttempts.id, answers: lessonAttempts.answers })
      .from(lessonAttempts)
      .where(and(eq(lessonAttempts.userId, actor.id), eq(lessonAttempts.lessonId, lessonId), isNull(lessonAttempts.completedAt)))
      .orderBy(desc(lessonAttempts.startedAt))
      .limit(1),
  ]);
  const lesson = lessonOrNotFound(published);
  return { attemptId: open?.id ?? randomUUID(), lessonId, results: open ? shownResults(lesson.blocks, open.answers) : {} };
}

/** What each answered question of an open attempt showed: the explanation and the answer only once it is done. */
function shownResults(blocks: readonly Block[], answers: (typeof lessonAttempts.$inferSelect)['answers']): Record<string, AnswerResult> {
  const results: Record<string, AnswerResult> = {};
  for (const block of blocks) {
    const record = answers[block.id];
    if (block.type !== 'question' || !record) continue;
    const finished = record.solved || record.tries >= MAX_TRIES;
    results[block.id] = {
      correct: record.solved,
      triesLeft: Math.max(0, MAX_TRIES - record.tries),
      explanation: finished ? block.question.explanation : null,
      answer: finished ? revealedAnswer(block.question) : null,
    };
  }
  return results;
}

export interface LessonPage {
  lesson: { id: number; title: string; courseSlug: string; courseTitle: string; blocks: PublicBlock[]; language: LessonLanguage };
  attempt: PlayerAttempt;
  /** The course's next published lesson, or null after the last one. */
  nextLessonSlug: string | null;
}

/**
 * The lesson page's one query (decision 015): the lesson (its blocks as the player may see them, in the reader's
 * language and currency; decision 051), the child's open attempt and the next lesson, by the slugs in the address;
 * null when the lesson is not published. Reads only: see getPlayerAttempt.
 */
export async function getLessonPage(actor: Actor, courseSlug: string, lessonSlug: string, reader: LessonReader = ENGLISH_READER): Promise<LessonPage | null> {
  assertCan(actor, 'take:lesson:own');
  // What is the same for every reader comes from memory after the first (decision 019); the child's open attempt is
  // theirs alone, read by the lesson's id.
  const content = await lessonPageContent.get(JSON.stringify([courseSlug, lessonSlug, reader.locale, reader.currency]));
  if (!content) return null;
  const [open] = await getDb()
    .select({ id: lessonAttempts.id, answers: lessonAttempts.answers })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, actor.id), eq(lessonAttempts.lessonId, content.lesson.id), isNull(lessonAttempts.completedAt)))
    .orderBy(desc(lessonAttempts.startedAt))
    .limit(1);
  return {
    lesson: content.lesson,
    attempt: { attemptId: open?.id ?? randomUUID(), lessonId: content.lesson.id, results: open ? shownResults(content.blocks, open.answers) : {} },
    nextLessonSlug: content.nextLessonSlug,
  };
}

/** A lesson page's part that is the same for every reader of one language and currency, by the slugs in its address. */
interface LessonPageContent {
  lesson: LessonPage['lesson'];
  /** The blocks with their answers, for what an open attempt already showed. */
  blocks: readonly Block[];
  nextLessonSlug: string | null;
}

const lessonPageContent = sharedCache(
  'lesson-pages',
  async (key): Promise<LessonPageContent | null> => {
    const [courseSlug, lessonSlug, locale, currency] = JSON.parse(key) as [string, string, string, string];
    const reader = { locale, currency } as LessonReader;
    const db = getDb();
    const thisLesson = and(eq(courses.slug, courseSlug), eq(lessons.slug, lessonSlug), eq(lessons.published, true), eq(courses.published, true));
    const [[row], next] = await Promise.all([
      db
        .select({
          id: lessons.id,
          title: lessons.title,
          blocks: lessons.blocks,
          courseSlug: courses.slug,
          courseTitle: courses.title,
          translatedTitle: lessonTranslations.title,
          texts: lessonTranslations.texts,
          sourceTexts: lessonTranslations.sourceTexts,
          translatedCourseTitle: courseTranslations.title,
        })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .leftJoin(lessonTranslations, and(eq(lessonTranslations.lessonId, lessons.id), eq(lessonTranslations.locale, translationLocale(reader))))
        .leftJoin(courseTranslations, and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.locale, translationLocale(reader))))
        .where(thisLesson),
      db.execute(sql`
        select n.slug from lessons n
        join lessons cur on cur.course_id = n.course_id
        join courses c on c.id = cur.course_id
        where c.slug = ${courseSlug} and cur.slug = ${lessonSlug} and n.published and (n.position, n.id) > (cur.position, cur.id)
        order by n.position, n.id
        limit 1`),
    ]);
    if (!row) return null;
    const nextRow = (next as unknown as { rows: { slug: string }[] }).rows[0];
    const read = lessonForReader(row.blocks, row, reader);
    return {
      lesson: {
        id: row.id,
        title: row.translatedTitle ?? row.title,
        courseSlug: row.courseSlug,
        courseTitle: row.translatedCourseTitle ?? row.courseTitle,
        blocks: read.blocks.map(toPublicBlock),
        language: read.language,
      },
      blocks: read.blocks,
      nextLessonSlug: nextRow?.slug ?? null,
    };
  },
  // Keyed by the address: a bound on what unknown slugs can fill.
  { maxEntries: 3_000 },
);

/**
 * Locks the child's attempt, starting it first if no row holds the id, in one statement: insert … on conflict locks
 * the row it meets (parallel first answers start one), and its condition leaves another child's attempt untouched
 * (decision 022: an answer is a few statements, each one counts). Someone else's id, or an id of another lesson, is
 * a 404 like an unknown one; so is an id no row holds when the lesson is not published.
 */
async function claimAttempt(tx: Tx, actor: Actor, ref: AttemptRef, lesson: ReaderLesson | null) {
  let attempt: typeof lessonAttempts.$inferSelect | undefined;
  if (lesson) {
    [attempt] = await tx
      .insert(lessonAttempts)
      .values({ id: ref.attemptId, userId: actor.id, lessonId: ref.lessonId })
      .onConflictDoUpdate({ target: lessonAttempts.id, set: { userId: sql`excluded.user_id` }, where: eq(lessonAttempts.userId, actor.id) })
      .returning();
  } else {
    [attempt] = await tx.select().from(lessonAttempts).where(and(eq(lessonAttempts.id, ref.attemptId), eq(lessonAttempts.userId, actor.id))).for('update');
    if (!attempt) lessonOrNotFound(lesson);
  }
  if (!attempt || attempt.lessonId !== ref.lessonId) throw new AppError(404, 'errors.attemptNotFound');
  return attempt;
}

/** What try number `tryNumber` (1-based) of a question was told: only the last try can have solved it. */
function resultOfTry(question: Question, record: { tries: number; solved: boolean }, tryNumber: number): AnswerResult {
  const correct = record.solved && tryNumber === record.tries;
  const finished = correct || tryNumber >= MAX_TRIES;
  return { correct, triesLeft: MAX_TRIES - tryNumber, explanation: finished ? question.explanation : null, answer: finished ? revealedAnswer(question) : null };
}

/**
 * Checks one answer on the server. A wrong answer may be retried once; then the answer and explanation show. The
 * run's first answer starts its attempt. `key` is the try's idempotency key (decision 049): the same try sent again
 * after its answer was lost is told what that try was told, and counts no other try.
 */
export async function answerQuestion(actor: Actor, ref: AttemptRef, blockId: string, answer: Answer, key?: string, reader: LessonReader = ENGLISH_READER): Promise<AnswerResult> {
  assertCan(actor, 'take:lesson:own');
  // The attempt must be of this lesson (claimAttempt), so the lesson can be read before the transaction.
  const published = await publishedLesson(ref.lessonId, reader);
  return getDb().transaction(async (tx) => {
    const attempt = await claimAttempt(tx, actor, ref, published);
    const attemptId = attempt.id;
    const lesson = lessonOrNotFound(published);
    const block = lesson.blocks.find((candidate) => candidate.id === blockId);
    if (!block || block.type !== 'question') throw new AppError(404, 'errors.questionNotFound');
    const question: Question = block.question;
    const previous = attempt.answers[blockId];
    // Before the refusals: the try sent again may be the one that finished the question (or the last before completion).
    const sentBefore = key && previous?.keys ? previous.keys.indexOf(key) + 1 : 0;
    if (sentBefore > 0) return resultOfTry(question, previous!, sentBefore);
    if (attempt.completedAt) throw new AppError(409, 'errors.attemptFinished');
    if (previous && (previous.solved || previous.tries >= MAX_TRIES)) throw new AppError(409, 'errors.questionFinished');
    const correct = isCorrect(question, answer);
    const tries = (previous?.tries ?? 0) + 1;
    // The keys line up with the tries (`keys[n]` is try n + 1); a try sent without one keeps its place with ''.
    const keys = [...(previous?.keys ?? Array.from({ length: previous?.tries ?? 0 }, () => '')), key ?? ''];
    const record = { firstTryCorrect: previous ? previous.firstTryCorrect : correct, tries, solved: correct, keys };
    await tx
      .update(lessonAttempts)
      .set({ answers: sql`${lessonAttempts.answers} || ${JSON.stringify({ [blockId]: record })}::jsonb` })
      .where(eq(lessonAttempts.id, attemptId));
    // A finished question counts for mastery and comes back for review (decision 052).
    if (correct || tries >= MAX_TRIES) {
      await recordFinishedQuestion(tx, { userId: actor.id, lessonId: attempt.lessonId, blockId, skill: question.skill, firstTryCorrect: record.firstTryCorrect, tries, solved: correct, source: 'lesson', at: new Date() });
    }
    return resultOfTry(question, record, tries);
  });
}

/** What the completion screen shows: the lesson's own result, and the rewards progress answered with (decision 015). */
export interface CompletionResult extends LessonRewards {
  correct: number;
  total: number;
  perfect: boolean;
  completionNumber: number;
  xpAwarded: number;
  level: number;
  leveledUp: boolean;
}

/** The attempt a completion finishes, locked, with what the completions table already holds for it. */
interface AttemptToComplete {
  attempt: typeof lessonAttempts.$inferSelect;
  /** The completion this attempt already has (the same completion sent again), or null. */
  done: { answer: Record<string, unknown> | null; correct: number; total: number; perfect: boolean; completionNumber: number; xpAwarded: number } | null;
  /** The child's completions of this lesson before this one. */
  previous: number;
}

/**
 * Locks the attempt and reads, in the same statement, its completion if it has one and the child's completions of
 * the lesson (decision 022: one statement instead of three). Called with the child's row locked: every completion of
 * this child waits for that lock, so those reads, made as the statement began, miss none that committed.
 */
async function lockAttemptToComplete(tx: Tx, actor: Actor, ref: AttemptRef): Promise<AttemptToComplete | undefined> {
  const [row] = await tx
    .select({
      attempt: getTableColumns(lessonAttempts),
      done: sql<AttemptToComplete['done']>`(select json_build_object('answer', c.answer, 'correct', c.correct, 'total', c.total, 'perfect', c.perfect,
        'completionNumber', c.completion_number, 'xpAwarded', c.xp_awarded) from ${lessonCompletions} c where c.attempt_id = ${ref.attemptId})`,
      previous: sql<number>`(select count(*)::int from ${lessonCompletions} c where c.user_id = ${actor.id} and c.lesson_id = ${ref.lessonId})`,
    })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.id, ref.attemptId), eq(lessonAttempts.userId, actor.id)))
    .for('update');
  if (!row) return undefined;
  // PGlite hands json back as text.
  const done = typeof row.done === 'string' ? (JSON.parse(row.done) as AttemptToComplete['done']) : row.done;
  return { attempt: row.attempt, done, previous: Number(row.previous) };
}

/**
 * Finishes an attempt and awards XP once: the attempt id is unique on completions, the ledger entry is unique by
 * source, and the child's row is locked so parallel completions are counted one after the other. The same
 * transaction publishes the completion, so the progress module moves the child's day, streak and daily goal and
 * awards any badge now earned (decisions 009 and 015). A lesson with nothing to answer starts its attempt here.
 */
export async function completeLesson(actor: Actor, ref: AttemptRef, locale = 'en'): Promise<CompletionResult> {
  assertCan(actor, 'take:lesson:own');
  const published = await publishedLesson(ref.lessonId, ENGLISH_READER);
  return getDb().transaction(async (tx) => {
    // The child's row first: every XP change for one child happens one at a time. The card goes with the completion
    // to its reactions (the badges' audit entries and notifications name the child), which lock nothing again.
    const child = await lockPersonCard(tx, actor.id);
    if (!child) throw new AppError(404, 'errors.userNotFound');
    let claimed = await lockAttemptToComplete(tx, actor, ref);
    if (!claimed) {
      // A lesson with nothing to answer: its attempt starts here (claimAttempt's refusals and race, decision 015).
      await claimAttempt(tx, actor, ref, published);
      claimed = await lockAttemptToComplete(tx, actor, ref);
    }
    if (!claimed || claimed.attempt.lessonId !== ref.lessonId) throw new AppError(404, 'errors.attemptNotFound');
    const { attempt, done } = claimed;
    const attemptId = attempt.id;
    if (done) {
      // The same completion again (double click, a resend after a lost answer, second tab): the first answer, word
      // for word (decision 049), no new XP. One made before answers were kept is told the rewards as they stand.
      if (done.answer) return done.answer as unknown as CompletionResult;
      const level = levelFor(child.xp);
      return {
        correct: done.correct,
        total: done.total,
        perfect: done.perfect,
        completionNumber: done.completionNumber,
        xpAwarded: done.xpAwarded,
        level: level.level,
        leveledUp: false,
        ...(await publish(tx, lessonCompleted, { userId: actor.id, attemptId, xpAwarded: 0, at: new Date(), firstTime: false, child })),
      };
    }
    const lesson = lessonOrNotFound(published);
    const questionIds = lesson.blocks.filter((block) => block.type === 'question').map((block) => block.id);
    const unfinished = questionIds.filter((id) => {
      const answer = attempt.answers[id];
      return !answer || (!answer.solved && answer.tries < MAX_TRIES);
    });
    if (unfinished.length > 0) throw new AppError(409, 'errors.lessonUnfinished');
    const correct = questionIds.filter((id) => attempt.answers[id]?.firstTryCorrect).length;
    const perfect = correct === questionIds.length;
    const completionNumber = claimed.previous + 1;
    const xpAwarded = xpForCompletion(lesson.xpReward, completionNumber, perfect);
    const now = new Date();
    // The completion and its attempt finished, in one statement.
    await tx.execute(sql`with completion as (
        insert into ${lessonCompletions} (attempt_id, user_id, lesson_id, correct, total, perfect, completion_number, xp_awarded, completed_at)
        values (${attemptId}, ${actor.id}, ${lesson.id}, ${correct}, ${questionIds.length}, ${perfect}, ${completionNumber}, ${xpAwarded}, ${now.toISOString()}::timestamptz)
        returning attempt_id)
      update ${lessonAttempts} set completed_at = ${now.toISOString()}::timestamptz where id = (select attempt_id from completion)`);
    // XP, the child's day and streak, then every badge whose rule this completion met: all or nothing. The XP total
    // comes back with the rewards, badge bonuses included.
    const rewards = await publish(tx, lessonCompleted, { userId: actor.id, attemptId, xpAwarded, at: now, firstTime: true, locale, child });
    const before = levelFor(child.xp).level;
    const after = levelFor(rewards.xp).level;
    const result: CompletionResult = {
      correct,
      total: questionIds.length,
      perfect,
      completionNumber,
      xpAwarded,
      level: after,
      leveledUp: after > before,
      ...rewards,
    };
    // Kept with the completion: the same completion sent again after a lost answer is told this (decision 049).
    await tx.update(lessonCompletions).set({ answer: JSON.parse(JSON.stringify(result)) as Record<string, unknown> }).where(eq(lessonCompletions.attemptId, attemptId));
    return result;
  });
}
