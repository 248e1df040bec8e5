import { describe, expect, it } from 'vitest';
import type { Block } from './lesson-content';
import { blocksForReader, formatLessonText, readTypedNumber } from './lesson-numbers';

const BLOCKS: Block[] = [
  { id: 'intro', type: 'text', markdown: 'A comic costs {{money 2.50}} and a pen {{money 1}}.\n\n1. Save 3 coins\n2. Spend 1.5 more' },
  { id: 'q1', type: 'question', question: { kind: 'number', prompt: 'You have {{money 0.20}} and find {{money 0.15}}. How much now?', explanation: '{{money 0.20}} + {{money 0.15}} = {{money 0.35}}.', correct: 0.35, tolerance: 0, unit: 'money' } },
  { id: 'q2', type: 'question', question: { kind: 'number', prompt: 'How many coins?', explanation: 'Eight.', correct: 8, tolerance: 0, unit: 'coins' } },
];

describe('amounts and numbers in a lesson, for its reader', () => {
  it('writes an amount in the reader’s currency and locale, the same nominal amount in currencies of a similar size', () => {
    expect(formatLessonText('costs {{money 2.50}}', { locale: 'en', currency: 'USD' })).toBe('costs $2.50');
    expect(formatLessonText('coûte {{money 2.50}}', { locale: 'fr', currency: 'EUR' })).toBe('coûte 2,50\u00a0€');
    expect(formatLessonText('a pen {{money 1}}', { locale: 'en', currency: 'GBP' })).toBe('a pen £1');
  });

  it('scales pocket money where a unit is worth far less, exactly, in the currency’s own minor digits', () => {
    expect(formatLessonText('{{money 2.50}}', { locale: 'en', currency: 'JPY' })).toBe('¥250');
    expect(formatLessonText('{{money 0.17}}', { locale: 'en', currency: 'INR' })).toBe('₹8.50');
  });

  it('writes amounts in Arabic text the way the app writes Arabic numbers, and leaves other numbers as written', () => {
    const [intro] = blocksForReader(BLOCKS, { locale: 'ar', currency: 'EUR' });
    const markdown = intro?.type === 'text' ? intro.markdown : '';
    expect(markdown).toContain(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(2.5));
    expect(markdown).toContain('1. Save 3 coins');
  });

  it('asks a money question in the reader’s currency: answer, tolerance and unit scale with the words', () => {
    const yen = blocksForReader(BLOCKS, { locale: 'en', currency: 'JPY' });
    const question = yen[1]?.type === 'question' ? yen[1].question : null;
    expect(question).toMatchObject({ kind: 'number', correct: 35, tolerance: 0, unit: '¥', prompt: 'You have ¥20 and find ¥15. How much now?', explanation: '¥20 + ¥15 = ¥35.' });
    const rupees = blocksForReader(BLOCKS, { locale: 'en', currency: 'INR' });
    expect(rupees[1]?.type === 'question' && rupees[1].question.kind === 'number' && rupees[1].question.correct).toBe(17.5);
    // A question counted in coins is not money: untouched.
    expect(yen[2]?.type === 'question' && yen[2].question).toMatchObject({ correct: 8, unit: 'coins' });
  });

  it('reads a typed number in Latin or Arabic digits, with a point or a comma', () => {
    expect(readTypedNumber('2.5')).toBe(2.5);
    expect(readTypedNumber('2,5')).toBe(2.5);
    expect(readTypedNumber('٢٫٥')).toBe(2.5);
    expect(readTypedNumber(' 12 ')).toBe(12);
    expect(readTypedNumber('two')).toBeNull();
  });
});
