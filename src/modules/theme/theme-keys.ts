/*
 * Spec 3 "Theme settings": colour values keyed by name plus a light or dark suffix; button1–button6 styles
 * (background, text, hover background, hover text; button5 also a border); link text and link hover text.
 * Keys are hyphenated lowercase; stored keys may arrive in camelCase.
 */

export const THEME_COLOR_NAMES = [
  'sidebar-background',
  'page-background',
  'card-background',
  'text',
  'muted-text',
  'accent',
  'highlight',
  'badge',
  'progress',
  'footer-background',
  'border',
  'error',
  'success',
  'sidebar-gradient',
  'primary',
  'confirm-dialog-background',
  'confirm-dialog-text',
] as const;
export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];

export const BUTTON_PARTS = ['background', 'text', 'hover-background', 'hover-text'] as const;
export const BUTTON_KEYS: readonly string[] = [1, 2, 3, 4, 5, 6].flatMap((n) => [
  ...BUTTON_PARTS.map((part) => `button${n}-${part}`),
  ...(n === 5 ? ['button5-border'] : []),
]);
export const LINK_KEYS = ['link-text', 'link-hover-text'] as const;
export const MODE_SUFFIXES = ['light', 'dark'] as const;

export const COLOR_KEYS: readonly string[] = THEME_COLOR_NAMES.flatMap((name) => MODE_SUFFIXES.map((mode) => `${name}-${mode}`));
export const THEME_KEYS: readonly string[] = [...COLOR_KEYS, ...BUTTON_KEYS, ...LINK_KEYS];
const KNOWN = new Set(THEME_KEYS);

export type Theme = Record<string, string>;

/** Spec 3: "Defaults are fixed in the product (primary a blue, error a red, success a green)." */
const LIGHT: Record<ThemeColorName, string> = {
  'sidebar-background': '#ffffff',
  'page-background': '#f8fafc',
  'card-background': '#ffffff',
  text: '#0f172a',
  'muted-text': '#475569',
  accent: '#0e7490',
  highlight: '#fef3c7',
  badge: '#7c3aed',
  progress: '#2563eb',
  'footer-background': '#f1f5f9',
  border: '#e2e8f0',
  error: '#dc2626',
  success: '#15803d',
  'sidebar-gradient': 'linear-gradient(180deg, #ffffff 0%, #f1f5f9 100%)',
  primary: '#2563eb',
  'confirm-dialog-background': '#ffffff',
  'confirm-dialog-text': '#0f172a',
};
const DARK: Record<ThemeColorName, string> = {
  'sidebar-background': '#0f172a',
  'page-background': '#0b1120',
  'card-background': '#111827',
  text: '#f1f5f9',
  'muted-text': '#94a3b8',
  accent: '#22d3ee',
  highlight: '#422006',
  badge: '#a78bfa',
  progress: '#60a5fa',
  'footer-background': '#0f172a',
  border: '#1e293b',
  error: '#f87171',
  success: '#4ade80',
  'sidebar-gradient': 'linear-gradient(180deg, #0f172a 0%, #111827 100%)',
  primary: '#60a5fa',
  'confirm-dialog-background': '#111827',
  'confirm-dialog-text': '#f1f5f9',
};
const BUTTONS: Record<string, string> = {
  'button1-background': '#2563eb',
  'button1-text': '#ffffff',
  'button1-hover-background': '#1d4ed8',
  'button1-hover-text': '#ffffff',
  'button2-background': '#ffffff',
  'button2-text': '#0f172a',
  'button2-hover-background': '#f1f5f9',
  'button2-hover-text': '#0f172a',
  'button3-background': '#dc2626',
  'button3-text': '#ffffff',
  'button3-hover-background': '#b91c1c',
  'button3-hover-text': '#ffffff',
  'button4-background': '#15803d',
  'button4-text': '#ffffff',
  'button4-hover-background': '#166534',
  'button4-hover-text': '#ffffff',
  'button5-background': '#ffffff',
  'button5-text': '#1d4ed8',
  'button5-hover-background': '#eff6ff',
  'button5-hover-text': '#1e40af',
  'button5-border': '#2563eb',
  'button6-background': '#7c3aed',
  'button6-text': '#ffffff',
  'button6-hover-background': '#6d28d9',
  'button6-hover-text': '#ffffff',
  'link-text': '#1d4ed8',
  'link-hover-text': '#1e3a8a',
};

