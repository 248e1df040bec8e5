import { describe, expect, it } from 'vitest';
import { isRightToLeft } from './text-direction';

describe('isRightToLeft', () => {
  it('knows the right-to-left languages and their regional forms', () => {
    for (const locale of ['ar', 'ar-MA', 'fa', 'he-IL', 'ur']) expect(isRightToLeft(locale), locale).toBe(true);
  });

  it('reads the language, not the first letters: Mapudungun (arn) and English are left to right', () => {
    for (const locale of ['en', 'fr-CA', 'arn', 'hea']) expect(isRightToLeft(locale), locale).toBe(false);
  });
});
