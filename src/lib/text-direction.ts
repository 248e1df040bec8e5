/**
 * Whether a locale's language is written right to left: Arabic, Persian, Hebrew and Urdu, with their regional forms
 * ("ar-MA"). One list for the layout's direction (i18n's RTL_LOCALES) and for money shown inside such text
 * (number-format.ts), which lib may use without importing i18n.
 */
const RIGHT_TO_LEFT = /^(?:ar|fa|he|ur)(?:-|$)/;

export function isRightToLeft(locale: string): boolean {
  return RIGHT_TO_LEFT.test(locale);
}
