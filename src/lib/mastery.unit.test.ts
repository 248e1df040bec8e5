import { describe, expect, it } from 'vitest';
import { levelStep, MASTERY_LEVELS, percentRight, skillNameIn } from './mastery';

describe('mastery levels', () => {
  it('climb from not started to mastered, a step each', () => {
    expect(MASTERY_LEVELS.map(levelStep)).toEqual([0, 1, 2, 3, 4]);
  });

  it('give the share right in whole per cent, 0 for a skill not met', () => {
    expect([percentRight(7, 10), percentRight(2, 3), percentRight(0, 0)]).toEqual([70, 67, 0]);
  });

  it('name a skill in the reader’s language, English for any other', () => {
    const name = { en: 'Saving', fr: 'Épargner', ar: 'الادّخار' };
    expect([skillNameIn(name, 'fr'), skillNameIn(name, 'ar'), skillNameIn(name, 'de')]).toEqual(['Épargner', 'الادّخار', 'Saving']);
  });
});