export const DEFAULT_THEME: Readonly<Theme> = Object.freeze({
  ...Object.fromEntries(THEME_COLOR_NAMES.map((name) => [`${name}-light`, LIGHT[name]])),
  ...Object.fromEntries(THEME_COLOR_NAMES.map((name) => [`${name}-dark`, DARK[name]])),
  ...BUTTONS,
});

/** Spec 3: "Stored keys may arrive in camelCase and are converted to hyphenated lowercase." */
export function toThemeKey(key: string): string {
  return key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

export function isThemeKey(key: string): boolean {
  return KNOWN.has(key);
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i;
const GRADIENT = /^linear-gradient\(\s*[\w\s.%#(),/+-]+\)$/i;

/** A colour the stylesheet can take safely: hex, rgb()/hsl(), and for the sidebar gradient a linear-gradient(). */
export function isValidThemeValue(key: string, value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > 200 || /[;{}<>\\]/.test(trimmed)) return false;
  if (HEX.test(trimmed) || FUNCTIONAL.test(trimmed)) return true;
  return key.startsWith('sidebar-gradient') && GRADIENT.test(trimmed);
}

/** Stored entries merged over the defaults: keys normalised, unknown keys and invalid values ignored. */
export function mergeTheme(stored: ReadonlyArray<{ key: string; value: string }>): Theme {
  const theme: Theme = { ...DEFAULT_THEME };
  for (const entry of stored) {
    const key = toThemeKey(entry.key);
    if (isThemeKey(key) && isValidThemeValue(key, entry.value)) theme[key] = entry.value.trim();
  }
  return theme;
}

/**
 * The stylesheet that applies a theme: light values on :root, dark ones under html.dark. The button and link keys
 * have no mode in the spec; they style light mode, and dark mode derives its buttons and links from the dark
 * palette so their contrast holds (docs/decisions/006-theme.md).
 */
export function themeCss(theme: Theme): string {
  const colours = (mode: 'light' | 'dark') => THEME_COLOR_NAMES.map((name) => `--${name}:${theme[`${name}-${mode}`]};`).join('');
  const shared = [...BUTTON_KEYS, ...LINK_KEYS].map((key) => `--${key}:${theme[key]};`).join('');
  const darkDerived = [
    '--button1-background:var(--primary)',
    '--button1-text:var(--page-background)',
    '--button1-hover-background:var(--accent)',
    '--button1-hover-text:var(--page-background)',
    '--button3-background:var(--error)',
    '--button3-text:var(--page-background)',
    '--button3-hover-background:var(--error)',
    '--button3-hover-text:var(--page-background)',
    '--link-text:var(--primary)',
    '--link-hover-text:var(--accent)',
  ].join(';');
  return `:root{color-scheme:light;${colours('light')}${shared}}html.dark{color-scheme:dark;${colours('dark')}${darkDerived}}`;
}

/**
 * What a page must carry inline on top of the default theme, which every page already has from its stylesheet
 * (src/app/theme-defaults.css, generated from DEFAULT_THEME and held to it by a unit test): nothing for the
 * default theme, the whole stylesheet for a stored one (it comes after the stylesheet link, so it wins).
 */
export function themeOverrideCss(theme: Theme): string | null {
  return THEME_KEYS.every((key) => theme[key] === DEFAULT_THEME[key]) ? null : themeCss(theme);
}
