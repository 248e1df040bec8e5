import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { daysBetween } from '@/lib/calendar-days';
import type { Block, Question } from '@/lib/lesson-content';
import type { LessonTexts } from '@/lib/lesson-translation';
import { localDay } from '@/lib/time-zones';
import { lockPersonCard } from '@/modules/accounts';
import { findReviewAnswer, getReviewSummary, lockReviewCard, recordFinishedQuestion, reviewQueue, weakSkills } from '@/modules/mastery';
import { publish } from '@/server/domain-events';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { lessonCatalogue } from './lesson-catalogue';
import { isCorrect, revealedAnswer, toPublicBlock, type Answer, type PublicQuestion } from './answers';
import { reviewAnswered, type ReviewRewards } from './events';
import { ENGLISH_READER, lessonForReader, translationLocale, type LessonLanguage, type LessonReader } from './lesson-language';
import { lessonOrNotFound, publishedLesson, type ReaderLesson } from './take-lesson';
import { REVIEW_XP_DAILY_CAP, xpForReviewAnswer } from './xp-rules';

/*
 * The daily review (decision 052): the questions a child finished in lessons come back when FSRS says, one try each,
 * checked on the server like a lesson's. Each answer moves the question's card, counts for mastery as a review, and
 * gives a little XP that counts for the day's goal and the streak (the progress module, through `reviewAnswered`).
 */

/** Questions in one session: a few minutes a day. More due ones wait for the next session. */
export const REVIEW_SESSION_SIZE = 10;

/** A question of the session, as the player may see it (no answer, no explanation), in the reader's words and money. */
export interface ReviewQuestion {
  lessonId: number;
  blockId: string;
  question: PublicQuestion;
  lessonSlug: string;
  lessonTitle: string;
  courseSlug: string;
  courseTitle: string;
  /** 'english': shown in English (not translated yet), so marked as English on a French or Arabic page. */
  language: LessonLanguage;
}

export interface ReviewPage {
  /** Today's session: due questions, the overdue first, then those of skills the child is weak in, courses taking turns. */
  questions: ReviewQuestion[];
  /** Questions due today in all (more than the session holds when the child fell behind). */
  dueToday: number;
  /** When the next question comes back after today, or null. */
  nextDue: Date | null;
  /** The child's time zone: the day the next review falls on is theirs. */
  timeZone: string;
}

interface ReviewRow {
  lesson_id: number;
  block_id: string;
  block: Block;
  lesson_slug: string;
  lesson_title: string;
  course_slug: string;
  course_title: string;
  texts: LessonTexts | null;
  source_texts: LessonTexts | null;
}

/**
 * /review's one query (decision 015): today's session and the child's review summary, read in one parallel round
 * trip. Reads only: the questions are handed out without answers; answering one is `answerReview`.
 */
export async function getReviewPage(actor: Actor, reader: LessonReader = ENGLISH_READER): Promise<ReviewPage> {
  assertCan(actor, 'take:lesson:own');
  const now = new Date();
  const locale = translationLocale(reader);
  const [result, summary] = await Promise.all([
    getDb().execute(sql`
      with ${reviewQueue(actor.id, now, lessonCatalogue)},
      weak as (${weakSkills(actor.id)}),
      marked as (select due.*, coalesce(due.skill in (select weak.skill from weak), false) as weak from due),
      ranked as (
        select marked.*, row_number() over (partition by marked.course_id order by marked.overdue desc, marked.weak desc, marked.due, marked.lesson_id, marked.block_id) as turn
        from marked
      )
      select r.lesson_id, r.block_id, r.block, l.slug as lesson_slug, coalesce(lt.title, l.title) as lesson_title,
             c.slug as course_slug, coalesce(ct.title, c.title) as course_title,
             case when lt.lesson_id is null then null else jsonb_build_object(r.block_id, lt.texts -> r.block_id) end as texts,
             case when lt.lesson_id is null then null else jsonb_build_object(r.block_id, lt.source_texts -> r.block_id) end as source_texts
      from ranked r
      join lessons l on l.id = r.lesson_id
      join courses c on c.id = r.course_id
      left join lesson_translations lt on lt.lesson_id = l.id and lt.locale = ${locale}
      left join course_translations ct on ct.course_id = c.id and ct.locale = ${locale}
      order by r.overdue desc, r.weak desc, r.turn, r.due, r.lesson_id, r.block_id
      limit ${REVIEW_SESSION_SIZE}`),
    getReviewSummary(actor, lessonCatalogue),
  ]);
  const questions = rowsOf<ReviewRow>(result).flatMap((row): ReviewQuestion[] => {
    const read = lessonForReader([row.block], { texts: row.texts, sourceTexts: row.source_texts }, reader);
    const shown = toPublicBlock(read.blocks[0]!);
    if (shown.type !== 'question') return [];
    return [
      {
        lessonId: row.lesson_id,
        blockId: row.block_id,
        question: shown.question,
        lessonSlug: row.lesson_slug,
        lessonTitle: row.lesson_title,
        courseSlug: row.course_slug,
        courseTitle: row.course_title,
        language: read.language,
      },
    ];
  });
  return { questions, dueToday: summary.due, nextDue: summary.due > 0 ? null : summary.nextDue, timeZone: summary.timeZone };
}

