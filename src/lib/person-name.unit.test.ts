import { describe, expect, it } from 'vitest';
import { fullName, fullNameOrEmail } from './person-name';

describe('fullNameOrEmail', () => {
  it('names a person by their first and last name', () => {
    expect(fullNameOrEmail({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });

  it('leaves out a missing or blank part instead of joining spaces', () => {
    expect(fullNameOrEmail({ firstName: 'Ada', lastName: '', email: 'ada@example.com' })).toBe('Ada');
    expect(fullNameOrEmail({ firstName: '  ', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Lovelace');
    expect(fullName({ firstName: null, lastName: undefined })).toBe('');
  });

  it('falls back to the e-mail when the account has no name, and to nothing when neither is known', () => {
    expect(fullNameOrEmail({ firstName: '', lastName: ' ', email: 'kid@example.com' })).toBe('kid@example.com');
    expect(fullNameOrEmail({ email: null })).toBe('');
  });
});
