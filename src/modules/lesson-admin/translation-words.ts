import type { Block } from '@/lib/lesson-content';
import { TEXT_LIMITS } from '@/lib/lesson-content-checks';
import { blockWordsChanged, extractTexts, MONEY_UNIT, translatableWords, withWord, wordOf, type BlockTexts, type LessonTexts, type WordField } from '@/lib/lesson-translation';

/*
 * A translation's words checked against the English they translate, and laid out as the translation stores them
 * (decision 051). Shared by the side-by-side editor's save and the translation import: a word belongs to a block the
 * English has, translates a word that block has, and is no longer than the English word's own limit.
 */

/** Why a word cannot be stored (a key under translationEditor.errors). */
export type WordProblem = 'unknownBlock' | 'unknownWord' | 'tooLong';

/** The longest a word of this block may be (lib/lesson-content.ts TEXT_LIMITS). */
export function wordLimit(block: Block, field: WordField): number {
  if (field === 'markdown') return block.type === 'callout' ? TEXT_LIMITS.callout : TEXT_LIMITS.markdown;
  if (field.startsWith('option:')) return TEXT_LIMITS.option;
  return TEXT_LIMITS[field as Exclude<WordField, 'markdown' | `option:${string}`>];
}

/** The English of a lesson, as the translation checks read it. */
export interface EnglishLesson {
  blocks: readonly Block[];
  /** The English words by block id (extractTexts). */
  texts: LessonTexts;
  byId: ReadonlyMap<string, Block>;
}

export function englishLesson(blocks: readonly Block[]): EnglishLesson {
  return { blocks, texts: extractTexts(blocks), byId: new Map(blocks.map((block) => [block.id, block])) };
}

/** Whether `text` may stand as this word of this block; null when it may (a blank text always may: it is no word). */
export function wordProblem(english: EnglishLesson, blockId: string, field: WordField, text: string): WordProblem | null {
  const block = english.byId.get(blockId);
  if (!block) return 'unknownBlock';
  if (!translatableWords(english.texts[blockId]).some(([known]) => known === field)) return 'unknownWord';
  if (text.trim().length > wordLimit(block, field)) return 'tooLong';
  return null;
}

/**
 * The texts a translation stores: for each English block, the words given (trimmed; a blank one is no word), and a
 * money question's mark as the English has it. With `base` (the translation as stored, and the English it was written
 * from), the words given are laid over it, and its words are kept where that block's English is unchanged since: an
 * import names only the words it changes. A block whose English changed keeps only what was given, so a stale word
 * never passes for a translation of today's English.
 */
export function translationTexts(english: EnglishLesson, words: Readonly<Record<string, Readonly<Partial<Record<WordField, string>>>>>, base?: { texts: LessonTexts; sourceTexts: LessonTexts }): LessonTexts {
  const texts: LessonTexts = {};
  for (const block of english.blocks) {
    const now = english.texts[block.id];
    const kept = base && !blockWordsChanged(base.sourceTexts[block.id], now) ? base.texts[block.id] : undefined;
    let entry: BlockTexts = {};
    for (const [field] of translatableWords(now)) {
      const given = words[block.id]?.[field];
      const text = given !== undefined && given.trim() !== '' ? given.trim() : wordOf(kept, field);
      if (text !== undefined && text.trim() !== '') entry = withWord(entry, field, text);
    }
    if (now?.unit === MONEY_UNIT) entry.unit = MONEY_UNIT;
    if (Object.keys(entry).length > 0) texts[block.id] = entry;
  }
  return texts;
}

/** Which blocks' words differ between two versions of a translation (the audit names them; the words are in the row). */
export function changedBlocks(before: LessonTexts, after: LessonTexts): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((id) => blockWordsChanged(before[id], after[id]));
}
