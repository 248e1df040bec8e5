import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { AppError } from './errors';

/*
 * Common and breached passwords are refused (OWASP ASVS 5.0 V6.2): zxcvbn-ts, offline, with its common-password,
 * name and word lists. A password it scores 0 or 1 ("too guessable", "very guessable": `12345678`, `password1`,
 * `sunshine2020`, a name plus a year) is refused with a message that says why; 2 and above pass. The person's own
 * e-mail and names count as known words. The dictionaries weigh a few MB: built once, on first use, server only.
 * No 'server-only': the CLI (user:create) checks passwords too.
 */

const MIN_SCORE = 2;

/**
 * Passwords everyone can guess whatever zxcvbn scores them: the demo accounts' published ones (the README's
 * "academy-admin"… and their variants; decision 043), and a season or month with a year ("Summer2024!"), the first
 * guesses of every password-spraying list.
 */
const PUBLISHED_OR_SPRAYED = [
  /^academy[\s._-]*(admin|parent|tutor|child|school)[\s._-]*\d*[^\p{L}\p{N}]*$/iu,
  /^(spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)[\s._-]*\d{2,4}[^\p{L}\p{N}]*$/iu,
];

let checker: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return checker;
}

/** True when the password is one of the common ones or close to one (or to the person's own e-mail and names). */
export function isTooGuessable(password: string, knownWords: readonly string[] = []): boolean {
  if (PUBLISHED_OR_SPRAYED.some((pattern) => pattern.test(password.trim()))) return true;
  const words = knownWords.flatMap((word) => word.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
  return zxcvbn().check(password, words).score < MIN_SCORE;
}

/** Throws a 400 on `field` when the password is too guessable (registration, reset, change, the CLI). */
export function assertStrongPassword(password: string, field: string, knownWords: readonly string[] = []): void {
  if (isTooGuessable(password, knownWords)) throw new AppError(400, 'errors.passwordTooCommon', { [field]: 'errors.passwordTooCommon' });
}
