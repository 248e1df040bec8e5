'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/i18n/client';
import { useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { Button, buttonClass } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { ResendStatus, useResend } from '@/components/ui/resend-status';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { answerReviewAction } from '../actions';
import type { Answer, PublicQuestion } from '../answers';
import type { ReviewAnswerResult, ReviewQuestion } from '../take-review';
import { LazyCompletionRewards, preloadRewards } from './lazy-completion-rewards';
import { emptyAnswer, QuestionInput } from './question-input';

const keyOf = (question: Pick<ReviewQuestion, 'lessonId' | 'blockId'>) => `${question.lessonId}:${question.blockId}`;

/** The right answer in words, as the question showed its choices. */
function useAnswerWords() {
  const t = useTranslations('player');
  return (question: PublicQuestion, answer: Answer): string => {
    if (question.kind === 'true-false') return answer === true ? t('true') : t('false');
    if (question.kind === 'number') return `${String(answer)}${question.unit ? ` ${question.unit}` : ''}`;
    const items = question.kind === 'order' ? question.items : question.options;
    const ids = Array.isArray(answer) ? answer : [String(answer)];
    return ids.map((id) => items.find((item) => item.id === id)?.text ?? id).join(question.kind === 'order' ? ' → ' : ', ');
  };
}

/** The questions answered, by how many of the child's days they come back in, soonest first. */
function comingBack(results: ReviewAnswerResult[]): { days: number; count: number }[] {
  const byDays = new Map<number, number>();
  for (const result of results) byDays.set(result.comesBackInDays, (byDays.get(result.comesBackInDays) ?? 0) + 1);
  return [...byDays.entries()].sort(([a], [b]) => a - b).map(([days, count]) => ({ days, count }));
}

interface ReviewPlayerProps {
  /** Today's session, as the page read it (read again after the session, for "review more"). */
  questions: ReviewQuestion[];
  /** Questions due today in all, as the page read it. */
  dueToday: number;
  /** What the page shows when there is nothing to review (server-rendered). */
  empty: ReactNode;
}

/**
 * The daily review (decision 052): one question at a time, one try each, checked on the server; then the answer,
 * its explanation, the XP and when the question comes back. An answer without an answer is sent again with the same
 * key until one comes (decision 049). At the end, what the session gave and when its questions come back.
 */
export function ReviewPlayer({ questions, dueToday, empty }: ReviewPlayerProps) {
  const t = useTranslations('review');
  const tPlayer = useTranslations('player');
  const tBadges = useTranslations('achievements');
  const message = useMessage();
  const answerWords = useAnswerWords();
  const router = useRouter();
  // The session is what the page handed out when it opened; the page read after it only brings "review more".
  const [session, setSession] = useState(questions);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, Answer | null>>({});
  const [results, setResults] = useState<Record<string, ReviewAnswerResult>>({});
  // Questions the server would not take (answered in another tab meanwhile): the child moves on.
  const [skipped, setSkipped] = useState<Record<string, string>>({});
  const [finished, setFinished] = useState(false);
  const [pending, startTransition] = useTransition();
  const { waiting, send } = useResend();
  const sending = useRef(false);
  // As in the lesson player (WCAG 2.4.3): the pressed button is disabled while the server answers, so the focus
  // moves on by hand once the answer is drawn: to Next/Finish (described by the feedback), or the end's heading.
  const focusAfter = useRef<'action' | 'done' | null>(null);
  const action = useRef<HTMLButtonElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const feedbackId = useId();
  useEffect(() => {
    if (!focusAfter.current || pending) return;
    ({ action, done: doneHeading })[focusAfter.current].current?.focus();
    focusAfter.current = null;
  });

  if (session.length === 0) return <>{empty}</>;

  const answered = Object.values(results);
  if (finished) {
    const right = answered.filter((result) => result.correct).length;
    const xp = answered.reduce((sum, result) => sum + result.xpAwarded, 0);
    const last = answered.at(-1);
    const badges = answered.flatMap((result) => result.badges);
    // What is still due today: the page read after the session (router.refresh) no longer counts what was answered.
    const fresh = questions.filter((question) => !results[keyOf(question)] && !skipped[keyOf(question)]);
    const waitingCount = Math.max(0, dueToday - questions.filter((question) => results[keyOf(question)] || skipped[keyOf(question)]).length);
    return (
      <section aria-labelledby="review-done-title" className="flex flex-col items-center gap-4 rounded-3xl border border-line bg-card p-8 text-center">
        <p className="text-6xl" aria-hidden>
          🌟
        </p>
        <h2 id="review-done-title" ref={doneHeading} tabIndex={-1} className="text-3xl font-extrabold outline-none">
          {t('done.title')}
        </h2>
        {answered.length > 0 ? <p className="text-lg">{t('done.score', { correct: right, total: answered.length })}</p> : null}
        <p className="rounded-full bg-highlight px-4 py-2 text-xl font-bold" data-xp-gained={xp}>
          {xp > 0 ? t('done.xp', { xp }) : t('done.noXp')}
        </p>
        {last ? <LazyCompletionRewards badges={badges} streak={last.streak} dailyGoal={last.dailyGoal} /> : null}
        {answered.length > 0 ? (
          <section aria-labelledby="review-coming-back" className="w-full max-w-xl rounded-2xl border border-line bg-page p-4 text-start">
            <h3 id="review-coming-back" className="text-sm font-semibold text-muted">
              {t('done.comingBack')}
            </h3>
            <ul className="mt-2 flex flex-col gap-1">
              {comingBack(answered).map(({ days, count }) => (
                <li key={days} className="flex justify-between gap-3">
                  <span className="font-semibold">{t('done.day', { days })}</span>
                  <span>{t('done.questions', { count })}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {waitingCount > 0 ? <p className="font-semibold">{t('done.more', { count: waitingCount })}</p> : null}
        <div className="flex flex-wrap justify-center gap-2">
          {waitingCount > 0 && fresh.length > 0 ? (
            <Button
              type="button"
              onClick={() => {
                setSession(fresh);
                setIndex(0);
                setAnswers({});
                setResults({});
                setSkipped({});
                setFinished(false);
              }}
            >
              {t('done.reviewMore')}
            </Button>
          ) : null}
          <Link href="/lessons" className={buttonClass(waitingCount > 0 ? 'secondary' : 'primary')}>
            {t('done.lessons')}
          </Link>
        </div>
      </section>
    );
  }

  const item = session[index]!;
  const key = keyOf(item);
  const result = results[key];
  const refusal = skipped[key];
  const done = result !== undefined || refusal !== undefined;
  const last = index === session.length - 1;

  const check = () => {
    const answer = answers[key] ?? emptyAnswer(item.question);
    if (answer === null || (Array.isArray(answer) && answer.length === 0)) {
      toast.error(tPlayer('chooseFirst'));
      return;
    }
    if (sending.current) return;
    sending.current = true;
    // The end's rewards are fetched while the child answers (lazy-completion-rewards.tsx).
    void preloadRewards().catch(() => {});
    const answerKey = newIdempotencyKey();
    startTransition(async () => {
      try {
        const response = await send(() => answerReviewAction({ lessonId: item.lessonId, blockId: item.blockId, answer, key: answerKey }));
        focusAfter.current = 'action';
        if (!response.ok) {
          // Not due or gone (answered meanwhile elsewhere): said in its place, and the child goes on.
          if (response.error === 'errors.reviewNotDue' || response.error === 'errors.reviewNotFound') setSkipped((current) => ({ ...current, [key]: response.error }));
          else toast.error(message(response.error) ?? '');
          return;
        }
        setResults((current) => ({ ...current, [key]: response.data }));
        for (const badge of response.data.badges) toast.success(tBadges('earnedToast', { name: badge.name }), { icon: badge.iconEmoji ?? '🏅', duration: 6000 });
      } finally {
        sending.current = false;
      }
    });
  };

  const finish = () => {
    focusAfter.current = 'done';
    setFinished(true);
    // The sidebar's count and what is still due are read again; the end screen stays.
    router.refresh();
  };

  // A question not translated yet is English: read as English and laid out left to right on an Arabic page.
  const inEnglish = item.language === 'english' ? { lang: 'en', dir: 'ltr' } : {};
  return (
    <section aria-label={t('title')} className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <div className="h-3 flex-1 overflow-hidden rounded-full bg-line" role="progressbar" aria-label={t('progress')} aria-valuemin={0} aria-valuemax={session.length} aria-valuenow={index + (done ? 1 : 0)}>
          <div className="h-3 rounded-full bg-progress transition-all motion-reduce:transition-none" style={{ width: `${((index + (done ? 1 : 0)) / session.length) * 100}%` }} />
        </div>
        <span className="text-sm tabular-nums text-muted">{t('step', { step: index + 1, total: session.length })}</span>
      </div>
      {/* As the lesson player's card: the next question is read out when it comes. */}
      <div className="flex flex-col gap-4 rounded-3xl border border-line bg-card p-6" aria-live="polite">
        {/* Where the question comes from: the course, then the lesson. */}
        <p className="text-xs font-semibold uppercase tracking-wide text-accent">
          <bdi>{item.courseTitle}</bdi> · <bdi>{item.lessonTitle}</bdi>
        </p>
        <div className="flex flex-col gap-4" {...inEnglish}>
          <h2 className="text-lg font-bold">{item.question.prompt}</h2>
          <QuestionInput
            key={key}
            name={key}
            question={item.question}
            value={answers[key] ?? emptyAnswer(item.question)}
            onChange={(value) => setAnswers((current) => ({ ...current, [key]: value }))}
            disabled={done || pending}
          />
        </div>
        {result ? (
          <div id={feedbackId} role="status" className={`rounded-xl px-4 py-3 font-semibold ${result.correct ? 'text-success' : 'text-error'}`}>
            {result.correct ? t('correct') : t('wrong')}
            {result.correct ? null : (
              <p className="mt-1 font-bold text-ink" {...inEnglish}>
                {answerWords(item.question, result.answer)}
              </p>
            )}
            <p className="mt-1 font-normal text-ink" {...inEnglish}>
              {result.explanation}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-normal text-muted">
              {result.xpAwarded > 0 ? <span className="rounded-full bg-highlight px-3 py-1 font-bold text-ink">{t('xp', { xp: result.xpAwarded })}</span> : <span>{t('noXp')}</span>}
              <span>{t('comesBack', { days: result.comesBackInDays })}</span>
            </p>
          </div>
        ) : refusal ? (
          <div id={feedbackId} role="status" className="rounded-xl px-4 py-3 font-semibold text-muted">
            {message(refusal)}
          </div>
        ) : null}
      </div>
      <ResendStatus waiting={waiting} />
      <div className="flex justify-end gap-2">
        {!done ? (
          <Button ref={action} type="button" disabled={pending} onClick={check}>
            {t('check')}
          </Button>
        ) : last ? (
          <Button ref={action} type="button" onClick={finish} aria-describedby={feedbackId}>
            {t('finish')}
          </Button>
        ) : (
          <Button ref={action} type="button" onClick={() => setIndex(index + 1)} aria-describedby={feedbackId}>
            {t('next')}
          </Button>
        )}
      </div>
    </section>
  );
}
