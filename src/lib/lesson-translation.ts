import type { Block } from './lesson-content';
import type { TranslationStatus } from './translation-locales';

/*
 * A lesson in another language (English is the source and the fallback; the curriculum in src/seed/curriculum): only its
 * words, by block id, laid over the English blocks. Answers, ids, order, numbers and images stay the source's, so a
 * translation can never change what is right. A missing word falls back to English and is counted, so the reader is
 * told and the admin's translation view lists it. The fingerprint of the source's words, kept with a translation,
 * tells when English changed after it was written (out of date).
 */

export interface BlockTexts {
  markdown?: string;
  alt?: string;
  caption?: string;
  prompt?: string;
  hint?: string;
  explanation?: string;
  unit?: string;
  /** Choices of a single/multiple question, or the items of an order question, by id. */
  options?: Record<string, string>;
}

/** A lesson's words in one language, by block id. */
export type LessonTexts = Record<string, BlockTexts>;

/** The words of `blocks`, as a translation holds them. */
export function extractTexts(blocks: readonly Block[]): LessonTexts {
  const texts: LessonTexts = {};
  for (const block of blocks) {
    switch (block.type) {
      case 'text':
      case 'callout':
        texts[block.id] = { markdown: block.markdown };
        break;
      case 'image':
        texts[block.id] = { alt: block.alt, ...(block.caption ? { caption: block.caption } : {}) };
        break;
      case 'question': {
        const question = block.question;
        const entry: BlockTexts = { prompt: question.prompt, explanation: question.explanation, ...(question.hint ? { hint: question.hint } : {}) };
        if (question.kind === 'single' || question.kind === 'multiple') entry.options = Object.fromEntries(question.options.map((option) => [option.id, option.text]));
        if (question.kind === 'order') entry.options = Object.fromEntries(question.items.map((item) => [item.id, item.text]));
        if (question.kind === 'number' && question.unit) entry.unit = question.unit;
        texts[block.id] = entry;
        break;
      }
    }
  }
  return texts;
}

