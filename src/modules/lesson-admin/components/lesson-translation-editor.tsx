'use client';

import { useTranslations } from '@/i18n/client';
import { startTransition, useActionState, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/use-hydrated';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { useUnsavedChanges } from '@/components/ui/use-unsaved-changes';
import { IDLE } from '@/lib/form-state';
import type { Block, DraftBlock } from '@/lib/lesson-content';
import { extractTexts, translatableWords, wordOf, type WordField } from '@/lib/lesson-translation';
import type { TranslationLocale } from '@/lib/translation-locales';
import { StatusPill } from '@/components/ui/status-pill';
import { TRANSLATION_STATUS_TONES } from '@/modules/content-admin/components/translation-status-tones';
import { saveLessonTranslationAction } from '../actions';
import type { LessonForEditor } from '../queries';
import { LESSON_LIMITS } from '../limits';
import type { TranslationSaveState } from '../translation-schemas';
import { wordLimit } from '../translation-words';
import { blockKind } from './block-list';

const SAVE_IDLE: TranslationSaveState = IDLE;

type Words = Record<string, Partial<Record<WordField, string>>>;

/** Longer words get a text area: a block's text, a question, its explanation. */
const LONG_FIELDS = new Set<WordField>(['markdown', 'prompt', 'explanation']);

/**
 * One language's words of a lesson, side by side with the English (decision 051): the English read-only, the
 * translation editable, block by block and word by word. Nothing else of the lesson is here: answers, ids, the order,
 * numbers and images stay the English lesson's. A block whose English changed since it was translated shows the
 * English it was translated from beside today's, so the translator sees what to change.
 */
export function LessonTranslationEditor({ lesson, locale }: { lesson: LessonForEditor; locale: TranslationLocale }) {
  const t = useTranslations('translationEditor');
  const types = useTranslations('lessonEditor.blockTypes');
  const statuses = useTranslations('translationStatus');
  const message = useMessage();
  const translation = lesson.translations[locale];
  // The lesson's English as the server holds it (a published lesson's blocks are complete; a draft's words are what they are).
  const blocks = lesson.blocks as Block[];
  const english = extractTexts(blocks);
  const [title, setTitle] = useState(translation?.title ?? '');
  const [words, setWords] = useState<Words>(() =>
    Object.fromEntries(Object.entries(english).map(([blockId, entry]) => [blockId, Object.fromEntries(translatableWords(entry).map(([field]) => [field, wordOf(translation?.texts[blockId], field) ?? '']))])),
  );
  const [saveState, save, saving] = useActionState(saveLessonTranslationAction, SAVE_IDLE);
  const live = useHydrated();
  const version = saveState.updatedAt ?? translation?.updatedAt ?? null;
  const saveButton = useRef<HTMLButtonElement>(null);

  const { dirty, submitting } = useUnsavedChanges(JSON.stringify({ title, words }), saveState);
  useFormToast(saveState);

  const payload = { lessonId: lesson.id, locale, title, words, expectedSourceFingerprint: lesson.englishFingerprint, expectedUpdatedAt: version };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    submitting();
    startTransition(() => save(data));
  };
  const keys = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      event.currentTarget.requestSubmit(saveButton.current);
      return;
    }
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };
  const setWord = (blockId: string, field: WordField, text: string) => setWords((current) => ({ ...current, [blockId]: { ...current[blockId], [field]: text } }));

  const language = t(`languageNames.${locale}`);
  const reload = `/admin/lessoneditor?course=${lesson.courseId}&lesson=${lesson.id}&language=${locale}`;
  const conflict = saveState.status === 'error' && (saveState.message === 'translationEditor.errors.englishChanged' || saveState.message === 'translationEditor.errors.changedElsewhere');
  const state = translation?.state;
  const changed = new Set(state?.changed ?? []);
  const lacking = new Set(state?.lacking ?? []);
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  const blockError = (blockId: string) => {
    const key = saveState.fieldErrors?.[`block:${blockId}`];
    return key ? message(key) : undefined;
  };

  return (
    <form onSubmit={submit} onKeyDown={keys} aria-labelledby="translation-editor-title">
      {/* The editor's code arrives after its HTML (a chunk of its own): until it is live its fields wait, so nothing
          typed in that moment is lost when React takes the form over. */}
      <fieldset disabled={!live} className="flex min-w-0 flex-col gap-4">
        <input type="hidden" name="translation" value={JSON.stringify(payload)} />
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="translation-editor-title" className="min-w-0 flex-1 truncate text-xl font-bold">
            {t('heading', { language, title: lesson.title })}
          </h2>
          <StatusPill tone={TRANSLATION_STATUS_TONES[state?.status ?? 'missing']}>{statuses(state?.status ?? 'missing')}</StatusPill>
        </div>
        <p className="text-sm text-muted">{t('lead', { language })}</p>

        {conflict ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border-s-4 border-error bg-card px-4 py-3 text-sm">
            <span className="flex-1 font-medium text-error">{message(saveState.message)}</span>
            <a href={reload} className="font-semibold text-[var(--link-text)] underline">
              {t('reload')}
            </a>
          </div>
        ) : null}
        {state && (state.changed.length > 0 || state.lacking.length > 0 || state.status === 'outdated') ? (
          <div className="rounded-xl border-s-4 border-accent bg-card px-4 py-3 text-sm">
            {state.changed.length > 0 ? <p>{t('summary.changed', { count: state.changed.length })}</p> : null}
            {state.lacking.length > 0 ? <p>{t('summary.lacking', { count: state.lacking.length })}</p> : null}
            {state.status === 'outdated' && state.changed.length === 0 ? <p>{t('summary.outdated')}</p> : null}
          </div>
        ) : null}

        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-4">
          <WordRow
            id="translation-title"
            label={t('fields.title')}
            english={lesson.title}
            fieldLabel={t('fieldIn', { field: t('fields.title'), language })}
            value={title}
            onChange={setTitle}
            maxLength={LESSON_LIMITS.titleMax}
            locale={locale}
            direction={direction}
            long={false}
            error={saveState.fieldErrors?.title ? message(saveState.fieldErrors.title) : undefined}
          />
        </div>

        <section aria-labelledby="translation-blocks-title" className="flex flex-col gap-3">
          <h3 id="translation-blocks-title" className="text-sm font-bold uppercase tracking-wide text-muted">
            {t('blocksHeading', { count: blocks.length })}
          </h3>
          <ol className="flex flex-col gap-3">
            {blocks.map((block, index) => {
              const fields = wordsInOrder(block, translatableWords(english[block.id]));
              const was = translation?.sourceTexts[block.id];
              const isChanged = changed.has(block.id);
              const error = blockError(block.id);
              return (
                <li key={block.id} id={`translate-${block.id}`} aria-labelledby={`translate-${block.id}-title`} className="scroll-mt-24 rounded-xl border border-line bg-card p-3 shadow-sm">
                  <div className="mb-2 flex flex-wrap items-center gap-2">
                    <h4 id={`translate-${block.id}-title`} className="min-w-0 flex-1 truncate text-sm font-bold">
                      {t('blockLegend', { number: index + 1, type: types(blockKind(block as DraftBlock)) })}
                    </h4>
                    {isChanged ? <span className="text-xs font-semibold text-[var(--link-text)]">{was ? t('flags.changed') : t('flags.added')}</span> : null}
                    {lacking.has(block.id) ? <span className="text-xs font-semibold text-muted">{t('flags.lacking')}</span> : null}
                  </div>
                  {fields.length === 0 ? <p className="text-sm text-muted">{t('nothingToTranslate')}</p> : null}
                  <div className="flex flex-col gap-3">
                    {fields.map(([field, text]) => {
                      const before = isChanged && was ? wordOf(was, field) : undefined;
                      return (
                        <WordRow
                          key={field}
                          id={`translate-${block.id}-${field.replace(':', '-')}`}
                          label={fieldName(t, block, field)}
                          english={text}
                          translatedFrom={isChanged && was && before !== text ? (before ?? '') : undefined}
                          fieldLabel={t('fieldIn', { field: fieldName(t, block, field), language })}
                          value={words[block.id]?.[field] ?? ''}
                          onChange={(value) => setWord(block.id, field, value)}
                          maxLength={wordLimit(block, field)}
                          locale={locale}
                          direction={direction}
                          long={LONG_FIELDS.has(field)}
                        />
                      );
                    })}
                  </div>
                  {error ? <p className="mt-2 text-xs font-medium text-error">{error}</p> : null}
                </li>
              );
            })}
          </ol>
        </section>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-line bg-page/95 px-4 py-3 backdrop-blur">
          <p className="me-auto text-xs text-muted" aria-live="polite">
            {dirty ? t('unsaved') : t('allSaved')}
          </p>
          <Button ref={saveButton} type="submit" disabled={saving}>
            {t('save', { language })}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** A block's words as the editor lists them: an order question's items in their right order, as the English editor does. */
