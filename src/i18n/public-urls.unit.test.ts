import { describe, expect, it } from 'vitest';
import { languageAlternates, localeOfUrl, publicPageUrl } from './public-urls';

describe('public addresses per language (decision 048)', () => {
  it('reads the language an address names, and nothing else', () => {
    expect(localeOfUrl('/about?lang=fr')).toBe('fr');
    expect(localeOfUrl('/courses?subject=money&lang=ar#top')).toBe('ar');
    expect(localeOfUrl('/about?lang=de')).toBeNull();
    expect(localeOfUrl('/about')).toBeNull();
    expect(localeOfUrl(undefined)).toBeNull();
  });

  it('gives English the plain address and the other languages ?lang=, absolute from the configured base', () => {
    expect(publicPageUrl('https://academy.example/', '/', 'en')).toBe('https://academy.example/');
    expect(publicPageUrl('https://academy.example', '/courses/money-basics', 'fr')).toBe('https://academy.example/courses/money-basics?lang=fr');
    expect(languageAlternates('https://academy.example', '/about')).toEqual({
      en: 'https://academy.example/about',
      fr: 'https://academy.example/about?lang=fr',
      ar: 'https://academy.example/about?lang=ar',
      'x-default': 'https://academy.example/about',
    });
    // A help article written only in French: its French address alone, and no x-default (the plain one would be a 404).
    expect(languageAlternates('https://academy.example', '/help/argent', ['fr'])).toEqual({ fr: 'https://academy.example/help/argent?lang=fr' });
  });
});
