'use client';

import Link from 'next/link';
import { useTranslations } from '@/i18n/client';
import { lazy, Suspense, useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { Button, buttonClass } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import { ResendStatus, useResend } from '@/components/ui/resend-status';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { answerQuestionAction, completeLessonAction } from '../actions';
import type { Answer, PublicBlock } from '../answers';
import type { AnswerResult, CompletionResult } from '../take-lesson';
import { LazyCompletionRewards, preloadRewards } from './lazy-completion-rewards';
import { emptyAnswer, QuestionInput } from './question-input';
import type { ReadAloudCommand } from './read-aloud';

// The reader loads when a child first opens it or asks for a question to be read (decision 053), not with the page.
const ReadAloud = lazy(() => import('./read-aloud'));

/** A speaker (the read-aloud controls). */
function SpeakerIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 shrink-0 fill-none stroke-current stroke-2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M11 5 6 9H2v6h4l5 4z M15.5 8.5a5 5 0 0 1 0 7 M19 5a10 10 0 0 1 0 14" />
    </svg>
  );
}

interface PlayerProps {
  /** The child's unfinished attempt, or a fresh id: the first answer starts an attempt under it (the page never writes). */
  attemptId: string;
  lessonId: number;
  /** What a continued attempt's answers already showed, by block id (empty for a fresh one). */
  resumed: Record<string, AnswerResult>;
  title: string;
  courseSlug: string;
  courseTitle: string;
  blocks: PublicBlock[];
  /** The text and callout blocks, drawn on the server (lesson-texts.tsx), by block id. */
  texts: Record<string, ReactNode>;
  nextLessonHref: string | null;
  /**
   * Reading aloud (decision 053): `on`, the child's setting, opens the player with the reader reading each block;
   * `language` is the lesson's (the page's, or English for a lesson not yet translated).
   */
  readAloud: { on: boolean; language: string };
}

/**
 * Where a continued attempt picks up: the first question that still wants an answer, or, when the child had
 * finished a question and moved on, the block right after it (questions come in order: "Continue" waits for each).
 */
function resumeIndex(blocks: PublicBlock[], results: Record<string, AnswerResult>): number {
  let index = 0;
  for (const [position, block] of blocks.entries()) {
    if (block.type !== 'question') continue;
    const result = results[block.id];
    if (!result || (!result.correct && result.triesLeft > 0)) return result ? position : index;
    index = position + 1;
  }
  return Math.min(index, blocks.length - 1);
}

