import { textsFingerprint } from '@/lib/lesson-translation';
import type { TranslationStatus } from '@/lib/translation-locales';

/*
 * How a badge's translation stands against its English (decision 054). A translation keeps the English name and
 * description it was written from; readers see a word whose English changed since in English.
 */

interface BadgeEnglish {
  name: string;
  description: string;
}

/** The fingerprint of a badge's English name and description: the translation form is saved against it. */
export function badgeFingerprint(badge: BadgeEnglish): string {
  return textsFingerprint(badge.name, [{ id: 'description', type: 'text', markdown: badge.description }]);
}

/** Missing (no row), out of date (a word's English changed since it was written), or translated. */
export function badgeTranslationStatus(english: BadgeEnglish, translation: { sourceName: string; sourceDescription: string } | null): TranslationStatus {
  if (!translation) return 'missing';
  return translation.sourceName === english.name && translation.sourceDescription === english.description ? 'translated' : 'outdated';
}
