import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUTTON_KEYS, COLOR_KEYS, DEFAULT_THEME, isValidThemeValue, mergeTheme, THEME_KEYS, themeCss, themeOverrideCss, toThemeKey } from './theme-keys';

describe('theme keys (spec 3 Theme settings)', () => {
  it('has 17 colours × light/dark, six buttons of four parts plus button5-border, and two link keys', () => {
    expect(COLOR_KEYS).toHaveLength(34);
    expect(BUTTON_KEYS).toHaveLength(25);
    expect(BUTTON_KEYS).toContain('button5-border');
    expect(BUTTON_KEYS).not.toContain('button4-border');
    expect(THEME_KEYS).toHaveLength(61);
    expect(Object.keys(DEFAULT_THEME).sort()).toEqual([...THEME_KEYS].sort());
  });

  it('defaults: primary a blue, error a red, success a green', () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const [pr, pg, pb] = rgb(DEFAULT_THEME['primary-light']!);
    expect(pb).toBeGreaterThan(pr + 100);
    expect(pb).toBeGreaterThan(pg);
    const [er, eg, eb] = rgb(DEFAULT_THEME['error-light']!);
    expect(er).toBeGreaterThan(eg + 100);
    expect(er).toBeGreaterThan(eb + 100);
    const [sr, sg, sb] = rgb(DEFAULT_THEME['success-light']!);
    expect(sg).toBeGreaterThan(sr);
    expect(sg).toBeGreaterThan(sb);
  });

  it('converts camelCase stored keys to hyphenated lowercase', () => {
    expect(toThemeKey('sidebarBackgroundLight')).toBe('sidebar-background-light');
    expect(toThemeKey('confirmDialogTextDark')).toBe('confirm-dialog-text-dark');
    expect(toThemeKey('button1HoverBackground')).toBe('button1-hover-background');
    expect(toThemeKey('button5Border')).toBe('button5-border');
    expect(toThemeKey('linkHoverText')).toBe('link-hover-text');
    expect(toThemeKey('page-background-dark')).toBe('page-background-dark');
  });

  it('accepts colours and refuses anything that could break out of the stylesheet', () => {
    for (const value of ['#fff', '#1d4ed8', '#1d4ed8cc', 'rgb(29, 78, 216)', 'hsl(220 80% 50%)']) expect(isValidThemeValue('primary-light', value)).toBe(true);
    for (const value of ['red; } body { display:none', 'url(https://x)', 'expression(alert(1))', '</style><script>', '#12', 'blue', '']) {
      expect(isValidThemeValue('primary-light', value)).toBe(false);
    }
    expect(isValidThemeValue('sidebar-gradient-light', 'linear-gradient(180deg, #fff 0%, #000 100%)')).toBe(true);
    expect(isValidThemeValue('primary-light', 'linear-gradient(180deg, #fff 0%, #000 100%)')).toBe(false);
  });

  it('merges stored values over the defaults, normalising keys and ignoring unknown keys and bad values', () => {
    const theme = mergeTheme([
      { key: 'primaryLight', value: '#ff0000' },
      { key: 'error-dark', value: 'not a colour' },
      { key: 'madeUpKey', value: '#123456' },
    ]);
    expect(theme['primary-light']).toBe('#ff0000');
    expect(theme['error-dark']).toBe(DEFAULT_THEME['error-dark']);
    expect(theme).not.toHaveProperty('made-up-key');
    expect(themeCss(theme)).toContain('--primary:#ff0000;');
    expect(themeCss(theme)).toMatch(/html\.dark\{[^}]*--primary:#60a5fa;/);
  });

  it("the stylesheet's default theme is DEFAULT_THEME's, so a page without a stored theme needs no inline style", () => {
    const file = readFileSync(path.join(process.cwd(), 'src/app/theme-defaults.css'), 'utf8');
    const css = file.replace(/\/\*[\s\S]*?\*\//g, '').trim();
    // On a failure, the expected value is the line to paste into src/app/theme-defaults.css.
    expect(css).toBe(themeCss(DEFAULT_THEME));
    expect(themeOverrideCss(mergeTheme([]))).toBeNull();
  });

  it('a stored theme that differs from the defaults in one key is sent whole, to win over the defaults', () => {
    const css = themeOverrideCss(mergeTheme([{ key: 'accent-dark', value: '#123456' }]));
    expect(css).toBe(themeCss({ ...DEFAULT_THEME, 'accent-dark': '#123456' }));
    expect(css).toMatch(/html\.dark\{[^}]*--accent:#123456;/);
    // A stored value equal to the default is no difference.
    expect(themeOverrideCss(mergeTheme([{ key: 'primary-light', value: DEFAULT_THEME['primary-light']! }]))).toBeNull();
  });
});