/** The lesson player: one block at a time; answers are checked on the server; one retry per question. */
export function LessonPlayer({ attemptId, lessonId, resumed, title, courseSlug, courseTitle, blocks, texts, nextLessonHref, readAloud }: PlayerProps) {
  const t = useTranslations('player');
  const tBadges = useTranslations('achievements');
  const message = useMessage();
  const [index, setIndex] = useState(() => resumeIndex(blocks, resumed));
  // A question solved before the reload shows its (right) answer picked.
  const [answers, setAnswers] = useState<Record<string, Answer | null>>(() =>
    Object.fromEntries(Object.entries(resumed).flatMap(([blockId, result]) => (result.correct ? [[blockId, result.answer]] : []))),
  );
  const [results, setResults] = useState<Record<string, AnswerResult>>(resumed);
  const [completion, setCompletion] = useState<CompletionResult | null>(null);
  const [pending, startTransition] = useTransition();
  // An answer or the completion that gets no answer is sent again, the same try with the same key, until one comes
  // (decision 049): the child is told once and no try is counted twice. `sending` drops a second click at once,
  // before the button is drawn disabled.
  const { waiting, send } = useResend();
  const sending = useRef(false);
  // The button pressed is disabled while the server answers, which drops the keyboard focus to the page's body
  // (WCAG 2.4.3 Focus Order). Once the answer is drawn the focus goes on to what comes next: the Continue/Finish
  // button when the question is done (it carries the feedback as its description), the feedback itself when a try
  // is left (one step back is the answer to change), the lesson's end heading when it is finished.
  const focusAfter = useRef<'action' | 'feedback' | 'done' | null>(null);
  const action = useRef<HTMLButtonElement>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const feedbackId = useId();
  const readAloudId = useId();
  const [readAloudOpen, setReadAloudOpen] = useState(readAloud.on);
  const [readCommand, setReadCommand] = useState<ReadAloudCommand | null>(null);
  const [readingBlock, setReadingBlock] = useState<string | null>(null);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusAfter.current || pending) return;
    ({ action, feedback, done: doneHeading })[focusAfter.current].current?.focus();
    focusAfter.current = null;
  });
  const block = blocks[index]!;
  const result = results[block.id];
  const finishedQuestion = block.type !== 'question' || (result !== undefined && (result.correct || result.triesLeft === 0));
  const last = index === blocks.length - 1;
  // The end's rewards are fetched as the end comes near: at the last block (lazy-completion-rewards.tsx).
  useEffect(() => {
    if (last) void preloadRewards().catch(() => {});
  }, [last]);

  const check = () => {
    if (block.type !== 'question') return;
    const answer = answers[block.id] ?? emptyAnswer(block.question);
    if (answer === null || (Array.isArray(answer) && answer.length === 0)) {
      toast.error(t('chooseFirst'));
      return;
    }
    if (sending.current) return;
    sending.current = true;
    const key = newIdempotencyKey();
    startTransition(async () => {
      try {
        const response = await send(() => answerQuestionAction({ attemptId, lessonId, blockId: block.id, answer, key }));
        focusAfter.current = response.ok && !response.data.correct && response.data.triesLeft > 0 ? 'feedback' : 'action';
        if (!response.ok) toast.error(message(response.error) ?? '');
        else setResults((current) => ({ ...current, [block.id]: response.data }));
      } finally {
        sending.current = false;
      }
    });
  };

  const finish = () => {
    if (sending.current) return;
    sending.current = true;
    startTransition(async () => {
      // The attempt id is the completion's key: sent again, it is told the same rewards and counted once.
      const response = await send(() => completeLessonAction({ attemptId, lessonId })).finally(() => {
        sending.current = false;
      });
      if (!response.ok) {
        focusAfter.current = 'action';
        toast.error(message(response.error) ?? '');
        return;
      }
      focusAfter.current = 'done';
      setCompletion(response.data);
      // A badge is celebrated the moment it is won (decision 009).
      for (const badge of response.data.badges) toast.success(tBadges('earnedToast', { name: badge.name }), { icon: badge.iconEmoji ?? '🏅', duration: 6000 });
    });
  };

  if (completion) {
    return (
      <section aria-labelledby="done-title" className="flex flex-col items-center gap-4 rounded-3xl border border-line bg-card p-8 text-center">
        <p className="text-6xl" aria-hidden>
          {completion.perfect ? '🏆' : '🎉'}
        </p>
        <h2 id="done-title" ref={doneHeading} tabIndex={-1} className="text-3xl font-extrabold outline-none">
          {completion.perfect ? t('perfect') : t('done')}
        </h2>
        <p className="text-lg">{t('score', { correct: completion.correct, total: completion.total })}</p>
        <p className="rounded-full bg-highlight px-4 py-2 text-xl font-bold" data-xp-gained={completion.xpAwarded}>
          {completion.xpAwarded > 0 ? t('xpGained', { xp: completion.xpAwarded }) : t('noXp')}
        </p>
        <p className="text-muted">{t('levelLine', { level: completion.level, xp: completion.xp })}</p>
        {completion.leveledUp ? <p className="font-bold text-success">{t('levelUp', { level: completion.level })}</p> : null}
        <LazyCompletionRewards badges={completion.badges} streak={completion.streak} dailyGoal={completion.dailyGoal} />
        <div className="flex flex-wrap justify-center gap-2">
          {nextLessonHref ? (
            <Link href={nextLessonHref} className={buttonClass('primary')}>
              {t('next')}
            </Link>
          ) : null}
          <Link href={`/courses/${courseSlug}`} className={buttonClass('secondary')}>
            {t('backToCourse', { course: courseTitle })}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="lesson-title" className="flex flex-col gap-5">
      <div>
        <p className="text-sm text-muted">
          <bdi>{courseTitle}</bdi>
        </p>
        <h1 id="lesson-title" className="text-2xl font-extrabold sm:text-3xl">
          <bdi>{title}</bdi>
        </h1>
      </div>
      <div className="flex items-center gap-3">
        <div className="h-3 flex-1 overflow-hidden rounded-full bg-line" role="progressbar" aria-label={t('progress')} aria-valuemin={0} aria-valuemax={blocks.length} aria-valuenow={index + 1}>
          <div className="h-3 rounded-full bg-progress transition-all" style={{ width: `${((index + 1) / blocks.length) * 100}%` }} />
        </div>
        <span className="text-sm tabular-nums text-muted">{t('step', { step: index + 1, total: blocks.length })}</span>
      </div>
      <div className="flex flex-col items-start gap-2">
        <button
          type="button"
          aria-expanded={readAloudOpen}
          aria-controls={readAloudOpen ? readAloudId : undefined}
          onClick={() => setReadAloudOpen(!readAloudOpen)}
          className={buttonClass('secondary', 'motion-reduce:transition-none aria-expanded:border-primary')}
        >
          <SpeakerIcon />
          {t('readAloud.open')}
        </button>
        {readAloudOpen || readCommand ? (
          <Suspense fallback={null}>
            <ReadAloud
              id={readAloudId}
              open={readAloudOpen}
              language={readAloud.language}
              block={block}
              order={block.type === 'question' && block.question.kind === 'order' ? (answers[block.id] as string[] | undefined) : undefined}
              container={card}
              command={readCommand}
              onReading={setReadingBlock}
              onUnavailable={() => setReadAloudOpen(true)}
            />
          </Suspense>
        ) : null}
      </div>
      <div ref={card} className="rounded-3xl border border-line bg-card p-6" aria-live="polite">
        {block.type === 'text' ? texts[block.id] : null}
        {block.type === 'callout' ? (
          <div className={`rounded-2xl border-s-4 bg-highlight p-4 ${block.tone === 'warning' ? 'border-error' : 'border-accent'}`}>
            <p className="mb-1 text-sm font-bold">{t(`callout.${block.tone}`)}</p>
            {texts[block.id]}
          </div>
        ) : null}
        {block.type === 'image' ? (
          <figure>
            <img src={block.src} alt={block.alt} className="max-h-80 rounded-xl" />
            {block.caption ? <figcaption className="mt-2 text-sm text-muted">{block.caption}</figcaption> : null}
          </figure>
        ) : null}
        {block.type === 'question' ? (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="text-lg font-bold">{block.question.prompt}</h2>
              {/* Just this question, read to the child, whether the read-aloud bar is open or not. */}
              <button
                type="button"
                data-read-aloud-skip
                onClick={() => setReadCommand({ action: readingBlock === block.id ? 'stop' : 'read', at: Date.now() })}
                className={buttonClass('secondary', 'px-3 py-1.5 text-xs motion-reduce:transition-none')}
              >
                <SpeakerIcon />
                {readingBlock === block.id ? t('readAloud.stopThis') : t('readAloud.readThis')}
              </button>
            </div>
            <QuestionInput
              key={block.id}
              name={block.id}
              question={block.question}
              value={answers[block.id] ?? emptyAnswer(block.question)}
              onChange={(value) => setAnswers((current) => ({ ...current, [block.id]: value }))}
              disabled={finishedQuestion || pending}
            />
            {result ? (
              <div id={feedbackId} ref={feedback} tabIndex={-1} role="status" className={`rounded-xl px-4 py-3 font-semibold ${result.correct ? 'text-success' : 'text-error'}`}>
                {result.correct ? t('correct') : result.triesLeft > 0 ? t('tryAgain') : t('wrong')}
                {/* The hint is read with the feedback that has the focus. */}
                {block.question.hint && !result.correct && result.triesLeft > 0 ? <p className="mt-1 text-sm font-normal text-muted">💡 {block.question.hint}</p> : null}
                {result.explanation ? <p className="mt-1 font-normal text-ink">{result.explanation}</p> : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      <ResendStatus waiting={waiting} />
      <div className="flex justify-between gap-2">
        <Button type="button" variant="secondary" disabled={index === 0 || pending} onClick={() => setIndex(index - 1)}>
          {t('back')}
        </Button>
        {!finishedQuestion ? (
          <Button ref={action} type="button" disabled={pending} onClick={check}>
            {t('check')}
          </Button>
        ) : last ? (
          <Button ref={action} type="button" disabled={pending} onClick={finish} aria-describedby={result ? feedbackId : undefined}>
            {t('finish')}
          </Button>
        ) : (
          <Button ref={action} type="button" onClick={() => setIndex(index + 1)} aria-describedby={result ? feedbackId : undefined}>
            {t('continue')}
          </Button>
        )}
      </div>
    </section>
  );
}
