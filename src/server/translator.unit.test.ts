import { describe, expect, it } from 'vitest';
import { translatorOver } from './translator';

const MESSAGES = {
  mail: {
    greeting: 'Hello {name}, you have {count, plural, one {# new badge} other {# new badges}}.',
    welcome: 'Hello {name}, welcome back.',
    plain: 'Nothing to fill in.',
    nested: { deeper: 'Inside' },
  },
};

describe('translatorOver', () => {
  const t = translatorOver('en', MESSAGES);

  it('formats a message with its arguments, plurals included', () => {
    expect(t('mail.greeting', { name: 'Lina', count: 2 })).toBe('Hello Lina, you have 2 new badges.');
    expect(t('mail.plain')).toBe('Nothing to fill in.');
    expect(t('mail.nested.deeper')).toBe('Inside');
  });

  it('leaves a placeholder whose argument was not given empty rather than failing the message', () => {
    expect(t('mail.welcome')).toBe('Hello , welcome back.');
  });

  it('answers a text that is not a message, or a namespace, as it was given', () => {
    expect(t('An older error written for people.')).toBe('An older error written for people.');
    expect(t('mail.nested')).toBe('mail.nested');
    expect(t('mail.missing')).toBe('mail.missing');
  });

  it('formats in the locale it was made for', () => {
    const count = { n: { count: '{count, number}' } };
    expect(translatorOver('en', count)('n.count', { count: 1234.5 })).toBe('1,234.5');
    expect(translatorOver('fr', count)('n.count', { count: 1234.5 })).toBe('1\u202f234,5');
  });
});