const present = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** A block's words as one string, whatever order its keys come in (PostgreSQL's jsonb keeps its own order). */
function wordsKey(entry: BlockTexts | undefined): string {
  const keys = ['markdown', 'alt', 'caption', 'prompt', 'hint', 'explanation', 'unit'] as const;
  const options = Object.entries(entry?.options ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([keys.map((key) => entry?.[key] ?? null), options]);
}

/** Two blocks' words are the same. */
function sameWords(a: BlockTexts | undefined, b: BlockTexts | undefined): boolean {
  return wordsKey(a) === wordsKey(b);
}

/**
 * `blocks` with the words of `texts` where it has them; `missing` counts the source's words it lacked (0: the
 * lesson is wholly in that language). With `source` (the English words the translation was written from), a block
 * whose English changed since is shown in English and counted missing: a stale translation could name other numbers
 * than the answer now expects.
 */
export function applyTexts(blocks: readonly Block[], texts: LessonTexts | null | undefined, source?: LessonTexts | null): { blocks: Block[]; missing: number } {
  let missing = 0;
  const pick = (translated: string | undefined, source: string): string => {
    if (present(translated)) return translated;
    if (present(source)) missing += 1;
    return source;
  };
  const current = source ? extractTexts(blocks) : null;
  const localized = blocks.map((block): Block => {
    const stale = source && current ? !sameWords(source[block.id], current[block.id]) : false;
    const entry = stale ? {} : (texts?.[block.id] ?? {});
    switch (block.type) {
      case 'text':
      case 'callout':
        return { ...block, markdown: pick(entry.markdown, block.markdown) };
      case 'image':
        return { ...block, alt: pick(entry.alt, block.alt), ...(block.caption ? { caption: pick(entry.caption, block.caption) } : {}) };
      case 'question': {
        const question = block.question;
        const base = {
          prompt: pick(entry.prompt, question.prompt),
          explanation: pick(entry.explanation, question.explanation),
          ...(question.hint ? { hint: pick(entry.hint, question.hint) } : {}),
        };
        switch (question.kind) {
          case 'single':
          case 'multiple':
            return { ...block, question: { ...question, ...base, options: question.options.map((option) => ({ ...option, text: pick(entry.options?.[option.id], option.text) })) } as typeof question };
          case 'order':
            return { ...block, question: { ...question, ...base, items: question.items.map((item) => ({ ...item, text: pick(entry.options?.[item.id], item.text) })) } };
          case 'number':
            return { ...block, question: { ...question, ...base, ...(question.unit ? { unit: pick(entry.unit, question.unit) } : {}) } };
          default:
            return { ...block, question: { ...question, ...base } };
        }
      }
    }
  });
  return { blocks: localized, missing };
}

/** FNV-1a over the source's words (64-bit, hex): equal while English is unchanged, whatever the JSON key order. */
export function textsFingerprint(title: string, blocks: readonly Block[]): string {
  const texts = extractTexts(blocks);
  const parts = [title];
  for (const block of blocks) {
    const entry = texts[block.id];
    if (!entry) continue;
    parts.push(block.id);
    for (const key of ['markdown', 'alt', 'caption', 'prompt', 'hint', 'explanation', 'unit'] as const) parts.push(entry[key] ?? '');
    for (const [id, text] of Object.entries(entry.options ?? {})) parts.push(id, text);
  }
  let hash = 0xcbf29ce484222325n;
  for (const unit of new TextEncoder().encode(parts.join('\u0000'))) {
    hash ^= BigInt(unit);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** `blocks` with `change` applied to every word a reader reads (the same fields a translation holds). */
export function mapBlockTexts(blocks: readonly Block[], change: (text: string) => string): Block[] {
  return blocks.map((block): Block => {
    switch (block.type) {
      case 'text':
      case 'callout':
        return { ...block, markdown: change(block.markdown) };
      case 'image':
        return { ...block, alt: change(block.alt), ...(block.caption ? { caption: change(block.caption) } : {}) };
      case 'question': {
        const question = block.question;
        const base = { prompt: change(question.prompt), explanation: change(question.explanation), ...(question.hint ? { hint: change(question.hint) } : {}) };
        switch (question.kind) {
          case 'single':
          case 'multiple':
            return { ...block, question: { ...question, ...base, options: question.options.map((option) => ({ ...option, text: change(option.text) })) } as typeof question };
          case 'order':
            return { ...block, question: { ...question, ...base, items: question.items.map((item) => ({ ...item, text: change(item.text) })) } };
          default:
            return { ...block, question: { ...question, ...base } };
        }
      }
    }
  });
}

/** The fingerprint of a course's English words (title, summary, description), as its translations keep it. */
export function courseFingerprint(course: { title: string; summary: string; description: string }): string {
  return textsFingerprint(course.title, [
    { id: 'summary', type: 'text', markdown: course.summary },
    { id: 'description', type: 'text', markdown: course.description },
  ]);
}

// ── What an admin translates, and how far a translation is behind (the translation view and editors) ──────────

/** One word of a block: its text field, or one choice or item of a question (`option:<id>`). */
export type WordField = 'markdown' | 'alt' | 'caption' | 'prompt' | 'hint' | 'explanation' | 'unit' | `option:${string}`;

/** A word that is a text field of the block (not one of its choices). */
type TextWordKey = Exclude<WordField, `option:${string}`>;

/**
 * A money question's unit is not a word but a mark (lib/lesson-numbers.ts shows the reader's currency sign for it):
 * a translation keeps it as it is, and nobody translates it.
 */
export const MONEY_UNIT = 'money';

/** The words of a block a translator writes, in the order a child meets them (the money mark left out). */
export function translatableWords(entry: BlockTexts | undefined): [WordField, string][] {
  if (!entry) return [];
  const words: [WordField, string][] = [];
  const add = (field: WordField, text: string | undefined) => {
    if (present(text)) words.push([field, text]);
  };
  add('markdown', entry.markdown);
  add('alt', entry.alt);
  add('caption', entry.caption);
  add('prompt', entry.prompt);
  for (const [id, option] of Object.entries(entry.options ?? {})) add(`option:${id}`, option);
  if (entry.unit !== MONEY_UNIT) add('unit', entry.unit);
  add('hint', entry.hint);
  add('explanation', entry.explanation);
  return words;
}

/** One word of a block's texts; undefined when it has none. */
export function wordOf(entry: BlockTexts | undefined, field: WordField): string | undefined {
  if (!entry) return undefined;
  if (field.startsWith('option:')) return entry.options?.[field.slice('option:'.length)];
  return entry[field as TextWordKey];
}

/** `entry` with one word set (a blank text removes it). */
export function withWord(entry: BlockTexts | undefined, field: WordField, text: string): BlockTexts {
  const next: BlockTexts = { ...entry, ...(entry?.options ? { options: { ...entry.options } } : {}) };
  const blank = text.trim() === '';
  if (field.startsWith('option:')) {
    const id = field.slice('option:'.length);
    const options = next.options ?? {};
    if (blank) delete options[id];
    else options[id] = text;
    if (Object.keys(options).length > 0) next.options = options;
    else delete next.options;
    return next;
  }
  const key = field as TextWordKey;
  if (blank) delete next[key];
  else next[key] = text;
  return next;
}

/** Whether a block's English words changed between two versions (the one translated from, and today's). */
export function blockWordsChanged(before: BlockTexts | undefined, now: BlockTexts | undefined): boolean {
  return !sameWords(before, now);
}

export interface TranslationState {
  status: TranslationStatus;
  /** Blocks whose English changed since the translation was written (or were added after it): shown in English. */
  changed: string[];
  /** Blocks whose English is as translated but whose translation lacks a word: that word is shown in English. */
  lacking: string[];
}

/**
 * How a lesson's translation stands against its English today (decision 051). Out of date: the fingerprint of the
 * English it was written from is not today's (the title, a word, a block added, moved or removed). Partly: some words
 * are shown in English (a block whose English changed since, or a word it lacks). Both are counted per block, so the
 * admin sees how much there is to do.
 */
export function translationState(english: { title: string; blocks: readonly Block[] }, translation: { texts: LessonTexts; sourceTexts: LessonTexts; sourceFingerprint: string } | null): TranslationState {
  if (!translation) return { status: 'missing', changed: [], lacking: [] };
  const current = extractTexts(english.blocks);
  const changed: string[] = [];
  const lacking: string[] = [];
  for (const block of english.blocks) {
    const now = current[block.id];
    if (!sameWords(translation.sourceTexts[block.id], now)) {
      if (translatableWords(now).length > 0) changed.push(block.id);
      continue;
    }
    const translated = translation.texts[block.id];
    const lacks = translatableWords(now).some(([field]) => !present(wordOf(translated, field))) || (now?.unit === MONEY_UNIT && translated?.unit !== MONEY_UNIT);
    if (lacks) lacking.push(block.id);
  }
  const status = translation.sourceFingerprint !== textsFingerprint(english.title, english.blocks) ? 'outdated' : changed.length + lacking.length > 0 ? 'partly' : 'translated';
  return { status, changed, lacking };
}

/** How a course's translation stands against its English today: as translationState, for its three words. */
export function courseTranslationStatus(
  english: { title: string; summary: string; description: string },
  translation: { title: string; summary: string; description: string; sourceFingerprint: string } | null,
): TranslationStatus {
  if (!translation) return 'missing';
  if (translation.sourceFingerprint !== courseFingerprint(english)) return 'outdated';
  const lacks = (['title', 'summary', 'description'] as const).some((field) => present(english[field]) && !present(translation[field]));
  return lacks ? 'partly' : 'translated';
}