function wordsInOrder(block: Block, words: [WordField, string][]): [WordField, string][] {
  if (block.type !== 'question' || block.question.kind !== 'order') return words;
  const order = block.question.correctOrder;
  const items = words.filter(([field]) => field.startsWith('option:')).sort(([a], [b]) => order.indexOf(a.slice('option:'.length)) - order.indexOf(b.slice('option:'.length)));
  const first = words.findIndex(([field]) => field.startsWith('option:'));
  const rest = words.filter(([field]) => !field.startsWith('option:'));
  return first < 0 ? words : [...rest.slice(0, first), ...items, ...rest.slice(first)];
}

/** A word's name in the editor: its field, or which choice or item of the question it is. */
function fieldName(t: ReturnType<typeof useTranslations>, block: Block, field: WordField): string {
  if (!field.startsWith('option:')) return t(`fields.${field as Exclude<WordField, `option:${string}`>}`);
  const id = field.slice('option:'.length);
  if (block.type === 'question' && block.question.kind === 'order') return t('fields.item', { number: block.question.correctOrder.indexOf(id) + 1 });
  const options = block.type === 'question' && (block.question.kind === 'single' || block.question.kind === 'multiple') ? block.question.options : [];
  return t('fields.option', { number: options.findIndex((option) => option.id === id) + 1 });
}

