import { randomInt } from 'node:crypto';
import { CHILD_REF_CODE_ALPHABET, CHILD_REF_CODE_LENGTH } from '@/lib/constants';

/** Spec 3: childRefCode, 6 characters, uppercase letters and digits. Uniqueness is the database's unique index. */
export function generateChildRefCode(): string {
  let code = '';
  for (let i = 0; i < CHILD_REF_CODE_LENGTH; i++) code += CHILD_REF_CODE_ALPHABET[randomInt(CHILD_REF_CODE_ALPHABET.length)];
  return code;
}
