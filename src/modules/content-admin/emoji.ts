/*
 * Badge icons (decision 009): an emoji is 1 or 2 grapheme clusters (what a reader sees as 1 or 2 symbols),
 * each a pictographic emoji, a flag (two regional indicators) or a keycap, built only from emoji code points
 * (modifiers, joiners, variation selectors and tags included), so "ab" or "1" or "⭐ and text" are refused.
 */

const EMOJI_CODE_POINTS = /^[\p{Extended_Pictographic}\p{Emoji_Component}]+$/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}{2}|\u20E3/u;

export const MAX_EMOJI_CLUSTERS = 2;

export function graphemes(text: string): string[] {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
}

export function isEmojiIcon(text: string): boolean {
  if (text.length === 0 || text.length > 64) return false;
  const clusters = graphemes(text);
  if (clusters.length > MAX_EMOJI_CLUSTERS) return false;
  return clusters.every((cluster) => EMOJI_CODE_POINTS.test(cluster) && PICTOGRAPHIC.test(cluster));
}
