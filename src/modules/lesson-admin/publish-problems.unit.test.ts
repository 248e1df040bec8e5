import { describe, expect, it } from 'vitest';
import { ENGLISH_CURRICULUM } from '@/seed/curriculum/english';
import { blockSchema, draftBlockSchema, publishProblems, type DraftBlock } from '@/lib/lesson-content';
import { moveItem, NEW_BLOCK_KINDS, newBlock, shuffledStart } from './draft-blocks';
import { fileUrl, fullPathOf } from '@/lib/file-url';
import { slugify } from '@/lib/slug';

const COMPLETE: DraftBlock[] = [
  { id: 'intro', type: 'text', markdown: 'Money is what we trade.' },
  { id: 'pic', type: 'image', src: '/files/thumbnails/coins.png', alt: 'A pile of coins', caption: 'Coins' },
  { id: 'tip', type: 'callout', tone: 'tip', markdown: 'Count twice.' },
  { id: 'q-single', type: 'question', question: { kind: 'single', prompt: 'Which?', explanation: 'Because.', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'b' } },
  { id: 'q-multi', type: 'question', question: { kind: 'multiple', prompt: 'Which ones?', explanation: 'Both.', hint: 'More than one.', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }, { id: 'c', text: 'C' }], correct: ['a', 'c'] } },
  { id: 'q-tf', type: 'question', question: { kind: 'true-false', prompt: 'True?', explanation: 'Yes.', correct: false } },
  { id: 'q-num', type: 'question', question: { kind: 'number', prompt: 'How many?', explanation: 'Seven.', correct: 7, tolerance: 0.5, unit: 'coins' } },
  { id: 'q-order', type: 'question', question: { kind: 'order', prompt: 'Order them.', explanation: 'Small first.', items: [{ id: 'x', text: 'Big' }, { id: 'y', text: 'Small' }], correctOrder: ['y', 'x'] } },
];

const codes = (blocks: DraftBlock[]) => publishProblems(blocks).map((problem) => [problem.code, problem.blockNumber, problem.questionNumber]);

function withQuestion(index: number, change: (block: DraftBlock & { type: 'question' }) => DraftBlock): DraftBlock[] {
  return COMPLETE.map((block, i) => (i === index && block.type === 'question' ? change(block) : block));
}

