'use client';

import { useTranslations } from '@/i18n/client';
import type { DraftBlock, DraftQuestion } from '@/lib/lesson-content';
import { Markdown } from '@/modules/courses/components/markdown';
import { FILE_URL_PREFIX } from '@/lib/file-url';

/*
 * The live preview: every block as the player draws it (same Markdown renderer, same callout, image and choice
 * styles, the player's own labels), one after another. Unlike the player it shows the answers: an admin reads it.
 */

const choice = 'flex items-center gap-3 rounded-xl border px-4 py-3';

function Empty({ children }: { children: string }) {
  return <p className="text-sm italic text-muted">{children}</p>;
}

function Choice({ text, correct, emptyLabel, correctLabel }: { text: string; correct: boolean; emptyLabel: string; correctLabel: string }) {
  return (
    <li className={`${choice} ${correct ? 'border-success ring-2 ring-[var(--success)]/30' : 'border-line'}`}>
      <span aria-hidden className={`w-4 text-center font-bold ${correct ? 'text-success' : 'text-muted'}`}>
        {correct ? '✓' : '○'}
      </span>
      <span className={text.trim() ? '' : 'italic text-muted'}>{text.trim() || emptyLabel}</span>
      {correct ? <span className="sr-only">{correctLabel}</span> : null}
    </li>
  );
}

function QuestionPreview({ question }: { question: DraftQuestion }) {
  const player = useTranslations('player');
  const t = useTranslations('lessonEditor.preview');
  const correctLabel = t('correctAnswer');
  return (
    <div className="flex flex-col gap-4">
      {question.prompt.trim() ? <h3 className="text-lg font-bold">{question.prompt}</h3> : <Empty>{t('noPrompt')}</Empty>}
      {question.kind === 'single' || question.kind === 'multiple' ? (
        <div className="flex flex-col gap-2">
          {question.kind === 'multiple' ? <p className="text-sm text-muted">{player('pickAll')}</p> : null}
          <ul className="flex flex-col gap-2">
            {question.options.map((option) => (
              <Choice
                key={option.id}
                text={option.text}
                correct={question.kind === 'single' ? question.correct === option.id : question.correct.includes(option.id)}
                emptyLabel={t('emptyOption')}
                correctLabel={correctLabel}
              />
            ))}
          </ul>
        </div>
      ) : null}
      {question.kind === 'true-false' ? (
        <ul className="flex flex-col gap-2">
          <Choice text={player('true')} correct={question.correct === true} emptyLabel="" correctLabel={correctLabel} />
          <Choice text={player('false')} correct={question.correct === false} emptyLabel="" correctLabel={correctLabel} />
        </ul>
      ) : null}
      {question.kind === 'number' ? (
        <p className="rounded-xl border border-line px-4 py-3">
          {question.correct === undefined
            ? t('noNumber')
            : t('numberAnswer', { answer: `${question.correct}${question.unit ? ` ${question.unit}` : ''}`, tolerance: question.tolerance })}
        </p>
      ) : null}
      {question.kind === 'order' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <p className="mb-1 text-sm text-muted">{t('startOrder')}</p>
            <ol className="flex flex-col gap-2">
              {question.items.map((item, index) => (
                <li key={item.id} className="flex items-center gap-2 rounded-xl border border-line px-3 py-2">
                  <span className="w-6 text-center font-bold text-muted">{index + 1}</span>
                  <span className={item.text.trim() ? '' : 'italic text-muted'}>{item.text.trim() || t('emptyOption')}</span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <p className="mb-1 text-sm text-success">{t('correctOrder')}</p>
            <ol className="flex flex-col gap-2">
              {question.correctOrder.map((id, index) => {
                const text = question.items.find((item) => item.id === id)?.text.trim();
                return (
                  <li key={id} className="flex items-center gap-2 rounded-xl border border-success px-3 py-2">
                    <span className="w-6 text-center font-bold text-success">{index + 1}</span>
                    <span className={text ? '' : 'italic text-muted'}>{text || t('emptyOption')}</span>
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      ) : null}
      {question.hint?.trim() ? <p className="text-sm text-muted">💡 {question.hint}</p> : null}
      <div className="rounded-xl bg-highlight px-4 py-3 text-sm">
        <p className="font-semibold">{t('explanation')}</p>
        {question.explanation.trim() ? <p className="mt-1">{question.explanation}</p> : <Empty>{t('noExplanation')}</Empty>}
      </div>
    </div>
  );
}

function BlockPreview({ block }: { block: DraftBlock }) {
  const player = useTranslations('player');
  const t = useTranslations('lessonEditor.preview');
  switch (block.type) {
    case 'text':
      return block.markdown.trim() ? <Markdown source={block.markdown} /> : <Empty>{t('emptyText')}</Empty>;
    case 'callout':
      return (
        <div className={`rounded-2xl border-s-4 bg-highlight p-4 ${block.tone === 'warning' ? 'border-error' : 'border-accent'}`}>
          <p className="mb-1 text-sm font-bold">{player(`callout.${block.tone}`)}</p>
          {block.markdown.trim() ? <Markdown source={block.markdown} /> : <Empty>{t('emptyText')}</Empty>}
        </div>
      );
    case 'image':
      return (
        <figure>
          {block.src.startsWith(FILE_URL_PREFIX) ? (
            <img src={block.src} alt={block.alt} className="max-h-80 rounded-xl" />
          ) : (
            <div className="flex h-32 items-center justify-center rounded-xl border border-dashed border-line text-sm text-muted">{t('noImage')}</div>
          )}
          {block.caption?.trim() ? <figcaption className="mt-2 text-sm text-muted">{block.caption}</figcaption> : null}
        </figure>
      );
    case 'question':
      return <QuestionPreview question={block.question} />;
  }
}

export function LessonPreview({ title, estimatedMinutes, xpReward, blocks }: { title: string; estimatedMinutes: string; xpReward: string; blocks: DraftBlock[] }) {
  const t = useTranslations('lessonEditor.preview');
  const player = useTranslations('player');
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="text-2xl font-extrabold">{title.trim() || t('untitled')}</h3>
        <p className="text-sm text-muted">{t('meta', { minutes: estimatedMinutes || '?', xp: xpReward || '?' })}</p>
      </div>
      {blocks.length === 0 ? <Empty>{t('noBlocks')}</Empty> : null}
      {blocks.map((block, index) => (
        <section key={block.id} aria-label={player('step', { step: index + 1, total: blocks.length })} className="rounded-3xl border border-line bg-card p-6">
          <p className="mb-3 text-xs tabular-nums text-muted">{player('step', { step: index + 1, total: blocks.length })}</p>
          <BlockPreview block={block} />
        </section>
      ))}
    </div>
  );
}
