import { isRightToLeft } from '@/lib/text-direction';

/** The locales with a complete message file (messages/<locale>.json). */
export const LOCALES = ['en', 'fr', 'ar'] as const;
/** Locales written right to left: the layout mirrors for them. */
export const RTL_LOCALES: readonly string[] = LOCALES.filter(isRightToLeft);
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: string | null | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}
