import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { assertStrongPassword, isTooGuessable } from './password-strength';

describe('password strength', () => {
  it('refuses the common and breached passwords and their close variants', () => {
    for (const password of ['12345678', 'password', 'password1', 'qwertyuiop', 'iloveyou123', 'sunshine2020', 'letmein!', 'aaaaaaaa']) expect(isTooGuessable(password), password).toBe(true);
  });

  it('accepts passphrases', () => {
    for (const password of ['correct-horse-battery', 'maya2015dog', 'purple-otter-climbs-7', 'summer-otter-climbs']) expect(isTooGuessable(password), password).toBe(false);
  });

  it('refuses the demo accounts’ published passwords and a season or month with a year, which zxcvbn lets through', () => {
    for (const password of ['academy-admin', 'Academy-Child', 'academy_tutor1!', 'academy parent', 'academy-school', 'Summer2024!', 'winter-25', 'September2026?']) expect(isTooGuessable(password), password).toBe(true);
  });

  it('counts the person’s own e-mail and names as known words', () => {
    expect(isTooGuessable('zorblaxquim')).toBe(false);
    expect(isTooGuessable('zorblaxquim', ['zorblax@example.com', 'Zorblax', 'Quim'])).toBe(true);
    expect(isTooGuessable('Zorblax1991', ['zorblax@example.com', 'Zorblax', 'Quim'])).toBe(true);
  });

  it('answers 400 naming the field, with a message that says why', () => {
    try {
      assertStrongPassword('password1', 'newPassword');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).fieldErrors).toEqual({ newPassword: 'errors.passwordTooCommon' });
    }
  });
});
