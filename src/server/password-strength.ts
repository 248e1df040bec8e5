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
  const words = knownWords.flatMap((word) => word.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
  return zxcvbn().check(password, words).score < MIN_SCORE;
}

/** Throws a 400 on `field` when the password is too guessable (registration, reset, change, the CLI). */
export function assertStrongPassword(password: string, field: string, knownWords: readonly string[] = []): void {
  if (isTooGuessable(password, knownWords)) throw new AppError(400, 'errors.passwordTooCommon', { [field]: 'errors.passwordTooCommon' });
}