/** Which question a review answer answers. */
export interface ReviewRef {
  lessonId: number;
  blockId: string;
}

/** What a review answer is told: right or not, the explanation and the answer, when it comes back, and the rewards. */
export interface ReviewAnswerResult extends ReviewRewards {
  correct: boolean;
  explanation: string;
  answer: Answer;
  /** When the question comes back (ISO), and in how many of the child's days. */
  comesBackAt: string;
  comesBackInDays: number;
}

/** The question a card asks, as the reader sees it; a question no longer in its published lesson is a 404. */
function reviewQuestion(published: ReaderLesson | null, ref: ReviewRef): Question {
  const lesson = lessonOrNotFound(published);
  const block = lesson.blocks.find((candidate) => candidate.id === ref.blockId);
  if (!block || block.type !== 'question') throw new AppError(404, 'errors.reviewNotFound');
  return block.question;
}

/**
 * Checks one review answer on the server: one try (then the explanation and the answer), for a question of the
 * child's own that is due today. The answer moves the question's card (FSRS) and is stored as a review answer event;
 * its XP, the day and the streak move through `reviewAnswered`, all in one transaction. `key` is the answer's
 * idempotency key (decision 049): sent again after its answer was lost, it is told what it was told and stored once.
 */
export async function answerReview(actor: Actor, ref: ReviewRef, answer: Answer, key: string, reader: LessonReader = ENGLISH_READER): Promise<ReviewAnswerResult> {
  assertCan(actor, 'take:lesson:own');
  const published = await publishedLesson(ref.lessonId, reader);
  return getDb().transaction(async (tx) => {
    // The child's row first, as every XP change does: one child's answers are taken one after the other, so the same
    // key sent twice at once finds the first one stored.
    const child = await lockPersonCard(tx, actor.id);
    if (!child) throw new AppError(404, 'errors.userNotFound');
    const now = new Date();
    const told = await findReviewAnswer(tx, actor.id, key);
    if (told && (told.lessonId !== ref.lessonId || told.blockId !== ref.blockId)) throw new AppError(409, 'errors.reviewKeyReused');
    const card = await lockReviewCard(tx, actor.id, ref.lessonId, ref.blockId, now);
    if (!card) throw new AppError(404, 'errors.reviewNotFound');
    const question = reviewQuestion(published, ref);
    const toldAs = (correct: boolean, comesBack: Date, rewards: ReviewRewards): ReviewAnswerResult => ({
      correct,
      explanation: question.explanation,
      answer: revealedAnswer(question),
      comesBackAt: comesBack.toISOString(),
      comesBackInDays: daysBetween(localDay(now, card.timeZone), localDay(comesBack, card.timeZone)),
      ...rewards,
    });
    if (told) {
      // The same answer again: what it was told (its XP as the ledger holds it, streak and goal as they stand).
      return toldAs(told.correct, card.due, await publish(tx, reviewAnswered, { userId: actor.id, key, xp: 0, dailyCapXp: REVIEW_XP_DAILY_CAP, at: now, firstTime: false, child }));
    }
    if (!card.dueToday) throw new AppError(409, 'errors.reviewNotDue');
    const correct = isCorrect(question, answer);
    const next = await recordFinishedQuestion(tx, { userId: actor.id, ...ref, skill: question.skill, firstTryCorrect: correct, tries: 1, solved: correct, source: 'review', key, at: now });
    const rewards = await publish(tx, reviewAnswered, { userId: actor.id, key, xp: xpForReviewAnswer(correct), dailyCapXp: REVIEW_XP_DAILY_CAP, at: now, firstTime: true, locale: reader.locale, child });
    return toldAs(correct, next.due, rewards);
  });
}
