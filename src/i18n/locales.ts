/** The locales with a complete message file (messages/<locale>.json). */
export const LOCALES = ['en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: string | null | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}
