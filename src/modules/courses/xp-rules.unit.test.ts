import { describe, expect, it } from 'vitest';
import { isCorrect, toPublicBlock } from './answers';
import type { Block, Question } from '@/lib/lesson-content';
import { levelFor, levelThreshold, xpForCompletion } from './xp-rules';

describe('XP and levels', () => {
  it('first completion: the reward, plus half again for a perfect score; then half; then nothing', () => {
    expect(xpForCompletion(20, 1, false)).toBe(20);
    expect(xpForCompletion(20, 1, true)).toBe(30);
    expect(xpForCompletion(15, 1, true)).toBe(23);
    expect(xpForCompletion(15, 2, true)).toBe(7);
    expect(xpForCompletion(15, 3, true)).toBe(0);
  });

  it('levels start at 0, 100, 300, 600, 1000 XP', () => {
    expect([1, 2, 3, 4, 5].map(levelThreshold)).toEqual([0, 100, 300, 600, 1000]);
    expect(levelFor(0)).toMatchObject({ level: 1, progress: 0, nextLevelAt: 100 });
    expect(levelFor(99).level).toBe(1);
    expect(levelFor(100).level).toBe(2);
    expect(levelFor(299).level).toBe(2);
    expect(levelFor(300).level).toBe(3);
    expect(levelFor(200)).toMatchObject({ level: 2, progress: 0.5 });
    expect(levelFor(123_456).level).toBe(50);
    expect(levelFor(-5).level).toBe(1);
  });
});

describe('answer checking (server only)', () => {
  const base = { prompt: 'p', explanation: 'e' };
  const single: Question = { kind: 'single', ...base, options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'b' };
  const multiple: Question = { kind: 'multiple', ...base, options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }, { id: 'c', text: 'C' }], correct: ['a', 'c'] };
  const trueFalse: Question = { kind: 'true-false', ...base, correct: false };
  const number: Question = { kind: 'number', ...base, correct: 7.5, tolerance: 0.01 };
  const order: Question = { kind: 'order', ...base, items: [{ id: 'x', text: 'X' }, { id: 'y', text: 'Y' }, { id: 'z', text: 'Z' }], correctOrder: ['z', 'x', 'y'] };

  it('checks every kind, refusing the wrong type of answer', () => {
    expect(isCorrect(single, 'b')).toBe(true);
    expect(isCorrect(single, 'a')).toBe(false);
    expect(isCorrect(single, ['b'])).toBe(false);
    expect(isCorrect(multiple, ['c', 'a'])).toBe(true);
    expect(isCorrect(multiple, ['a'])).toBe(false);
    expect(isCorrect(multiple, ['a', 'c', 'b'])).toBe(false);
    expect(isCorrect(multiple, ['a', 'a'])).toBe(false);
    expect(isCorrect(trueFalse, false)).toBe(true);
    expect(isCorrect(trueFalse, 'false')).toBe(false);
    expect(isCorrect(number, 7.5)).toBe(true);
    expect(isCorrect(number, 7.51)).toBe(true);
    expect(isCorrect(number, 7.52)).toBe(false);
    expect(isCorrect(order, ['z', 'x', 'y'])).toBe(true);
    expect(isCorrect(order, ['x', 'y', 'z'])).toBe(false);
    expect(isCorrect(order, ['z', 'x'])).toBe(false);
  });

  it('the public block carries no answer, no tolerance and no explanation', () => {
    for (const question of [single, multiple, trueFalse, number, order]) {
      const block: Block = { id: 'q', type: 'question', question: { ...question, hint: 'think' } };
      const json = JSON.stringify(toPublicBlock(block));
      expect(json).not.toMatch(/correct|tolerance|explanation/);
      expect(json).toContain('think');
    }
  });
});
