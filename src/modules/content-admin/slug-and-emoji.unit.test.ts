import { describe, expect, it } from 'vitest';
import { isEmojiIcon } from './emoji';
import { SLUG_PATTERN, slugify } from '@/lib/slug';

describe('slug suggestions', () => {
  it('turns a title into lowercase words joined by single hyphens', () => {
    expect(slugify('Money Basics!')).toBe('money-basics');
    expect(slugify('  Épargner & investir, 2e partie ')).toBe('epargner-investir-2e-partie');
    expect(slugify('أساسيات المال')).toBe('');
    expect(slugify('x'.repeat(100))).toHaveLength(80);
    for (const title of ['Money Basics!', 'A -- B', '--Why?--', 'Ça va']) expect(slugify(title)).toMatch(SLUG_PATTERN);
  });
});

describe('emoji icons', () => {
  it('accepts one or two emoji, including flags, keycaps, skin tones and joined sequences', () => {
    for (const emoji of ['⭐', '🐷', '🇫🇷', '1️⃣', '👍🏽', '👨‍👩‍👧', '⭐🚀', '❤️']) expect(isEmojiIcon(emoji), emoji).toBe(true);
  });

  it('refuses text, digits, three emoji, mixed text and lone flag letters', () => {
    for (const text of ['', 'a', 'ab', '1', '#', '⭐⭐⭐', 'ok⭐', '⭐ x', '<b>', '🇫', ' ']) expect(isEmojiIcon(text), text).toBe(false);
  });
});
