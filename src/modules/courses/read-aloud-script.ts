import type { PublicBlock, PublicQuestion } from './answers';
import { markdownParts, plainInline } from './markdown-parts';

/*
 * What the lesson player reads aloud (decision 053): a block as the sentences the page shows, in their order. Each
 * sentence is said on its own (its highlight moves with the voice, and a pause or a speed change takes effect at the
 * next one). Pure: no React, no DOM, so the lazily loaded reader and the unit tests share it.
 */

export interface Sentence {
  /** The words as the page shows them: where the highlight finds them. */
  shown: string;
  /** The words as the voice says them: no stars, hashes or pictures for it to spell out. */
  spoken: string;
}

/** The player's own words that are read with a block: a callout's title, the true/false choices, a "pick all" line. */
export interface ReadAloudLabels {
  callout: Record<'tip' | 'fact' | 'warning', string>;
  true: string;
  false: string;
  pickAll: string;
}

/*
 * A sentence ends at . ! ? … or the Arabic ؟ (the Arabic comma ، and semicolon ؛ do not end one), with any closing
 * quote or bracket after it (French « … » included), before a space or the end. French sets a space before ? and !,
 * which stays with its sentence.
 */
const SENTENCE_END = /[.!?؟…]+(?:[\s\u00a0\u202f]*[»"'”’)\]]+)?(?=[\s\u00a0\u202f]|$)/gu;
/** A full stop after these is an abbreviation, not a sentence's end (Mr. Lee, Mme Dupont, Dr. Ada). */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'mme', 'mlle', 'vs']);

function endsSentence(text: string, start: number, match: RegExpExecArray): boolean {
  const next = text.slice(match.index + match[0].length).trimStart();
  // "the U.S. dollar", "… and so on": a sentence goes on in lower case (Arabic has no case, and needs no exception).
  if (next !== '' && /^\p{Ll}/u.test(next)) return false;
  if (!match[0].startsWith('.') || match[0].startsWith('..')) return true;
  const word = /([\p{L}.]+)$/u.exec(text.slice(start, match.index))?.[1] ?? '';
  // An initial (J. K. Rowling), an abbreviation with its own full stops (e.g., i.e.) or a title (Mr., Mme.).
  return !(/^\p{Lu}$/u.test(word) || word.includes('.') || ABBREVIATIONS.has(word.toLowerCase()));
}

/** A paragraph's sentences, in order, each trimmed; a text without an end mark is one sentence. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (!endsSentence(text, start, match)) continue;
    const end = match.index + match[0].length;
    sentences.push(text.slice(start, end));
    start = end;
  }
  sentences.push(text.slice(start));
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence !== '');
}

/*
 * What a voice would spell out rather than say: pictures (emoji and their joiners), arrows, and any Markdown sign the
 * renderer left in the text (a lone star or hash). Speech engines read "$", "%" and "€" as words, so those stay.
 */
const UNSPOKEN = /\p{Extended_Pictographic}|\u200d|\ufe0f|[\u2190-\u21ff*_#`>|~]/gu;

function sentence(shown: string): Sentence | null {
  // A star between two numbers is a multiplication: said as one, not dropped.
  const spoken = shown
    .replace(/(?<=\d\s?)\*(?=\s?\d)/g, '×')
    .replace(UNSPOKEN, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Nothing left to say (a line of pictures): nothing to read, nothing to highlight.
  return /[\p{L}\p{N}]/u.test(spoken) ? { shown, spoken } : null;
}

function sentencesOf(texts: readonly string[]): Sentence[] {
  return texts.flatMap(splitSentences).flatMap((text) => sentence(text) ?? []);
}

/** Lesson Markdown as sentences: headings and list items are read as words, each one a sentence of its own. */
export function markdownSentences(markdown: string): Sentence[] {
  return sentencesOf(markdownParts(markdown).flatMap((part) => (part.kind === 'bullets' || part.kind === 'numbers' ? part.items : [part.text]).map(plainInline)));
}

/**
 * A question as the child meets it: the prompt, then the choices in the order they are shown (`order`: an order
 * question's items as the child has arranged them so far).
 */
export function questionSentences(question: PublicQuestion, labels: ReadAloudLabels, order?: readonly string[]): Sentence[] {
  switch (question.kind) {
    case 'single':
      return sentencesOf([question.prompt, ...question.options.map((option) => option.text)]);
    case 'multiple':
      return sentencesOf([question.prompt, labels.pickAll, ...question.options.map((option) => option.text)]);
    case 'true-false':
      return sentencesOf([question.prompt, labels.true, labels.false]);
    case 'number':
      return sentencesOf([question.prompt]);
    case 'order': {
      const items = order ? order.flatMap((id) => question.items.find((item) => item.id === id) ?? []) : question.items;
      return sentencesOf([question.prompt, ...items.map((item) => item.text)]);
    }
  }
}

/** Everything a block says, in the order the page shows it. A picture is read by its description, then its caption. */
export function blockSentences(block: PublicBlock, labels: ReadAloudLabels, order?: readonly string[]): Sentence[] {
  switch (block.type) {
    case 'text':
      return markdownSentences(block.markdown);
    case 'callout':
      return [...sentencesOf([labels.callout[block.tone]]), ...markdownSentences(block.markdown)];
    case 'image':
      return sentencesOf([block.alt, block.caption ?? '']);
    case 'question':
      return questionSentences(block.question, labels, order);
  }
}