describe('publishProblems', () => {
  it('finds nothing in a complete lesson, which then passes blockSchema', () => {
    expect(publishProblems(COMPLETE)).toEqual([]);
    expect(blockSchema.array().safeParse(COMPLETE).success).toBe(true);
  });

  it('finds nothing in any seeded lesson (the seed is what a published lesson looks like)', () => {
    const lessons = ENGLISH_CURRICULUM.flatMap((course) => course.lessons);
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) expect({ lesson: lesson.slug, problems: publishProblems(lesson.blocks) }).toEqual({ lesson: lesson.slug, problems: [] });
  });

  it('refuses a lesson with no question, or no blocks at all', () => {
    expect(codes([COMPLETE[0]!])).toEqual([['noQuestion', null, null]]);
    expect(codes([])).toEqual([['noQuestion', null, null]]);
  });

  it('names the question by its number among the questions: "Question 3: choose the correct answer"', () => {
    const blocks = withQuestion(5, (block) => ({ ...block, question: { kind: 'true-false', prompt: 'True?', explanation: 'Yes.' } }));
    expect(publishProblems(blocks)).toEqual([{ code: 'noCorrect', blockId: 'q-tf', blockNumber: 6, questionNumber: 3 }]);
  });

  it('finds a missing correct answer for every kind of question', () => {
    const noAnswers: DraftBlock[] = [
      { id: 's', type: 'question', question: { kind: 'single', prompt: 'p', explanation: 'e', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }] } },
      { id: 'm', type: 'question', question: { kind: 'multiple', prompt: 'p', explanation: 'e', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: [] } },
      { id: 't', type: 'question', question: { kind: 'true-false', prompt: 'p', explanation: 'e' } },
      { id: 'n', type: 'question', question: { kind: 'number', prompt: 'p', explanation: 'e', tolerance: 0 } },
    ];
    expect(codes(noAnswers)).toEqual([
      ['noCorrect', 1, 1],
      ['noCorrect', 2, 2],
      ['noCorrect', 3, 3],
      ['noCorrect', 4, 4],
    ]);
  });

  it('refuses a correct answer that is not one of the options', () => {
    expect(codes(withQuestion(3, (block) => ({ ...block, question: { ...block.question, correct: 'zzz' } as typeof block.question })))).toEqual([['correctNotAnOption', 4, 1]]);
    expect(codes(withQuestion(4, (block) => ({ ...block, question: { ...block.question, correct: ['a', 'nope'] } as typeof block.question })))).toEqual([['correctNotAnOption', 5, 2]]);
  });

  it('refuses too few options, empty options and duplicated option ids', () => {
    const single = (options: { id: string; text: string }[]): DraftBlock[] => [
      { id: 'q', type: 'question', question: { kind: 'single', prompt: 'p', explanation: 'e', options, correct: options[0]?.id } },
    ];
    expect(codes(single([{ id: 'a', text: 'A' }]))).toEqual([['tooFewOptions', 1, 1]]);
    expect(codes(single([{ id: 'a', text: 'A' }, { id: 'b', text: '  ' }]))).toEqual([['emptyOption', 1, 1]]);
    expect(codes(single([{ id: 'a', text: 'A' }, { id: 'a', text: 'B' }]))).toEqual([['duplicateOption', 1, 1]]);
  });

  it('checks order questions: two items at least, a right order using each item once, a start that is not already right', () => {
    const order = (items: string[], correctOrder: string[]): DraftBlock[] => [
      { id: 'o', type: 'question', question: { kind: 'order', prompt: 'p', explanation: 'e', items: items.map((id) => ({ id, text: id.toUpperCase() })), correctOrder } },
    ];
    expect(codes(order(['a'], ['a']))).toEqual([['tooFewItems', 1, 1]]);
    expect(codes(order(['a', 'b'], ['a']))).toEqual([['orderMismatch', 1, 1]]);
    expect(codes(order(['a', 'b'], ['a', 'a']))).toEqual([['orderMismatch', 1, 1]]);
    expect(codes(order(['a', 'b'], ['a', 'b']))).toEqual([['alreadyInOrder', 1, 1]]);
    expect(codes(order(['b', 'a'], ['a', 'b']))).toEqual([]);
  });

  it('refuses empty texts, a missing prompt or explanation, and images without a stored file or alt text', () => {
    const blocks: DraftBlock[] = [
      { id: 'empty', type: 'text', markdown: '   ' },
      { id: 'callout', type: 'callout', tone: 'warning', markdown: '' },
      { id: 'img', type: 'image', src: '', alt: '' },
      { id: 'ext', type: 'image', src: 'https://example.com/a.png', alt: 'x' },
      { id: 'q', type: 'question', question: { kind: 'true-false', prompt: ' ', explanation: '', correct: true } },
    ];
    expect(codes(blocks)).toEqual([
      ['emptyText', 1, null],
      ['emptyText', 2, null],
      ['noImage', 3, null],
      ['noAlt', 3, null],
      ['imageNotFromStore', 4, null],
      ['noPrompt', 5, 1],
      ['noExplanation', 5, 1],
    ]);
  });

  it('refuses two blocks with the same id', () => {
    expect(codes([...COMPLETE, { id: 'intro', type: 'text', markdown: 'again' }])).toEqual([['duplicateBlockId', 9, null]]);
  });
});

describe('the editor block helpers', () => {
  it('makes an empty block of every kind that a draft may hold, each with a fresh id', () => {
    const blocks: DraftBlock[] = [];
    for (const kind of NEW_BLOCK_KINDS) blocks.push(newBlock(kind, blocks));
    expect(draftBlockSchema.array().safeParse(blocks).success).toBe(true);
    expect(new Set(blocks.map((block) => block.id)).size).toBe(NEW_BLOCK_KINDS.length);
    // Empty blocks are drafts: they cannot be published as they are.
    expect(publishProblems(blocks).length).toBeGreaterThan(0);
    expect(blockSchema.array().safeParse(blocks).success).toBe(false);
  });

  it('moves items up and down and ignores moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('shuffles an order question into a start that is never the right order', () => {
    const items = [{ id: 'a' }, { id: 'b' }];
    for (let i = 0; i < 20; i++) expect(shuffledStart(items, ['a', 'b']).map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('turns a file-store path into its URL and back', () => {
    expect(fileUrl('thumbnails/my coin.png')).toBe('/files/thumbnails/my%20coin.png');
    expect(fullPathOf('/files/thumbnails/my%20coin.png')).toBe('thumbnails/my coin.png');
    expect(fullPathOf('https://example.com/a.png')).toBeNull();
  });

  it('suggests slugs from titles', () => {
    expect(slugify('Needs & Wants!')).toBe('needs-wants');
    expect(slugify('  Épargner pour demain ')).toBe('epargner-pour-demain');
    expect(slugify('ما هو المال')).toBe('');
  });
});