/** One word: the English (and what it was when translated, if it changed since) beside the field for its translation. */
function WordRow({
  id,
  label,
  english,
  translatedFrom,
  fieldLabel,
  value,
  onChange,
  maxLength,
  locale,
  direction,
  long,
  error,
}: {
  id: string;
  label: string;
  english: string;
  translatedFrom?: string;
  fieldLabel: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  locale: TranslationLocale;
  direction: 'ltr' | 'rtl';
  long: boolean;
  error?: string;
}) {
  const t = useTranslations('translationEditor');
  const field = { id, label: fieldLabel, compact: true, maxLength, value, lang: locale, dir: direction, error };
  return (
    <div className="grid gap-2 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-semibold">
          {label} <span className="font-normal text-muted">({t('english')})</span>
        </p>
        <div lang="en" dir="ltr" className="whitespace-pre-wrap break-words rounded-lg border border-dashed border-line bg-page px-2.5 py-1.5 text-sm">
          {english}
        </div>
        {translatedFrom !== undefined ? (
          <div className="flex flex-col gap-0.5 text-xs">
            <p className="font-semibold text-[var(--link-text)]">{t('translatedFrom')}</p>
            <div lang="en" dir="ltr" className="whitespace-pre-wrap break-words rounded-lg border border-line px-2.5 py-1.5 text-muted">
              {translatedFrom || t('noWordThen')}
            </div>
          </div>
        ) : null}
      </div>
      {long ? (
        // As tall as its words (a translation runs about as long as its English), up to a screen's half.
        <TextAreaField {...field} rows={2} controlClassName="field-sizing-content max-h-[50vh]" onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextField {...field} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
