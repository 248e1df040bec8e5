import type { DraftBlock, DraftQuestion } from '@/lib/lesson-content';

/*
 * The editor's block helpers (browser side). Ids are short, random and stable: made once when a block or an
 * option is added, kept through every edit and move (the player and the saved answers refer to them), and within
 * the content model's id rule (lowercase letters, digits and hyphens; the server checks it again).
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomPart(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** A short id that is not in `taken`, e.g. `b-k3x9qa`. */
export function shortId(prefix: string, taken: ReadonlySet<string>): string {
  for (;;) {
    const id = `${prefix}-${randomPart(6)}`;
    if (!taken.has(id)) return id;
  }
}

export const NEW_BLOCK_KINDS = ['text', 'image', 'callout', 'single', 'multiple', 'true-false', 'number', 'order'] as const;
export type NewBlockKind = (typeof NEW_BLOCK_KINDS)[number];

function newQuestion(kind: DraftQuestion['kind']): DraftQuestion {
  const base = { prompt: '', explanation: '' };
  const two = () => {
    const first = shortId('o', new Set());
    return [
      { id: first, text: '' },
      { id: shortId('o', new Set([first])), text: '' },
    ];
  };
  switch (kind) {
    case 'single':
      return { kind, ...base, options: two() };
    case 'multiple':
      return { kind, ...base, options: two(), correct: [] };
    case 'true-false':
      return { kind, ...base };
    case 'number':
      return { kind, ...base, tolerance: 0 };
    case 'order': {
      const items = two();
      // The child starts from `items`; the right answer is `correctOrder` (the editor keeps both in step).
      return { kind, ...base, items: [...items].reverse(), correctOrder: items.map((item) => item.id) };
    }
  }
}

/** An empty block of the chosen kind, with an id no other block of the lesson has. */
export function newBlock(kind: NewBlockKind, blocks: readonly DraftBlock[]): DraftBlock {
  const id = shortId('b', new Set(blocks.map((block) => block.id)));
  switch (kind) {
    case 'text':
      return { id, type: 'text', markdown: '' };
    case 'image':
      return { id, type: 'image', src: '', alt: '' };
    case 'callout':
      return { id, type: 'callout', tone: 'tip', markdown: '' };
    default:
      return { id, type: 'question', question: newQuestion(kind) };
  }
}

/** Moves the item at `index` by `by` places (-1 up, +1 down); out of range leaves the list as it is. */
export function moveItem<T>(list: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/** A random order of the items that is not the correct one (when there are two or more). */
export function shuffledStart<T extends { id: string }>(items: readonly T[], correctOrder: readonly string[]): T[] {
  if (items.length < 2) return [...items];
  for (let attempt = 0; attempt < 20; attempt++) {
    const next = [...items];
    for (let i = next.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [next[i], next[j]] = [next[j]!, next[i]!];
    }
    if (next.some((item, index) => item.id !== correctOrder[index])) return next;
  }
  return [...items].reverse();
}
