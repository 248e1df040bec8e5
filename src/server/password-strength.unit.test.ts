import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { assertStrongPassword, isTooGuessable } from './password-strength';

describe('password strength', () => {
  it('refuses the common and breached passwords and their close variants', () => {
    for (const password of ['12345678', 'password', 'password1', 'qwertyuiop', 'iloveyou123', 'sunshine2020', 'letmein!', 'aaaaaaaa']) expect(isTooGuessable(password), password).toBe(true);
  });

  it('accepts passphrases and the demo accounts’ passwords', () => {
    for (const password of ['correct-horse-battery', 'academy-child', 'academy-admin', 'maya2015dog', 'purple-otter-climbs-7']) expect(isTooGuessable(password), password).toBe(false);
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
